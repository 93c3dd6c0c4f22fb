/**
 * The seat invariant of issue #16, for fault tests: for each class (a lesson's occurrence), the seats
 * the lesson counts as taken equal its active attendances — whatever failed in the middle of a
 * booking or a cancellation, and after whatever retry finished it.
 */
import { addDays } from '@plie/shared';
import { expect } from 'vitest';
import { listAttendancesOfLesson } from '../src/domains/attendance/attendance-repository';
import { getLessonById } from '../src/domains/lessons/lesson-repository';

export interface ClassOccupancy {
  date: string;
  /** Seats the lesson counts as taken that day. */
  seats: number;
  /** Active (not cancelled) attendances of that day. */
  active: number;
}

/** Seats taken and active attendances of the lesson's classes on `dates`. */
export const occupancyOfClasses = async (
  lessonId: string,
  dates: readonly string[],
): Promise<ClassOccupancy[]> => {
  const lesson = await getLessonById(lessonId, { consistent: true });
  const sorted = [...dates].sort();
  const attendances = sorted.length
    ? await listAttendancesOfLesson(lessonId, sorted[0]!, addDays(sorted.at(-1)!, 1))
    : [];
  return dates.map((date) => ({
    date,
    seats: lesson?.seats?.[date] ?? 0,
    active: attendances.filter((attendance) => attendance.date === date && !attendance.isDeleted).length,
  }));
};

/** Asserts the invariant on each of `dates` (the classes that break it are named) and returns the counts. */
export const seatInvariant = async (
  lessonId: string,
  dates: readonly string[],
): Promise<ClassOccupancy[]> => {
  const classes = await occupancyOfClasses(lessonId, dates);
  expect(classes.filter((each) => each.seats !== each.active)).toEqual([]);
  return classes;
};
