/**
 * Signing a person up for one occurrence of a lesson: by hand (POST /api/attendance) or by a group's
 * monthly sign-up. The occurrence must be one the lesson has and not started. By hand, the seat is
 * held first (seat-holds.ts: a full class refuses at once), then the seat's hold, the e-mail guard,
 * the record and the confirmation commit in one transaction; a group's booking is that one
 * transaction with the seat in it (attendance-repository `signUp`). The confirmation e-mail carries
 * a one-time cancel link valid until the lesson starts (a group's bookings are listed, each with such
 * a link, in the group's join e-mail and the monthly one instead). The e-mail is an outbox message
 * written in the sign-up's transaction (services/outbox, ADR 0017): the answer never waits for mail,
 * and a committed sign-up always gets its e-mail once mail works.
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
import { HttpError, ValidationError } from '../../errors';
import { logger } from '../../services/log';
import { type Mail, publicWebUrl } from '../../services/mail';
import { createOneTimeToken } from '../../services/one-time-tokens';
import { newOutboxMessage, outboxPut } from '../../services/outbox';
import type { LessonRecord } from '../lessons/lesson-repository';
import { attendanceMail, occurrenceWhen } from './attendance-mail';
import { type AttendanceRecord, signUp } from './attendance-repository';
import { commitHeldSeat, holdSeat, isFullAsRead, releaseSeat } from './seat-holds';

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

/** Refuses an occurrence that takes no sign-up (a closed group's without its group, not on this date, started). */
const assertOccurrenceOpen = (lesson: LessonRecord, date: string, at: Date, groupId?: string) => {
  if (lesson.isClosedGroup && !groupId) throw new ValidationError('lesson.closedGroup');
  const refusal = occurrenceRefusal(lesson, date, at);
  if (refusal) throw new ValidationError(REFUSAL_CODES[refusal], { date: REFUSAL_CODES[refusal] });
};

/** The attendance record of `dancer`'s sign-up (not written). */
const newAttendance = (
  lesson: LessonRecord,
  date: string,
  dancer: Dancer,
  at: Date,
  groupId?: string,
): AttendanceRecord => {
  const stamp = at.toISOString();
  return {
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
};

/** The confirmation's outbox message, written with the sign-up and sent by the outbox worker. */
const confirmationOf = (attendance: AttendanceRecord, at: Date) =>
  outboxPut(
    newOutboxMessage(
      confirmationMessageId(attendance.id),
      { kind: 'attendanceConfirmation', params: { attendanceId: attendance.id } },
      at,
    ),
  );

/**
 * Books `dancer` on the lesson's occurrence of `date`. A group's member (`groupId`) is booked in one
 * transaction (a closed group's lesson takes only its group's sign-ups; the group's own join or
 * monthly e-mail announces its classes, not one a class); anyone else as `signUpForOccurrence` does.
 * Refusals are 400s with the reason (spec §8 shows it), 404 for a lesson gone.
 */
export const bookOccurrence = async (
  lesson: LessonRecord,
  date: string,
  dancer: Dancer,
  at: Date,
  { groupId }: { groupId?: string } = {},
): Promise<AttendanceRecord> => {
  if (!groupId) {
    return (await signUpForOccurrence(lesson, date, dancer, at, { signedUpAlready: false })).attendance;
  }
  assertOccurrenceOpen(lesson, date, at, groupId);
  const attendance = newAttendance(lesson, date, dancer, at, groupId);
  await signUp(attendance, lesson.room?.capacity);
  return attendance;
};

/** Commits that find their hold gone (reclaimed as expired: the request stalled past SEAT_HOLD_SECONDS) before giving up. */
const MAX_HOLD_ATTEMPTS = 3;

/** Gives the held seat back; if even that fails, the hold expires and the next sign-up that sees it reclaims it. */
const giveSeatBack = (attendance: AttendanceRecord) =>
  releaseSeat(attendance).catch((error: unknown) => {
    logger.warn('A held seat was not given back; the next sign-up reclaims it once its hold expires', {
      lessonId: attendance.lessonId,
      date: attendance.date,
      error: (error as Error).name,
    });
    return false;
  });

/**
 * Signs `dancer` up for the lesson's occurrence of `date` by hand (POST /api/attendance), the
 * contended path: the seat is held first (seat-holds.ts; a full class refused by that one write),
 * then `beforeCommit` runs (the flood limits: only a sign-up that got a seat is counted), then the
 * attendance, its e-mail guard and its confirmation commit. Any failure once the seat may be held —
 * a refusal after the hold, an error of the hold's own write — gives the seat back.
 * `lesson` is as read consistently: a class it shows full (no hold expired) is refused without a
 * write. `signedUpAlready`: the e-mail's guard was read with the lesson. Answers the attendance and
 * the seats taken with it.
 */
export const signUpForOccurrence = async (
  lesson: LessonRecord,
  date: string,
  dancer: Dancer,
  at: Date,
  { signedUpAlready, beforeCommit }: { signedUpAlready: boolean; beforeCommit?: () => Promise<void> },
): Promise<{ attendance: AttendanceRecord; seatsTaken: number }> => {
  assertOccurrenceOpen(lesson, date, at);
  if (signedUpAlready) throw new ValidationError('attendance.duplicate');
  if (isFullAsRead(lesson, date, lesson.room?.capacity, at)) throw new ValidationError('lesson.full');
  const attendance = newAttendance(lesson, date, dancer, at);
  for (let attempt = 1; attempt <= MAX_HOLD_ATTEMPTS; attempt += 1) {
    const held = await holdSeat(attendance, lesson.room?.capacity, at).catch(async (error: unknown) => {
      // Refused: nothing was held. Anything else may have been written before it failed.
      if (!(error instanceof HttpError)) await giveSeatBack(attendance);
      throw error;
    });
    try {
      if (attempt === 1) await beforeCommit?.();
      const outcome = await commitHeldSeat(attendance, [confirmationOf(attendance, at)]);
      if (outcome === 'committed') return { attendance, seatsTaken: held.taken };
    } catch (error) {
      await giveSeatBack(attendance);
      throw error;
    }
  }
  throw new Error(`The seat held for a sign-up to lesson ${lesson.id} was lost ${MAX_HOLD_ATTEMPTS} times`);
};
