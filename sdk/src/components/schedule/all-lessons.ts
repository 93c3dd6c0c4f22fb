import { type Filters, type Lesson, MAX_PAGE_SIZE } from '@plie/shared';
import type { PlieClient } from '../../client/create-client';

/** Enough for any studio's week many times over; a runaway cursor stops here instead of looping. */
const MAX_PAGES = 50;

/**
 * Every lesson matching `filters` that the caller may see (`POST /api/lesson/search`, the most a page
 * gives, following the cursor to the end): what a calendar needs, since it shows a whole week at once.
 */
export const allLessons = async (
  client: { lessons: Pick<PlieClient['lessons'], 'search'> },
  filters: Filters,
  init?: RequestInit,
): Promise<Lesson[]> => {
  const lessons: Lesson[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, nextCursor } = await client.lessons.search(
      { body: { ...filters, limit: MAX_PAGE_SIZE.lessons, ...(cursor ? { cursor } : {}) } },
      init,
    );
    lessons.push(...items);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return lessons;
};
