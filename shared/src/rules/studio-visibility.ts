/**
 * Spec §4 "Studio verification" and §2 studio page: a studio is publicly visible only when not
 * hidden, verified and not deleted; otherwise only its admins and platform admins see it (others get
 * not-found). A banner shows while the studio is unverified or hidden.
 */

export interface StudioFlags {
  isVerified?: boolean;
  isHidden?: boolean;
  isDeleted?: boolean;
}

export interface StudioViewer {
  /** Admin (or owner) of this studio. */
  isStudioAdmin: boolean;
  isPlatformAdmin: boolean;
}

/** Visible to everyone, in search and on its page. Missing flags count as unverified, not hidden, not deleted. */
export function isStudioPubliclyVisible(studio: StudioFlags): boolean {
  return studio.isVerified === true && !studio.isHidden && !studio.isDeleted;
}

/** Whether `viewer` may see the studio page; an unknown studio (`null`/`undefined`) is never viewable. */
export function canViewStudio(studio: StudioFlags | null | undefined, viewer: StudioViewer): boolean {
  if (!studio) return false;
  return isStudioPubliclyVisible(studio) || viewer.isStudioAdmin || viewer.isPlatformAdmin;
}

export type StudioStatusBanner = 'awaitingVerification' | 'hidden';

/** The banners to show on the studio page: 'awaiting verification' while unverified, 'hidden' while hidden. */
export function studioStatusBanners(studio: StudioFlags): StudioStatusBanner[] {
  const banners: StudioStatusBanner[] = [];
  if (studio.isVerified !== true) banners.push('awaitingVerification');
  if (studio.isHidden) banners.push('hidden');
  return banners;
}

/** True while the studio is unverified or hidden. */
export function isStudioStatusBannerShown(studio: StudioFlags): boolean {
  return studioStatusBanners(studio).length > 0;
}
