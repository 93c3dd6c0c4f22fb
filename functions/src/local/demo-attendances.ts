/**
 * Demo attendances (JOURNEYS.md "Demo data"): in Kraków's Rytm Dance Studio, Marta (the demo dancer)
 * and a few guests are signed up for the coming week's evening classes, and last week's classes have
 * their attendances — most attended, one cancelled late — so the attendance lists, the capacity
 * badges and Marta's history have something to show. Who is booked where is fixtures/attendances.json
 * (by evening class, in order; dates are computed from the clock). Through the same transactions as
 * the API; idempotent (the occurrence e-mail guard refuses a second run's repeats).
 */

import { randomUUID } from 'node:crypto';
import { addDays, nextOccurrenceDate, occurrenceStart, pad2 } from '@plie/shared';
import { getUserByEmail } from '../domains/accounts/user-repository';
import {
  type AttendanceRecord,
  cancelAttendance,
  markAttended,
  signUp,
} from '../domains/attendance/attendance-repository';
import { bookOccurrence } from '../domains/attendance/sign-up';
import { type LessonRecord, listLessonsOfStudio } from '../domains/lessons/lesson-repository';
import { getStudioBySlug } from '../domains/studios/studio-repository';
import { HttpError } from '../errors';
import { DEMO_FIXTURES } from './demo-fixtures';

const {
  studio: STUDIO,
  eveningFromHour,
  language,
  guests: GUESTS,
  eveningClasses,
} = DEMO_FIXTURES.attendances;

/** A refusal of a repeat (already signed up, full) is fine on a second run; anything else is a bug. */
const ignoreRefusal = (error: unknown) => {
  if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
};

/** Last week's occurrence, written as it would have been then; attended unless `cancelledHoursBefore`. */
interface PastDancer {
  name: string;
  email: string;
  instagram?: string;
  userId?: string;
  user?: { username: string };
}

const pastAttendance = async (
  lesson: LessonRecord,
  date: string,
  guest: PastDancer,
  cancelledHoursBefore?: number,
) => {
  const at = `${date}T08:00:00.000Z`;
  const attendance: AttendanceRecord = {
    id: randomUUID(),
    lessonId: lesson.id,
    ...(guest.userId ? { userId: guest.userId, user: guest.user } : {}),
    name: guest.name,
    email: guest.email,
    ...(guest.instagram ? { instagram: guest.instagram } : {}),
    date,
    time: `${pad2(lesson.startHour)}${pad2(lesson.startMinute)}`,
    attended: false,
    isDeleted: false,
    legalAcceptedAt: at,
    language,
    createdAt: at,
    updatedAt: at,
  };
  await signUp(attendance, lesson.room?.capacity);
  if (cancelledHoursBefore === undefined) await markAttended(attendance, true, at);
  else {
    const start = occurrenceStart(lesson, date).getTime();
    await cancelAttendance(attendance, new Date(start - cancelledHoursBefore * 3_600_000).toISOString());
  }
};

/** A dancer of the fixture by e-mail: a guest, or a demo account (booked as that user). */
const findDancer = async (email: string): Promise<PastDancer | undefined> => {
  const guest = GUESTS.find((candidate) => candidate.email === email);
  if (guest) return guest;
  const user = await getUserByEmail(email);
  return user && { name: user.name, email: user.email, userId: user.id, user: { username: user.username } };
};

export const seedDemoAttendances = async (): Promise<void> => {
  const studio = await getStudioBySlug(STUDIO);
  if (!studio) return;
  const dancers = new Map<string, PastDancer>();
  const emails = eveningClasses.flatMap(({ nextWeek, lastWeek }) => [
    ...nextWeek,
    ...lastWeek.map((booking) => booking.dancer),
  ]);
  for (const email of new Set(emails)) {
    const dancer = await findDancer(email);
    if (!dancer) return;
    dancers.set(email, dancer);
  }
  const now = new Date();
  const evening = (await listLessonsOfStudio(studio.id))
    .filter((lesson) => lesson.startHour >= eveningFromHour && !lesson.isClosedGroup && lesson.room)
    .slice(0, eveningClasses.length);
  for (const [index, lesson] of evening.entries()) {
    const next = nextOccurrenceDate(lesson, now);
    if (!next) continue;
    const { nextWeek, lastWeek } = eveningClasses[index]!;
    for (const email of nextWeek) {
      await bookOccurrence(
        lesson,
        next,
        { ...dancers.get(email)!, language, legalAcceptedAt: now.toISOString() },
        now,
      ).catch(ignoreRefusal);
    }
    const lastWeekDate = addDays(next, -7);
    for (const { dancer, cancelledHoursBefore } of lastWeek) {
      await pastAttendance(lesson, lastWeekDate, dancers.get(dancer)!, cancelledHoursBefore).catch(
        ignoreRefusal,
      );
    }
  }
};
