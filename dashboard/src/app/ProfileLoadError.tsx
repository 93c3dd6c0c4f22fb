import { Trans } from '@lingui/react/macro';
import { RetryAlert } from '../ui/RetryAlert';

/** The signed-in user's profile could not load (not a sign-out: the server or the connection failed). */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryAlert
      title={<Trans>Could not load your profile</Trans>}
      reason={<Trans>Check your connection and try again.</Trans>}
      onRetry={onRetry}
    />
  );
}
