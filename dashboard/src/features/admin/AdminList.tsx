import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LoadMore } from '../../ui/LoadMore';
import { Skeleton } from '../../ui/Skeleton';
import { emptyStyles, listStyles } from './admin.styles';

/**
 * The frame of an admin list (spec §2): skeleton rows while the first page loads, the error with
 * Try again, the empty message, or the rows with infinite scrolling; and the 'Results: n / n'
 * footer, kept in view at the bottom of the screen while the admin scrolls.
 */
export function AdminList({
  label,
  loadingLabel,
  errorText,
  empty,
  list,
  children,
}: {
  /** Names the list for screen readers. */
  label: string;
  loadingLabel: string;
  errorText: ReactNode;
  /** What to show when nothing is found (and what to do next). */
  empty: ReactNode;
  list: {
    count: { loaded: number; total: number };
    error: unknown;
    isLoading: boolean;
    hasMore: boolean;
    loadingMore: boolean;
    loadMore: () => void;
    retry: () => unknown;
  };
  /** The rows (`<li>`s). */
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { loaded, total } = list.count;
  if (list.error && !loaded) {
    return (
      <Alert tone="danger">
        {errorText}{' '}
        <div>
          <Button variant="secondary" onClick={() => void list.retry()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </Alert>
    );
  }
  if (list.isLoading) {
    return (
      <div css={skeletonsStyles}>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height="4.5rem" label={index === 0 ? loadingLabel : undefined} />
        ))}
      </div>
    );
  }
  return (
    <>
      {loaded === 0 ? (
        <div css={emptyStyles}>{empty}</div>
      ) : (
        <>
          <ul css={listStyles} aria-label={label}>
            {children}
          </ul>
          {list.hasMore && <LoadMore loading={list.loadingMore} onLoadMore={list.loadMore} />}
        </>
      )}
      <p role="status" css={resultsStyles}>
        {t`Results: ${loaded} / ${total}`}
      </p>
    </>
  );
}

const skeletonsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
`;

/** Sticks to the bottom of the screen while the list scrolls past, and rests after the list's end. */
const resultsStyles = (theme: Theme) => css`
  position: sticky;
  bottom: 0;
  z-index: 1;
  margin-top: ${theme.space[4]};
  padding: ${theme.space[2]} ${theme.space[4]};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.textMuted};
  text-align: end;
`;
