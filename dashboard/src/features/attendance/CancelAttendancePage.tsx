import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { useSearch } from 'wouter';
import { apiClient } from '../../api/client';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from '../account/AuthCard';

/**
 * /cancel-attendance?token= (spec §2, §4 "cancel attendance page"): the link of the sign-up e-mail.
 * Loading, then success (the place is free for someone else) or 'Failed to cancel your attendance'
 * (link invalid, used or expired) with what to try. The token is used once: SWR asks once per token.
 */
export function CancelAttendancePage() {
  const { t } = useLingui();
  const token = new URLSearchParams(useSearch()).get('token');
  const { data, error } = useSWR(
    token ? (['attendance.cancelByToken', token] as const) : null,
    ([, value]) => apiClient.attendance.cancelByToken({ params: { token: value } }),
    {
      shouldRetryOnError: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );
  const failed = !token || Boolean(error);

  return (
    <AuthCard title={<Trans>Cancel attendance</Trans>}>
      <title>{t`Cancel attendance · Plié`}</title>
      {failed ? (
        <Alert tone="danger">
          <strong>
            <Trans>Failed to cancel your attendance</Trans>
          </strong>
          <span>
            <Trans>
              The link is invalid, has expired or was already used. Please try again from your profile, or ask
              the studio to cancel it for you.
            </Trans>
          </span>
        </Alert>
      ) : data?.success ? (
        <Alert tone="success">
          <strong>
            <Trans>Your attendance is cancelled</Trans>
          </strong>
          <span>
            <Trans>Thank you for letting us know: your place is free for another dancer.</Trans>
          </span>
        </Alert>
      ) : (
        <p css={loadingStyles}>
          <Spinner />
          <Trans>Cancelling your attendance…</Trans>
        </p>
      )}
      <ButtonLink href="/schedule" size="lg">
        <Trans>Find another lesson</Trans>
      </ButtonLink>
    </AuthCard>
  );
}

const loadingStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;
