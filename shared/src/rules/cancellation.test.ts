import { describe, expect, it } from 'vitest';
import { hoursBeforeStart, isLateCancellation } from './cancellation';
import { occurrenceStart } from './next-occurrence';

// A Monday 18:00 Warsaw lesson on 2026-03-23 starts at 17:00 UTC.
const start = new Date('2026-03-23T17:00:00Z');

describe('hoursBeforeStart and isLateCancellation', () => {
  it.each([
    // cancelledAt, hours before, late
    ['2026-03-22T17:00:00Z', 24, false],
    ['2026-03-23T04:00:00Z', 13, false],
    ['2026-03-23T05:00:00Z', 12, false], // exactly 12 h
    ['2026-03-23T05:06:00Z', 11.9, true],
    ['2026-03-23T16:00:00Z', 1, true],
    ['2026-03-23T17:00:00Z', 0, true], // at the start
    ['2026-03-23T18:00:00Z', -1, true], // after the start
  ])('cancelled at %s → %f h before, late %s', (cancelledAt, hours, late) => {
    expect(hoursBeforeStart(new Date(cancelledAt), start)).toBeCloseTo(hours, 10);
    expect(isLateCancellation(new Date(cancelledAt), start)).toBe(late);
  });

  it.each([
    // Sunday 10:00 Warsaw on the DST start day; the night loses an hour.
    ['2026-03-28T21:00:00Z', 11, true], // 22:00 CET Saturday: 12 h on the wall clock, 11 h in fact
    ['2026-03-28T20:00:00Z', 12, false],
  ])('across the DST change, cancelled at %s → %i h', (cancelledAt, hours, late) => {
    const dstStart = occurrenceStart(
      { weekday: 6, startHour: 10, startMinute: 0, lessonTimezone: 'Europe/Warsaw' },
      '2026-03-29',
    );
    expect(hoursBeforeStart(new Date(cancelledAt), dstStart)).toBe(hours);
    expect(isLateCancellation(new Date(cancelledAt), dstStart)).toBe(late);
  });
});
