import { describe, expect, it } from 'vitest';
import { lessonFormPath } from '../../app/lesson-form-path';
import { parseLessonQuery } from './lesson-query';

const empty = {
  studioId: undefined,
  teacherId: undefined,
  lessonId: undefined,
  mode: 'add',
  roomId: undefined,
  slot: {},
  fromOnboarding: false,
};

describe('the /edit-lesson query (spec §2)', () => {
  it.each([
    ['', empty],
    ['?studioId=s1', { ...empty, studioId: 's1' }],
    ['?teacherId=u1&from=onboard', { ...empty, teacherId: 'u1', fromOnboarding: true }],
    ['?lessonId=l1', { ...empty, lessonId: 'l1', mode: 'edit' }],
    ['?lessonId=l1&isDuplication=true', { ...empty, lessonId: 'l1', mode: 'duplicate' }],
    ['?lessonId=l1&isDuplication=false', { ...empty, lessonId: 'l1', mode: 'edit' }],
    ['?isDuplication=true', empty],
    ['?studioId=%20&roomId=&lessonId=%20%20', empty],
    ['?from=elsewhere', empty],
  ])('%j → %j', (search, expected) => {
    expect(parseLessonQuery(search)).toEqual(expected);
  });

  it('reads a selected calendar slot: studio, room, teacher, weekday and times', () => {
    expect(
      parseLessonQuery(
        '?studioId=s1&roomId=r1&teacherId=u1&weekday=1&startHour=19&startMinute=0&endHour=20&endMinute=30',
      ),
    ).toEqual({
      ...empty,
      studioId: 's1',
      roomId: 'r1',
      teacherId: 'u1',
      slot: { weekday: 1, startHour: 19, startMinute: 0, endHour: 20, endMinute: 30 },
    });
  });

  it.each([
    ['weekday=7', 'a weekday after Sunday (6)'],
    ['weekday=-1', 'a negative weekday'],
    ['weekday=tue', 'a weekday by name'],
    ['startHour=24', 'an hour of 24'],
    ['startHour=7.5', 'half an hour'],
    ['startHour=1e1', 'an exponent'],
    ['startMinute=60', 'a minute of 60'],
    ['endHour=', 'an empty hour'],
    ['endMinute=%20', 'a blank minute'],
    ['startHour=019', 'three digits'],
  ])('leaves out %s (%s)', (param) => {
    expect(parseLessonQuery(`?${param}`).slot).toEqual({});
  });

  it('keeps the readable values of a partly broken slot', () => {
    expect(parseLessonQuery('?weekday=9&startHour=07&startMinute=99').slot).toEqual({ startHour: 7 });
  });
});

describe('the address of the form', () => {
  it('writes what the calendar selected, and reads back the same', () => {
    const path = lessonFormPath({
      studioId: 's 1',
      roomId: 'r1',
      teacherId: 'u1',
      slot: { weekday: 1, startHour: 19, startMinute: 0, endHour: 20, endMinute: 0 },
    });
    expect(path).toBe(
      '/edit-lesson?teacherId=u1&studioId=s+1&roomId=r1&weekday=1&startHour=19&startMinute=0&endHour=20&endMinute=0',
    );
    expect(parseLessonQuery(path.slice('/edit-lesson'.length))).toMatchObject({
      studioId: 's 1',
      roomId: 'r1',
      teacherId: 'u1',
      slot: { weekday: 1, startHour: 19, startMinute: 0, endHour: 20, endMinute: 0 },
    });
  });

  it.each([
    [{ lessonId: 'l1' }, '/edit-lesson?lessonId=l1'],
    [{ lessonId: 'l1', duplicate: true }, '/edit-lesson?lessonId=l1&isDuplication=true'],
    [{ duplicate: true }, '/edit-lesson'],
    [{ fromOnboarding: true }, '/edit-lesson?from=onboard'],
    [{}, '/edit-lesson'],
  ])('%j → %s', (options, expected) => {
    expect(lessonFormPath(options)).toBe(expected);
  });
});
