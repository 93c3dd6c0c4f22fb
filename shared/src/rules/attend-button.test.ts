import { describe, expect, it } from 'vitest';
import { isAttendButtonEnabled, isAttendButtonShown } from './attend-button';

describe('isAttendButtonShown', () => {
  it.each([
    // isTeacherOfLesson, hasActiveAttendance, isInLessonGroup, shown
    [false, false, false, true],
    [true, false, false, false],
    [false, true, false, false],
    [false, false, true, false],
    [true, true, true, false],
  ])(
    'teacher %s, attending %s, in group %s → %s',
    (isTeacherOfLesson, hasActiveAttendance, isInLessonGroup, shown) => {
      expect(isAttendButtonShown({ isTeacherOfLesson, hasActiveAttendance, isInLessonGroup })).toBe(shown);
    },
  );
});

describe('isAttendButtonEnabled', () => {
  it.each([
    // attendees, capacity, isClosedGroup, enabled
    [0, 30, false, true],
    [23, 30, false, true], // yellow but not full
    [29, 30, false, true],
    [30, 30, false, false], // full
    [31, 30, false, false], // over full
    [0, 0, false, false], // capacity 0
    [0, 30, true, false], // closed group
    [30, 30, true, false],
    [0, 30, undefined, true], // default isClosedGroup false
  ])('%i of %i, closed group %s → %s', (attendees, capacity, isClosedGroup, enabled) => {
    expect(isAttendButtonEnabled({ attendees, capacity, isClosedGroup })).toBe(enabled);
  });
});
