import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useConfirmEmail } from '../../api/queries/auth';
import { useCurrentUser } from '../../app/useCurrentUser';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { browserStorage, requireOnboarding } from './after-login';

/**
 * /confirm-email?token= (spec §2, §4): loading, then success or error. Success marks that the
 * next login starts onboarding. The token is used once: SWR makes the call only once per token.
 */
export function ConfirmEmailPage() {
  const { t } = useLingui();
  const token = new URLSearchParams(useSearch()).get('token');
  const { user, refresh } = useCurrentUser();
  const { data, error } = useConfirmEmail(token);
  const confirmed = Boolean(data?.success);

  useEffect(() => {
    if (!confirmed) return;
    requireOnboarding(browserStorage());
    void refresh();
  }, [confirmed, refresh]);

  const failed = !token || Boolean(error) || (data && !data.success);
  return (
    <AuthCard title={<Trans>E-mail confirmation</Trans>}>
      <title>{t`E-mail confirmation · Plié`}</title>
      {failed ? (
        <>
          <Alert tone="danger">
            <strong>
              <Trans>Failed to confirm email</Trans>
            </strong>
            <span>
              <Trans>
                The link is invalid or has expired. Please try again: sign in and send yourself a new link
                from the banner at the top of the page.
              </Trans>
            </span>
          </Alert>
          <ButtonLink href={webPath.login()} size="lg">
            <Trans>Go to sign in</Trans>
          </ButtonLink>
        </>
      ) : confirmed ? (
        <>
          <Alert tone="success">
            <strong>
              <Trans>E-mail confirmed</Trans>
            </strong>
            <span>
              <Trans>Thank you! Your account is ready.</Trans>
            </span>
          </Alert>
          <ButtonLink href={user ? webPath.onboarding() : webPath.login()} size="lg">
            <Trans>Continue</Trans>
          </ButtonLink>
        </>
      ) : (
        <p css={loadingStyles}>
          <Spinner />
          <Trans>Confirming your e-mail…</Trans>
        </p>
      )}
    </AuthCard>
  );
}

const loadingStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  color: ${theme.colors.textMuted};
`;
