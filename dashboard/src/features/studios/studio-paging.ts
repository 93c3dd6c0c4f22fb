/**
 * Which page of `POST /api/studio/search` comes next. The public search pages by cursor; the
 * own-studios list (`withAdminRights`) answers page numbers with a `total` and never a cursor.
 */
export interface StudioPageInfo {
  page: number;
  limit: number;
  nextCursor: string | null;
  total?: number | undefined;
}

export type StudioPaging = 'cursor' | 'pageNumbers';

export type NextStudioPage = { cursor: string } | { page: number };

/** The request of the page after `previous`, or `null` when `previous` was the last. */
export const nextStudioPage = (previous: StudioPageInfo, paging: StudioPaging): NextStudioPage | null => {
  if (paging === 'cursor') return previous.nextCursor ? { cursor: previous.nextCursor } : null;
  const seen = (previous.page + 1) * previous.limit;
  return previous.total !== undefined && seen < previous.total ? { page: previous.page + 1 } : null;
};
