import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadMore } from '../../ui/LoadMore';
import { Skeleton } from '../../ui/Skeleton';
import { resultsGridStyles } from '../filters/search-page.styles';
import { StudioCard } from './StudioCard';
import type { useStudioSearch } from './useStudioSearch';

/**
 * The found studios as cards, with loading skeletons, an error with Try again, an empty state
 * that says what to do next, and the next page loading near the end of the list.
 */
export function StudioResults({
  search,
  first,
  empty,
  onClear,
}: {
  search: ReturnType<typeof useStudioSearch>;
  /** A card before the studios (the own list's "Create a studio"); shown even when none is found. */
  first?: ReactNode;
  /** Why nothing was found; nothing is said when `first` says it. */
  empty?: ReactNode;
  /** Clears the search from the empty state, when something narrows it. */
  onClear?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const { studios, error, isLoading, hasMore, loadingMore, loadMore, retry } = search;
  return (
    <section aria-label={t`Studios found`} css={resultsStyles} aria-busy={isLoading}>
      {error && !studios.length ? (
        <Alert tone="danger">
          <span>
            <Trans>Failed to fetch studios</Trans>{' '}
            <Button variant="ghost" onClick={() => void retry()}>
              <Trans>Try again</Trans>
            </Button>
          </span>
        </Alert>
      ) : isLoading ? (
        <div css={resultsGridStyles}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height="7rem" label={index === 0 ? t`Loading studios…` : undefined} />
          ))}
        </div>
      ) : (
        <>
          {studios.length === 0 && empty && (
            <EmptyState
              action={
                onClear && (
                  <Button variant="secondary" onClick={onClear}>
                    <Trans>Clear the search</Trans>
                  </Button>
                )
              }
            >
              {empty}
            </EmptyState>
          )}
          {(first || studios.length > 0) && (
            <ul css={resultsGridStyles}>
              {first}
              {studios.map((studio) => (
                <StudioCard key={studio.id} studio={studio} />
              ))}
            </ul>
          )}
          {hasMore && <LoadMore loading={loadingMore} onLoadMore={loadMore} />}
        </>
      )}
    </section>
  );
}

const resultsStyles = (theme: Theme) => css`
  grid-area: results;
  min-width: 0;
  display: grid;
  align-content: start;
  gap: ${theme.space[4]};
`;
