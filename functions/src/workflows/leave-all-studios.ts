/**
 * What deleting an account does to the person's studios (spec §6, issue #3): an owner of a studio
 * with other members must hand it over first (409); a studio nobody else is on is deleted with
 * the account (its lessons leave search, as when a studio is deleted); every membership and invite
 * of the person goes.
 *
 * A workflow (ADR 0012), part of account deletion: it deletes studios with their lessons.
 */

import {
  deleteMember,
  isActiveMember,
  listMembershipsOfUser,
  listMembersOfStudio,
} from '../domains/studios/member-repository';
import { getStudiosByIds } from '../domains/studios/studio-repository';
import { ConflictError } from '../errors';
import { deleteStudio } from './studio-deletion';

export const leaveAllStudios = async (userId: string, at: string): Promise<void> => {
  const memberships = await listMembershipsOfUser(userId);
  // A studio already marked deleted is deleted again: a deletion cut short (by this account's own
  // deletion dying midway, say) finishes, its lessons out of search and its images gone.
  const owned = (await getStudiosByIds(memberships.map((member) => member.studioId))).filter(
    (studio) => studio.ownerId === userId,
  );
  for (const studio of owned.filter((each) => !each.isDeleted)) {
    const others = (await listMembersOfStudio(studio.id)).filter(
      (member) => member.userId !== userId && isActiveMember(member),
    );
    if (others.length > 0) throw new ConflictError('account.handOverStudioFirst');
  }
  // As DELETE /api/studio/{id}: its lessons leave search with it, its images are deleted.
  for (const studio of owned) await deleteStudio(studio, at);
  for (const member of memberships) await deleteMember(member.studioId, userId);
};
