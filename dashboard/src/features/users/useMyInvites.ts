import type { StudioInvite } from '@plie/shared';
import { inviteActionsForUser } from '@plie/shared';
import { useMyStudioInvites } from '../../api/queries/studios';

/** What the invited user may do with an invite (the API gives its status; the rule takes the flags). */
export const userActionsFor = (invite: StudioInvite) =>
  inviteActionsForUser({ ...invite, rejected: invite.status === 'rejected' });

/** The signed-in user's studio invites (`GET /api/studio/invites/mine`); none while signed out. */
export const useMyInvites = (signedInUserId: string | undefined) => {
  const result = useMyStudioInvites(signedInUserId);
  const invites = result.data ?? [];
  return {
    ...result,
    invites,
    /** Invites waiting for the user's answer: the tab's yellow dot (spec §2). */
    pendingCount: invites.filter((invite) => userActionsFor(invite).canAccept).length,
  };
};
