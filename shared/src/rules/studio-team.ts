/**
 * Who the public sees on a studio's team (spec §6): "Non-admin viewers of a studio see only
 * teachers who are teachers and either not admin or owner, or who have lessons." Its admins
 * see the whole team.
 */
export interface TeamRoles {
  isTeacher: boolean;
  isAdmin: boolean;
  isOwner: boolean;
}

export function isShownToVisitors(member: TeamRoles, hasLessons: boolean): boolean {
  return member.isTeacher && (!member.isAdmin || member.isOwner || hasLessons);
}
