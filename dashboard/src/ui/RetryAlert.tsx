import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';

/**
 * A read that failed (spec §8 "Studio fetch", "Members"…): what failed, why if known (the
 * server's reason, or a hint to check the connection), and Try again.
 */
export function RetryAlert({
  title,
  reason,
  onRetry,
}: {
  title: ReactNode;
  reason?: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Alert tone="danger">
      <strong>{title}</strong>
      {reason && <span>{reason}</span>}
      <div>
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </Alert>
  );
}
