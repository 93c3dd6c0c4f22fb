import { useAtomValue } from 'jotai';
import { useStudioSearchPages } from '../../api/queries/studios';
import { accessTokenAtom } from '../../app/access-token';
import { STUDIOS_PAGE_SIZE } from '../../config/constants';
import { type StudioFilters, studioSearchBody } from './studio-filters';
import { nextStudioPage } from './studio-paging';

/**
 * Studios matching the filters, 50 a page (spec §9); `loadMore` fetches the next page. Changing
 * the filters starts again from the first page. The answer depends on who asks (a platform admin
 * sees every studio; `filter=my` lists the caller's own), so the session is part of the key; the
 * own studios wait for one (signed-out visitors are sent to /login meanwhile).
 */
export const useStudioSearch = (filters: StudioFilters) => {
  const session = useAtomValue(accessTokenAtom);
  const body = studioSearchBody(filters);
  const paging = filters.mine ? 'pageNumbers' : 'cursor';
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useStudioSearchPages(
    filters.mine && !session ? null : body,
    session,
    STUDIOS_PAGE_SIZE,
    (previous) => (previous ? nextStudioPage(previous, paging) : { page: 0 }),
  );
  const studios = data?.flatMap((page) => page.items) ?? [];
  const last = data?.at(-1);
  const hasMore = Boolean(last && nextStudioPage(last, paging));
  const loadingMore = isValidating && size > (data?.length ?? 0);
  return {
    studios,
    error,
    isLoading: isLoading || (filters.mine && !session),
    hasMore,
    loadingMore,
    loadMore: () => {
      if (hasMore && !loadingMore) void setSize(size + 1);
    },
    retry: () => mutate(),
  };
};
