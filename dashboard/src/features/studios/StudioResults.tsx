import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LoadMore } from '../../ui/LoadMore';
import { Skeleton } from '../../ui/Skeleton';
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
        <div css={gridStyles}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height="7rem" label={index === 0 ? t`Loading studios…` : undefined} />
          ))}
        </div>
      ) : (
        <>
          {studios.length === 0 && empty && (
            <div css={emptyStyles}>
              <p>{empty}</p>
              {onClear && (
                <Button variant="secondary" onClick={onClear}>
                  <Trans>Clear the search</Trans>
                </Button>
              )}
            </div>
          )}
          {(first || studios.length > 0) && (
            <ul css={gridStyles}>
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

const gridStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.large} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const emptyStyles = (theme: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[7]} ${theme.space[4]};
  text-align: center;
  color: ${theme.colors.textMuted};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;
