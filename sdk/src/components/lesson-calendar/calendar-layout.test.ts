import { describe, expect, it } from 'vitest';
import {
  type CalendarLesson,
  placeSegments,
  segmentsOn,
  shiftViewDate,
  slotRows,
  slotSelection,
  styleColors,
  viewDates,
  visibleMinutes,
} from './calendar-layout';

/** Monday 9 March 2026 (weekday 0), the week these rows use. */
const MONDAY = '2026-03-09';
const TUESDAY = '2026-03-10';
const WEDNESDAY = '2026-03-11';

/** A weekly lesson `HH:MM–HH:MM` on `weekday` (0 = Monday), or a one-off one on `date`. */
const lessonAt = (id: string, times: string, weekday = 1, date?: string): CalendarLesson => {
  const [start = '', end = ''] = times.split('–');
  const [startHour = 0, startMinute = 0] = start.split(':').map(Number);
  const [endHour = 0, endMinute = 0] = end.split(':').map(Number);
  return {
    id,
    weekday,
    startHour,
    startMinute,
    endHour,
    endMinute,
    lessonTimezone: 'Europe/Warsaw',
    ...(date ? { isReoccurring: false, date } : { isReoccurring: true }),
  };
};

const range = (start: string, end: string) => {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return { start: toMinutes(start), end: toMinutes(end) };
};

describe('the visible range (spec §9: padded one hour, 08:00–12:00 when empty, 15-minute slots)', () => {
  it.each([
    ['no lessons: 08:00–12:00', [], '08:00', '12:00', 16],
    ['one lesson, padded an hour each side', ['18:00–19:30'], '17:00', '20:30', 14],
    ['the demo week: 17:00–21:00 and 10:00–11:30', ['17:00–21:00', '10:00–11:30'], '09:00', '22:00', 52],
    ['off the quarter hour: widened to whole slots', ['09:10–10:50'], '08:00', '12:00', 16],
    ['past midnight: the whole day', ['23:00–00:30'], '00:00', '24:00', 96],
  ])('%s', (_, times, start, end, rows) => {
    const minutes = visibleMinutes(times.map((time, index) => lessonAt(`l${index}`, time)));
    expect(minutes).toEqual(range(start, end));
    expect(slotRows(minutes)).toHaveLength(rows);
  });
});

describe('slot rows', () => {
  it.each([
    ['08:00–09:00', ['08:00', '08:15', '08:30', '08:45'], [true, false, false, false]],
    ['16:45–17:30', ['16:45', '17:00', '17:15'], [false, true, false]],
    ['23:30–24:00', ['23:30', '23:45'], [false, false]],
  ])('%s', (span, times, hours) => {
    const [start = '', end = ''] = span.split('–');
    const rows = slotRows(range(start, end));
    expect(rows.map((row) => row.time)).toEqual(times);
    expect(rows.map((row) => row.isHour)).toEqual(hours);
  });
});

describe('the dates of a view (weeks start on Monday)', () => {
  it.each([
    ['week of a Wednesday', 'week', WEDNESDAY, [MONDAY, '2026-03-15']],
    ['week of a Monday', 'week', MONDAY, [MONDAY, '2026-03-15']],
    ['week of a Sunday', 'week', '2026-03-15', [MONDAY, '2026-03-15']],
    ['week across a month', 'week', '2026-04-01', ['2026-03-30', '2026-04-05']],
    ['a day', 'day', TUESDAY, [TUESDAY, TUESDAY]],
  ] as const)('%s', (_, view, date, [first, last]) => {
    const dates = viewDates(view, date);
    expect(dates).toHaveLength(view === 'week' ? 7 : 1);
    expect([dates[0], dates.at(-1)]).toEqual([first, last]);
  });

  it.each([
    ['week', -1, '2026-03-04'],
    ['week', 1, '2026-03-18'],
    ['day', -1, TUESDAY],
    ['day', 1, '2026-03-12'],
  ] as const)('%s, %i from Wednesday 11 March: %s', (view, direction, expected) => {
    expect(shiftViewDate(view, WEDNESDAY, direction)).toBe(expected);
  });
});

describe('the lessons of a date', () => {
  it.each([
    [
      'a weekly lesson on its weekday',
      [lessonAt('a', '19:00–20:00', 1)],
      TUESDAY,
      [['a', TUESDAY, 1140, 1200]],
    ],
    ['a weekly lesson on another weekday', [lessonAt('a', '19:00–20:00', 2)], TUESDAY, []],
    [
      'a one-off lesson on its date',
      [lessonAt('a', '10:00–11:00', 1, TUESDAY)],
      TUESDAY,
      [['a', TUESDAY, 600, 660]],
    ],
    ['a one-off lesson a week later', [lessonAt('a', '10:00–11:00', 1, '2026-03-17')], TUESDAY, []],
    [
      'past midnight: until 24:00 on its day',
      [lessonAt('a', '23:00–00:30', 1)],
      TUESDAY,
      [['a', TUESDAY, 1380, 1440]],
    ],
    [
      'past midnight: from 00:00 the next day',
      [lessonAt('a', '23:00–00:30', 0)],
      TUESDAY,
      [['a', MONDAY, 0, 30]],
    ],
    ['ending at 00:00: nothing the next day', [lessonAt('a', '22:00–00:00', 0)], TUESDAY, []],
  ])('%s', (_, lessons, date, expected) => {
    expect(
      segmentsOn(lessons, date).map((segment) => [
        segment.lesson.id,
        segment.occurrenceDate,
        segment.start,
        segment.end,
      ]),
    ).toEqual(expected);
  });
});

