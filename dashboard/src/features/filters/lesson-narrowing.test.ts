import { type Lesson, Level } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import {
  activeNarrowingCount,
  CLEARED_NARROWING,
  type LessonNarrowing,
  NO_NARROWING,
  narrowLessons,
  parseNarrowing,
  withNarrowing,
} from './lesson-narrowing';

const lessonOf = (overrides: Partial<Lesson>) =>
  ({
    id: 'lesson',
    name: 'Lesson',
    styleId: 'salsa',
    style: { id: 'salsa', name: 'Salsa' },
    weekday: 0,
    level: Level.Beginner,
    ageMin: 0,
    ageMax: 100,
    ...overrides,
  }) as Lesson;

const studioRoom = (studioId: string, name: string) =>
  ({ id: `${studioId}-room`, name: 'Hall', capacity: 10, studio: { id: studioId, name } }) as Lesson['room'];

describe('a Studio or Teacher schedule’s filters in the address', () => {
  const every: LessonNarrowing = {
    search: 'cubana',
    days: [1, 3],
    styles: ['salsa', 'bachata'],
    levels: [Level.Beginner, Level.Pro],
    age: 25,
    roomId: 'room-1',
    teacherId: 'iryna',
    studioId: '',
  };

  it('writes what it reads, keeping the page’s tab and view', () => {
    const query = withNarrowing('tab=schedule&sub=lessons&view=calendar', every);
    expect(query).toBe(
      'tab=schedule&sub=lessons&view=calendar&search=cubana&styles=salsa,bachata&days=1,3&levels=0,2&age=25&room=room-1&teacher=iryna',
    );
    expect(parseNarrowing(query, 'studio')).toEqual(every);
  });

  it('replaces the filters it wrote before, and writes none when there are none', () => {
    const before = withNarrowing('tab=schedule', every);
    expect(withNarrowing(before, { ...every, days: [], roomId: '', search: '' })).toBe(
      'tab=schedule&styles=salsa,bachata&levels=0,2&age=25&teacher=iryna',
    );
    expect(withNarrowing(before, NO_NARROWING)).toBe('tab=schedule');
  });

  it.each([
    ['the studio’s (no studio field)', 'studio', { roomId: 'room-1', teacherId: 'iryna', studioId: '' }],
    [
      'the teacher’s (no room or teacher field)',
      'teacher',
      { roomId: '', teacherId: '', studioId: 'studio-1' },
    ],
  ] as const)('reads only %s fields', (_, variant, ids) => {
    const query = 'room=room-1&teacher=iryna&studio=studio-1&city=Krak%C3%B3w&country=PL&open=1&days=2';
    expect(parseNarrowing(query, variant)).toEqual({ ...NO_NARROWING, days: [2], ...ids });
  });

  it('leaves out malformed values', () => {
    expect(
      parseNarrowing(`days=9,x&levels=7&age=101&room=a%20b&teacher=${'x'.repeat(65)}`, 'studio'),
    ).toEqual(NO_NARROWING);
  });

  it('counts the panel’s filters (not the free text) and clears them, keeping the text', () => {
    expect(activeNarrowingCount(every)).toBe(2 + 2 + 2 + 1 + 1 + 1);
    expect(activeNarrowingCount({ ...NO_NARROWING, search: 'x' })).toBe(0);
    expect({ ...every, ...CLEARED_NARROWING }).toEqual({ ...NO_NARROWING, search: 'cubana' });
  });
});

describe('narrowLessons', () => {
  const lessons = [
    lessonOf({
      id: 'a',
      roomId: 'big',
      teacherId: 'iryna',
      weekday: 1,
      room: studioRoom('s1', 'Studio Łódź'),
    }),
    lessonOf({
      id: 'b',
      roomId: 'small',
      teacherId: 'iryna',
      weekday: 3,
      styleId: 'tango',
      style: { id: 'tango', name: 'Tango' } as Lesson['style'],
      level: Level.Pro,
      ageMin: 18,
      ageMax: 40,
      studioId: 's2',
    }),
    lessonOf({ id: 'c', roomId: 'big', customTeacherName: 'Anna Żółć', level: Level.Intermediate }),
  ];
  const ids = (narrowing: Partial<LessonNarrowing>) =>
    narrowLessons(lessons, { ...NO_NARROWING, ...narrowing }).map((lesson) => lesson.id);

  it.each<[string, Partial<LessonNarrowing>, string[]]>([
    ['nothing', {}, ['a', 'b', 'c']],
    ['a room', { roomId: 'big' }, ['a', 'c']],
    ['a teacher', { teacherId: 'iryna' }, ['a', 'b']],
    ['a room and a teacher', { roomId: 'small', teacherId: 'iryna' }, ['b']],
    ['a studio (by the room’s studio or the lesson’s)', { studioId: 's1' }, ['a']],
    ['the other studio', { studioId: 's2' }, ['b']],
    ['days', { days: [1, 3] }, ['a', 'b']],
    ['a style', { styles: ['tango'] }, ['b']],
    ['levels', { levels: [Level.Beginner, Level.Intermediate] }, ['a', 'c']],
    ['an age inside a range', { age: 18 }, ['a', 'b', 'c']],
    ['an age outside one', { age: 41 }, ['a', 'c']],
    ['free text, folded like the API’s', { search: 'ZOLC' }, ['c']],
    ['free text of the studio’s name', { search: 'lodz' }, ['a']],
    ['free text of the style', { search: 'tan' }, ['b']],
    ['every word of the text', { search: 'salsa anna' }, ['c']],
    ['filters together', { teacherId: 'iryna', days: [3], levels: [Level.Pro], age: 30 }, ['b']],
    ['nothing matching', { roomId: 'small', styles: ['salsa'] }, []],
  ])('keeps the lessons of %s', (_, narrowing, expected) => {
    expect(ids(narrowing)).toEqual(expected);
  });
});
