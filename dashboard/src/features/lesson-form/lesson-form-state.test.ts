import type { Lesson } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import {
  initialLessonForm,
  type LessonFormState,
  lessonFormOf,
  lessonFormReducer,
  newLessonForm,
  parseTimeInput,
  timeInputValue,
} from './lesson-form-state';

/** Tuesday 10 March 2026, 18:20 in Warsaw (UTC+1). */
const NOW = new Date('2026-03-10T17:20:00Z');
const ZONE = 'Europe/Warsaw';
const noQuery = { slot: {}, roomId: undefined, teacherId: undefined };

const makeForm = (overrides: Partial<LessonFormState> = {}): LessonFormState => ({
  ...newLessonForm(noQuery, NOW, ZONE),
  ...overrides,
});

const makeLesson = (overrides: Partial<Lesson> = {}): Lesson => ({
  id: 'lesson-1',
  name: 'Salsa On1 — Improvers',
  styleId: 'salsa',
  style: { id: 'salsa', name: 'Salsa' },
  weekday: 3,
  startHour: 19,
  startMinute: 30,
  endHour: 20,
  endMinute: 45,
  lessonTimezone: 'Europe/Kyiv',
  teacherId: 'teacher-1',
  roomId: 'room-1',
  studioId: 'studio-1',
  isClosedGroup: true,
  isReoccurring: true,
  level: 1,
  ageMin: 16,
  ageMax: 40,
  choreography: { songName: 'Vivir mi vida', songLink: 'https://example.com/song' },
  ...overrides,
});

describe('a new lesson (spec §3 defaults, §4 reset values)', () => {
  it('starts this hour in the browser’s zone, ends the next, on today’s weekday, weekly, Beginner, ages 0–100', () => {
    expect(newLessonForm(noQuery, NOW, ZONE)).toMatchObject({
      startHour: 18,
      startMinute: 0,
      endHour: 19,
      endMinute: 0,
      weekday: 1,
      lessonTimezone: ZONE,
      level: 0,
      isClosedGroup: false,
      isReoccurring: true,
      ageMin: '0',
      ageMax: '100',
      date: '',
      placeKind: 'room',
      teacherKind: 'team',
    });
  });

  it('takes a selected calendar slot’s weekday, times, room and teacher', () => {
    const form = newLessonForm(
      {
        slot: { weekday: 1, startHour: 19, startMinute: 0, endHour: 20, endMinute: 0 },
        roomId: 'room-1',
        teacherId: 'teacher-1',
      },
      NOW,
      ZONE,
    );
    expect(form).toMatchObject({
      weekday: 1,
      startHour: 19,
      startMinute: 0,
      endHour: 20,
      endMinute: 0,
      roomId: 'room-1',
      teacherId: 'teacher-1',
    });
  });

  it.each([
    [{ startHour: 23 }, { startHour: 23, endHour: 0 }],
    [
      { startHour: 9, startMinute: 15 },
      { startHour: 9, startMinute: 15, endHour: 10, endMinute: 15 },
    ],
    [
      { startHour: 9, endHour: 11 },
      { startHour: 9, endHour: 11 },
    ],
    [
      { endHour: 21, endMinute: 30 },
      { startHour: 18, startMinute: 0, endHour: 21, endMinute: 30 },
    ],
  ])('a slot of %j without its end gets the end the time rule gives: %j', (slot, expected) => {
    expect(newLessonForm({ ...noQuery, slot }, NOW, ZONE)).toMatchObject(expected);
  });
});

