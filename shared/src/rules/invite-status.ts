/**
 * Spec §4 "Invite": pending (neither side accepted), awaiting studio (user accepted only),
 * awaiting user (studio accepted only), accepted (both); a rejection ends it.
 * The user can accept or reject. The studio admin can accept when the studio has not accepted,
 * and can remove when the studio has accepted.
 */

import type { InviteStatus } from '../enums';

export type { InviteStatus };

export interface InviteAnswers {
  userAccepted: boolean;
  studioAccepted: boolean;
  /** The user rejected the invite. */
  rejected?: boolean;
}

export function inviteStatus({ userAccepted, studioAccepted, rejected }: InviteAnswers): InviteStatus {
  if (rejected) return 'rejected';
  if (userAccepted && studioAccepted) return 'accepted';
  if (userAccepted) return 'awaitingStudio';
  if (studioAccepted) return 'awaitingUser';
  return 'pending';
}

export interface InviteActions {
  canAccept: boolean;
  canReject: boolean;
  canRemove: boolean;
}

/**
 * What the invited user may do: accept or reject while they have not yet answered and the invite
 * is not rejected. (Withdrawing after accepting is not described by the spec, so it is not offered.)
 */
export function inviteActionsForUser(invite: InviteAnswers): InviteActions {
  const open = !invite.rejected && !invite.userAccepted;
  return { canAccept: open, canReject: open, canRemove: false };
}

/**
 * What a studio admin may do: accept while the studio has not accepted (and the user has not
 * rejected), or refuse it then (a request to join, a colleague's suggestion: issue #17 item 3 —
 * the API removes it and tells a teacher who asked); remove once the studio has accepted.
 */
export function inviteActionsForStudioAdmin(invite: InviteAnswers): InviteActions {
  const undecided = !invite.studioAccepted && !invite.rejected;
  return { canAccept: undecided, canReject: undecided, canRemove: invite.studioAccepted };
}

export interface OwnerInviteTerms {
  /** The invite makes the user the studio's owner once both sides accept. */
  isOwner: boolean;
  /** Who owned the studio when its side of the owner's invite was given (issue #13). */
  ownerAtInvite?: string | undefined;
}

/**
 * An owner's invite is valid only under the owner who made it (issue #13 B): once the studio has
 * changed hands, an older owner's invite must not hand it over again. A teacher's or admin's invite
 * does not depend on who owns the studio.
 */
export function isOwnerInviteCurrent(invite: OwnerInviteTerms, currentOwnerId: string): boolean {
  return !invite.isOwner || invite.ownerAtInvite === currentOwnerId;
}
