/**
 * A studio's team as its page shows it (spec §4 "Role in a studio", §6): each member's role label,
 * and what the viewer may do to each member.
 */
import type { StudioMember } from '@plie/shared';

/** Owner, Admin, Teacher, or 'Teacher (no lessons)' when the API says the member teaches none. */
export type TeamRole = 'owner' | 'admin' | 'teacher' | 'teacherWithoutLessons';

export const teamRoleOf = (member: Pick<StudioMember, 'isOwner' | 'isAdmin' | 'hasLessons'>): TeamRole => {
  if (member.isOwner) return 'owner';
  if (member.isAdmin) return 'admin';
  return member.hasLessons === false ? 'teacherWithoutLessons' : 'teacher';
};

/** Who looks at the team. */
export interface TeamViewer {
  /** The signed-in user's id, if any. */
  userId: string | undefined;
  /** Administers the studio (owner, studio admin or platform admin). */
  isStudioAdmin: boolean;
  /** May hand the studio over: its owner or a platform admin. */
  canHandOver: boolean;
}

export interface MemberActions {
  /** Make the member an admin, take admin away, or neither. */
  adminChange: 'grant' | 'revoke' | undefined;
  canRemove: boolean;
  canMakeOwner: boolean;
}

const NONE: MemberActions = { adminChange: undefined, canRemove: false, canMakeOwner: false };

/**
 * Studio admins make other members admin or not and remove them; the owner (or a platform admin)
 * also makes one of them the owner. Nobody acts on the owner, and nobody changes their own role
 * here (leaving a studio is the member's own page's business).
 */
export const memberActionsFor = (
  member: Pick<StudioMember, 'isOwner' | 'isAdmin'> & { user: { id: string } },
  viewer: TeamViewer,
): MemberActions => {
  if (!viewer.isStudioAdmin || member.isOwner || member.user.id === viewer.userId) return NONE;
  return {
    adminChange: member.isAdmin ? 'revoke' : 'grant',
    canRemove: true,
    canMakeOwner: viewer.canHandOver,
  };
};
