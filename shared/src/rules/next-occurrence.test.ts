import { describe, expect, it } from 'vitest';
import {
  type LessonTimes,
  nextOccurrenceDate,
  occurrenceEnd,
  occurrenceRefusal,
  occurrenceStart,
  runsPastMidnight,
} from './next-occurrence';

function makeLesson(overrides: Partial<LessonTimes> = {}): LessonTimes {
  return {
    weekday: 0,
    startHour: 18,
    startMinute: 0,
    endHour: 19,
    endMinute: 0,
    lessonTimezone: 'Europe/Warsaw',
    isReoccurring: true,
    ...overrides,
  };
}

describe('nextOccurrenceDate of a weekly lesson', () => {
  it.each([
    // case, lesson, now (UTC), next date in the lesson's zone
    ['Sunday → Monday lesson', {}, '2026-03-22T11:00:00Z', '2026-03-23'],
    ['Saturday → Monday lesson', {}, '2026-03-21T11:00:00Z', '2026-03-23'],
    ['Tuesday → Monday lesson', {}, '2026-03-24T11:00:00Z', '2026-03-30'],
    ['today, before the start', {}, '2026-03-23T16:59:00Z', '2026-03-23'],
    ['today, exactly at the start', {}, '2026-03-23T17:00:00Z', '2026-03-23'],
    ['today, one second after the start', {}, '2026-03-23T17:00:01Z', '2026-03-30'],
    ['today, during the lesson', {}, '2026-03-23T17:30:00Z', '2026-03-30'],
    [
      '23:30 lesson, today at 23:15',
      { startHour: 23, startMinute: 30 },
      '2026-03-23T22:15:00Z',
      '2026-03-23',
    ],
    [
      '23:30 lesson, today at 23:45',
      { startHour: 23, startMinute: 30 },
      '2026-03-23T22:45:00Z',
      '2026-03-30',
    ],
    [
      '23:59 lesson, today at 23:59',
      { startHour: 23, startMinute: 59 },
      '2026-03-23T22:59:00Z',
      '2026-03-23',
    ],
    [
      'Monday 23:45 lesson, Monday 23:30 in UTC but already Tuesday 00:30 in Warsaw',
      { startHour: 23, startMinute: 45 },
      '2026-03-23T23:30:00Z',
      '2026-03-30',
    ],
    [
      'Tuesday lesson, Monday in UTC but Tuesday in Warsaw',
      { weekday: 1, startHour: 10 },
      '2026-03-23T23:30:00Z',
      '2026-03-24',
    ],
    [
      'Warsaw DST start: Sunday 10:00 lesson at 09:30 CEST',
      { weekday: 6, startHour: 10 },
      '2026-03-29T07:30:00Z',
      '2026-03-29',
    ],
    [
      'Warsaw DST start: Sunday 10:00 lesson at 10:30 CEST (09:30 if the offset were still +1)',
      { weekday: 6, startHour: 10 },
      '2026-03-29T08:30:00Z',
      '2026-04-05',
    ],
    [
      'Warsaw DST start: lesson at 02:30, inside the gap, at 03:00 CEST',
      { weekday: 6, startHour: 2, startMinute: 30 },
      '2026-03-29T01:00:00Z',
      '2026-03-29',
    ],
    ['Warsaw DST start: Monday lesson seen on the change day', {}, '2026-03-29T12:00:00Z', '2026-03-30'],
    [
      'Warsaw DST end: Sunday 10:00 lesson at 09:30 CET',
      { weekday: 6, startHour: 10 },
      '2026-10-25T08:30:00Z',
      '2026-10-25',
    ],
    [
      'Warsaw DST end: Sunday 10:00 lesson at 10:30 CET',
      { weekday: 6, startHour: 10 },
      '2026-10-25T09:30:00Z',
      '2026-11-01',
    ],
    [
      'Warsaw DST end: lesson at 02:30 (twice that night), at the first 02:45',
      { weekday: 6, startHour: 2, startMinute: 30 },
      '2026-10-25T00:45:00Z',
      '2026-11-01',
    ],
    [
      'Kyiv DST start: Sunday 10:00 lesson at 09:30 EEST',
      { weekday: 6, startHour: 10, lessonTimezone: 'Europe/Kyiv' },
      '2026-03-29T06:30:00Z',
      '2026-03-29',
    ],
    [
      'Kyiv DST start: Sunday 10:00 lesson at 10:30 EEST',
      { weekday: 6, startHour: 10, lessonTimezone: 'Europe/Kyiv' },
      '2026-03-29T07:30:00Z',
      '2026-04-05',
    ],
    [
      'Kyiv DST end: Sunday 10:00 lesson at 09:30 EET',
      { weekday: 6, startHour: 10, lessonTimezone: 'Europe/Kyiv' },
      '2026-10-25T07:30:00Z',
      '2026-10-25',
    ],
    [
      'Kyiv DST end: Sunday 10:00 lesson at 10:30 EET',
      { weekday: 6, startHour: 10, lessonTimezone: 'Europe/Kyiv' },
      '2026-10-25T08:30:00Z',
      '2026-11-01',
    ],
    [
      'Kyiv: Sunday 23:30 lesson, Sunday 22:00 in UTC is already Monday 01:00 in Kyiv',
      { weekday: 6, startHour: 23, startMinute: 30, lessonTimezone: 'Europe/Kyiv' },
      '2026-03-29T22:00:00Z',
      '2026-04-05',
    ],
    [
      'New York: Monday 23:00 lesson, Tuesday 02:00 in UTC is still Monday 22:00 in New York',
      { startHour: 23, lessonTimezone: 'America/New_York' },
      '2026-03-24T02:00:00Z',
      '2026-03-23',
    ],
    [
      'New York: Monday 23:00 lesson at 23:30 New York time',
      { startHour: 23, lessonTimezone: 'America/New_York' },
      '2026-03-24T03:30:00Z',
      '2026-03-30',
    ],
  ] as const)('%s', (_case, overrides, now, expected) => {
    expect(nextOccurrenceDate(makeLesson(overrides), new Date(now))).toBe(expected);
  });

  it('treats a lesson without isReoccurring as weekly (spec §3 default true)', () => {
    const { isReoccurring: _, ...lesson } = makeLesson();
    expect(nextOccurrenceDate(lesson, new Date('2026-03-22T11:00:00Z'))).toBe('2026-03-23');
  });
});

