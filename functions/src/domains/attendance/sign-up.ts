/**
 * Signing a person up for one occurrence of a lesson: by hand (POST /api/attendance) or by a group's
 * monthly sign-up. The occurrence must be one the lesson has and not started; the seat, the e-mail
 * and the record go in one transaction (attendance-repository `signUp`); the confirmation e-mail
 * carries a one-time cancel link valid until the lesson starts (a group's bookings are listed, each
 * with such a link, in the group's join e-mail and the monthly one instead). The e-mail is an outbox
 * message written in the sign-up's transaction (services/outbox, ADR 0017): the answer never waits
 * for mail, and a committed sign-up always gets its e-mail once mail works.
 */
import { randomUUID } from 'node:crypto';
import {
  type ErrorCode,
  type Language,
  type OccurrenceRefusal,
  occurrenceRefusal,
  occurrenceStart,
  pad2,
  webPath,
} from '@plie/shared';
import { ValidationError } from '../../errors';
import { type Mail, publicWebUrl } from '../../services/mail';
import { createOneTimeToken } from '../../services/one-time-tokens';
import { newOutboxMessage, outboxPut } from '../../services/outbox';
import type { LessonRecord } from '../lessons/lesson-repository';
import { attendanceMail, occurrenceWhen } from './attendance-mail';
import { type AttendanceRecord, signUp } from './attendance-repository';

/** The code of each reason an occurrence refuses sign-ups. */
const REFUSAL_CODES = {
  notOnThisDate: 'lesson.notOnThisDate',
  started: 'lesson.started',
} as const satisfies Record<OccurrenceRefusal, ErrorCode>;

export interface Dancer {
  name: string;
  email: string;
  instagram?: string | undefined;
  userId?: string | undefined;
  user?: { username?: string; photo?: string } | undefined;
  language: Language;
  /** Set for a guest, who accepted the legal documents at that time. */
  legalAcceptedAt?: string | undefined;
}

/** The place of a lesson as the e-mail names it: studio and room, or the custom address. */
export const placeOf = (lesson: LessonRecord) =>
  lesson.room
    ? [lesson.room.studio?.name, lesson.room.name, lesson.room.address?.fullAddress]
        .filter(Boolean)
        .join(', ')
    : (lesson.customAddress?.fullAddress ?? '');

/** A one-time link that cancels this attendance, valid until its lesson starts. */
export const cancelLinkOf = async (attendance: AttendanceRecord, lesson: LessonRecord, at: Date) => {
  const start = occurrenceStart(lesson, attendance.date);
  const hoursLeft = Math.max(1, Math.ceil((start.getTime() - at.getTime()) / 3_600_000));
  const token = await createOneTimeToken('cancelAttendance', attendance.id, at, hoursLeft);
  return `${publicWebUrl()}${webPath.cancelAttendance({ token })}`;
};

/** The outbox message of an attendance's confirmation: one per attendance. */
export const confirmationMessageId = (attendanceId: string) => `attendanceConfirmation.${attendanceId}`;

/**
 * The confirmation e-mail of an attendance as it is at `at` (composed by the outbox worker at send
 * time, with a fresh cancel link); none for an attendance cancelled meanwhile or already started.
 */
export const confirmationMailOf = async (
  attendance: AttendanceRecord,
  lesson: LessonRecord,
  at: Date,
): Promise<Mail | undefined> => {
  const start = occurrenceStart(lesson, attendance.date);
  if (attendance.isDeleted || start <= at) return undefined;
  const language = attendance.language as Language;
  return attendanceMail({
    to: attendance.email,
    name: attendance.name,
    language,
    occurrence: {
      lessonName: lesson.name,
      when: occurrenceWhen(start, lesson.lessonTimezone, language),
      where: placeOf(lesson),
    },
    cancelUrl: await cancelLinkOf(attendance, lesson, at),
  });
};

/**
 * Books `dancer` on the lesson's occurrence of `date`. A closed group's lesson takes only its group's
 * sign-ups (`groupId`). Refusals are 400s with the reason (spec §8 shows it), 404 for a lesson gone.
 */
export const bookOccurrence = async (
  lesson: LessonRecord,
  date: string,
  dancer: Dancer,
  at: Date,
  { groupId }: { groupId?: string } = {},
): Promise<AttendanceRecord> => {
  if (lesson.isClosedGroup && !groupId) throw new ValidationError('lesson.closedGroup');
  const refusal = occurrenceRefusal(lesson, date, at);
  if (refusal) throw new ValidationError(REFUSAL_CODES[refusal], { date: REFUSAL_CODES[refusal] });
  const stamp = at.toISOString();
  const attendance: AttendanceRecord = {
    id: randomUUID(),
    lessonId: lesson.id,
    ...(dancer.userId ? { userId: dancer.userId } : {}),
    ...(dancer.user ? { user: dancer.user } : {}),
    name: dancer.name.trim(),
    email: dancer.email.trim().toLowerCase(),
    ...(dancer.instagram ? { instagram: dancer.instagram } : {}),
    date,
    time: `${pad2(lesson.startHour)}${pad2(lesson.startMinute)}`,
    ...(groupId ? { groupId } : {}),
    attended: false,
    isDeleted: false,
    ...(dancer.legalAcceptedAt ? { legalAcceptedAt: dancer.legalAcceptedAt } : {}),
    language: dancer.language,
    createdAt: stamp,
    updatedAt: stamp,
  };
  // The confirmation is written with the sign-up (the outbox) and sent by the outbox worker; a
  // group's classes are announced by the group's own join or monthly e-mail, not one a class.
  const confirmation = groupId
    ? []
    : [
        outboxPut(
          newOutboxMessage(
            confirmationMessageId(attendance.id),
            { kind: 'attendanceConfirmation', params: { attendanceId: attendance.id } },
            at,
          ),
        ),
      ];
  await signUp(attendance, lesson.room?.capacity, confirmation);
  return attendance;
};
