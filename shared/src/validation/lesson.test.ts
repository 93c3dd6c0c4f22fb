import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  HourSchema,
  type LessonRuleFields,
  MinuteSchema,
  validateAvailabilityRequest,
  validateLessonForm,
  validateLessonTimes,
  WeekdaySchema,
} from './lesson';

const lesson = (overrides: Partial<LessonRuleFields> = {}): LessonRuleFields => ({
  styleId: 'salsa',
  teacherId: 'u1',
  roomId: 'r1',
  weekday: 1,
  startHour: 19,
  startMinute: 0,
  endHour: 20,
  endMinute: 30,
  ...overrides,
});

describe('lesson times (spec §5: hours 0–23, minutes 0–59, weekday 0–6)', () => {
  it.each([
    [0, true],
    [23, true],
    [24, false],
    [-1, false],
    [12.5, false],
  ])('hour %s valid: %s', (hour, expected) => {
    expect(v.is(HourSchema, hour)).toBe(expected);
  });

  it.each([
    [0, true],
    [59, true],
    [60, false],
    [-1, false],
  ])('minute %s valid: %s', (minute, expected) => {
    expect(v.is(MinuteSchema, minute)).toBe(expected);
  });

  it.each([
    [0, true],
    [6, true],
    [7, false],
  ])('weekday %s valid: %s', (weekday, expected) => {
    expect(v.is(WeekdaySchema, weekday)).toBe(expected);
  });

  it.each([
    [{ startHour: 24, startMinute: 0, endHour: 1, endMinute: 0 }, 'startHour'],
    [{ startHour: 22, startMinute: 0, endHour: 24, endMinute: 0 }, 'endHour'],
    [{ startHour: 22, startMinute: 60, endHour: 23, endMinute: 0 }, 'startMinute'],
    [{ startHour: 22, startMinute: 0, endHour: 23, endMinute: 75 }, 'endMinute'],
  ])('%j is refused on %s', (times, field) => {
    const result = validateLessonTimes(times);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.field).toBe(field);
  });

  it('accepts a lesson running past midnight (23:00 → 00:00)', () => {
    expect(validateLessonTimes({ startHour: 23, startMinute: 0, endHour: 0, endMinute: 0 }).ok).toBe(true);
  });
});

describe('lesson form (spec §5)', () => {
  it.each([
    [{ styleId: '' }, 'Missing style field', 'styleId'],
    [{ styleId: undefined }, 'Missing style field', 'styleId'],
    [{ teacherId: undefined }, 'Missing teacher', 'teacherId'],
    [{ teacherId: '', customTeacherName: '  ' }, 'Missing teacher', 'teacherId'],
    [{ roomId: undefined }, 'Missing place of the lesson', 'roomId'],
    [{ roomId: undefined, customAddress: { fullAddress: '' } }, 'Missing place of the lesson', 'roomId'],
    [
      { customAddress: { fullAddress: 'Park Jordana, Kraków' } },
      'Choose a studio room or a custom address, not both',
      'customAddress',
    ],
    [{ isReoccurring: false }, 'Missing date of the lesson', 'date'],
    [{ date: '2025-09-25', weekday: 0 }, 'The weekday does not match the date of the lesson', 'weekday'],
    [{ weekday: 7 }, 'Weekday must be between 0 (Monday) and 6 (Sunday)', 'weekday'],
    [{ endMinute: 60 }, 'Minute must be between 0 and 59', 'endMinute'],
    [{ ageMin: 20, ageMax: 10 }, 'The minimum age cannot be above the maximum age', 'ageMax'],
    [{ ageMax: 101 }, 'Age must be between 0 and 100', 'ageMax'],
  ])('%j → %s', (overrides, message, field) => {
    expect(validateLessonForm(lesson(overrides))).toEqual({ ok: false, message, field });
  });

  it.each([
    ['a studio lesson', {}],
    ['a named teacher', { teacherId: undefined, customTeacherName: 'Ola' }],
    ['a custom address', { roomId: undefined, customAddress: { fullAddress: 'Park Jordana, Kraków' } }],
    ['a one-off lesson on its weekday', { isReoccurring: false, date: '2025-09-25', weekday: 3 }],
    ['an age range', { ageMin: 6, ageMax: 12 }],
  ])('accepts %s', (_, overrides) => {
    expect(validateLessonForm(lesson(overrides)).ok).toBe(true);
  });
});

describe('availability check (spec §5: needs a room or a teacher)', () => {
  it.each([
    [{ roomId: 'r1' }, true],
    [{ teacherId: 'u1' }, true],
    [{ roomId: '', teacherId: '' }, false],
    [{}, false],
  ])('%j ok: %s', (request, ok) => {
    const result = validateAvailabilityRequest(request);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe('Fill in required data');
  });
});
