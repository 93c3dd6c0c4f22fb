/**
 * When two lessons clash in a room or for a teacher (issue #5, spec §7 checkAvailability).
 * Times are half-open: a lesson ending at 19:00 and one starting at 19:00 do not clash. A lesson
 * whose end is not after its start runs past midnight (23:00–00:30 ends on the next day; 22:00–00:00
 * ends at midnight). Weekly lessons repeat every week; a one-off lesson happens on its date only,
 * so two one-off lessons on different dates never clash, and a one-off lesson clashes with a weekly
 * one on the same weekday at the same time.
 */
import { daysBetween, type IsoDate } from './calendar-date';
import { DAYS_PER_WEEK, MINUTES_PER_DAY } from './rule-constants';

export interface LessonSlot {
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
  /** A one-off lesson's date (`YYYY-MM-DD`); weekly lessons have none. */
  date?: IsoDate | null | undefined;
}

const MINUTES_PER_WEEK = DAYS_PER_WEEK * MINUTES_PER_DAY;

/** Start and end in minutes from the start of the lesson's day; the end may pass midnight. */
const minutesOfDay = (slot: LessonSlot) => {
  const start = slot.startHour * 60 + slot.startMinute;
  let end = slot.endHour * 60 + slot.endMinute;
  if (end <= start) end += MINUTES_PER_DAY;
  return { start, end };
};

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** Whether the two lessons would be in the same place (or with the same teacher) at the same time. */
export function lessonSlotsOverlap(a: LessonSlot, b: LessonSlot): boolean {
  const first = minutesOfDay(a);
  const second = minutesOfDay(b);
  if (a.date && b.date) {
    // Two one-off lessons: on a timeline of days from the first one's date.
    const offset = daysBetween(a.date, b.date) * MINUTES_PER_DAY;
    return overlaps(first, { start: second.start + offset, end: second.end + offset });
  }
  // At least one weekly lesson: on the week's circle, the second one a week earlier, the same week or later.
  const weekStartA = a.weekday * MINUTES_PER_DAY;
  const weekStartB = b.weekday * MINUTES_PER_DAY;
  const weekA = { start: weekStartA + first.start, end: weekStartA + first.end };
  return [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK].some((shift) =>
    overlaps(weekA, { start: weekStartB + second.start + shift, end: weekStartB + second.end + shift }),
  );
}

/** The weekdays whose lessons can clash with a lesson on `weekday`: the day before (past midnight), the day, the day after. */
export function weekdaysToCheck(weekday: number): number[] {
  return [(weekday + DAYS_PER_WEEK - 1) % DAYS_PER_WEEK, weekday, (weekday + 1) % DAYS_PER_WEEK];
}
