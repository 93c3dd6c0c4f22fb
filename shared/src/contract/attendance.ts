import * as v from 'valibot';
import { AttendanceInputSchema, AttendanceSchema, AttendanceUpdateSchema } from '../entities/attendance';
import { EmailSchema } from '../validation/email';
import { OneTimeLinkResultSchema, queryDateOrTimestamp, queryIsoDate, SuccessSchema } from './common';
import { endpoint } from './endpoint';

/** Sign-ups to lesson occurrences (spec §7 "Attendance"). */
export const attendance = {
  create: endpoint({
    method: 'POST',
    path: '/api/attendance',
    auth: 'public',
    domain: 'attendance',
    errors: [
      'attendance.duplicate',
      'attendance.onlyYourself',
      'lesson.closedGroup',
      'lesson.full',
      'lesson.notFound',
      'lesson.notOnThisDate',
      'lesson.started',
    ],
    summary:
      'Sign up for one occurrence of a lesson, signed in (with `userId`) or as a guest (with ' +
      '`legalAccepted: true`). Refused when the room is full, the group closed, or the e-mail already ' +
      'signed up; a confirmation e-mail carries the cancel link.',
    body: AttendanceInputSchema,
    response: AttendanceSchema,
    status: 201,
  }),
  listForLesson: endpoint({
    method: 'GET',
    path: '/api/attendance/lesson/{lessonId}',
    auth: 'user',
    domain: 'attendance',
    errors: ['attendance.notAllowed', 'lesson.notFound'],
    summary:
      'Attendances of a lesson’s occurrences from `date` (inclusive) to 7 days later (exclusive), for its ' +
      'teacher and the studio’s admins; load more with `date` − 7 days.',
    query: v.object({ date: queryIsoDate() }),
    response: v.array(AttendanceSchema),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/attendance/{id}',
    auth: 'user',
    domain: 'attendance',
    errors: [
      'attendance.cancelledCannotBeMarked',
      'attendance.notAllowed',
      'attendance.notFound',
      'lesson.notFound',
    ],
    summary:
      'Mark an attendance attended or not (the lesson’s teacher or the studio’s admins); not when cancelled.',
    body: AttendanceUpdateSchema,
    response: AttendanceSchema,
  }),
  listMine: endpoint({
    method: 'GET',
    path: '/api/attendance/user',
    auth: 'user',
    domain: 'attendance',
    errors: ['attendance.giveOneDate'],
    summary:
      'The signed-in user’s attendances with their lessons: from `dateFrom` on (upcoming, soonest first) or ' +
      'up to `dateTo` (history, latest first).',
    query: v.object({
      dateFrom: v.optional(queryDateOrTimestamp()),
      dateTo: v.optional(queryDateOrTimestamp()),
    }),
    response: v.array(AttendanceSchema),
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/attendance/{id}',
    auth: 'user',
    domain: 'attendance',
    errors: ['attendance.alreadyCancelled', 'attendance.notAllowed', 'attendance.notFound'],
    summary: 'Cancel an attendance (its user, the lesson’s teacher or the studio’s admins); frees the place.',
    response: SuccessSchema,
  }),
  cancelByToken: endpoint({
    method: 'DELETE',
    path: '/api/attendance/cancel/{token}',
    auth: 'public',
    domain: 'attendance',
    errors: ['attendance.invalidCancelLink'],
    summary:
      'Cancel an attendance with the one-time token of the e-mailed cancel link; a second use (or an ' +
      'attendance cancelled another way) answers `alreadyDone: true`.',
    response: OneTimeLinkResultSchema,
  }),
  resendLinks: endpoint({
    method: 'POST',
    path: '/api/attendance/resend-links',
    auth: 'public',
    domain: 'attendance',
    summary:
      '“Send me my booking e-mail again”: one e-mail to the address listing its upcoming bookings, each ' +
      'with a fresh cancel link, and its groups, each with a fresh leave link. Answers 202 with the same ' +
      'body whether the address has bookings or not (an address without any gets no e-mail); limited ' +
      'per address and per client.',
    body: v.object({ email: EmailSchema }),
    response: SuccessSchema,
    status: 202,
  }),
};
