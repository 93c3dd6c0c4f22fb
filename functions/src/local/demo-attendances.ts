/**
 * Demo attendances (JOURNEYS.md "Demo data"): in Kraków's Rytm Dance Studio, Marta (the demo dancer)
 * and a few guests are signed up for the coming week's evening classes, and last week's classes have
 * their attendances — most attended, one cancelled late — so the attendance lists, the capacity
 * badges and Marta's history have something to show. Through the same transactions as the API;
 * idempotent (the occurrence e-mail guard refuses a second run's repeats).
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

const GUESTS = [
  { name: 'Zofia Wiśniewska', email: 'zofia.w@example.com', instagram: 'zofia.dances' },
  { name: 'Jakub Zieliński', email: 'jakub.z@example.com' },
  { name: 'Oksana Bondarenko', email: 'oksana.b@example.com', instagram: 'oksana_salsa' },
  { name: 'Tomasz Lewandowski', email: 'tomasz.l@example.com' },
];

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
    language: 'pl',
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

export const seedDemoAttendances = async (): Promise<void> => {
  const studio = await getStudioBySlug('rytm_krakow');
  const marta = await getUserByEmail('marta@plie.local');
  if (!studio || !marta) return;
  const now = new Date();
  const evening = (await listLessonsOfStudio(studio.id))
    .filter((lesson) => lesson.startHour >= 17 && !lesson.isClosedGroup && lesson.room)
    .slice(0, 4);
  for (const [index, lesson] of evening.entries()) {
    const next = nextOccurrenceDate(lesson, now);
    if (!next) continue;
    const martaAsDancer = {
      name: marta.name,
      email: marta.email,
      userId: marta.id,
      user: { username: marta.username },
    };
    const dancers = [...(index < 2 ? [martaAsDancer] : []), ...GUESTS.slice(0, index + 1)];
    for (const dancer of dancers) {
      await bookOccurrence(
        lesson,
        next,
        { ...dancer, language: 'pl', legalAcceptedAt: now.toISOString() },
        now,
      ).catch(ignoreRefusal);
    }
    const lastWeek = addDays(next, -7);
    await pastAttendance(lesson, lastWeek, GUESTS[0]!).catch(ignoreRefusal);
    await pastAttendance(lesson, lastWeek, GUESTS[1]!, index === 0 ? 5 : 30).catch(ignoreRefusal);
    if (index === 0) await pastAttendance(lesson, lastWeek, martaAsDancer).catch(ignoreRefusal);
  }
};
