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
