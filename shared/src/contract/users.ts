import * as v from 'valibot';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';
import { FiltersSchema } from '../entities/filters';
import { OwnUserSchema, PublicUserSchema, UserListItemSchema, UserUpdateSchema } from '../entities/user';
import { EmailSchema } from '../validation/email';
import { AvatarUploadSchema, pageOf, pagingEntries, SuccessSchema } from './common';
import { endpoint } from './endpoint';
import { UPLOAD_RULES } from './uploads';

/** The teacher search ("Teacher" filters) and the admin's user list (`allUsers`). */
export const UserSearchSchema = v.object({
  search: FiltersSchema.entries.search,
  country: FiltersSchema.entries.country,
  city: FiltersSchema.entries.city,
  styles: FiltersSchema.entries.styles,
  studioIds: FiltersSchema.entries.studioIds,
  /** Every user, not only teachers: platform admins only. */
  allUsers: v.optional(v.boolean(), false),
  ...pagingEntries(PAGE_SIZE.teachers, MAX_PAGE_SIZE.users),
});
export type UserSearch = v.InferOutput<typeof UserSearchSchema>;

/** One record of the data export: its stored fields as they are (dates as ISO text), by section. */
const ExportRecordSchema = v.record(v.string(), v.unknown());

/**
 * "Download my data" (GDPR art. 15 and 20, issue #17 item 12): everything Plié holds about the
 * caller, as one JSON document. Never the password hash, tokens or the table's keys.
 */
export const DataExportSchema = v.object({
  format: v.literal('plie-data-export'),
  version: v.literal(1),
  exportedAt: v.string(),
  /** The profile, its e-mail confirmation state and its created / last-active times. */
  account: ExportRecordSchema,
  /** The legal documents accepted and when (sign-up, or a Google account's completed sign-up). */
  consents: v.object({
    termsAcceptedAt: v.optional(v.string()),
    privacyAcceptedAt: v.optional(v.string()),
    parentalConsentAt: v.optional(v.string()),
  }),
  /** Past and future attendances, cancelled ones included, with their lesson's name, studio and time. */
  attendances: v.array(ExportRecordSchema),
  /** Group memberships, ended ones included, with the group's name. */
  groupMemberships: v.array(ExportRecordSchema),
  /** Studio memberships and invites (open, accepted, turned down). */
  studioMemberships: v.array(ExportRecordSchema),
  /** Studios the user owns or administers, with their rooms and videos. */
  studios: v.array(ExportRecordSchema),
  /** Groups the user runs on their own (not a studio's), with their lessons and member count. */
  groupsRun: v.array(ExportRecordSchema),
  /** Lessons the user teaches. */
  lessonsTaught: v.array(ExportRecordSchema),
  /** Addresses of the images the user uploaded (their photo; the logos, banners and room photos of their studios). */
  images: v.array(v.string()),
});
export type DataExport = v.InferOutput<typeof DataExportSchema>;

/** Users and teachers (spec §7 "Authentication and user"). */
export const users = {
  update: endpoint({
    method: 'PATCH',
    path: '/api/user/{id}',
    auth: 'user',
    domain: 'users',
    errors: ['account.notFound', 'account.ownOnly', 'lesson.changedMeanwhile', 'user.usernameTaken'],
    summary: 'Change one’s own profile (platform admins: anyone’s); onboarding sends `isTeacher: true`.',
    body: UserUpdateSchema,
    response: OwnUserSchema,
  }),
  getByUsername: endpoint({
    method: 'GET',
    path: '/api/user/username/{username}',
    auth: 'public',
    domain: 'users',
    summary: 'A user’s public profile by username (case-insensitive); 404 when there is none.',
    response: PublicUserSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/user/{id}',
    auth: 'user',
    domain: 'users',
    errors: [
      'account.handOverStudioFirst',
      'account.notFound',
      'account.ownOnly',
      'group.changedMeanwhile',
      'lesson.changedMeanwhile',
      'member.changedMeanwhile',
      'studio.changedMeanwhile',
    ],
    summary: 'Delete one’s own account (platform admins: anyone’s), cancelling future attendances.',
    response: SuccessSchema,
  }),
  getByEmail: endpoint({
    method: 'POST',
    path: '/api/user/by-email',
    auth: 'confirmed',
    domain: 'users',
    errors: ['user.lookupStudioAdminsOnly', 'user.notFound'],
    summary:
      'Find a confirmed user by e-mail, to invite them to a studio: for admins of a studio and platform ' +
      'admins (403 for others); 404 when there is none.',
    body: v.object({ email: EmailSchema }),
    response: PublicUserSchema,
  }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/api/user/avatar',
    auth: 'user',
    domain: 'users',
    errors: ['account.notFound', 'file.notMultipart', 'lesson.changedMeanwhile'],
    summary: 'Upload the signed-in user’s avatar (one png or jpeg, at most 800000 bytes).',
    upload: UPLOAD_RULES.userAvatar,
    response: AvatarUploadSchema,
  }),
  exportData: endpoint({
    method: 'GET',
    path: '/api/user/me/export',
    auth: 'user',
    domain: 'users',
    errors: ['account.notFound'],
    summary:
      'Download my data (GDPR art. 15/20): one JSON file (`Content-Disposition: attachment`) of ' +
      'everything Plié holds about the caller; at most 5 a day.',
    response: DataExportSchema,
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/user/search',
    auth: 'public',
    domain: 'users',
    errors: ['paging.invalidCursor', 'user.listAllPlatformAdminsOnly'],
    summary:
      'Search teachers (by name, style, city, studio); with `allUsers` a platform admin lists every ' +
      'user, with e-mails and the total count.',
    body: UserSearchSchema,
    response: pageOf(UserListItemSchema),
  }),
};
