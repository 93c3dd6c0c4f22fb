import type { Studio, UserListItem } from '@plie/shared';
import useSWRInfinite from 'swr/infinite';
import { apiClient } from '../../api/client';
import {
  ADMIN_PAGE_SIZE,
  type AdminListPage,
  hasMorePages,
  replaceListItem,
  resultsCount,
  type StudioListFilters,
  studioListBody,
  userListBody,
} from './admin-lists';

type PageKey = readonly [name: string, body: string, index: number, cursor: string | null];

/**
 * One of the admin panel's infinite lists, in the shape of the teacher search (`useTeacherSearch`):
 * pages of 50 from the previous page's cursor, starting again when the body changes. Adds the
 * "Results: n / n" count and `updateItem`, which puts an item's new version in place without a
 * reload (the list keeps its scroll position and the row stays where it was).
 */
const useAdminList = <Item extends { id: string }, Body>(
  name: string,
  body: Body,
  fetchPage: (body: Body, cursor: string | null) => Promise<AdminListPage<Item>>,
) => {
  const bodyKey = JSON.stringify(body);
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<AdminListPage<Item>>(
    (index, previous: AdminListPage<Item> | null) => {
      if (previous && !hasMorePages(previous)) return null;
      return [name, bodyKey, index, previous?.nextCursor ?? null] as PageKey;
    },
    ([, json, , cursor]: PageKey) => fetchPage(JSON.parse(json) as Body, cursor),
    { revalidateFirstPage: false },
  );
  const hasMore = hasMorePages(data?.at(-1));
  const loadingMore = isValidating && size > (data?.length ?? 0);
  return {
    items: data?.flatMap((page) => page.items) ?? [],
    count: resultsCount(data),
    error,
    isLoading,
    hasMore,
    loadingMore,
    loadMore: () => {
      if (hasMore && !loadingMore) void setSize(size + 1);
    },
    retry: () => mutate(),
    updateItem: (updated: Partial<Item> & { id: string }) =>
      mutate((pages) => replaceListItem(pages, updated), { revalidate: false }),
  };
};

/** Every studio for the platform admin, newest first (hidden, unverified and deleted ones too). */
export const useAdminStudios = (filters: StudioListFilters) =>
  useAdminList<Studio, ReturnType<typeof studioListBody>>(
    'admin.studios',
    studioListBody(filters),
    (body, cursor) =>
      apiClient.studios.search({
        body: { ...body, limit: ADMIN_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      }),
  );

/** Every user for the platform admin, newest first, with e-mail, confirmation and role. */
export const useAdminUsers = (search: string) =>
  useAdminList<UserListItem, ReturnType<typeof userListBody>>(
    'admin.users',
    userListBody(search),
    (body, cursor) =>
      apiClient.users.search({ body: { ...body, limit: ADMIN_PAGE_SIZE, ...(cursor ? { cursor } : {}) } }),
  );
