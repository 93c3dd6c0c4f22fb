/**
 * Calendar dates without a time or a zone, written `YYYY-MM-DD` (an `IsoDate`).
 * Arithmetic runs on UTC midnights, where every day has 24 hours, so DST never shifts a date.
 */

/** A calendar date `YYYY-MM-DD`, such as a lesson's one-off date or an attendance date. */
export type IsoDate = string;

export interface DateParts {
  year: number;
  /** 1 = January … 12 = December. */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Splits `YYYY-MM-DD` into numbers; throws `RangeError` on anything else or an impossible date. */
export function parseIsoDate(date: IsoDate): DateParts {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${date}"`);
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (formatIsoDate(parts) !== formatIsoDate(partsOfUtcDay(utcDayOf(parts)))) {
    throw new RangeError(`No such date: "${date}"`);
  }
  return parts;
}

/** Writes date parts as `YYYY-MM-DD`. */
export function formatIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** The date `days` days after `date` (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return formatIsoDate(partsOfUtcDay(utcDayOf(parseIsoDate(date)) + days * MS_PER_DAY));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcDayOf(parseIsoDate(to)) - utcDayOf(parseIsoDate(from))) / MS_PER_DAY);
}

/** The weekday of a calendar date, 0 = Monday … 6 = Sunday (spec §3). */
export function weekdayOfDate(date: IsoDate): number {
  return mondayFirst(new Date(utcDayOf(parseIsoDate(date))).getUTCDay());
}

/** Converts JavaScript's 0 = Sunday weekday to the product's 0 = Monday numbering. */
export function mondayFirst(sundayFirstWeekday: number): number {
  return (sundayFirstWeekday + 6) % 7;
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function utcDayOf({ year, month, day }: DateParts): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function partsOfUtcDay(ms: number): DateParts {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
