import { describe, expect, it } from 'vitest';
import { currentOccurrenceDate, isCurrentLesson } from './current-lesson';
import type { LessonTimes } from './next-occurrence';

function makeLesson(overrides: Partial<LessonTimes> = {}): LessonTimes {
  return {
    weekday: 0,
    startHour: 18,
    startMinute: 0,
    endHour: 19,
    endMinute: 30,
    lessonTimezone: 'Europe/Warsaw',
    ...overrides,
  };
}

const overnight = { startHour: 23, startMinute: 0, endHour: 0, endMinute: 30 };

describe('isCurrentLesson', () => {
  it.each([
    // case, lesson, now (UTC), current occurrence date
    ['Monday 17:59 Warsaw, before the start', {}, '2026-03-23T16:59:00Z', null],
    ['Monday 18:00 Warsaw, exactly at the start', {}, '2026-03-23T17:00:00Z', '2026-03-23'],
    ['Monday 19:00 Warsaw, during', {}, '2026-03-23T18:00:00Z', '2026-03-23'],
    ['Monday 19:29 Warsaw, last minute', {}, '2026-03-23T18:29:00Z', '2026-03-23'],
    ['Monday 19:30 Warsaw, exactly at the end', {}, '2026-03-23T18:30:00Z', null],
    ['Tuesday 18:30 Warsaw, wrong weekday', {}, '2026-03-24T17:30:00Z', null],
    ['Monday 18:30 in New York is Tuesday 00:30 in Warsaw: not current', {}, '2026-03-23T22:30:00Z', null],
    ['23:00–00:30, Monday 23:30', overnight, '2026-03-23T22:30:00Z', '2026-03-23'],
    ['23:00–00:30, Tuesday 00:15 (Monday in UTC)', overnight, '2026-03-23T23:15:00Z', '2026-03-23'],
    ['23:00–00:30, Tuesday 00:30, the end', overnight, '2026-03-23T23:30:00Z', null],
    ['23:00–00:30, Monday 00:15: the tail belongs to Sunday', overnight, '2026-03-22T23:15:00Z', null],
    [
      'Sunday 23:00–00:30, Monday 00:15 (weekday wraps)',
      { ...overnight, weekday: 6 },
      '2026-03-22T23:15:00Z',
      '2026-03-22',
    ],
    [
      'Sunday 10:00–11:00 on Warsaw DST start day at 10:30 CEST',
      { weekday: 6, startHour: 10, endHour: 11, endMinute: 0 },
      '2026-03-29T08:30:00Z',
      '2026-03-29',
    ],
    [
      'Sunday 10:00–11:00 on Warsaw DST start day at 11:30 CEST (10:30 at the old offset)',
      { weekday: 6, startHour: 10, endHour: 11, endMinute: 0 },
      '2026-03-29T09:30:00Z',
      null,
    ],
    [
      'Sunday 10:00–11:00 on Warsaw DST end day at 10:30 CET',
      { weekday: 6, startHour: 10, endHour: 11, endMinute: 0 },
      '2026-10-25T09:30:00Z',
      '2026-10-25',
    ],
    [
      'Sunday 10:00–11:00 on Kyiv DST start day at 10:30 EEST',
      { weekday: 6, startHour: 10, endHour: 11, endMinute: 0, lessonTimezone: 'Europe/Kyiv' },
      '2026-03-29T07:30:00Z',
      '2026-03-29',
    ],
    [
      'Sunday 10:00–11:00 on Kyiv DST end day at 10:30 EET',
      { weekday: 6, startHour: 10, endHour: 11, endMinute: 0, lessonTimezone: 'Europe/Kyiv' },
      '2026-10-25T08:30:00Z',
      '2026-10-25',
    ],
    [
      'New York Monday 23:00–00:30, 04:00 UTC is 00:00 EDT on Tuesday: still current',
      { ...overnight, lessonTimezone: 'America/New_York' },
      '2026-03-24T04:00:00Z',
      '2026-03-23',
    ],
    ['equal start and end is never current', { endHour: 18, endMinute: 0 }, '2026-03-23T17:00:00Z', null],
    [
      'one-off on its date',
      { isReoccurring: false, date: '2026-03-23' },
      '2026-03-23T17:30:00Z',
      '2026-03-23',
    ],
    [
      'one-off, same weekday a week later',
      { isReoccurring: false, date: '2026-03-23' },
      '2026-03-30T16:30:00Z',
      null,
    ],
    [
      'one-off 23:00–00:30, the tail after midnight',
      { ...overnight, isReoccurring: false, date: '2026-03-23' },
      '2026-03-23T23:15:00Z',
      '2026-03-23',
    ],
  ] as const)('%s', (_case, overrides, now, date) => {
    const lesson = makeLesson(overrides);
    expect(currentOccurrenceDate(lesson, new Date(now))).toBe(date);
    expect(isCurrentLesson(lesson, new Date(now))).toBe(date !== null);
  });
});
