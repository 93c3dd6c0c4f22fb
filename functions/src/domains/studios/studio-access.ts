/**
 * Who the caller is to a studio (spec §6): its owner, one of its admins, a member, or nobody —
 * with platform admins holding every studio admin's rights. Every studio, room, member and
 * (later) lesson and group permission asks here.
 */
import { canViewStudio } from '@plie/shared';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { AuthUser } from '../../http/handler';
import { getMember, isActiveMember, type MemberRecord } from './member-repository';
import { getStudioById, type StudioRecord } from './studio-repository';

export interface StudioAccess {
  studio: StudioRecord;
  member: MemberRecord | undefined;
  isOwner: boolean;
  /** Owner, studio admin, or platform admin. */
  isAdmin: boolean;
  isPlatformAdmin: boolean;
}

export const accessTo = async (studio: StudioRecord, caller: AuthUser | undefined): Promise<StudioAccess> => {
  const member = caller ? await getMember(studio.id, caller.id) : undefined;
  const active = isActiveMember(member) ? member : undefined;
  const isPlatformAdmin = caller?.role === 'admin';
  const isOwner = Boolean(caller && studio.ownerId === caller.id);
  return {
    studio,
    member: active,
    isOwner,
    isAdmin: isOwner || Boolean(active?.isAdmin || active?.isOwner) || isPlatformAdmin,
    isPlatformAdmin,
  };
};

/** The studio the caller may see (404 for hidden, unverified or deleted ones, unless they administer it). */
export const viewableStudio = async (
  studioId: string,
  caller: AuthUser | undefined,
): Promise<StudioAccess> => {
  const studio = await getStudioById(studioId);
  if (!studio) throw new NotFoundError('studio.notFound');
  return checkViewable(await accessTo(studio, caller));
};

export const checkViewable = (access: StudioAccess): StudioAccess => {
  if (
    !canViewStudio(access.studio, { isStudioAdmin: access.isAdmin, isPlatformAdmin: access.isPlatformAdmin })
  ) {
    throw new NotFoundError('studio.notFound');
  }
  return access;
};

/** The studio, if the caller administers it (404 when it doesn't exist or is deleted; 403 otherwise). */
export const administeredStudio = async (
  studioId: string,
  caller: AuthUser | undefined,
): Promise<StudioAccess> => {
  const studio = await getStudioById(studioId);
  if (!studio || (studio.isDeleted && caller?.role !== 'admin')) throw new NotFoundError('studio.notFound');
  const access = await accessTo(studio, caller);
  if (!access.isAdmin) throw new ForbiddenError('studio.notAllowed');
  return access;
};

/** The studio, if the caller owns it (or is a platform admin). */
export const ownedStudio = async (studioId: string, caller: AuthUser | undefined): Promise<StudioAccess> => {
  const access = await administeredStudio(studioId, caller);
  if (!access.isOwner && !access.isPlatformAdmin) throw new ForbiddenError('studio.ownerOnly');
  return access;
};

/**
 * The studio its owner (or a platform admin) may delete — also once it is marked deleted, so the
 * same DELETE again finishes a delete cut short (workflows/studio-deletion.ts). A deleted studio is
 * 404 to anyone else, as it is to every other request.
 */
export const deletableStudio = async (
  studioId: string,
  caller: AuthUser | undefined,
): Promise<StudioAccess> => {
  const studio = await getStudioById(studioId);
  if (!studio) throw new NotFoundError('studio.notFound');
  const access = await accessTo(studio, caller);
  if (access.isOwner || access.isPlatformAdmin) return access;
  if (studio.isDeleted) throw new NotFoundError('studio.notFound');
  throw new ForbiddenError(access.isAdmin ? 'studio.ownerOnly' : 'studio.notAllowed');
};
