/**
 * Spec §2 studio page calendar and §9: 15-minute slots, the time range padded one hour around the
 * events, default 08:00 to 12:00 when there are none.
 */
import { pad2 } from './calendar-date';
import {
  CALENDAR_DEFAULT_MAX_MINUTES,
  CALENDAR_DEFAULT_MIN_MINUTES,
  CALENDAR_PADDING_MINUTES,
  CALENDAR_SLOT_MINUTES,
  MINUTES_PER_DAY,
} from './rule-constants';

export interface CalendarEventTime {
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
}

/** Times of day as `HH:MM`; `maxTime` may be `24:00`. */
export interface CalendarTimeRange {
  minTime: string;
  maxTime: string;
}

/**
 * The visible time range of the calendar: one hour before the earliest start to one hour after the
 * latest end, clamped to 00:00–24:00, widened outwards to whole 15-minute slots.
 * An event past midnight (end before start, e.g. 23:00–00:30) shows until 24:00 on its day and from
 * 00:00 on the next, so it stretches the range to the whole day.
 */
export function calendarTimeRange(events: readonly CalendarEventTime[]): CalendarTimeRange {
  if (events.length === 0) {
    return {
      minTime: formatTimeOfDay(CALENDAR_DEFAULT_MIN_MINUTES),
      maxTime: formatTimeOfDay(CALENDAR_DEFAULT_MAX_MINUTES),
    };
  }
  let earliest = MINUTES_PER_DAY;
  let latest = 0;
  for (const event of events) {
    const start = event.startHour * 60 + event.startMinute;
    const end = event.endHour * 60 + event.endMinute;
    if (end < start) {
      earliest = 0;
      latest = MINUTES_PER_DAY;
    } else {
      earliest = Math.min(earliest, start);
      latest = Math.max(latest, end);
    }
  }
  const min = Math.max(0, floorToSlot(earliest - CALENDAR_PADDING_MINUTES));
  const max = Math.min(MINUTES_PER_DAY, ceilToSlot(latest + CALENDAR_PADDING_MINUTES));
  return { minTime: formatTimeOfDay(min), maxTime: formatTimeOfDay(max) };
}

/** Minutes after midnight as `HH:MM` (1440 gives `24:00`). */
export function formatTimeOfDay(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

function floorToSlot(minutes: number): number {
  return Math.floor(minutes / CALENDAR_SLOT_MINUTES) * CALENDAR_SLOT_MINUTES;
}

function ceilToSlot(minutes: number): number {
  return Math.ceil(minutes / CALENDAR_SLOT_MINUTES) * CALENDAR_SLOT_MINUTES;
}
