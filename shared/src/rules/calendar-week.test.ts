import { describe, expect, it } from 'vitest';
import { calendarView, isMobileWidth, weekDates, weekStart } from './calendar-week';

describe('weekStart', () => {
  it.each([
    ['2026-03-23', '2026-03-23'], // Monday
    ['2026-03-25', '2026-03-23'], // Wednesday
    ['2026-03-29', '2026-03-23'], // Sunday, DST start day
    ['2026-03-30', '2026-03-30'],
    ['2026-10-25', '2026-10-19'], // Sunday, DST end day
    ['2026-01-01', '2025-12-29'], // across the year
    ['2028-03-01', '2028-02-28'], // across a leap day
  ])('%s → %s', (date, monday) => {
    expect(weekStart(date)).toBe(monday);
  });
});

describe('weekDates', () => {
  it.each([
    [
      '2026-03-29',
      ['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29'],
    ],
    [
      '2026-12-30',
      ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'],
    ],
  ])('%s → %j', (date, dates) => {
    expect(weekDates(date)).toEqual(dates);
  });
});

describe('calendarView and isMobileWidth', () => {
  it.each([
    [320, 'day', true],
    [599, 'day', true],
    [600, 'week', false],
    [1280, 'week', false],
  ] as const)('%i px → %s view', (width, view, mobile) => {
    expect(calendarView(width)).toBe(view);
    expect(isMobileWidth(width)).toBe(mobile);
  });
});
