/**
 * A studio's team as the API answers it (spec §3 "Studio invite", "Studio teacher member"): invites
 * and members with their person's contact. member-repository stores and reads `MemberRecord`s (one
 * item per studio and user is both the invite and the membership); the answers are shaped here.
 */
import {
  inviteStatus,
  type StudioInvite,
  type StudioMember,
  type StudioSummary,
  type UserContact,
} from '@plie/shared';
import type { UserRecord } from '../accounts/user-repository';
import { type MemberRecord, membershipId } from './member-repository';

/** A team member's person: the e-mail only for who may see it (the studio's admins, the person). */
export const toUserContact = (user: UserRecord, withEmail: boolean): UserContact => ({
  id: user.id,
  name: user.name,
  username: user.username,
  photo: user.photo,
  isTeacher: user.isTeacher,
  ...(withEmail ? { email: user.email } : {}),
});

/** An invite as the API answers it, with its person or its studio embedded when given. */
export const toStudioInvite = (
  member: MemberRecord,
  embedded: { user?: UserContact; studio?: StudioSummary } = {},
): StudioInvite => ({
  id: membershipId(member),
  studioId: member.studioId,
  userId: member.userId,
  userAccepted: member.userAccepted,
  studioAccepted: member.studioAccepted,
  status: inviteStatus(member),
  isAdmin: member.isAdmin,
  isOwner: member.isOwner,
  ...(member.message ? { message: member.message } : {}),
  ...embedded,
  createdAt: member.createdAt,
});

/** A member of the team as the API answers it. */
export const toStudioMember = (
  member: MemberRecord,
  user: UserRecord,
  withEmail: boolean,
  hasLessons = false,
) =>
  ({
    id: membershipId(member),
    user: toUserContact(user, withEmail),
    isOwner: member.isOwner,
    isAdmin: member.isAdmin,
    isTeacher: member.isTeacher,
    hasLessons,
  }) satisfies StudioMember;
