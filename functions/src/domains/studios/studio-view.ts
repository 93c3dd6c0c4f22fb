/**
 * Studios as the API answers them (spec §3): the whole studio with what the caller may do with it,
 * and the summary other answers embed. studio-repository stores and reads `StudioRecord`s (with
 * their search and index attributes stripped); nothing stored leaves the API except through here.
 */
import type { Studio, StudioSummary } from '@plie/shared';
import type { StudioRecord } from './studio-repository';

/** The studio as the API answers it; `viewer` flags say what the caller may do with it. */
export const toStudio = (
  studio: StudioRecord,
  viewer: { isOwner?: boolean; isAdmin?: boolean } = {},
): Studio => ({
  id: studio.id,
  name: studio.name,
  studioName: studio.studioName,
  email: studio.email,
  photo: studio.photo,
  banner: studio.banner,
  about: studio.about,
  instagram: studio.instagram,
  link: studio.link,
  theme: studio.theme,
  primaryColor: studio.primaryColor,
  isVerified: studio.isVerified,
  isHidden: studio.isHidden,
  isDeleted: studio.isDeleted,
  isOwner: viewer.isOwner ?? false,
  isAdmin: viewer.isAdmin ?? false,
  videos: studio.videos,
  countryCode: studio.countryCode,
  city: studio.city,
  createdAt: studio.createdAt,
});

/** What a room, a lesson or a membership carries of its studio (also stored on lessons and rooms' answers). */
export const toStudioSummary = (studio: StudioRecord): StudioSummary => ({
  id: studio.id,
  name: studio.name,
  studioName: studio.studioName,
  photo: studio.photo,
  primaryColor: studio.primaryColor,
  theme: studio.theme,
});