describe('nextOccurrenceDate of a one-off lesson', () => {
  it.each([
    ['future date', '2026-04-15', '2026-03-23T12:00:00Z', '2026-04-15'],
    ['today, before the start', '2026-03-23', '2026-03-23T16:00:00Z', '2026-03-23'],
    ['today, exactly at the start', '2026-03-23', '2026-03-23T17:00:00Z', '2026-03-23'],
    ['today, after the start', '2026-03-23', '2026-03-23T17:30:00Z', null],
    ['past date', '2026-03-20', '2026-03-23T12:00:00Z', null],
    ['no date', null, '2026-03-23T12:00:00Z', null],
  ] as const)('%s', (_case, date, now, expected) => {
    const lesson = makeLesson({ isReoccurring: false, date });
    expect(nextOccurrenceDate(lesson, new Date(now))).toBe(expected);
  });
});

describe('occurrenceStart and occurrenceEnd', () => {
  it.each([
    // case, lesson, date, start, end
    ['Warsaw winter', {}, '2026-03-23', '2026-03-23T17:00:00.000Z', '2026-03-23T18:00:00.000Z'],
    ['Warsaw summer', {}, '2026-03-30', '2026-03-30T16:00:00.000Z', '2026-03-30T17:00:00.000Z'],
    [
      'Warsaw 23:00–00:30 ends the next day',
      { startHour: 23, endHour: 0, endMinute: 30 },
      '2026-03-23',
      '2026-03-23T22:00:00.000Z',
      '2026-03-23T23:30:00.000Z',
    ],
    [
      'Warsaw 01:00–04:00 across the DST gap lasts two hours',
      { startHour: 1, endHour: 4 },
      '2026-03-29',
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T02:00:00.000Z',
    ],
    [
      'Warsaw 01:00–04:00 across the DST overlap lasts four hours',
      { startHour: 1, endHour: 4 },
      '2026-10-25',
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ],
    [
      'Kyiv summer',
      { lessonTimezone: 'Europe/Kyiv' },
      '2026-03-29',
      '2026-03-29T15:00:00.000Z',
      '2026-03-29T16:00:00.000Z',
    ],
    [
      'Kyiv winter',
      { lessonTimezone: 'Europe/Kyiv' },
      '2026-10-25',
      '2026-10-25T16:00:00.000Z',
      '2026-10-25T17:00:00.000Z',
    ],
    [
      'New York 23:00–00:30',
      { startHour: 23, endHour: 0, endMinute: 30, lessonTimezone: 'America/New_York' },
      '2026-03-23',
      '2026-03-24T03:00:00.000Z',
      '2026-03-24T04:30:00.000Z',
    ],
  ] as const)('%s', (_case, overrides, date, start, end) => {
    const lesson = makeLesson(overrides);
    expect(occurrenceStart(lesson, date).toISOString()).toBe(start);
    expect(occurrenceEnd(lesson, date).toISOString()).toBe(end);
  });
});

describe('runsPastMidnight', () => {
  it.each([
    [23, 0, 0, 30, true],
    [18, 0, 19, 0, false],
    [18, 30, 18, 0, true],
    [18, 0, 18, 0, false],
  ])('%i:%i–%i:%i → %s', (startHour, startMinute, endHour, endMinute, expected) => {
    expect(runsPastMidnight({ startHour, startMinute, endHour, endMinute })).toBe(expected);
  });
});

describe('occurrenceRefusal', () => {
  // Tuesday 19:00 in Warsaw (weekday 1); 2026-11-24 is a Tuesday, 18:00 UTC = 19:00 CET.
  const weekly = { weekday: 1, startHour: 19, startMinute: 0, lessonTimezone: 'Europe/Warsaw' };
  const oneOff = { ...weekly, isReoccurring: false, date: '2026-12-01' };
  it.each([
    ['a weekly lesson on its weekday, before it starts', weekly, '2026-11-24', '2026-11-24T17:59:00Z', null],
    ['at the very minute it starts', weekly, '2026-11-24', '2026-11-24T18:00:00Z', null],
    ['once it has started', weekly, '2026-11-24', '2026-11-24T18:00:01Z', 'started'],
    ['a week ahead', weekly, '2026-12-01', '2026-11-24T20:00:00Z', null],
    ['another weekday', weekly, '2026-11-25', '2026-11-20T12:00:00Z', 'notOnThisDate'],
    ['an earlier week', weekly, '2026-11-17', '2026-11-20T12:00:00Z', 'started'],
    ['a one-off lesson on its date', oneOff, '2026-12-01', '2026-11-20T12:00:00Z', null],
    ['a one-off lesson a week later', oneOff, '2026-12-08', '2026-11-20T12:00:00Z', 'notOnThisDate'],
  ] as const)('%s', (_, lesson, date, now, refusal) => {
    expect(occurrenceRefusal(lesson, date, new Date(now))).toBe(refusal);
  });
});
