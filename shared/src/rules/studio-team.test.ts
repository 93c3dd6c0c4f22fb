import { describe, expect, it } from 'vitest';
import { isShownToVisitors } from './studio-team';

describe('isShownToVisitors (spec §6: who the public sees on a studio’s team)', () => {
  it.each([
    // isTeacher, isAdmin, isOwner, hasLessons, shown
    ['a teacher', true, false, false, false, true],
    ['a teacher with lessons', true, false, false, true, true],
    ['an admin who teaches, without lessons', true, true, false, false, false],
    ['an admin who teaches, with lessons', true, true, false, true, true],
    ['the owner who teaches', true, true, true, false, true],
    ['an admin who is not a teacher, even with lessons', false, true, false, true, false],
    ['the owner who is not a teacher', false, true, true, false, false],
    ['a member who is neither teacher nor admin', false, false, false, false, false],
  ] as const)('%s → %s', (_, isTeacher, isAdmin, isOwner, hasLessons, shown) => {
    expect(isShownToVisitors({ isTeacher, isAdmin, isOwner }, hasLessons)).toBe(shown);
  });
});
