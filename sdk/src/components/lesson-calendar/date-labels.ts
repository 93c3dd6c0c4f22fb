/**
 * The calendar's dates as the viewer's language writes them, through `Intl` (dates are calendar
 * dates, so they are formatted at UTC midnight in UTC: no zone can shift them).
 */
import { type IsoDate, parseIsoDate } from '@plie/shared';

const utcMidnight = (date: IsoDate): Date => {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day));
};

export interface DateLabels {
  /** "Tue" / "wt." / "вт". */
  weekdayShort: (date: IsoDate) => string;
  /** "Tuesday" / "wtorek" / "вівторок". */
  weekday: (date: IsoDate) => string;
  /** "10". */
  dayOfMonth: (date: IsoDate) => string;
  /** "Tuesday, 10 March" / "wtorek, 10 marca". */
  long: (date: IsoDate) => string;
  /** The dates a view shows: "Tuesday, 10 March 2026", or "9–15 March 2026" for a week. */
  span: (dates: readonly IsoDate[]) => string;
}

const cache = new Map<string, DateLabels>();

export const dateLabels = (locale: string): DateLabels => {
  let labels = cache.get(locale);
  if (labels) return labels;
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const weekdayShort = format({ weekday: 'short' });
  const weekday = format({ weekday: 'long' });
  const dayOfMonth = format({ day: 'numeric' });
  const long = format({ weekday: 'long', day: 'numeric', month: 'long' });
  const day = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const week = format({ day: 'numeric', month: 'long', year: 'numeric' });
  labels = {
    weekdayShort: (date) => weekdayShort.format(utcMidnight(date)),
    weekday: (date) => weekday.format(utcMidnight(date)),
    dayOfMonth: (date) => dayOfMonth.format(utcMidnight(date)),
    long: (date) => long.format(utcMidnight(date)),
    span: (dates) => {
      const first = dates[0];
      const last = dates.at(-1);
      if (!first || !last) return '';
      return first === last
        ? day.format(utcMidnight(first))
        : week.formatRange(utcMidnight(first), utcMidnight(last));
    },
  };
  cache.set(locale, labels);
  return labels;
};
