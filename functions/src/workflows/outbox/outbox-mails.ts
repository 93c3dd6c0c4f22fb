/**
 * What each kind of outbox message becomes, composed at send time (ADR 0017): the records are read
 * as they are now and the one-time links made now, so no live link ever sat in the table and a
 * retry's mail carries fresh ones (the old, unused ones expire by TTL). `undefined` means there is
 * nothing to send any more (the attendance was cancelled, the member left, a record is gone): the
 * worker marks such a message done without mailing.
 *
 * A workflow (ADR 0012): composing needs the accounts, attendance, lesson and groups domains together.
 */
import { confirmationMailOf as accountConfirmationMailOf } from '../../domains/accounts/email-confirmation';
import { inactivityWarningMailOf } from '../../domains/accounts/inactivity';
import { getAttendanceById } from '../../domains/attendance/attendance-repository';
import { confirmationMailOf } from '../../domains/attendance/sign-up';
import { getMember } from '../../domains/groups/group-member-repository';
import { getGroupById } from '../../domains/groups/group-repository';
import { lessonsOfGroup } from '../../domains/groups/group-view';
import { joinMailOf, monthMailOf } from '../../domains/groups/member-mails';
import { getLessonById } from '../../domains/lessons/lesson-repository';
import { joinAnsweredMailOf, joinAskedMailOf } from '../../domains/studios/join-request-mails';
import type { Mail } from '../../services/mail';
import type { OutboxKind, OutboxMessage } from '../../services/outbox';
import { bookingLinksMailOf } from './booking-links-mail';

/** The kinds that are e-mails (a `deleteFiles` message deletes objects: delete-files.ts). */
export type OutboxMailKind = Exclude<OutboxKind, 'deleteFiles'>;
type MessageOf<K extends OutboxKind> = Extract<OutboxMessage, { kind: K }>;
type Composer<K extends OutboxMailKind> = (message: MessageOf<K>, at: Date) => Promise<Mail | undefined>;

/** A group's member with the group and its lessons, as read now (undefined when any is gone). */
const membershipOf = async (groupId: string, memberId: string) => {
  const [group, member] = await Promise.all([
    getGroupById(groupId, { consistent: true }),
    getMember(groupId, memberId),
  ]);
  return group && member ? { group, member, lessons: await lessonsOfGroup(group) } : undefined;
};

export const OUTBOX_COMPOSERS: { [K in OutboxMailKind]: Composer<K> } = {
  attendanceConfirmation: async ({ params }, at) => {
    const attendance = await getAttendanceById(params.attendanceId);
    const lesson = attendance && (await getLessonById(attendance.lessonId, { consistent: true }));
    return attendance && lesson ? confirmationMailOf(attendance, lesson, at) : undefined;
  },
  groupJoined: async ({ params }, at) => {
    const found = await membershipOf(params.groupId, params.memberId);
    return found && joinMailOf(found.group, found.lessons, found.member, params.full ?? [], at);
  },
  groupMonth: async ({ params }, at) => {
    const found = await membershipOf(params.groupId, params.memberId);
    return found && monthMailOf(found.group, found.lessons, found.member, params.month, params.full, at);
  },
  confirmEmail: ({ params }, at) => accountConfirmationMailOf(params.userId, at),
  bookingLinks: ({ params }, at) => bookingLinksMailOf(params.email, at),
  inactivityWarning: ({ params }) => inactivityWarningMailOf(params.userId),
  joinAsked: ({ params }) => joinAskedMailOf(params),
  joinAnswered: ({ params }) => joinAnsweredMailOf(params),
};

/** The mail of a message of any kind, as of `at`. */
export const composeOutboxMail = (message: MessageOf<OutboxMailKind>, at: Date): Promise<Mail | undefined> =>
  (OUTBOX_COMPOSERS[message.kind] as Composer<OutboxMailKind>)(message, at);
