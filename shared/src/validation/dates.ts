/**
 * Calendar dates and time zones as the API carries them: dates are `YYYY-MM-DD` strings,
 * timestamps full ISO 8601 strings, time zones IANA names. All pure (no clock is read here).
 */
import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from '../constants';
import { MESSAGES } from './messages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * The years a date the API takes may fall in: dates of birth from 1900, lessons and groups up to
 * 2100. Dates beyond would overflow date arithmetic (9999-12-31 + 7 days is not a `YYYY-MM-DD`).
 */
export const DATE_RANGE = { minYear: 1900, maxYear: 2100 } as const;
/** UTC+14 (Line Islands): the time zone where a calendar day starts first. */
const EARLIEST_UTC_OFFSET_MS = 14 * 3_600_000;

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (rejects 2025-02-30). */
export const isIsoDate = (value: string): boolean => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Whether a `YYYY-…` date or timestamp falls in the years of `DATE_RANGE`. */
export const isInDateRange = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_RANGE.minYear && year <= DATE_RANGE.maxYear;
};

export const IsoDateSchema = v.pipe(
  v.string(MESSAGES.dateInvalid),
  v.isoDate(MESSAGES.dateInvalid),
  v.check(isIsoDate, MESSAGES.dateInvalid),
  v.check(isInDateRange, MESSAGES.dateOutOfRange),
);

export const IsoTimestampSchema = v.pipe(
  v.string(MESSAGES.timestampInvalid),
  v.isoTimestamp(MESSAGES.timestampInvalid),
  v.check(isInDateRange, MESSAGES.dateOutOfRange),
);

/** `YYYY-MM-DD` of a UTC instant. */
export const isoDateOfInstant = (instant: Date): string => instant.toISOString().slice(0, 10);

/** `YYYY-MM-DD` of an instant as seen in an IANA time zone. */
export const isoDateInTimeZone = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/**
 * The latest calendar date anywhere on Earth at `now`. A server checking "not after today" for a
 * user in any time zone compares with this, so nobody's own today is refused.
 */
export const latestIsoDateOnEarth = (now: Date): string =>
  isoDateOfInstant(new Date(now.getTime() + EARLIEST_UTC_OFFSET_MS));

/** Whether `timeZone` is an IANA time zone name this runtime knows (e.g. `Europe/Warsaw`). */
export const isTimeZone = (timeZone: string): boolean => {
  if (timeZone.length === 0 || timeZone.length > TEXT_MAX_LENGTH.timezone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
};

export const TimeZoneSchema = v.pipe(
  v.string(MESSAGES.timezoneInvalid),
  v.check(isTimeZone, MESSAGES.timezoneInvalid),
  v.description('IANA time zone, e.g. Europe/Warsaw'),
);
