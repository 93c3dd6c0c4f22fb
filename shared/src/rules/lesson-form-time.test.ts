import { describe, expect, it } from 'vitest';
import { endHourAfterStartHour, endMinuteAfterStartMinute, lessonFormResetValues } from './lesson-form-time';

describe('endHourAfterStartHour', () => {
  it.each([
    [0, 1],
    [9, 10],
    [18, 19],
    [22, 23],
    [23, 0],
  ])('start hour %i → end hour %i', (startHour, endHour) => {
    expect(endHourAfterStartHour(startHour)).toBe(endHour);
  });
});

describe('endMinuteAfterStartMinute', () => {
  it.each([
    [0, 0],
    [15, 15],
    [30, 30],
    [59, 59],
  ])('start minute %i → end minute %i', (startMinute, endMinute) => {
    expect(endMinuteAfterStartMinute(startMinute)).toBe(endMinute);
  });
});

describe('lessonFormResetValues', () => {
  it.each([
    // now, zone, startHour, endHour
    ['2026-03-23T17:40:00Z', 'Europe/Warsaw', 18, 19],
    ['2026-03-23T22:10:00Z', 'Europe/Warsaw', 23, 0],
    ['2026-03-23T22:10:00Z', 'America/New_York', 18, 19],
    ['2026-03-23T22:10:00Z', 'Europe/Kyiv', 0, 1],
  ])('at %s in %s → %i:00–%i:00', (now, zone, startHour, endHour) => {
    expect(lessonFormResetValues(new Date(now), zone)).toEqual({
      startHour,
      startMinute: 0,
      endHour,
      endMinute: 0,
      lessonTimezone: zone,
      level: 0,
      isClosedGroup: false,
      isReoccurring: true,
      ageMin: 0,
      ageMax: 100,
    });
  });
});
