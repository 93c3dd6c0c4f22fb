/** Whole schedules at once (a studio's calendar, the embed, the group form's lesson list). */
import { ApiError } from '@plie/sdk';
import { allLessons } from '@plie/sdk/components';
import type { Filters, Lesson } from '@plie/shared';
import useSWR from 'swr';
import { useViewerKey } from '../../app/useViewerKey';
import { apiClient } from '../client';

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
    ([, json]: readonly [string, string, string]) => allLessons(apiClient, JSON.parse(json) as Filters),
    { shouldRetryOnError: (error: unknown) => !isRefusal(error) },
  );
};
