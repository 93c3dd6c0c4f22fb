import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, parseIsoDate, weekdayOfDate } from './calendar-date';

describe('addDays', () => {
  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 7, '2026-11-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-03-23', '2026-03-30', 7],
    ['2026-03-30', '2026-03-23', -7],
    ['2026-10-24', '2026-10-26', 2],
  ])('%s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('weekdayOfDate', () => {
  it.each([
    ['2026-03-23', 0],
    ['2026-03-25', 2],
    ['2026-03-29', 6],
    ['2028-02-29', 1],
  ])('%s is weekday %i (0 = Monday)', (date, weekday) => {
    expect(weekdayOfDate(date)).toBe(weekday);
  });
});

describe('parseIsoDate', () => {
  it.each(['2026-02-30', '2026-13-01', '2026-3-1', '2026-03-29T00:00:00Z', ''])('rejects "%s"', (date) => {
    expect(() => parseIsoDate(date)).toThrow(RangeError);
  });
});
