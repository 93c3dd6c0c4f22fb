/**
 * Users: dancers, teachers, studio members (spec §3). Three views, none with the password or
 * its hash: the public profile, the caller's own profile, and the admin list item.
 */
import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from '../constants';
import { LanguageSchema, RoleSchema } from '../enums';
import { IsoDateSchema } from '../validation/dates';
import { InstagramSchema } from '../validation/instagram';
import { UserNameSchema } from '../validation/name';
import { UsernameSchema } from '../validation/username';
import { textSchema } from './common';
import { StudioSummarySchema, UserSummarySchema } from './summaries';
import { VideoListInputSchema, VideoSchema } from './video';

/** What anyone may see of a user (GET /api/user/username/{username}). */
export const PublicUserSchema = v.object({
  ...UserSummarySchema.entries,
  instagram: v.optional(v.string()),
  about: v.optional(v.string()),
  videos: v.optional(v.array(VideoSchema)),
  createdAt: v.optional(v.string()),
});
export type PublicUser = v.InferOutput<typeof PublicUserSchema>;

/** A studio the user belongs to, with the user's roles in it. */
export const StudioMembershipSchema = v.object({
  studio: StudioSummarySchema,
  isOwner: v.boolean(),
  isAdmin: v.boolean(),
  isTeacher: v.boolean(),
});
export type StudioMembership = v.InferOutput<typeof StudioMembershipSchema>;

/** The signed-in user's own profile (GET /api/auth/me, PATCH /api/user/{id}). */
export const OwnUserSchema = v.object({
  ...PublicUserSchema.entries,
  email: v.string(),
  isEmailConfirmed: v.boolean(),
  /** Created by a guest sign-up to a lesson, without a password. */
  isAnonymous: v.boolean(),
  dateOfBirth: v.optional(v.string()),
  /** `admin` only for a listed platform admin whose e-mail is confirmed and whose sign-up is complete. */
  role: RoleSchema,
  language: v.optional(LanguageSchema),
  /**
   * Whether the account has a password (a Google account has none until it sets one: then the
   * password change needs no current password). Always sent by the API.
   */
  hasPassword: v.optional(v.boolean()),
  /**
   * A Google account that has not yet given its date of birth (13+, guardian consent for 13–17)
   * and accepted the terms and privacy policy (`POST /api/auth/complete-signup`). Until then it is
   * treated as unconfirmed. Always sent by the API.
   */
  needsSignupDetails: v.optional(v.boolean()),
  /** Studios the user owns, administers or teaches at. */
  studios: v.array(StudioMembershipSchema),
});
export type OwnUser = v.InferOutput<typeof OwnUserSchema>;

/** A user in a search result; `email`, `isEmailConfirmed` and `role` only for platform admins. */
export const UserListItemSchema = v.object({
  ...PublicUserSchema.entries,
  email: v.optional(v.string()),
  isEmailConfirmed: v.optional(v.boolean()),
  role: v.optional(RoleSchema),
});
export type UserListItem = v.InferOutput<typeof UserListItemSchema>;

/** Changes to one's own profile (PATCH /api/user/{id}); onboarding sends `{ isTeacher: true }`. */
export const UserUpdateSchema = v.partial(
  v.object({
    name: UserNameSchema,
    username: UsernameSchema,
    instagram: InstagramSchema,
    about: textSchema(TEXT_MAX_LENGTH.about),
    isTeacher: v.boolean(),
    dateOfBirth: IsoDateSchema,
    language: LanguageSchema,
    videos: VideoListInputSchema,
  }),
);
export type UserUpdate = v.InferOutput<typeof UserUpdateSchema>;
