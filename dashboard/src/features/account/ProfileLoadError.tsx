import { Trans } from '@lingui/react/macro';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/** The signed-in user's profile could not load (not a sign-out: the server or the connection failed). */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="danger">
      <strong>
        <Trans>Could not load your profile</Trans>
      </strong>
      <span>
        <Trans>Check your connection and try again.</Trans>
      </span>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </Alert>
  );
}
