/**
 * Spec §4 "Time inputs" and "Lesson form": changing the start hour sets the end hour to the next
 * hour (23 gives 0); changing the start minute sets the end minute equal. After creating, the form
 * resets: start hour now, end hour next hour, minutes 0, timezone the default zone, level Beginner,
 * closed group false, recurring true, ages 0 to 100.
 */
import { AGE_NO_LOWER_LIMIT, AGE_NO_UPPER_LIMIT, LEVEL_BEGINNER } from './rule-constants';
import { wallClockInZone } from './time-zone';

/** The end hour that follows a new start hour: the next hour, wrapping 23 to 0. */
export function endHourAfterStartHour(startHour: number): number {
  return (startHour + 1) % 24;
}

/** The end minute that follows a new start minute: the same minute. */
export function endMinuteAfterStartMinute(startMinute: number): number {
  return startMinute;
}

export interface LessonFormResetValues {
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
  lessonTimezone: string;
  level: number;
  isClosedGroup: boolean;
  isReoccurring: boolean;
  ageMin: number;
  ageMax: number;
}

/** The values the lesson form takes after a lesson is created, at `now` in `defaultTimeZone` (the browser's). */
export function lessonFormResetValues(now: Date, defaultTimeZone: string): LessonFormResetValues {
  const startHour = wallClockInZone(now, defaultTimeZone).hour;
  return {
    startHour,
    startMinute: 0,
    endHour: endHourAfterStartHour(startHour),
    endMinute: 0,
    lessonTimezone: defaultTimeZone,
    level: LEVEL_BEGINNER,
    isClosedGroup: false,
    isReoccurring: true,
    ageMin: AGE_NO_LOWER_LIMIT,
    ageMax: AGE_NO_UPPER_LIMIT,
  };
}
