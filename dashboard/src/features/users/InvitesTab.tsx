import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudioInvite } from '@plie/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { apiClient } from '../../api/client';
import { Alert } from '../../ui/Alert';
import { Avatar } from '../../ui/Avatar';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { useFailureToast } from '../account/useFailureToast';
import { type useMyInvites, userActionsFor } from './useMyInvites';

/**
 * The user's own invites to studio teams (spec §2 user page, §4 Invite): accept or reject those
 * waiting for them; the others show where they stand.
 */
export function InvitesTab({
  invites: state,
  userId,
}: {
  invites: ReturnType<typeof useMyInvites>;
  userId: string;
}) {
  const { t } = useLingui();
  const { invites, error, isLoading, mutate } = state;

  if (error) {
    return (
      <Alert tone="danger">
        <Trans>Failed to fetch invites</Trans>{' '}
        <Button variant="ghost" onClick={() => void mutate()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (isLoading) return <Skeleton height="6rem" label={t`Loading your invites…`} />;
  if (invites.length === 0) {
    return (
      <p css={emptyStyles}>
        <Trans>No invites yet. When a studio invites you to its team, the invite shows here.</Trans>
      </p>
    );
  }
  return (
    <ul css={listStyles}>
      {invites.map((invite) => (
        <InviteRow key={invite.id} invite={invite} userId={userId} onAnswered={() => void mutate()} />
      ))}
    </ul>
  );
}

function InviteRow({
  invite,
  userId,
  onAnswered,
}: {
  invite: StudioInvite;
  userId: string;
  onAnswered: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const { canAccept, canReject } = userActionsFor(invite);
  const studio = invite.studio;
  const studioName = studio?.name ?? '';

  const answer = async (choice: 'accept' | 'reject') => {
    setBusy(choice);
    try {
      const body = { body: { studioId: invite.studioId, userId } };
      if (choice === 'accept') await apiClient.studios.acceptInvite(body);
      else await apiClient.studios.rejectInvite(body);
      toast({
        tone: 'success',
        title: choice === 'accept' ? t`You joined ${studioName}` : t`Invite from ${studioName} declined`,
      });
      onAnswered();
    } catch (failure) {
      failureToast(t`Failed to respond to invite`, failure);
    } finally {
      setBusy(null);
    }
  };

  const role = invite.isOwner ? t`Owner` : invite.isAdmin ? t`Admin and teacher` : t`Teacher`;
  const status: Record<StudioInvite['status'], { tone: BadgeTone; label: string }> = {
    pending: { tone: 'warning', label: t`Waiting for your answer` },
    awaitingUser: { tone: 'warning', label: t`Waiting for your answer` },
    awaitingStudio: { tone: 'neutral', label: t`Waiting for the studio` },
    accepted: { tone: 'success', label: t`Accepted` },
    rejected: { tone: 'danger', label: t`Declined` },
  };

  return (
    <li css={rowStyles}>
      <Avatar name={studioName} photo={studio?.photo} size={48} />
      <div css={{ minWidth: 0 }}>
        <p css={nameStyles}>
          {studio ? (
            <Link href={`/studios/${encodeURIComponent(studio.studioName)}`}>{studio.name}</Link>
          ) : null}
        </p>
        <p css={metaStyles}>
          <Trans>Role: {role}</Trans>{' '}
          <Badge tone={status[invite.status].tone}>{status[invite.status].label}</Badge>
        </p>
      </div>
      {(canAccept || canReject) && (
        <div css={actionsStyles}>
          {canReject && (
            <Button variant="secondary" disabled={busy !== null} onClick={() => void answer('reject')}>
              <Trans>Decline</Trans>
            </Button>
          )}
          {canAccept && (
            <Button disabled={busy !== null} onClick={() => void answer('accept')}>
              <Trans>Accept</Trans>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

const listStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[3]};
  align-items: center;
  padding: ${theme.space[4]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  ${theme.mq.wide} {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

const nameStyles = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.semibold};
  font-size: ${theme.fontSize.lg};
  a {
    color: ${theme.colors.text};
  }
`;

const metaStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const actionsStyles = (theme: Theme) => css`
  grid-column: 1 / -1;
  display: flex;
  gap: ${theme.space[2]};
  justify-content: flex-end;
  ${theme.mq.wide} {
    grid-column: auto;
  }
`;

const emptyStyles = (theme: Theme) => css`
  padding: ${theme.space[6]} ${theme.space[4]};
  text-align: center;
  color: ${theme.colors.textMuted};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;
