/**
 * Spec §4 "Next occurrence of a lesson": if the weekday is today and the start time has passed,
 * the same weekday next week; otherwise the nearest upcoming date with that weekday.
 * Everything is read in the lesson's own zone (`lessonTimezone`), never the viewer's or UTC.
 */
import { addDays, type IsoDate, weekdayOfDate } from './calendar-date';
import { DAYS_PER_WEEK } from './rule-constants';
import { instantOfWallClock, wallClockInZone } from './time-zone';

/** The lesson fields that say when it happens (spec §3 Lesson). */
export interface LessonSchedule {
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  startHour: number;
  startMinute: number;
  lessonTimezone: string;
  /** Default true (spec §3). */
  isReoccurring?: boolean;
  /** The date of a one-off lesson, `YYYY-MM-DD` in the lesson's zone. */
  date?: IsoDate | null;
}

/** A schedule with its end, for intervals. End before start means the lesson runs past midnight. */
export interface LessonTimes extends LessonSchedule {
  endHour: number;
  endMinute: number;
}

/**
 * The date (in the lesson's zone) of the lesson's next occurrence at `now`.
 * A lesson is still "next" at the very minute it starts and moves on only once `now` is after its start.
 * A one-off lesson gives its date until it has started, then `null`; without a date it has no occurrence.
 */
export function nextOccurrenceDate(lesson: LessonSchedule, now: Date): IsoDate | null {
  const today = wallClockInZone(now, lesson.lessonTimezone);
  if (lesson.isReoccurring === false) {
    if (!lesson.date || lesson.date < today.date) return null;
    return hasStarted(lesson, lesson.date, now) ? null : lesson.date;
  }
  const daysAhead = (((lesson.weekday - today.weekday) % DAYS_PER_WEEK) + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  if (daysAhead === 0 && hasStarted(lesson, today.date, now)) return addDays(today.date, DAYS_PER_WEEK);
  return addDays(today.date, daysAhead);
}

/** The instant the lesson starts on `date` (a wall-clock time in a DST gap moves forward, see `instantOfWallClock`). */
export function occurrenceStart(lesson: LessonSchedule, date: IsoDate): Date {
  return instantOfWallClock(
    { date, hour: lesson.startHour, minute: lesson.startMinute },
    lesson.lessonTimezone,
  );
}

/** The instant the lesson ends for its occurrence on `date`; an end before the start falls on the next day. */
export function occurrenceEnd(lesson: LessonTimes, date: IsoDate): Date {
  const endDate = runsPastMidnight(lesson) ? addDays(date, 1) : date;
  return instantOfWallClock(
    { date: endDate, hour: lesson.endHour, minute: lesson.endMinute },
    lesson.lessonTimezone,
  );
}

/** True when the end time is earlier than the start time, e.g. 23:00–00:30. */
export function runsPastMidnight(
  lesson: Pick<LessonTimes, 'startHour' | 'startMinute' | 'endHour' | 'endMinute'>,
): boolean {
  return lesson.endHour * 60 + lesson.endMinute < lesson.startHour * 60 + lesson.startMinute;
}

function hasStarted(lesson: LessonSchedule, date: IsoDate, now: Date): boolean {
  return now.getTime() > occurrenceStart(lesson, date).getTime();
}

/** Why a date is not one a sign-up can be for (spec §4 "Attendance"), or `null` when it is. */
export type OccurrenceRefusal = 'notOnThisDate' | 'started';

/**
 * Whether one can sign up for the lesson's occurrence on `date` at `now`: a weekly lesson takes place
 * on its weekday, a one-off lesson on its date; an occurrence is open until it starts (the same moment
 * `nextOccurrenceDate` moves on).
 */
export function occurrenceRefusal(
  lesson: LessonSchedule,
  date: IsoDate,
  now: Date,
): OccurrenceRefusal | null {
  const onThisDate =
    lesson.isReoccurring === false ? lesson.date === date : weekdayOfDate(date) === lesson.weekday;
  if (!onThisDate) return 'notOnThisDate';
  return hasStarted(lesson, date, now) ? 'started' : null;
}
