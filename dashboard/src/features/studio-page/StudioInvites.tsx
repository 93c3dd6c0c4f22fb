import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { inviteActionsForStudioAdmin, type StudioInvite } from '@plie/shared';
import { type ReactNode, useState } from 'react';
import { apiClient } from '../../api/client';
import type { useStudioInvites } from '../../api/queries/studios';
import { avatarRowListStyles } from '../../ui/AvatarRow';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { PersonRow } from './PersonRow';
import { blockStyles, blockTitleStyles } from './studio-page.styles';
import { useStudioFailureToast } from './useStudioFailureToast';

/** What a studio admin may do with an invite (the API gives its status; the rule takes the flags). */
const adminActionsFor = (invite: StudioInvite) =>
  inviteActionsForStudioAdmin({ ...invite, rejected: invite.status === 'rejected' });

/**
 * The studio's open invites, for its admins (spec §4 "Invite", §6): each with its status. A user
 * who asked to join (awaiting the studio) can be accepted; an invite the studio sent can be
 * withdrawn, and a declined one removed.
 */
export function StudioInvites({
  studioId,
  invites: state,
  onChanged,
}: {
  studioId: string;
  invites: ReturnType<typeof useStudioInvites>;
  /** An accepted request adds a member to the team. */
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const { data: invites, error, mutate } = state;

  let content: ReactNode;
  if (error) {
    content = <RetryAlert title={<Trans>Failed to fetch invites</Trans>} onRetry={() => void mutate()} />;
  } else if (!invites) {
    content = <Skeleton height="4.5rem" label={t`Loading the invites…`} />;
  } else if (invites.length === 0) {
    content = (
      <p css={noneStyles}>
        <Trans>No open invites.</Trans>
      </p>
    );
  } else {
    content = (
      <ul css={avatarRowListStyles}>
        {invites.map((invite) => (
          <InviteRow
            key={invite.id}
            invite={invite}
            studioId={studioId}
            onAnswered={() => {
              void mutate();
              onChanged();
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <section css={blockStyles} aria-labelledby="studio-invites">
      <h3 id="studio-invites" css={blockTitleStyles}>
        <Trans>Invites</Trans>
      </h3>
      {content}
    </section>
  );
}

function InviteRow({
  invite,
  studioId,
  onAnswered,
}: {
  invite: StudioInvite;
  studioId: string;
  onAnswered: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const failureToast = useStudioFailureToast();
  const [busy, setBusy] = useState(false);
  const { canAccept, canReject: canRefuse, canRemove } = adminActionsFor(invite);
  const user = invite.user;
  if (!user) return null;
  const name = user.name;

  const run = async (action: 'accept' | 'refuse' | 'remove') => {
    setBusy(true);
    try {
      if (action === 'accept') {
        await apiClient.studios.acceptInvite({ body: { studioId, userId: invite.userId } });
        toast({ tone: 'success', title: t`${name} joined the team` });
      } else {
        // Refusing a request to join removes it too; the API then e-mails the teacher.
        await apiClient.studios.removeMember({ params: { studioId, userId: invite.userId } });
        toast({
          tone: 'success',
          title: action === 'refuse' ? t`Request of ${name} refused` : t`Invite to ${name} removed`,
        });
      }
      onAnswered();
    } catch (error) {
      failureToast(action === 'accept' ? t`Failed to respond to invite` : t`Failed to delete invite`, error);
    } finally {
      setBusy(false);
    }
  };

  const status: Record<StudioInvite['status'], { tone: BadgeTone; label: string }> = {
    pending: { tone: 'warning', label: t`Pending` },
    awaitingUser: { tone: 'warning', label: t`Waiting for the teacher` },
    awaitingStudio: { tone: 'primary', label: t`Asks to join` },
    accepted: { tone: 'success', label: t`Accepted` },
    rejected: { tone: 'danger', label: t`Declined` },
  };
  const role = invite.isOwner ? t`Owner` : invite.isAdmin ? t`Admin` : t`Teacher`;

  return (
    <PersonRow
      user={user}
      details={
        <>
          <span>{user.email ?? `@${user.username}`}</span>
          <Badge>{role}</Badge>
          <Badge tone={status[invite.status].tone}>{status[invite.status].label}</Badge>
          {invite.message && <q css={messageStyles}>{invite.message}</q>}
        </>
      }
      actions={
        (canAccept || canRefuse || canRemove) && (
          <>
            {canAccept && (
              <Button disabled={busy} onClick={() => void run('accept')}>
                <Trans>Accept</Trans>
              </Button>
            )}
            {canRefuse && (
              <Button variant="secondary" disabled={busy} onClick={() => void run('refuse')}>
                <Trans>Refuse</Trans>
              </Button>
            )}
            {canRemove && (
              <Button variant="secondary" disabled={busy} onClick={() => void run('remove')}>
                {invite.status === 'rejected' ? <Trans>Remove</Trans> : <Trans>Withdraw</Trans>}
              </Button>
            )}
          </>
        )
      }
    />
  );
}

const messageStyles = (theme: Theme) => css`
  display: block;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const noneStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
`;
