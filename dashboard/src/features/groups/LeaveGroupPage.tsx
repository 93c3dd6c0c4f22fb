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
 * /leave-group?token= (spec §2, §4 "Leave group page"): the link of the join e-mail. Loading, then
 * success (the member's upcoming classes of the group are cancelled) or 'There was an issue leaving
 * the group' (the link is invalid, used or expired). The token is used once: SWR asks once per token.
 */
export function LeaveGroupPage() {
  const { t } = useLingui();
  const token = new URLSearchParams(useSearch()).get('token');
  const { data, error } = useSWR(
    token ? (['groups.leaveByToken', token] as const) : null,
    ([, value]) => apiClient.groups.leaveByToken({ params: { token: value } }),
    {
      shouldRetryOnError: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );
  const failed = !token || Boolean(error);

  return (
    <AuthCard title={<Trans>Leave group</Trans>}>
      <title>{t`Leave group · Plié`}</title>
      {failed ? (
        <Alert tone="danger">
          <strong>
            <Trans>There was an issue leaving the group</Trans>
          </strong>
          <span>
            <Trans>
              The link is invalid, has expired or was already used. Please try again from your profile, or ask
              the studio to remove you from the group.
            </Trans>
          </span>
        </Alert>
      ) : data?.success ? (
        <Alert tone="success">
          <strong>
            <Trans>You left the group</Trans>
          </strong>
          <span>
            <Trans>Your upcoming classes of the group are cancelled.</Trans>
          </span>
        </Alert>
      ) : (
        <p css={loadingStyles}>
          <Spinner />
          <Trans>Leaving the group…</Trans>
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
