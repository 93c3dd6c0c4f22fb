import type { StudioMembership } from '@plie/shared';
import { isActiveMember, listMembershipsOfUser } from './member-repository';
import { getStudiosByIds } from './studio-repository';
import { toStudioSummary } from './studio-view';

/** The studios a person is on the team of, with their roles (`studios` of GET /api/auth/me). */
export const studioMembershipsOf = async (userId: string): Promise<StudioMembership[]> => {
  const memberships = (await listMembershipsOfUser(userId)).filter(isActiveMember);
  const studios = new Map(
    (await getStudiosByIds(memberships.map((member) => member.studioId)))
      .filter((studio) => !studio.isDeleted)
      .map((studio) => [studio.id, studio]),
  );
  return memberships.flatMap((member) => {
    const studio = studios.get(member.studioId);
    return studio
      ? [
          {
            studio: toStudioSummary(studio),
            isOwner: studio.ownerId === userId,
            isAdmin: member.isAdmin || studio.ownerId === userId,
            isTeacher: member.isTeacher,
          },
        ]
      : [];
  });
};