describe('the time inputs (spec §4)', () => {
  type Time = [hour: number, minute: number];
  it.each<[Time, Time, Time, Time, string]>([
    // [start before, end before, new start, expected end]
    [[19, 0], [20, 0], [20, 0], [21, 0], 'a new start hour: the end is the next hour'],
    [[22, 0], [23, 0], [23, 0], [0, 0], '23 gives 0'],
    [[19, 0], [20, 0], [19, 45], [20, 45], 'a new start minute: the same end minute'],
    [[19, 0], [21, 30], [20, 15], [21, 15], 'both changed: both rules'],
    [[19, 0], [21, 30], [19, 0], [21, 30], 'no change, no move'],
  ])('%j–%j, start → %j: end %j (%s)', (start, end, next, expected) => {
    const state = makeForm({
      startHour: start[0],
      startMinute: start[1],
      endHour: end[0],
      endMinute: end[1],
    });
    const after = lessonFormReducer(state, { type: 'startTime', hour: next[0], minute: next[1] });
    expect([after.startHour, after.startMinute]).toEqual(next);
    expect([after.endHour, after.endMinute]).toEqual(expected);
  });

  it('a new end leaves the start alone', () => {
    const after = lessonFormReducer(makeForm({ startHour: 19 }), { type: 'endTime', hour: 22, minute: 10 });
    expect(after).toMatchObject({ startHour: 19, endHour: 22, endMinute: 10 });
  });

  it.each([
    ['19:05', { hour: 19, minute: 5 }],
    ['00:00', { hour: 0, minute: 0 }],
    ['23:59:30', { hour: 23, minute: 59 }],
    ['', undefined],
    ['7:05', undefined],
    ['24:00', undefined],
  ])('the time input’s %j reads as %j', (value, expected) => {
    expect(parseTimeInput(value)).toEqual(expected);
  });

  it('writes hours and minutes with two digits', () => {
    expect(timeInputValue(7, 5)).toBe('07:05');
  });
});

describe('one-off lessons', () => {
  it('take the weekday of their date', () => {
    const oneOff = lessonFormReducer(makeForm({ weekday: 0 }), { type: 'recurring', isReoccurring: false });
    expect(oneOff.weekday).toBe(0);
    // Saturday 14 March 2026.
    expect(lessonFormReducer(oneOff, { type: 'date', date: '2026-03-14' }).weekday).toBe(5);
  });

  it('a date already chosen sets the weekday when the lesson becomes one-off', () => {
    const form = makeForm({ weekday: 0, date: '2026-03-15' });
    expect(lessonFormReducer(form, { type: 'recurring', isReoccurring: false }).weekday).toBe(6);
  });

  it('a weekly lesson keeps its weekday when a date is typed', () => {
    expect(lessonFormReducer(makeForm({ weekday: 2 }), { type: 'date', date: '2026-03-14' }).weekday).toBe(2);
  });

  it('an unfinished date changes nothing', () => {
    const oneOff = makeForm({ weekday: 2, isReoccurring: false });
    expect(lessonFormReducer(oneOff, { type: 'date', date: '' }).weekday).toBe(2);
  });
});

describe('the toggles: choosing one clears the other (spec §2)', () => {
  it('a teacher’s name instead of a team teacher, and back', () => {
    const named = lessonFormReducer(makeForm({ teacherId: 'teacher-1' }), {
      type: 'teacherKind',
      kind: 'named',
    });
    expect(named).toMatchObject({ teacherKind: 'named', teacherId: '', customTeacherName: '' });
    const typed = lessonFormReducer(named, { type: 'set', patch: { customTeacherName: 'Anna' } });
    expect(lessonFormReducer(typed, { type: 'teacherKind', kind: 'team' })).toMatchObject({
      teacherKind: 'team',
      customTeacherName: '',
    });
  });

  it('a custom address instead of a room, and back', () => {
    const address = lessonFormReducer(makeForm({ roomId: 'room-1' }), { type: 'placeKind', kind: 'address' });
    expect(address).toMatchObject({ placeKind: 'address', roomId: '' });
    const typed = lessonFormReducer(address, { type: 'address', field: 'street', value: 'Park Jordana' });
    expect(lessonFormReducer(typed, { type: 'placeKind', kind: 'room' }).address.street).toBe('');
  });

  it('another country empties the city; the found postcode fills its field', () => {
    let form = makeForm({ placeKind: 'address' });
    form = lessonFormReducer(form, { type: 'address', field: 'country', value: 'PL' });
    form = lessonFormReducer(form, { type: 'address', field: 'city', value: 'Kraków' });
    expect(lessonFormReducer(form, { type: 'address', field: 'country', value: 'PL' }).address.city).toBe(
      'Kraków',
    );
    expect(lessonFormReducer(form, { type: 'address', field: 'country', value: 'UA' }).address.city).toBe('');
    expect(
      lessonFormReducer(form, { type: 'postalCodeFound', postalCode: '30-001' }).address.postalCode,
    ).toBe('30-001');
  });
});

