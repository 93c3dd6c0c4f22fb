/**
 * Users as the API answers them (spec §3): the caller's own view, the public one and a list's row.
 * user-repository stores and reads `UserRecord`s; what leaves the API is shaped here, so a stored
 * attribute (the password hash, the token version) never reaches a response by accident.
 */
import type { OwnUser, PublicUser, UserListItem } from '@plie/shared';
import { effectiveRole } from './account-standing';
import type { UserRecord } from './user-repository';

/** The caller's own view (GET /api/auth/me): no hash, no token version; the role it acts with. */
export const toOwnUser = (user: UserRecord): OwnUser => ({
  id: user.id,
  name: user.name,
  username: user.username,
  email: user.email,
  photo: user.photo,
  about: user.about,
  instagram: user.instagram,
  videos: user.videos ?? [],
  isTeacher: user.isTeacher,
  isAnonymous: user.isAnonymous,
  isEmailConfirmed: user.isEmailConfirmed,
  dateOfBirth: user.dateOfBirth,
  role: effectiveRole(user),
  language: user.language,
  hasPassword: Boolean(user.passwordHash),
  needsSignupDetails: user.needsSignupDetails === true,
  createdAt: user.createdAt,
  studios: [],
});

/** What a list row shows of a user: no e-mail, no date of birth, no videos. */
const toUserSummary = (user: UserRecord): PublicUser => ({
  id: user.id,
  name: user.name,
  username: user.username,
  photo: user.photo,
  isTeacher: user.isTeacher,
  about: user.about,
  instagram: user.instagram,
  createdAt: user.createdAt,
});

/** What anyone may see of a user (their page's header, spec §2/§3): no e-mail, no date of birth. */
export const toPublicUser = (user: UserRecord): PublicUser => ({
  ...toUserSummary(user),
  videos: user.videos ?? [],
});

/**
 * A user in a list: what anyone may see but the videos (shown on the user page only), and for a
 * platform admin also the e-mail, confirmation and role.
 */
export const toUserListItem = (user: UserRecord, admin: boolean): UserListItem =>
  admin
    ? {
        ...toUserSummary(user),
        email: user.email,
        isEmailConfirmed: user.isEmailConfirmed,
        role: effectiveRole(user),
      }
    : toUserSummary(user);
