import * as v from 'valibot';
import { MAX_PAGE_SIZE, PAGE_SIZE, TEXT_MAX_LENGTH } from '../constants';
import { IdSchema } from '../entities/common';
import { FiltersSchema } from '../entities/filters';
import { JoinRequestSchema, StudioInviteSchema } from '../entities/invite';
import { StudioInputSchema, StudioMemberSchema, StudioSchema, StudioUpdateSchema } from '../entities/studio';
import { StyleSchema } from '../entities/style';
import {
  AvatarUploadSchema,
  BannerUploadSchema,
  pageOf,
  pagingEntries,
  queryBoolean,
  queryId,
  SuccessSchema,
} from './common';
import { endpoint } from './endpoint';

/** What uploading a studio's logo or banner may refuse. */
const IMAGE_UPLOAD_ERRORS = [
  'file.notMultipart',
  'lesson.changedMeanwhile',
  'studio.changedMeanwhile',
  'studio.notAllowed',
  'studio.notFound',
] as const;

/** What an owner's change to the whole studio (deleting it, hiding it) may refuse. */
const OWNER_CHANGE_ERRORS = [
  'lesson.changedMeanwhile',
  'studio.changedMeanwhile',
  'studio.notAllowed',
  'studio.notFound',
  'studio.ownerOnly',
] as const;

import { UPLOAD_RULES } from './uploads';

/** The studio search and the admin's studio lists. */
export const StudioSearchSchema = v.object({
  search: FiltersSchema.entries.search,
  country: FiltersSchema.entries.country,
  city: FiltersSchema.entries.city,
  lat: FiltersSchema.entries.lat,
  lng: FiltersSchema.entries.lng,
  styles: FiltersSchema.entries.styles,
  /** Only studios the caller administers (the "my studios" list), hidden and unverified included. */
  withAdminRights: v.optional(v.boolean(), false),
  /** Platform admins: only verified (true) or only awaiting verification (false) studios. */
  isVerified: v.optional(v.boolean()),
  ...pagingEntries(PAGE_SIZE.studios, MAX_PAGE_SIZE.studios),
});
export type StudioSearch = v.InferOutput<typeof StudioSearchSchema>;

/** Who answers an invite and for which studio. */
const InviteAnswerSchema = v.object({ studioId: IdSchema, userId: IdSchema });

