/**
 * Spec §4 "Attendance": a cancelled record shows how many hours before the lesson it was cancelled,
 * in red if under 12 hours (§9).
 */
import { LATE_CANCELLATION_HOURS } from './rule-constants';

const MS_PER_HOUR = 3_600_000;

/**
 * Hours from `cancelledAt` to the start of the occurrence (see `occurrenceStart`);
 * negative when cancelled after the start. Not rounded: the display decides.
 */
export function hoursBeforeStart(cancelledAt: Date, occurrenceStart: Date): number {
  return (occurrenceStart.getTime() - cancelledAt.getTime()) / MS_PER_HOUR;
}

/** True when cancelled less than 12 hours before the start, or after it: shown in red. */
export function isLateCancellation(cancelledAt: Date, occurrenceStart: Date): boolean {
  return hoursBeforeStart(cancelledAt, occurrenceStart) < LATE_CANCELLATION_HOURS;
}
