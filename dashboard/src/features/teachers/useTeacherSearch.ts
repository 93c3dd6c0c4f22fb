import type { UserListItem } from '@plie/shared';
import useSWRInfinite from 'swr/infinite';
import { apiClient } from '../../api/client';
import { TEACHERS_PAGE_SIZE } from '../../config/constants';
import { type TeacherFilters, teacherSearchBody } from './teacher-filters';

/** A page of a cursor-paged search (`pageOf(…)` of the contract). */
export interface CursorPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

type CursorPageKey = readonly [name: string, body: string, index: number, cursor: string | null];

/**
 * A search paged by cursor with infinite scroll (the teacher and lesson searches): `limit` a page,
 * `loadMore` fetches the next page from the previous page's cursor, and a new `body` starts again
 * from the first page. `body` `null` waits (asks nothing) — e.g. until a required filter is set.
 */
export const useCursorSearch = <Item, Body extends object>(
  name: string,
  body: Body | null,
  limit: number,
  fetchPage: (request: Body & { limit: number; cursor?: string }) => Promise<CursorPage<Item>>,
) => {
  const bodyKey = body ? JSON.stringify(body) : null;
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<CursorPage<Item>>(
    (index, previous: CursorPage<Item> | null): CursorPageKey | null => {
      if (bodyKey === null || (previous && !previous.nextCursor)) return null;
      return [name, bodyKey, index, previous?.nextCursor ?? null];
    },
    ([, json, , cursor]: CursorPageKey) =>
      fetchPage({ ...(JSON.parse(json) as Body), limit, ...(cursor ? { cursor } : {}) }),
    { revalidateFirstPage: false },
  );
  const hasMore = Boolean(data?.at(-1)?.nextCursor);
  const loadingMore = isValidating && size > (data?.length ?? 0);
  return {
    items: data?.flatMap((page) => page.items) ?? [],
    error,
    isLoading,
    hasMore,
    loadingMore,
    loadMore: () => {
      if (hasMore && !loadingMore) void setSize(size + 1);
    },
    retry: () => mutate(),
  };
};

/** Teachers matching the filters, 50 a page (spec §9), loading more as the list scrolls. */
export const useTeacherSearch = (filters: TeacherFilters) => {
  const { items, ...search } = useCursorSearch<UserListItem, ReturnType<typeof teacherSearchBody>>(
    'users.search',
    teacherSearchBody(filters),
    TEACHERS_PAGE_SIZE,
    (body) => apiClient.users.search({ body }),
  );
  return { teachers: items, ...search };
};
