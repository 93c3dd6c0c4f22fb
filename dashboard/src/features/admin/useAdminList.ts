import type { useCursorPages } from '../../api/queries/pages';
import { useAdminStudioPages } from '../../api/queries/studios';
import { useUserSearchPages } from '../../api/queries/users';
import {
  ADMIN_PAGE_SIZE,
  hasMorePages,
  replaceListItem,
  resultsCount,
  type StudioListFilters,
  studioListBody,
  userListBody,
} from './admin-lists';

/**
 * One of the admin panel's infinite lists, in the shape of the teacher search (`useTeacherSearch`):
 * pages of 50 from the previous page's cursor, starting again when the body changes, and stopping
 * at a short page. Adds the "Results: n / n" count and `updateItem`, which puts an item's new
 * version in place without a reload (the list keeps its scroll position and the row stays where it was).
 */
const adminListOf = <Item extends { id: string }>({
  pages,
  mutate,
  ...list
}: ReturnType<typeof useCursorPages<Item, object>>) => ({
  ...list,
  count: resultsCount(pages),
  updateItem: (updated: Partial<Item> & { id: string }) =>
    mutate((current) => replaceListItem(current, updated), { revalidate: false }),
});

/** Every studio for the platform admin, newest first (hidden, unverified and deleted ones too). */
export const useAdminStudios = (filters: StudioListFilters) =>
  adminListOf(useAdminStudioPages(studioListBody(filters), ADMIN_PAGE_SIZE, (page) => hasMorePages(page)));

/** Every user for the platform admin, newest first, with e-mail, confirmation and role. */
export const useAdminUsers = (search: string) =>
  adminListOf(
    useUserSearchPages('admin', userListBody(search), ADMIN_PAGE_SIZE, (page) => hasMorePages(page)),
  );
