import { Level } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { pl } from '../../i18n/pl';
import { ua } from '../../i18n/ua';
import {
  ageLimits,
  lessonRow,
  levelTone,
  nextDateLabel,
  occupancyOf,
  placeOf,
  teacherName,
  timeRange,
  timeZoneNote,
  weekdayName,
  zoneOffsetLabel,
} from './lesson-cells';
import { makeLesson } from './make-lesson';

/** Tuesday 10 March 2026, 19:30 in Kraków (CET, UTC+1). */
const TUESDAY_EVENING = new Date('2026-03-10T18:30:00Z');

describe('weekday names through Intl, Monday = 0', () => {
  it.each([
    [0, 'en', 'short', 'Mon'],
    [0, 'pl', 'short', 'pon.'],
    [1, 'uk', 'short', 'вт'],
    [6, 'pl', 'long', 'niedziela'],
    [4, 'en', 'long', 'Friday'],
  ] as const)('%i in %s (%s) is %s', (weekday, locale, width, name) => {
    expect(weekdayName(weekday, locale, width)).toBe(name);
  });
});

describe('times in the lesson’s own zone', () => {
  it.each([
    [{ startHour: 19, startMinute: 0, endHour: 20, endMinute: 30 }, '19:00–20:30'],
    [{ startHour: 7, startMinute: 5, endHour: 8, endMinute: 0 }, '07:05–08:00'],
    [{ startHour: 23, startMinute: 0, endHour: 0, endMinute: 30 }, '23:00–00:30'],
  ])('%j → %s', (times, text) => {
    expect(timeRange(times)).toBe(text);
  });

  it.each([
    ['Europe/Warsaw', 'Europe/Warsaw', null],
    // Same clocks, another city: nothing to say.
    ['Europe/Warsaw', 'Europe/Berlin', null],
    ['Europe/Kyiv', 'Europe/Warsaw', 'GMT+2'],
    ['Not/AZone', 'Europe/Warsaw', null],
  ])('a lesson in %s seen from %s names its zone: %s', (lessonZone, viewerZone, note) => {
    expect(timeZoneNote(lessonZone, viewerZone, TUESDAY_EVENING)).toBe(note);
  });

  it.each([
    ['Europe/Warsaw', TUESDAY_EVENING, 'GMT+1'],
    // Summer time.
    ['Europe/Warsaw', new Date('2026-07-07T18:30:00Z'), 'GMT+2'],
    ['Asia/Kolkata', TUESDAY_EVENING, 'GMT+5:30'],
    ['America/St_Johns', TUESDAY_EVENING, 'GMT-2:30'],
    ['America/New_York', TUESDAY_EVENING, 'GMT-4'],
    ['UTC', TUESDAY_EVENING, 'GMT+0'],
  ])('%s at %s is %s', (zone, now, label) => {
    expect(zoneOffsetLabel(zone, now)).toBe(label);
  });

  it('labels the same lesson’s zone the same in en, ua and pl (not “CET” in one and “GMT+1” in another)', () => {
    const warsaw = makeLesson({ lessonTimezone: 'Europe/Warsaw' });
    const rows = [
      { locale: 'en', messages: en },
      { locale: 'uk', messages: ua },
      { locale: 'pl', messages: pl },
    ].map(({ locale, messages }) =>
      lessonRow(warsaw, { now: TUESDAY_EVENING, locale, viewerZone: 'Europe/Kyiv', messages }),
    );
    expect(rows.map((row) => row.timeZone)).toEqual(['GMT+1', 'GMT+1', 'GMT+1']);
  });
});

describe('the next date', () => {
  it.each([
    ['2026-03-10', 'en', 'Today'],
    ['2026-03-11', 'pl', 'Jutro'],
    ['2026-03-11', 'uk', 'Завтра'],
    ['2026-03-17', 'pl', '17 mar'],
    ['2026-03-17', 'en', 'Mar 17'],
  ])('%s in %s reads %s', (date, locale, label) => {
    expect(nextDateLabel(date, 'Europe/Warsaw', TUESDAY_EVENING, locale)).toBe(label);
  });

  it.each([
    // Tuesday 19:00 has started at 19:30: next week (spec §4 next occurrence).
    [{ weekday: 1, startHour: 19 }, '2026-03-17', 'Mar 17'],
    [{ weekday: 1, startHour: 20 }, '2026-03-10', 'Today'],
    [{ weekday: 2, startHour: 9 }, '2026-03-11', 'Tomorrow'],
    [{ weekday: 0, startHour: 9 }, '2026-03-16', 'Mar 16'],
  ])('a lesson %j comes next on %s', (times, iso, label) => {
    expect(lessonRow(makeLesson(times), context).nextDate).toEqual({ iso, label });
  });

  it('a one-off lesson that is over has none', () => {
    const lesson = makeLesson({ isReoccurring: false, date: '2026-03-03', nextDate: undefined });
    expect(lessonRow(lesson, context).nextDate).toBeNull();
  });
});

