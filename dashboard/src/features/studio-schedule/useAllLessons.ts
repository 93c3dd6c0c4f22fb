import { ApiError } from '@plie/sdk';
import { type Filters, type Lesson, MAX_PAGE_SIZE } from '@plie/shared';
import useSWR from 'swr';
import { apiClient } from '../../api/client';
import { useViewerKey } from '../studio-page/useStudioPage';

/** Enough for any studio's week many times over; a runaway cursor stops here instead of looping. */
const MAX_PAGES = 50;

const everyPage = async (filters: Filters): Promise<Lesson[]> => {
  const lessons: Lesson[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, nextCursor } = await apiClient.lessons.search({
      body: { ...filters, limit: MAX_PAGE_SIZE.lessons, ...(cursor ? { cursor } : {}) },
    });
    lessons.push(...items);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return lessons;
};

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Every lesson matching `filters` that the viewer may see (`POST /api/lesson/search`, 100 a page —
 * the most the API gives — following the cursor to the end): what a calendar needs, since it shows
 * a whole week at once. A studio's admins also get its lessons that the public can't see yet, so the
 * key holds the viewer. `null` waits (asks nothing).
 */
export const useAllLessons = (filters: Filters | null) => {
  const viewer = useViewerKey();
  return useSWR<Lesson[]>(
    filters && viewer ? ['lessons.searchAll', JSON.stringify(filters), viewer] : null,
    ([, json]: readonly [string, string, string]) => everyPage(JSON.parse(json) as Filters),
    { shouldRetryOnError: (error: unknown) => !isRefusal(error) },
  );
};
