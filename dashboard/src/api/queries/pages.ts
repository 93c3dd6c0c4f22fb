/**
 * Cursor-paged searches read page by page with infinite scroll (the lesson, teacher and admin
 * lists): `loadMore` fetches the page after the last one's cursor; a new `body` starts again from
 * the first page; `body` `null` waits (asks nothing). The per-operation hooks (`useLessonSearchPages`,
 * `useUserSearchPages`, …) give the key and the call.
 */
import { useCallback, useDeferredValue, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useKeptWhileEqual } from './kept-while-equal';
import type { QueryKey } from './query-keys';

/** A page of a cursor-paged search (`pageOf(…)` of the contract). */
export interface CursorPage<Item> {
  items: Item[];
  nextCursor: string | null;
  total?: number | undefined;
}

/** Whether a page has one after it; by default, when it names a cursor. */
export type HasNextPage = (page: CursorPage<unknown>) => boolean;

const hasCursor: HasNextPage = (page) => Boolean(page.nextCursor);

/** The list of a paged search, and its bound `mutate` (for putting a changed item in place). */
export const useCursorPages = <Item, Body extends object>({
  keyOf,
  body,
  fetchPage,
  hasNext = hasCursor,
}: {
  keyOf: (body: string, index: number, cursor: string | null) => QueryKey;
  body: Body | null;
  fetchPage: (body: Body, cursor: string | null) => Promise<CursorPage<Item>>;
  hasNext?: HasNextPage;
}) => {
  const bodyKey = body ? JSON.stringify(body) : null;
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<CursorPage<Item>>(
    (index, previous: CursorPage<Item> | null) => {
      if (bodyKey === null || (previous && !hasNext(previous))) return null;
      return keyOf(bodyKey, index, previous?.nextCursor ?? null);
    },
    (key: QueryKey) => {
      const [json, , cursor] = key.slice(-3) as [string, number, string | null];
      return fetchPage(JSON.parse(json) as Body, cursor);
    },
    { revalidateFirstPage: false },
  );
  // What the list shows follows the answers in a background render, which React does in slices
  // that never block input: a page of rows is no long task (issue #18). While it catches up, the
  // list still reads as loading (no flash of "no lessons" between the answer and its rows).
  // The same pages asked again (right after hydrating, on focus) keep their objects: the list is not drawn again.
  const answered = useKeptWhileEqual(data);
  const shown = useDeferredValue(answered);
  const catchingUp = shown !== answered;
  const items = useMemo(() => shown?.flatMap((page) => page.items) ?? [], [shown]);
  const last = shown?.at(-1);
  const hasMore = Boolean(last && hasNext(last));
  const loadingMore = (isValidating && size > (answered?.length ?? 0)) || (catchingUp && shown !== undefined);
  const loadMore = useCallback(() => {
    if (hasMore && !loadingMore) void setSize(size + 1);
  }, [hasMore, loadingMore, setSize, size]);
  const retry = useCallback(() => mutate(), [mutate]);
  return {
    pages: shown,
    items,
    error,
    isLoading: isLoading || (catchingUp && shown === undefined),
    hasMore,
    loadingMore,
    loadMore,
    retry,
    mutate,
  };
};