/** Studios, their team and invites (spec §7 "Studio"). */
export const studios = {
  create: endpoint({
    method: 'POST',
    path: '/api/studio',
    auth: 'confirmed',
    domain: 'studios',
    errors: ['studio.alreadyOwner', 'studio.nameTaken'],
    summary:
      'Create a studio owned by the caller (unverified until a platform admin verifies it). An owner of a ' +
      'studio cannot create another unless platform admin (403).',
    body: StudioInputSchema,
    response: StudioSchema,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/studio/{id}',
    auth: 'public',
    domain: 'studios',
    errors: ['studio.notFound'],
    summary: 'A studio by id; 404 if hidden, unverified or deleted, unless the caller administers it.',
    response: StudioSchema,
  }),
  getByStudioName: endpoint({
    method: 'GET',
    path: '/api/studio/studioName/{studioName}',
    auth: 'public',
    domain: 'studios',
    errors: ['studio.notFound'],
    summary:
      'A studio by its slug, with rooms and videos; 404 if hidden, unverified or deleted, unless the caller ' +
      'administers it.',
    response: StudioSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/studio/{id}',
    auth: 'user',
    domain: 'studios',
    errors: [
      'lesson.changedMeanwhile',
      'studio.changedMeanwhile',
      'studio.nameTaken',
      'studio.notAllowed',
      'studio.notFound',
    ],
    summary: 'Change a studio’s data (its admins); a changed slug must be free.',
    body: StudioUpdateSchema,
    response: StudioSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/studio/{id}',
    auth: 'user',
    domain: 'studios',
    errors: OWNER_CHANGE_ERRORS,
    summary: 'Delete a studio (its owner or a platform admin).',
    response: SuccessSchema,
  }),
  verify: endpoint({
    method: 'GET',
    path: '/api/studio/verify/{id}',
    auth: 'platformAdmin',
    domain: 'admin',
    errors: ['lesson.changedMeanwhile', 'studio.changedMeanwhile', 'studio.notFound'],
    summary: 'Verify (`isVerified=true`) or unverify (`false`) a studio.',
    query: v.object({ isVerified: queryBoolean() }),
    response: StudioSchema,
  }),
  setVisibility: endpoint({
    method: 'PATCH',
    path: '/api/studio/{id}/visibility',
    auth: 'user',
    domain: 'studios',
    errors: OWNER_CHANGE_ERRORS,
    summary: 'Hide a studio from the public or show it again (its owner or a platform admin).',
    body: v.object({ isHidden: v.boolean() }),
    response: StudioSchema,
  }),
  checkStudioName: endpoint({
    method: 'POST',
    path: '/api/studio/checkStudioName',
    auth: 'public',
    domain: 'studios',
    summary: 'Whether a studio slug has a valid format and is free.',
    body: v.object({ studioName: v.pipe(v.string(), v.maxLength(TEXT_MAX_LENGTH.short)) }),
    response: v.object({ valid: v.boolean() }),
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/studio/search',
    auth: 'public',
    domain: 'studios',
    errors: ['paging.invalidCursor', 'studio.loginToSeeYours'],
    summary:
      'Search publicly visible studios (platform admins: all); `withAdminRights` lists the caller’s own ' +
      'studios. Limit 50 in lists, up to 2000 for the admin’s studio picker.',
    body: StudioSearchSchema,
    response: pageOf(StudioSchema),
  }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/api/studio/avatar/{id}',
    auth: 'user',
    domain: 'studios',
    errors: IMAGE_UPLOAD_ERRORS,
    summary: 'Upload a studio’s logo (its admins; one png or jpeg, at most 800000 bytes).',
    upload: UPLOAD_RULES.studioAvatar,
    response: AvatarUploadSchema,
  }),
  uploadBanner: endpoint({
    method: 'POST',
    path: '/api/studio/banner/{id}',
    auth: 'user',
    domain: 'studios',
    errors: IMAGE_UPLOAD_ERRORS,
    summary: 'Upload a studio’s banner (its admins; one png or jpeg, at most 8000000 bytes).',
    upload: UPLOAD_RULES.studioBanner,
    response: BannerUploadSchema,
  }),
  listStyles: endpoint({
    method: 'GET',
    path: '/api/style/studio/{id}',
    auth: 'public',
    domain: 'lessons',
    errors: ['studio.notFound'],
    summary: 'The styles of a studio’s lessons, by name.',
    response: v.array(StyleSchema),
  }),
  listTeachers: endpoint({
    method: 'GET',
    path: '/api/studio/{id}/teachers',
    auth: 'public',
    domain: 'studios',
    errors: ['studio.notFound'],
    summary:
      'A studio’s team. Its admins see every member with e-mails; others see teachers who are not admins ' +
      'or are the owner, or who have lessons.',
    response: v.array(StudioMemberSchema),
  }),
  listInvites: endpoint({
    method: 'GET',
    path: '/api/studio/invites',
    auth: 'user',
    domain: 'studios',
    errors: ['studio.notAllowed', 'studio.notFound'],
    summary: 'All invites of a studio (its admins).',
    query: v.object({ studioId: queryId() }),
    response: v.array(StudioInviteSchema),
  }),
  listMyInvites: endpoint({
    method: 'GET',
    path: '/api/studio/invites/mine',
    auth: 'user',
    domain: 'studios',
    summary: 'The signed-in user’s invites to studios (a pending one shows a yellow dot).',
    response: v.array(StudioInviteSchema),
  }),
  inviteTeacher: endpoint({
    method: 'POST',
    path: '/api/studio/{id}/invite-teacher',
    auth: 'user',
    domain: 'studios',
    errors: [
      'member.alreadyMember',
      'member.changedMeanwhile',
      'member.onlyOwnerHandsOver',
      'invite.suggestTeachersOnly',
      'member.studioMismatch',
      'studio.notAllowed',
      'studio.notFound',
      'user.notFound',
    ],
    summary:
      'Invite a registered user to the studio as teacher, admin or owner (its admins); the studio side is ' +
      'accepted at once, the user must accept. A member of the team who is not an admin may suggest a ' +
      'teacher: the invite is then pending (neither side accepted) until an admin accepts the studio’s side ' +
      'and the user theirs. 404 when there is no such user.',
    body: v.object({
      userId: IdSchema,
      /** Redundant with the path; if sent, it must be the same studio. */
      studioId: v.optional(IdSchema),
      isAdmin: v.optional(v.boolean(), false),
      isOwner: v.optional(v.boolean(), false),
    }),
    response: StudioInviteSchema,
    status: 201,
  }),
  askToJoin: endpoint({
    method: 'POST',
    path: '/api/studio/{id}/ask-to-join',
    auth: 'user',
    domain: 'studios',
    errors: [
      'invite.ownerInviteStale',
      'invite.teachersOnly',
      'member.alreadyMember',
      'member.changedMeanwhile',
      'studio.changedMeanwhile',
      'studio.newOwnerOwnsStudio',
      'studio.notFound',
    ],
    summary:
      'A teacher asks to join a studio shown to visitors (an unconfirmed e-mail may ask, as it may accept ' +
      'an invite): the request awaits the studio, whose owner and admins are e-mailed. Asking again while ' +
      'the request is open answers it unchanged; asking when the studio invited the teacher accepts that ' +
      'invite. 403 for non-teachers, 409 for members, 404 for hidden, unverified or deleted studios; ' +
      'at most 10 asks a day per teacher.',
    /** No body, or `{ message }`: a note to the studio's admins. */
    body: v.optional(JoinRequestSchema, {}),
    response: StudioInviteSchema,
  }),
  updateAdmin: endpoint({
    method: 'PATCH',
    path: '/api/studio/updateAdmin',
    auth: 'user',
    domain: 'studios',
    errors: [
      'member.changedMeanwhile',
      'member.notFound',
      'member.notJoinedYet',
      'member.onlyOwnerHandsOver',
      'member.ownRole',
      'member.ownerIsAdmin',
      'member.roleMissing',
      'studio.changedMeanwhile',
      'studio.newOwnerOwnsStudio',
      'studio.notAllowed',
      'studio.notFound',
    ],
    summary:
      'Make a member admin or not (studio admins, never for oneself), or make them the owner (the owner ' +
      'only; the previous owner stays admin).',
    body: v.object({
      userId: IdSchema,
      studioId: IdSchema,
      isAdmin: v.optional(v.boolean()),
      isOwner: v.optional(v.literal(true)),
    }),
    response: StudioMemberSchema,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/studio/invite/{studioId}/remove/{userId}',
    auth: 'user',
    domain: 'studios',
    errors: [
      'invite.notFound',
      'lesson.changedMeanwhile',
      'member.changedMeanwhile',
      'member.ownerHandsOver',
      'studio.notAllowed',
      'studio.notFound',
    ],
    summary: 'Remove a member or withdraw an invite (studio admins), or leave the studio (the user).',
    response: SuccessSchema,
  }),
  acceptInvite: endpoint({
    method: 'POST',
    path: '/api/studio/invite/accept',
    auth: 'user',
    domain: 'studios',
    errors: [
      'invite.notFound',
      'invite.notYours',
      'invite.ownerInviteStale',
      'invite.rejected',
      'member.changedMeanwhile',
      'member.onlyOwnerHandsOver',
      'studio.changedMeanwhile',
      'studio.notFound',
    ],
    summary:
      'Accept an invite: the invited user for their side, a studio admin for the studio’s side (a user’s ' +
      'request to join). Both sides accepted makes the user a member.',
    body: InviteAnswerSchema,
    response: StudioInviteSchema,
  }),
  rejectInvite: endpoint({
    method: 'POST',
    path: '/api/studio/invite/reject',
    auth: 'user',
    domain: 'studios',
    errors: [
      'invite.alreadyAccepted',
      'invite.notFound',
      'invite.onlyInvitedUserRejects',
      'member.changedMeanwhile',
    ],
    summary: 'Reject an invite (the invited user).',
    body: InviteAnswerSchema,
    response: StudioInviteSchema,
  }),
};
