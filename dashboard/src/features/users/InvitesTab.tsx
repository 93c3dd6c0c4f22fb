import { Trans, useLingui } from '@lingui/react/macro';
import type { StudioInvite } from '@plie/shared';
import { useState } from 'react';
import { apiClient } from '../../api/client';
import { useFailureToast } from '../../app/useFailureToast';
import { Alert } from '../../ui/Alert';
import { AvatarRow, avatarRowListStyles } from '../../ui/AvatarRow';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { studioPagePath } from '../studios/studio-paths';
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
      <EmptyState>
        <Trans>No invites yet. When a studio invites you to its team, the invite shows here.</Trans>
      </EmptyState>
    );
  }
  return (
    <ul css={avatarRowListStyles}>
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
  const [busy, setBusy] = useState<'accept' | 'reject' | 'withdraw' | null>(null);
  const { canAccept, canReject } = userActionsFor(invite);
  // The user's own request to join (issue #17 item 3): theirs to withdraw while the studio decides.
  const canWithdraw = invite.status === 'awaitingStudio';
  const studio = invite.studio;
  const studioName = studio?.name ?? '';

  const answer = async (choice: 'accept' | 'reject' | 'withdraw') => {
    setBusy(choice);
    try {
      const body = { body: { studioId: invite.studioId, userId } };
      if (choice === 'accept') await apiClient.studios.acceptInvite(body);
      else if (choice === 'reject') await apiClient.studios.rejectInvite(body);
      else await apiClient.studios.removeMember({ params: { studioId: invite.studioId, userId } });
      const done = {
        accept: t`You joined ${studioName}`,
        reject: t`Invite from ${studioName} declined`,
        withdraw: t`Request to ${studioName} withdrawn`,
      };
      toast({ tone: 'success', title: done[choice] });
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
    awaitingStudio: { tone: 'neutral', label: t`Awaiting studio` },
    accepted: { tone: 'success', label: t`Accepted` },
    rejected: { tone: 'danger', label: t`Declined` },
  };

  return (
    <AvatarRow
      name={studioName}
      photo={studio?.photo}
      href={studio && studioPagePath(studio.studioName)}
      details={
        <>
          <Trans>Role: {role}</Trans>{' '}
          <Badge tone={status[invite.status].tone}>{status[invite.status].label}</Badge>
        </>
      }
      actions={
        (canAccept || canReject || canWithdraw) && (
          <>
            {canWithdraw && (
              <Button variant="secondary" disabled={busy !== null} onClick={() => void answer('withdraw')}>
                <Trans>Withdraw request</Trans>
              </Button>
            )}
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
          </>
        )
      }
    />
  );
}
