import { LessonInputSchema, MESSAGES } from '@plie/shared';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type LessonFormState, newLessonForm } from './lesson-form-state';
import {
  availabilityRequestOf,
  type LessonRequestContext,
  lessonFormBlocker,
  lessonInputOf,
} from './lesson-request';

const NOW = new Date('2026-03-10T17:20:00Z');
const studioMode: LessonRequestContext = {
  studioId: 'studio-1',
  fixedTeacherId: undefined,
  coordinates: undefined,
};
const teacherMode: LessonRequestContext = {
  studioId: undefined,
  fixedTeacherId: 'me',
  coordinates: undefined,
};

/** A studio lesson ready to send: Salsa, Anna by name, room 1, Tuesday 19–20. */
const makeForm = (overrides: Partial<LessonFormState> = {}): LessonFormState => ({
  ...newLessonForm({ slot: {}, roomId: undefined, teacherId: undefined }, NOW, 'Europe/Warsaw'),
  styleId: 'salsa',
  teacherKind: 'named',
  customTeacherName: '  Anna Kowalska ',
  roomId: 'room-1',
  weekday: 1,
  startHour: 19,
  endHour: 20,
  ...overrides,
});

const parkAddress = { country: 'PL', city: 'Kraków ', street: ' Park Jordana', postalCode: '' };

describe('the lesson the form sends', () => {
  it('a studio lesson: only what is filled in, trimmed, with the studio', () => {
    expect(lessonInputOf(makeForm(), studioMode)).toEqual({
      styleId: 'salsa',
      weekday: 1,
      startHour: 19,
      startMinute: 0,
      endHour: 20,
      endMinute: 0,
      lessonTimezone: 'Europe/Warsaw',
      customTeacherName: 'Anna Kowalska',
      roomId: 'room-1',
      studioId: 'studio-1',
      isClosedGroup: false,
      isReoccurring: true,
      level: 0,
      ageMin: 0,
      ageMax: 100,
    });
  });

  it('a teacher’s own lesson at a custom address, with what the address search found', () => {
    const input = lessonInputOf(makeForm({ placeKind: 'address', roomId: '', address: parkAddress }), {
      ...teacherMode,
      coordinates: { lat: 50.06, lng: 19.92 },
    });
    expect(input).toMatchObject({
      teacherId: 'me',
      customAddress: { fullAddress: 'Park Jordana', city: 'Kraków', country: 'PL', lat: 50.06, lng: 19.92 },
    });
    expect(input).not.toHaveProperty('customTeacherName');
    expect(input).not.toHaveProperty('roomId');
    expect(input).not.toHaveProperty('studioId');
    expect(v.safeParse(LessonInputSchema, input).success).toBe(true);
  });

  it('a one-off lesson carries its date; a weekly one does not', () => {
    expect(lessonInputOf(makeForm({ isReoccurring: false, date: '2026-03-17' }), studioMode)).toMatchObject({
      date: '2026-03-17',
      isReoccurring: false,
    });
    expect(lessonInputOf(makeForm({ date: '2026-03-17' }), studioMode)).not.toHaveProperty('date');
  });

  it('a name, a team teacher and the song', () => {
    const input = lessonInputOf(
      makeForm({
        name: ' Salsa On1 ',
        teacherKind: 'team',
        teacherId: 't1',
        songName: 'Vivir mi vida',
        songLink: '',
      }),
      studioMode,
    );
    expect(input).toMatchObject({
      name: 'Salsa On1',
      teacherId: 't1',
      choreography: { songName: 'Vivir mi vida' },
    });
    expect(input).not.toHaveProperty('customTeacherName');
  });
});

describe('why Save waits (spec §5, in its order)', () => {
  it('nothing when the lesson is complete', () => {
    expect(lessonFormBlocker(makeForm(), studioMode)).toBeUndefined();
  });

  it.each([
    [{ styleId: '' }, MESSAGES.missingStyle],
    [{ customTeacherName: '  ' }, MESSAGES.missingTeacher],
    [{ teacherKind: 'team' as const, teacherId: '' }, MESSAGES.missingTeacher],
    [{ roomId: '' }, MESSAGES.missingPlace],
    [
      { placeKind: 'address' as const, roomId: '', address: { ...parkAddress, street: '' } },
      MESSAGES.missingPlace,
    ],
    [
      { placeKind: 'address' as const, roomId: '', address: { ...parkAddress, city: '' } },
      MESSAGES.addressRequired,
    ],
    [{ isReoccurring: false, date: '' }, MESSAGES.missingDate],
    [{ ageMin: '101' }, MESSAGES.ageInvalid],
    [{ ageMax: 'ten' }, MESSAGES.ageInvalid],
    [{ ageMin: '30', ageMax: '20' }, MESSAGES.ageRangeInvalid],
    [{ songLink: 'not a link' }, MESSAGES.urlInvalid],
    [{ lessonTimezone: 'Mars/Olympus' }, MESSAGES.timezoneInvalid],
    [{ styleId: '', roomId: '', customTeacherName: '' }, MESSAGES.missingStyle],
    [{ roomId: '', customTeacherName: '' }, MESSAGES.missingTeacher],
  ])('%j → %s', (overrides, message) => {
    expect(lessonFormBlocker(makeForm(overrides), studioMode)).toBe(message);
  });

  it('empty ages mean no limits', () => {
    expect(lessonFormBlocker(makeForm({ ageMin: '', ageMax: ' ' }), studioMode)).toBeUndefined();
  });

  it('a teacher’s own lesson needs no teacher chosen', () => {
    expect(lessonFormBlocker(makeForm({ customTeacherName: '' }), teacherMode)).toBeUndefined();
  });
});

describe('the availability question (spec §5: a room or a teacher)', () => {
  it('asks about the room and the registered teacher, for the lesson being edited', () => {
    expect(
      availabilityRequestOf(makeForm({ teacherKind: 'team', teacherId: 't1' }), studioMode, 'lesson-1'),
    ).toEqual({
      ok: true,
      request: {
        roomId: 'room-1',
        teacherId: 't1',
        weekday: 1,
        startHour: 19,
        startMinute: 0,
        endHour: 20,
        endMinute: 0,
        currentLessonId: 'lesson-1',
      },
    });
  });

  it('a one-off lesson asks about its date', () => {
    const check = availabilityRequestOf(
      makeForm({ isReoccurring: false, date: '2026-03-17' }),
      studioMode,
      undefined,
    );
    expect(check.ok && check.request.date).toBe('2026-03-17');
  });

  it('a teacher at a custom address is asked about alone', () => {
    const check = availabilityRequestOf(
      makeForm({ placeKind: 'address', roomId: 'room-1' }),
      teacherMode,
      undefined,
    );
    expect(check).toMatchObject({ ok: true, request: { teacherId: 'me' } });
    expect(check.ok && check.request).not.toHaveProperty('roomId');
  });

  it.each([
    ['a named teacher and no room', makeForm({ roomId: '' })],
    ['a custom address and a named teacher', makeForm({ placeKind: 'address', address: parkAddress })],
  ])('%s: "Fill in required data"', (_, form) => {
    expect(availabilityRequestOf(form, studioMode, undefined)).toEqual({
      ok: false,
      message: MESSAGES.availabilityNeedsRoomOrTeacher,
    });
  });
});
