import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Studio, StudioMember } from '@plie/shared';
import { useState } from 'react';
import { apiClient } from '../../api/client';
import { useStudioInvites, useStudioTeam } from '../../api/queries/studios';
import { avatarRowListStyles } from '../../ui/AvatarRow';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { InviteTeacherForm } from './InviteTeacherForm';
import { PersonRow } from './PersonRow';
import { StudioInvites } from './StudioInvites';
import { blockStyles, blockTitleStyles } from './studio-page.styles';
import { memberActionsFor, type TeamRole, type TeamViewer, teamRoleOf } from './team';
import { useStudioFailureToast } from './useStudioFailureToast';

/** A change that asks for a confirmation first. */
type Confirmation = { kind: 'remove' | 'makeOwner'; member: StudioMember };

/**
 * The studio's team (spec §2 teachers tab, §4 "Role in a studio", §6): everyone sees the teachers
 * the API shows them (the visibility rule is the server's); the studio's admins also invite
 * teachers, answer invites, make members admin or not and remove them; the owner hands the
 * studio over.
 */
export function TeachersTab({
  studio,
  viewer,
  onRolesChanged,
}: {
  studio: Studio;
  viewer: TeamViewer;
  /** A handover changes the viewer's own rights: the studio is loaded again. */
  onRolesChanged: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const failureToast = useStudioFailureToast();
  const team = useStudioTeam(studio.id);
  const invites = useStudioInvites(studio.id, viewer.isStudioAdmin);
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const change = async (member: StudioMember, action: 'grant' | 'revoke' | 'remove' | 'makeOwner') => {
    const name = member.user.name;
    const target = { userId: member.user.id, studioId: studio.id };
    setBusy(true);
    try {
      if (action === 'remove') {
        await apiClient.studios.removeMember({ params: target });
        toast({ tone: 'success', title: t`${name} was removed from the team` });
      } else if (action === 'makeOwner') {
        await apiClient.studios.updateAdmin({ body: { ...target, isOwner: true } });
        toast({ tone: 'success', title: t`${name} is now the owner` });
        onRolesChanged();
      } else {
        await apiClient.studios.updateAdmin({ body: { ...target, isAdmin: action === 'grant' } });
        toast({
          tone: 'success',
          title: action === 'grant' ? t`${name} is now an admin` : t`${name} is no longer an admin`,
        });
      }
      setConfirmation(undefined);
      void team.mutate();
      void invites.mutate();
    } catch (error) {
      failureToast(action === 'remove' ? t`Failed to remove user` : t`Failed to update user`, error);
      setConfirmation(undefined);
    } finally {
      setBusy(false);
    }
  };

  const members = team.data;
  const confirmedName = confirmation?.member.user.name ?? '';
  const studioName = studio.name;

  return (
    <div css={tabStyles}>
      {viewer.isStudioAdmin && (
        <>
          <InviteTeacherForm studioId={studio.id} onInvited={() => void invites.mutate()} />
          <StudioInvites studioId={studio.id} invites={invites} onChanged={() => void team.mutate()} />
        </>
      )}
      <section css={blockStyles} aria-labelledby={viewer.isStudioAdmin ? 'studio-team' : undefined}>
        {viewer.isStudioAdmin && (
          <h3 id="studio-team" css={blockTitleStyles}>
            <Trans>Team</Trans>
          </h3>
        )}
        {team.error ? (
          <RetryAlert title={<Trans>Failed to fetch teachers</Trans>} onRetry={() => void team.mutate()} />
        ) : !members ? (
          <Skeleton height="9rem" label={t`Loading the teachers…`} />
        ) : members.length === 0 ? (
          <EmptyState>
            {viewer.isStudioAdmin ? (
              <Trans>No teachers yet. Invite them by e-mail or username above.</Trans>
            ) : (
              <Trans>This studio has not introduced its teachers yet.</Trans>
            )}
          </EmptyState>
        ) : (
          <ul css={avatarRowListStyles} aria-label={t`Teachers`}>
            {members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                viewer={viewer}
                busy={busy}
                onAdminChange={(grant) => void change(member, grant ? 'grant' : 'revoke')}
                onRemove={() => setConfirmation({ kind: 'remove', member })}
                onMakeOwner={() => setConfirmation({ kind: 'makeOwner', member })}
              />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={confirmation?.kind === 'remove'}
        tone="danger"
        busy={busy}
        title={t`Remove ${confirmedName} from the team?`}
        confirmLabel={<Trans>Remove</Trans>}
        busyLabel={<Trans>Removing…</Trans>}
        onConfirm={() => confirmation && void change(confirmation.member, 'remove')}
        onCancel={() => setConfirmation(undefined)}
      >
        <p>
          <Trans>
            They will no longer teach or manage anything at {studioName}. You can invite them again later.
          </Trans>
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmation?.kind === 'makeOwner'}
        busy={busy}
        title={t`Make ${confirmedName} the owner?`}
        confirmLabel={<Trans>Make owner</Trans>}
        busyLabel={<Trans>Handing over…</Trans>}
        onConfirm={() => confirmation && void change(confirmation.member, 'makeOwner')}
        onCancel={() => setConfirmation(undefined)}
      >
        <p>
          <Trans>
            {confirmedName} becomes the owner of {studioName}: only they can hide or delete it, or hand it
            over again. You stay on the team as an admin.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}

function MemberRow({
  member,
  viewer,
  busy,
  onAdminChange,
  onRemove,
  onMakeOwner,
}: {
  member: StudioMember;
  viewer: TeamViewer;
  busy: boolean;
  onAdminChange: (grant: boolean) => void;
  onRemove: () => void;
  onMakeOwner: () => void;
}) {
  const { t } = useLingui();
  const actions = memberActionsFor(member, viewer);
  const role = teamRoleOf(member);
  const labels: Record<TeamRole, string> = {
    owner: t`Owner`,
    admin: t`Admin`,
    teacher: t`Teacher`,
    teacherWithoutLessons: t`Teacher (no lessons)`,
  };
  const offered = actions.adminChange || actions.canRemove || actions.canMakeOwner;
  return (
    <PersonRow
      user={member.user}
      details={
        <>
          <span>{member.user.email ?? `@${member.user.username}`}</span>
          <Badge tone={role === 'owner' || role === 'admin' ? 'primary' : 'neutral'}>{labels[role]}</Badge>
        </>
      }
      actions={
        offered && (
          <>
            {actions.adminChange && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => onAdminChange(actions.adminChange === 'grant')}
              >
                {actions.adminChange === 'grant' ? <Trans>Make admin</Trans> : <Trans>Remove admin</Trans>}
              </Button>
            )}
            {actions.canMakeOwner && (
              <Button variant="secondary" disabled={busy} onClick={onMakeOwner}>
                <Trans>Make owner</Trans>
              </Button>
            )}
            {actions.canRemove && (
              <Button variant="secondary" disabled={busy} onClick={onRemove}>
                <Trans>Remove</Trans>
              </Button>
            )}
          </>
        )
      }
    />
  );
}

const tabStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
`;
