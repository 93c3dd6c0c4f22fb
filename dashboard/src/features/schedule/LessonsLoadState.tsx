import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@plie/sdk';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';

/**
 * A public schedule while its lessons load (skeleton rows, no blank screen), when they failed (the
 * server's reason or a hint, and Try again), else the lessons themselves (`children`).
 */
export function LessonsLoadState({
  error,
  isLoading,
  onRetry,
  children,
}: {
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  if (error) {
    return (
      <RetryAlert
        title={<Trans>Failed to fetch lessons</Trans>}
        reason={
          error instanceof ApiError && error.status < 500 ? (
            error.message
          ) : (
            <Trans>Check your connection and try again.</Trans>
          )
        }
        onRetry={onRetry}
      />
    );
  }
  if (isLoading) {
    return (
      <div css={skeletonStyles} aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="4.5rem" label={index === 0 ? t`Loading lessons…` : undefined} />
        ))}
      </div>
    );
  }
  return <>{children}</>;
}

const skeletonStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
`;
