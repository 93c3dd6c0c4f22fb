import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Level } from '../enums';
import { type LessonInputRaw, LessonInputSchema, LessonSchema, LessonUpdateSchema } from './lesson';

const makeLessonInput = (overrides: Partial<LessonInputRaw> = {}): LessonInputRaw => ({
  styleId: 'bachata',
  weekday: 1,
  startHour: 19,
  startMinute: 0,
  endHour: 20,
  endMinute: 0,
  lessonTimezone: 'Europe/Warsaw',
  teacherId: 'teacher-1',
  roomId: 'room-1',
  ...overrides,
});

const firstIssue = (input: unknown) => {
  const issue = v.safeParse(LessonInputSchema, input).issues?.[0];
  return issue && { message: issue.message, field: issue.path?.[0]?.key };
};

describe('lesson input (POST /api/lesson)', () => {
  it('fills the spec §3 defaults', () => {
    expect(v.parse(LessonInputSchema, makeLessonInput())).toEqual({
      ...makeLessonInput(),
      isClosedGroup: false,
      isReoccurring: true,
      level: Level.Beginner,
      ageMin: 0,
      ageMax: 100,
    });
  });

  it.each([
    [{ styleId: undefined }, 'Missing style field', 'styleId'],
    [{ styleId: '' }, 'Missing style field', 'styleId'],
    [{ teacherId: undefined }, 'Missing teacher', 'teacherId'],
    [{ roomId: undefined }, 'Missing place of the lesson', 'roomId'],
    [{ startHour: 24 }, 'Hour must be between 0 and 23', 'startHour'],
    [{ endMinute: 60 }, 'Minute must be between 0 and 59', 'endMinute'],
    [{ weekday: 7 }, 'Weekday must be between 0 (Monday) and 6 (Sunday)', 'weekday'],
    [{ ageMin: 101 }, 'Age must be between 0 and 100', 'ageMin'],
    [{ ageMin: 30, ageMax: 20 }, 'The minimum age cannot be above the maximum age', 'ageMax'],
    [{ lessonTimezone: 'Mars/Base' }, 'Unknown time zone', 'lessonTimezone'],
    [{ level: 4 as never }, 'Invalid level', 'level'],
    [{ isReoccurring: false }, 'Missing date of the lesson', 'date'],
    [{ date: '2025-09-31' }, 'Invalid date, expected YYYY-MM-DD', 'date'],
  ])('%j → %s', (overrides, message, field) => {
    expect(firstIssue(makeLessonInput(overrides))).toEqual({ message, field });
  });

  it.each([
    ['a named teacher', { teacherId: undefined, customTeacherName: 'Iryna' }],
    [
      'a custom address',
      {
        roomId: undefined,
        customAddress: { fullAddress: 'Park Jordana', city: 'Kraków', country: 'Poland' },
      },
    ],
    ['a one-off lesson', { isReoccurring: false, date: '2025-09-30', weekday: 1 }],
    ['a closed group for kids', { isClosedGroup: true, ageMin: 6, ageMax: 12, level: Level.Open }],
    ['a choreography', { choreography: { songName: 'Bailando', songLink: 'https://youtu.be/x' } }],
  ])('accepts %s', (_, overrides) => {
    expect(v.safeParse(LessonInputSchema, makeLessonInput(overrides)).success).toBe(true);
  });

  it('takes the whole form plus its id on update', () => {
    expect(v.parse(LessonUpdateSchema, { ...makeLessonInput(), id: 'lesson-1' }).id).toBe('lesson-1');
    expect(v.safeParse(LessonUpdateSchema, { id: 'lesson-1', name: 'Only a name' }).success).toBe(false);
  });
});

describe('lesson read model', () => {
  it('parses a lesson as the API answers it', () => {
    const lesson = {
      id: 'lesson-1',
      name: 'Bachata',
      styleId: 'bachata',
      style: { id: 'bachata', name: 'Bachata' },
      weekday: 1,
      startHour: 19,
      startMinute: 0,
      endHour: 20,
      endMinute: 0,
      lessonTimezone: 'Europe/Warsaw',
      isClosedGroup: false,
      isReoccurring: true,
      level: 0,
      ageMin: 0,
      ageMax: 100,
      attendeeCount: 12,
      capacity: 18,
      currentUser: { isGroupMember: false },
    };
    expect(v.parse(LessonSchema, lesson)).toEqual(lesson);
  });
});
