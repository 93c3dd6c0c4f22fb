/**
 * Wall-clock time in an IANA time zone, computed with `Intl` only, correct across DST changes.
 */
import { formatIsoDate, type IsoDate, parseIsoDate, weekdayOfDate } from './calendar-date';

/** What a clock on the wall in a zone shows at some instant. */
export interface WallClock {
  /** The calendar date in the zone, `YYYY-MM-DD`. */
  date: IsoDate;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
}

/** A date and a time of day as written in a zone, e.g. a lesson's start. */
export interface WallClockTime {
  date: IsoDate;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** `M/D/YYYY, HH:MM:SS`, as the en-US formatter above writes an instant (the fast path: no parts array). */
const FORMATTED = /^(\d{1,2})\/(\d{1,2})\/(\d+),? (\d{1,2}):(\d{2}):(\d{2})$/;

/** The wall clock's fields at `instant`: from the formatted text when it has the expected shape, else from its parts. */
function wallClockFields(instant: Date, timeZone: string): [number, number, number, number, number, number] {
  const formatter = formatterFor(timeZone);
  const text = FORMATTED.exec(formatter.format(instant));
  if (text)
    return [
      Number(text[3]),
      Number(text[1]),
      Number(text[2]),
      Number(text[4]),
      Number(text[5]),
      Number(text[6]),
    ];
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const field = (name: string) => fields[name] ?? Number.NaN;
  return [field('year'), field('month'), field('day'), field('hour'), field('minute'), field('second')];
}

/**
 * The last wall clocks computed, by zone and instant: a schedule drawn again (a tick of the clock,
 * a list asked again) reads the same instants again, and `Intl` is the costly part of a lesson's row
 * on a phone (issue #18). Frozen: every caller shares them. Emptied when it grows past its size.
 */
const computed = new Map<string, Readonly<WallClock>>();
const COMPUTED_KEPT = 4096;

/** The wall-clock date, time and weekday of `instant` in `timeZone` (throws `RangeError` for an unknown zone). */
export function wallClockInZone(instant: Date, timeZone: string): WallClock {
  const key = `${timeZone} ${instant.getTime()}`;
  const known = computed.get(key);
  if (known) return known;
  const [year, month, day, hour, minute, second] = wallClockFields(instant, timeZone);
  const date = formatIsoDate({ year, month, day });
  const wall: WallClock = Object.freeze({
    date,
    year,
    month,
    day,
    hour,
    minute,
    second,
    weekday: weekdayOfDate(date),
  });
  if (computed.size >= COMPUTED_KEPT) computed.clear();
  computed.set(key, wall);
  return wall;
}

/** The weekday of `instant` in `timeZone`, 0 = Monday … 6 = Sunday. */
export function weekdayInZone(instant: Date, timeZone: string): number {
  return wallClockInZone(instant, timeZone).weekday;
}

/** The zone's offset from UTC at `instant`, in minutes (Warsaw in winter: +60). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClockInZone(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSeconds) / 60_000);
}

/**
 * The instant at which clocks in `timeZone` show `time`.
 *
 * DST, like `Temporal`'s `disambiguation: 'compatible'` (and RFC 5545):
 * - a time skipped in a spring-forward gap is moved forward by the gap's length
 *   (Warsaw 2026-03-29 02:30 → the instant clocks show 03:30 CEST);
 * - a time that occurs twice in an autumn overlap takes the earlier one, still on summer time
 *   (Warsaw 2026-10-25 02:30 → 02:30 CEST, 00:30 UTC).
 */
export function instantOfWallClock(time: WallClockTime, timeZone: string): Date {
  const { year, month, day } = parseIsoDate(time.date);
  const wallAsUtc = Date.UTC(year, month - 1, day, time.hour, time.minute);
  const dayMs = 86_400_000;
  const offsetBefore = zoneOffsetMinutes(new Date(wallAsUtc - dayMs), timeZone);
  const offsetAfter = zoneOffsetMinutes(new Date(wallAsUtc + dayMs), timeZone);
  const candidates = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wallAsUtc - offset * 60_000)
    .filter((ms) => zoneOffsetMinutes(new Date(ms), timeZone) * 60_000 === wallAsUtc - ms)
    .sort((a, b) => a - b);
  const earliest = candidates[0];
  // No candidate: the time falls in a gap; reading it with the offset before the change moves it forward.
  return new Date(earliest ?? wallAsUtc - offsetBefore * 60_000);
}
