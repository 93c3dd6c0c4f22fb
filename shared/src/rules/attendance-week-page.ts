/**
 * Spec §2 "attendance list for a lesson (load-more, paged by week)" and §9 "Attendance list pages by
 * week (7 days)": page n covers the 7 days from `firstDay + 7n`, as a half-open range.
 */
import { addDays, type IsoDate } from './calendar-date';
import { ATTENDANCE_PAGE_DAYS } from './rule-constants';

export interface AttendanceWeekPage {
  /** First day of the page, included. */
  dateFrom: IsoDate;
  /** Day after the last day of the page, excluded. */
  dateTo: IsoDate;
}

/** The dates `[dateFrom, dateTo)` of page `page` (0, 1, 2…) counted from `firstDay`. */
export function attendanceWeekPage(firstDay: IsoDate, page: number): AttendanceWeekPage {
  if (!Number.isInteger(page) || page < 0)
    throw new RangeError(`Page must be a whole number ≥ 0, got ${page}`);
  const dateFrom = addDays(firstDay, page * ATTENDANCE_PAGE_DAYS);
  return { dateFrom, dateTo: addDays(dateFrom, ATTENDANCE_PAGE_DAYS) };
}
