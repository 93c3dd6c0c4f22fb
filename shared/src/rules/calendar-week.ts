/**
 * Spec §2 studio page calendar and §9: weeks start Monday; day view below 600 px, week view
 * otherwise. Dates are calendar dates (`YYYY-MM-DD`), so no zone can shift them.
 */
import { addDays, type IsoDate, weekdayOfDate } from './calendar-date';
import { DAYS_PER_WEEK, MOBILE_BREAKPOINT_PX } from './rule-constants';

/** The Monday on or before `date`. */
export function weekStart(date: IsoDate): IsoDate {
  return addDays(date, -weekdayOfDate(date));
}

/** The seven dates, Monday to Sunday, of the week containing `date`. */
export function weekDates(date: IsoDate): IsoDate[] {
  const monday = weekStart(date);
  return Array.from({ length: DAYS_PER_WEEK }, (_, day) => addDays(monday, day));
}

/** True below the 600 px mobile breakpoint (spec §9), where layouts switch to their narrow form. */
export function isMobileWidth(widthPx: number): boolean {
  return widthPx < MOBILE_BREAKPOINT_PX;
}

export type CalendarView = 'day' | 'week';

/** Day view below 600 px, week view otherwise. */
export function calendarView(widthPx: number): CalendarView {
  return isMobileWidth(widthPx) ? 'day' : 'week';
}
