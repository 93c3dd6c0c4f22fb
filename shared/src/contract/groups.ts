import * as v from 'valibot';
import {
  GroupJoinRequestSchema,
  GroupJoinResultSchema,
  GroupMemberSchema,
  GroupMemberUpdateSchema,
  LessonGroupInputSchema,
  LessonGroupSchema,
} from '../entities/group';
import { OneTimeLinkResultSchema, SuccessSchema } from './common';
import { endpoint } from './endpoint';

/** Lesson groups and their members (spec §7 "Groups"). */
export const groups = {
  create: endpoint({
    method: 'POST',
    path: '/api/lesson-group',
    auth: 'confirmed',
    domain: 'groups',
    errors: [
      'group.changedMeanwhile',
      'group.lessonInGroup',
      'group.mixedOwners',
      'group.notOfThisStudio',
      'group.notOfThisTeacher',
      'group.onlyOwnLessons',
      'group.onlyStudioAdmins',
      'lesson.notFound',
      'studio.notFound',
    ],
    summary:
      'Create a group from lessons of one studio (its admins) or of the caller’s own schedule; a lesson ' +
      'already in a group is refused (409).',
    body: LessonGroupInputSchema,
    response: LessonGroupSchema,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/lesson-group/{id}',
    auth: 'public',
    domain: 'groups',
    errors: ['group.notFound'],
    summary: 'A group with its lessons (the join page).',
    response: v.object({ group: LessonGroupSchema }),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/lesson-group/{id}',
    auth: 'user',
    domain: 'groups',
    errors: ['group.changedMeanwhile', 'group.notAllowed', 'group.notFound'],
    summary:
      'Delete a group (the studio’s admins or the teacher who made it); its lessons stay, leave the ' +
      'group and take sign-ups again; the classes its members were booked into by the group from now ' +
      'on are cancelled.',
    response: SuccessSchema,
  }),
  listForStudio: endpoint({
    method: 'GET',
    path: '/api/lesson-group/studio/{studioId}',
    auth: 'public',
    domain: 'groups',
    errors: ['studio.notFound'],
    summary: 'The groups of a studio, with their lessons.',
    response: v.array(LessonGroupSchema),
  }),
  listForTeacher: endpoint({
    method: 'GET',
    path: '/api/lesson-group/teacher/{teacherId}',
    auth: 'public',
    domain: 'groups',
    summary: 'The groups of a teacher’s own schedule, with their lessons.',
    response: v.array(LessonGroupSchema),
  }),
  listMembers: endpoint({
    method: 'GET',
    path: '/api/lesson-group/{id}/user',
    auth: 'user',
    domain: 'groups',
    errors: ['group.membersNotAllowed', 'group.notFound'],
    summary: 'The members of a group, active and cancelled (the studio’s admins or the group’s teacher).',
    response: v.array(GroupMemberSchema),
  }),
  listMine: endpoint({
    method: 'GET',
    path: '/api/lesson-group/user/mine',
    auth: 'user',
    domain: 'groups',
    summary: 'The groups the signed-in user is an active member of (“my groups”).',
    response: v.array(LessonGroupSchema),
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/lesson-group/user',
    auth: 'public',
    domain: 'groups',
    errors: ['group.alreadyMember', 'group.changedMeanwhile', 'group.notFound', 'group.onlyYourself'],
    summary:
      'Join a group from `joinStarting` (not after today), signed in or as a guest (with ' +
      '`legalAccepted: true`): signs up at once for its classes until the end of next month (a full ' +
      'class is skipped and listed in `booking.full`), then each month by the monthly job; an e-mail ' +
      'carries the leave link. Joining again with an active member’s e-mail answers that member (200) ' +
      'and changes nothing.',
    body: GroupJoinRequestSchema,
    response: GroupJoinResultSchema,
    status: 201,
  }),
  updateMember: endpoint({
    method: 'PATCH',
    path: '/api/lesson-group/{groupId}/user',
    auth: 'user',
    domain: 'groups',
    errors: [
      'group.changedMeanwhile',
      'group.memberLeft',
      'group.memberNotFound',
      'group.membersNotAllowed',
      'group.notFound',
    ],
    summary:
      'Change a member’s expiration date (the studio’s admins or the group’s teacher): an earlier date ' +
      'cancels the classes the group booked after it, a later one books them up to the end of next month; ' +
      'a member who left → 409.',
    body: GroupMemberUpdateSchema,
    response: GroupMemberSchema,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/lesson-group/{id}/user/{memberId}',
    auth: 'user',
    domain: 'groups',
    errors: [
      'group.alreadyLeft',
      'group.changedMeanwhile',
      'group.memberNotFound',
      'group.membersNotAllowed',
      'group.notFound',
    ],
    summary:
      'Remove a member (by the member record’s id) from a group, cancelling their future classes of it ' +
      '(the studio’s admins or the group’s teacher).',
    response: SuccessSchema,
  }),
  leave: endpoint({
    method: 'DELETE',
    path: '/api/lesson-group/{id}/user/leave',
    auth: 'user',
    domain: 'groups',
    errors: ['group.alreadyLeft', 'group.changedMeanwhile', 'group.notAMember', 'group.notFound'],
    summary:
      'Leave a group as the signed-in user, cancelling one’s future classes of it (404 when not a member).',
    response: SuccessSchema,
  }),
  leaveByToken: endpoint({
    method: 'DELETE',
    path: '/api/lesson-group/user/leave/{token}',
    auth: 'public',
    domain: 'groups',
    errors: ['group.changedMeanwhile', 'group.invalidLeaveLink'],
    summary:
      'Leave a group with the one-time token of the e-mailed leave link (`/leave-group?token=…`), ' +
      'cancelling one’s future classes of it; an unknown or expired token → 404. A second use (or a ' +
      'membership ended another way) finishes any cancellation left and answers `alreadyDone: true` ' +
      'when nothing was left to do.',
    response: OneTimeLinkResultSchema,
  }),
};
