import { describe, expect, it } from 'vitest';
import { type LessonSlot, lessonSlotsOverlap, weekdaysToCheck } from './lesson-overlap';

const slot = (weekday: number, start: string, end: string, date?: string): LessonSlot => {
  const [startHour, startMinute] = start.split(':').map(Number) as [number, number];
  const [endHour, endMinute] = end.split(':').map(Number) as [number, number];
  return { weekday, startHour, startMinute, endHour, endMinute, ...(date ? { date } : {}) };
};

describe('lessonSlotsOverlap', () => {
  it.each([
    ['the same slot', slot(1, '19:00', '20:00'), slot(1, '19:00', '20:00'), true],
    ['one inside the other', slot(1, '18:00', '21:00'), slot(1, '19:00', '20:00'), true],
    ['a partial overlap', slot(1, '19:00', '20:30'), slot(1, '20:00', '21:00'), true],
    ['touching: end = start is allowed', slot(1, '19:00', '20:00'), slot(1, '20:00', '21:00'), false],
    ['touching the other way', slot(1, '20:00', '21:00'), slot(1, '19:00', '20:00'), false],
    ['another weekday', slot(1, '19:00', '20:00'), slot(2, '19:00', '20:00'), false],
    [
      'past midnight into the next day’s early lesson',
      slot(1, '23:00', '00:30'),
      slot(2, '00:00', '01:00'),
      true,
    ],
    [
      'past midnight, the next day starting after it ends',
      slot(1, '23:00', '00:30'),
      slot(2, '00:30', '01:30'),
      false,
    ],
    [
      'ending at midnight exactly, the next day at 00:00',
      slot(1, '22:00', '00:00'),
      slot(2, '00:00', '01:00'),
      false,
    ],
    [
      'Sunday past midnight into Monday (the week wraps)',
      slot(6, '23:30', '01:00'),
      slot(0, '00:15', '00:45'),
      true,
    ],
    [
      'Monday early against Sunday late (the other order)',
      slot(0, '00:15', '00:45'),
      slot(6, '23:30', '01:00'),
      true,
    ],
    [
      'one-off lessons on different dates',
      slot(2, '19:00', '20:00', '2026-12-02'),
      slot(2, '19:00', '20:00', '2026-12-09'),
      false,
    ],
    [
      'one-off lessons on the same date',
      slot(2, '19:00', '20:00', '2026-12-02'),
      slot(2, '19:30', '20:30', '2026-12-02'),
      true,
    ],
    [
      'a one-off past midnight into the next date’s one-off',
      slot(2, '23:00', '01:00', '2026-12-02'),
      slot(3, '00:30', '01:30', '2026-12-03'),
      true,
    ],
    [
      'a one-off against a weekly lesson on its weekday',
      slot(2, '19:00', '20:00', '2026-12-02'),
      slot(2, '19:30', '20:30'),
      true,
    ],
    [
      'a weekly lesson against a one-off on another weekday',
      slot(3, '19:00', '20:00'),
      slot(2, '19:00', '20:00', '2026-12-02'),
      false,
    ],
  ])('%s → %s', (_, a, b, expected) => {
    expect(lessonSlotsOverlap(a, b)).toBe(expected);
    expect(lessonSlotsOverlap(b, a)).toBe(expected);
  });
});

describe('weekdaysToCheck', () => {
  it.each([
    [0, [6, 0, 1]],
    [3, [2, 3, 4]],
    [6, [5, 6, 0]],
  ])('weekday %i → %j', (weekday, days) => {
    expect(weekdaysToCheck(weekday)).toEqual(days);
  });
});
