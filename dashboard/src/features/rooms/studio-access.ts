import { ApiError } from '@plie/sdk';
import type { Studio } from '@plie/shared';

/**
 * Who may use the room form of a studio (spec §2 "Room edit", §6): its admins (the owner, studio
 * admins, platform admins). Anyone else is refused ('You are not allowed to change studio data').
 */
export type StudioAccess = 'checking' | 'allowed' | 'refused' | 'studioNotFound' | 'failed';

/**
 * The access that `GET /api/studio/{id}` tells. The API answers 404 both for a studio that does not
 * exist and for one hidden from the caller (unverified, hidden): only a platform admin, who sees
 * every studio, learns from a 404 that there is no such studio; for anyone else it is a refusal.
 */
export const studioAccessOf = ({
  studio,
  error,
  isPlatformAdmin,
}: {
  studio: Studio | undefined;
  error: unknown;
  isPlatformAdmin: boolean;
}): StudioAccess => {
  if (studio) {
    // A deleted studio's rooms are only a platform admin's business (as the API holds it).
    const open = !studio.isDeleted || isPlatformAdmin;
    return studio.isAdmin === true && open ? 'allowed' : 'refused';
  }
  if (!error) return 'checking';
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 404) return isPlatformAdmin ? 'studioNotFound' : 'refused';
  if (error.status === 401 || error.status === 403) return 'refused';
  return 'failed';
};

/** Whether a failed read is an answer that asking again won't change. */
export const isFinalAnswer = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;
