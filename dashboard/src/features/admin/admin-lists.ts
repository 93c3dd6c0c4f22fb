/**
 * The admin panel's lists (spec §2 "Admin panel", §9): what the address holds, what the API is
 * asked, when the next page is worth asking for, and the "Results: n / n" count.
 */
import { PAGE_SIZE } from '@plie/shared';
import { SEARCH_TEXT_MAX_LENGTH } from '../../config/constants';

/** The tabs, by their value in `?tab=` (the first is the default). */
export const ADMIN_TABS = ['studios', 'users', 'lessons-bulk'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Query values of the lists' filters: dropped when the admin switches tabs. */
export const ADMIN_FILTER_PARAMS = ['search', 'status'] as const;

/** Spec §9: admin lists load 50 a page, and stop when fewer than 50 return. */
export const ADMIN_PAGE_SIZE = PAGE_SIZE.admin;

/** The studio list's verification filter, as `?status=` holds it ('all' is left out). */
export const STUDIO_STATUSES = ['all', 'awaiting', 'verified'] as const;
export type StudioStatus = (typeof STUDIO_STATUSES)[number];

export interface StudioListFilters {
  search: string;
  status: StudioStatus;
}

const isStudioStatus = (value: string | null): value is StudioStatus =>
  (STUDIO_STATUSES as readonly (string | null)[]).includes(value);

/** The free text of `?search=`, trimmed and cut to what the API accepts. */
export const parseSearchText = (query: string): string =>
  (new URLSearchParams(query).get('search') ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);

/** The Studios tab's filters from the query string; anything unknown means "all". */
export const parseStudioListFilters = (query: string): StudioListFilters => {
  const status = new URLSearchParams(query).get('status');
  return { search: parseSearchText(query), status: isStudioStatus(status) ? status : 'all' };
};

/**
 * `query` with `changes` applied (an empty value removes the parameter), other parameters (the
 * tab) kept; without the leading `?`.
 */
export const changeQuery = (query: string, changes: Record<string, string>): string => {
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(changes)) {
    if (value.trim()) params.set(name, value.trim());
    else params.delete(name);
  }
  return params.toString();
};

/** The Studios tab's filters as query changes ('all' leaves `status` out). */
export const studioListQueryChanges = (filters: StudioListFilters): Record<string, string> => ({
  search: filters.search,
  status: filters.status === 'all' ? '' : filters.status,
});

/** The body of `POST /api/studio/search` for the platform admin's list (without paging). */
export const studioListBody = (filters: StudioListFilters) => ({
  ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  ...(filters.status === 'all' ? {} : { isVerified: filters.status === 'verified' }),
});

/** The body of `POST /api/user/search` for the platform admin's list of every user (without paging). */
export const userListBody = (search: string) => ({
  allUsers: true,
  ...(search.trim() ? { search: search.trim() } : {}),
});

export interface AdminListPage<Item> {
  items: Item[];
  nextCursor: string | null;
  total?: number | undefined;
}

/** Another page exists only if the last one was full (spec §9) and the API gave a cursor to it. */
export const hasMorePages = (last: AdminListPage<unknown> | undefined, limit = ADMIN_PAGE_SIZE): boolean =>
  Boolean(last?.nextCursor) && (last?.items.length ?? 0) >= limit;

/** "Results: loaded / total": the total of the latest page (the freshest count), else what is loaded. */
export const resultsCount = (pages: readonly AdminListPage<unknown>[] | undefined) => {
  const loaded = pages?.reduce((sum, page) => sum + page.items.length, 0) ?? 0;
  const total = pages?.findLast((page) => page.total !== undefined)?.total;
  return { loaded, total: Math.max(total ?? loaded, loaded) };
};

/** The pages with one item replaced by its new version (a verified studio), found by id. */
export const replaceListItem = <Item extends { id: string }>(
  pages: readonly AdminListPage<Item>[] | undefined,
  updated: Partial<Item> & { id: string },
): AdminListPage<Item>[] | undefined =>
  pages?.map((page) =>
    page.items.some((item) => item.id === updated.id)
      ? {
          ...page,
          items: page.items.map((item) => (item.id === updated.id ? { ...item, ...updated } : item)),
        }
      : page,
  );

/** A creation date for the lists, in the interface language (`Intl`), or '' when there is none. */
export const formatListDate = (iso: string | undefined, locale: string): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
};
