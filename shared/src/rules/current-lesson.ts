/**
 * Spec §2 "The current lesson row is highlighted when now falls between its start and end on its
 * weekday" — read on the wall clock of the lesson's zone. Start is inclusive, end exclusive.
 * An end before the start means the lesson runs past midnight (23:00–00:30 is current until 00:30
 * the next day); an end equal to the start is an empty lesson, never current.
 */
import { addDays, type IsoDate } from './calendar-date';
import { type LessonTimes, runsPastMidnight } from './next-occurrence';
import { DAYS_PER_WEEK } from './rule-constants';
import { wallClockInZone } from './time-zone';

/**
 * The date of the occurrence under way at `now`, or `null` when none is.
 * A one-off lesson (`isReoccurring: false`) is current only on its own date.
 */
export function currentOccurrenceDate(lesson: LessonTimes, now: Date): IsoDate | null {
  const wall = wallClockInZone(now, lesson.lessonTimezone);
  const nowMinutes = wall.hour * 60 + wall.minute + wall.second / 60;
  const start = lesson.startHour * 60 + lesson.startMinute;
  const end = lesson.endHour * 60 + lesson.endMinute;
  const overnight = runsPastMidnight(lesson);

  let date: IsoDate | null = null;
  if (wall.weekday === lesson.weekday && nowMinutes >= start && (overnight || nowMinutes < end)) {
    date = wall.date;
  } else if (overnight && wall.weekday === (lesson.weekday + 1) % DAYS_PER_WEEK && nowMinutes < end) {
    date = addDays(wall.date, -1);
  }
  if (date !== null && lesson.isReoccurring === false && lesson.date !== date) return null;
  return date;
}

/** Whether the lesson is under way at `now`. */
export function isCurrentLesson(lesson: LessonTimes, now: Date): boolean {
  return currentOccurrenceDate(lesson, now) !== null;
}
