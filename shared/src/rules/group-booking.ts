/**
 * Which classes a group member is signed up for (spec §4 "Group member": group sign-up joins the
 * classes of the next month automatically). A join books from today to the end of next month; the
 * monthly job books the whole next calendar month. Dates are calendar dates in the lessons' zone.
 */
import { addDays, formatIsoDate, type IsoDate, parseIsoDate, weekdayOfDate } from './calendar-date';
import type { LessonSchedule } from './next-occurrence';
import { DAYS_PER_WEEK } from './rule-constants';

/** A span of calendar dates, both ends included. */
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/** The first and the last day of the calendar month after the one `date` is in. */
export function nextMonthOf(date: IsoDate): DateRange {
  const { year, month } = parseIsoDate(date);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const afterNext =
    next.month === 12 ? { year: next.year + 1, month: 1 } : { ...next, month: next.month + 1 };
  return {
    from: formatIsoDate({ ...next, day: 1 }),
    to: addDays(formatIsoDate({ ...afterNext, day: 1 }), -1),
  };
}

/** What a join books at once: from `today` to the last day of next month. */
export function joinBookingRange(today: IsoDate): DateRange {
  return { from: today, to: nextMonthOf(today).to };
}

/**
 * The dates of a lesson's occurrences within `range`, earliest first: every date of its weekday for
 * a weekly lesson, its one date for a one-off lesson (none when that date is outside the range).
 */
export function occurrenceDatesIn(
  lesson: Pick<LessonSchedule, 'weekday' | 'isReoccurring' | 'date'>,
  range: DateRange,
): IsoDate[] {
  if (range.to < range.from) return [];
  if (lesson.isReoccurring === false) {
    return lesson.date && lesson.date >= range.from && lesson.date <= range.to ? [lesson.date] : [];
  }
  const daysAhead =
    (((lesson.weekday - weekdayOfDate(range.from)) % DAYS_PER_WEEK) + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  const dates: IsoDate[] = [];
  for (let date = addDays(range.from, daysAhead); date <= range.to; date = addDays(date, DAYS_PER_WEEK)) {
    dates.push(date);
  }
  return dates;
}