const context = { now: TUESDAY_EVENING, locale: 'en', viewerZone: 'Europe/Warsaw', messages: en };

describe('the current lesson (spec §2)', () => {
  it.each([
    [{ weekday: 1, startHour: 19, endHour: 20 }, true],
    [{ weekday: 1, startHour: 19, startMinute: 30, endHour: 20 }, true],
    [{ weekday: 1, startHour: 18, endHour: 19, endMinute: 30 }, false],
    [{ weekday: 2, startHour: 19, endHour: 20 }, false],
  ])('%j at 19:30 on Tuesday: %s', (times, current) => {
    expect(lessonRow(makeLesson(times), context).current).toBe(current);
  });
});

describe('who, where and for whom', () => {
  it.each([
    [{}, 'Iryna Kovalenko'],
    [{ teacher: undefined, teacherId: undefined, customTeacherName: 'Guest Teacher' }, 'Guest Teacher'],
    [{ teacher: undefined, teacherId: undefined }, ''],
  ])('teacher of %j is “%s”', (overrides, name) => {
    expect(teacherName(makeLesson(overrides))).toBe(name);
  });

  it.each([
    [{}, { name: 'Rytm Dance Studio', detail: 'Sala Duża' }],
    [
      {
        room: undefined,
        customAddress: { fullAddress: 'Park Jordana, al. 3 Maja', city: 'Kraków', country: 'PL' },
      },
      { name: 'Kraków', detail: 'Park Jordana, al. 3 Maja' },
    ],
    [{ room: undefined }, null],
  ])('place of %j', (overrides, place) => {
    expect(placeOf(makeLesson(overrides))).toEqual(place);
  });

  it.each([
    [0, 100, null, null],
    [16, 100, { min: 16 }, 'Ages 16+'],
    [0, 12, { max: 12 }, 'Ages up to 12'],
    [7, 12, { min: 7, max: 12 }, 'Ages 7–12'],
  ])('ages %i–%i', (ageMin, ageMax, limits, text) => {
    expect(ageLimits({ ageMin, ageMax })).toEqual(limits);
    expect(lessonRow(makeLesson({ ageMin, ageMax }), context).ages).toBe(text);
  });
});

describe('the occupancy badge (spec §4)', () => {
  it.each([
    [0, 30, 'green', 30],
    [22, 30, 'green', 8],
    [23, 30, 'yellow', 7],
    [29, 30, 'yellow', 1],
    [30, 30, 'red', 0],
    [31, 30, 'red', 0],
  ])('%i of %i taken is %s with %i left', (attendeeCount, capacity, badge, left) => {
    expect(occupancyOf({ attendeeCount, capacity })).toEqual({ taken: attendeeCount, capacity, left, badge });
  });

  it('has no badge without a capacity (a custom address)', () => {
    expect(occupancyOf({ capacity: undefined, attendeeCount: 3 })).toBeNull();
  });

  it('counts nobody when the occupancy is unknown', () => {
    expect(occupancyOf({ capacity: 18 })).toEqual({ taken: 0, capacity: 18, left: 18, badge: 'green' });
  });
});

describe('the row', () => {
  it.each([
    [Level.Beginner, 'beginner'],
    [Level.Intermediate, 'intermediate'],
    [Level.Pro, 'pro'],
    [Level.Open, 'open'],
  ] as const)('level %i is drawn as %s', (level, tone) => {
    expect(levelTone(level)).toBe(tone);
  });

  it('names the lesson, else its style, and adds the style when the name doesn’t say it', () => {
    expect(lessonRow(makeLesson(), context)).toMatchObject({ name: 'Salsa Cubana', styleName: 'Salsa' });
    expect(lessonRow(makeLesson({ name: '' }), context).name).toBe('Salsa');
    expect(lessonRow(makeLesson({ name: 'salsa' }), context).styleName).toBeUndefined();
  });

  it('speaks the viewer’s language', () => {
    const row = lessonRow(makeLesson({ level: Level.Intermediate, ageMin: 16 }), {
      ...context,
      locale: 'pl',
      messages: pl,
    });
    expect(row).toMatchObject({
      weekdayShort: 'wt.',
      weekdayLong: 'wtorek',
      time: '19:00–20:00',
      level: { label: 'Średni', tone: 'intermediate' },
      ages: 'Wiek 16+',
      nextDate: { iso: '2026-03-17', label: '17 mar' },
    });
  });
});