describe('blocks: position in slots and lanes for overlapping lessons', () => {
  const grid = range('17:00', '22:00');
  it.each([
    ['one lesson', ['a 18:00–19:00'], { a: [4, 4, 0, 1] }],
    ['off the quarter hour', ['a 18:10–19:05'], { a: [4 + 10 / 15, 55 / 15, 0, 1] }],
    [
      'touching lessons stay full width',
      ['a 18:00–19:00', 'b 19:00–20:00'],
      { a: [4, 4, 0, 1], b: [8, 4, 0, 1] },
    ],
    [
      'two overlapping: side by side',
      ['a 18:00–19:30', 'b 19:00–20:00'],
      { a: [4, 6, 0, 2], b: [8, 4, 1, 2] },
    ],
    [
      'a chain shares its lanes; a free lane is reused',
      ['a 17:00–18:00', 'b 17:30–18:30', 'c 18:15–19:00'],
      { a: [0, 4, 0, 2], b: [2, 4, 1, 2], c: [5, 3, 0, 2] },
    ],
    [
      'three at once: three lanes, the longest first',
      ['a 18:00–19:00', 'b 18:00–20:00', 'c 18:30–19:00'],
      { b: [4, 8, 0, 3], a: [4, 4, 1, 3], c: [6, 2, 2, 3] },
    ],
    [
      'a later group starts again at one lane',
      ['a 17:00–18:00', 'b 17:00–18:00', 'c 20:00–21:00'],
      { a: [0, 4, 0, 2], b: [0, 4, 1, 2], c: [12, 4, 0, 1] },
    ],
    ['an empty lesson still takes a slot', ['a 18:00–18:00'], { a: [4, 1, 0, 1] }],
    [
      'starting together: in the order of their rooms',
      ['a 17:00–18:00 room-b', 'b 17:00–18:00 room-a'],
      { b: [0, 4, 0, 2], a: [0, 4, 1, 2] },
    ],
  ])('%s', (_, specs, expected) => {
    const lessons = specs.map((spec) => {
      const [id = '', times = '', roomId] = spec.split(' ');
      return { ...lessonAt(id, times), roomId };
    });
    const placed = placeSegments(segmentsOn(lessons, TUESDAY), grid);
    expect(
      Object.fromEntries(
        placed.map((block) => [block.lesson.id, [block.top, block.height, block.lane, block.lanes]]),
      ),
    ).toEqual(expected);
  });
});

describe('a selected slot prefills the lesson form', () => {
  it.each([
    ['one slot: an hour from it', TUESDAY, '19:00', '19:00', [1, 19, 0, 20, 0]],
    ['one slot at a quarter past: same minute', MONDAY, '09:15', '09:15', [0, 9, 15, 10, 15]],
    ['one slot at 23:30: ends after midnight', '2026-03-15', '23:30', '23:30', [6, 23, 30, 0, 30]],
    ['dragged down over three slots', TUESDAY, '18:00', '18:30', [1, 18, 0, 18, 45]],
    ['dragged upwards', TUESDAY, '18:30', '18:00', [1, 18, 0, 18, 45]],
    ['dragged to the last slot of the day', WEDNESDAY, '23:00', '23:45', [2, 23, 0, 0, 0]],
  ])('%s', (_, date, from, to, [weekday, startHour, startMinute, endHour, endMinute]) => {
    const minutes = (time: string) => range(time, time).start;
    expect(slotSelection(date, minutes(from), minutes(to))).toEqual({
      weekday,
      startHour,
      startMinute,
      endHour,
      endMinute,
    });
  });
});

describe('block colours: the studio palette by style (spec §2)', () => {
  const week = [
    { ...lessonAt('a', '19:00–20:00', 2), styleId: 'bachata' },
    { ...lessonAt('b', '18:00–19:00', 2), styleId: 'salsa' },
    { ...lessonAt('c', '19:00–20:00', 0), styleId: 'tango' },
    { ...lessonAt('d', '10:00–11:00', 5), styleId: 'salsa' },
  ];
  it.each([
    ['from teal, in week order', undefined, [], { tango: 'teal', salsa: 'blue', bachata: 'purple' }],
    ['from the studio colour', 'yellow', [], { tango: 'yellow', salsa: 'orange', bachata: 'red' }],
    ['a colour outside the cycle goes first', 'gray', [], { tango: 'gray', salsa: 'teal', bachata: 'blue' }],
    [
      'the studio’s own style order first',
      'pink',
      ['salsa', 'ballet', 'bachata'],
      { salsa: 'pink', ballet: 'teal', bachata: 'blue', tango: 'purple' },
    ],
  ])('%s', (_, primaryColor, styleIds, expected) => {
    expect(Object.fromEntries(styleColors(week, primaryColor, styleIds))).toEqual(expected);
  });
});