describe('after a lesson is created (spec §4)', () => {
  it('resets the times, zone, level, closed group, recurrence and ages; keeps style, teacher, place and day', () => {
    const filled = makeForm({
      styleId: 'salsa',
      customTeacherName: 'Anna',
      teacherKind: 'named',
      roomId: 'room-1',
      weekday: 4,
      startHour: 7,
      startMinute: 30,
      endHour: 9,
      endMinute: 15,
      lessonTimezone: 'Europe/Kyiv',
      level: 2,
      isClosedGroup: true,
      isReoccurring: false,
      date: '2026-03-13',
      ageMin: '12',
      ageMax: '16',
    });
    const later = new Date('2026-03-10T20:05:00Z'); // 21:05 in Warsaw
    expect(lessonFormReducer(filled, { type: 'created', now: later, timeZone: ZONE })).toEqual({
      ...filled,
      startHour: 21,
      startMinute: 0,
      endHour: 22,
      endMinute: 0,
      lessonTimezone: ZONE,
      level: 0,
      isClosedGroup: false,
      isReoccurring: true,
      date: '',
      ageMin: '0',
      ageMax: '100',
    });
  });

  it('at 23:xx the next lesson ends at 0:00', () => {
    const late = new Date('2026-03-10T22:40:00Z'); // 23:40 in Warsaw
    expect(lessonFormReducer(makeForm(), { type: 'created', now: late, timeZone: ZONE })).toMatchObject({
      startHour: 23,
      endHour: 0,
    });
  });
});

describe('a saved lesson in the form', () => {
  it('fills every field', () => {
    expect(lessonFormOf(makeLesson())).toEqual({
      styleId: 'salsa',
      name: 'Salsa On1 — Improvers',
      teacherKind: 'team',
      teacherId: 'teacher-1',
      customTeacherName: '',
      placeKind: 'room',
      roomId: 'room-1',
      address: { country: '', city: '', street: '', postalCode: '' },
      isReoccurring: true,
      date: '',
      weekday: 3,
      startHour: 19,
      startMinute: 30,
      endHour: 20,
      endMinute: 45,
      lessonTimezone: 'Europe/Kyiv',
      level: 1,
      ageMin: '16',
      ageMax: '40',
      isClosedGroup: true,
      songName: 'Vivir mi vida',
      songLink: 'https://example.com/song',
    });
  });

  it('a named teacher at a custom address, the country as the list writes it', () => {
    const lesson = makeLesson({
      teacherId: undefined,
      customTeacherName: 'Anna Kowalska',
      roomId: undefined,
      customAddress: { fullAddress: 'Park Jordana', city: 'Kraków', country: 'Poland', postalCode: '30-001' },
    });
    expect(lessonFormOf(lesson, (written) => (written === 'Poland' ? 'PL' : undefined))).toMatchObject({
      teacherKind: 'named',
      customTeacherName: 'Anna Kowalska',
      placeKind: 'address',
      roomId: '',
      address: { country: 'PL', city: 'Kraków', street: 'Park Jordana', postalCode: '30-001' },
    });
  });

  it('edit keeps the lesson; duplicate copies it to the selected slot; add ignores it', () => {
    const lesson = makeLesson();
    const query = { ...noQuery, slot: { weekday: 5 } };
    const args = { lesson, query, now: NOW, timeZone: ZONE };
    expect(initialLessonForm({ ...args, mode: 'edit' }).weekday).toBe(3);
    expect(initialLessonForm({ ...args, mode: 'duplicate' })).toMatchObject({ weekday: 5, styleId: 'salsa' });
    expect(initialLessonForm({ ...args, mode: 'add' })).toMatchObject({ weekday: 5, styleId: '' });
  });
});
