import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GroupJoinRequestSchema, GroupMemberUpdateSchema, LessonGroupInputSchema } from './group';

describe('group schemas', () => {
  it.each([
    [{ lessonIds: ['l1', 'l2'] }, true],
    [{ name: 'Bachata course', lessonIds: ['l1'], studioId: 's1' }, true],
    [{ lessonIds: [] }, false],
    [{ lessonIds: [''] }, false],
  ])('new group %j valid: %s', (group, expected) => {
    expect(v.safeParse(LessonGroupInputSchema, group).success).toBe(expected);
  });

  it.each([
    [{}, true, undefined],
    [{ name: 'Ol' }, false, 'full name is required'],
    [{ email: 'x' }, false, 'Email is invalid'],
    [{ joinStarting: '2025-02-30' }, false, 'Invalid date, expected YYYY-MM-DD'],
  ])('join request %j valid: %s', (overrides, expected, message) => {
    const request = { groupId: 'g1', name: 'Oleh', email: 'oleh@example.com', joinStarting: '2025-09-01' };
    const result = v.safeParse(GroupJoinRequestSchema, { ...request, ...overrides });
    expect(result.success).toBe(expected);
    expect(result.issues?.[0]?.message).toBe(message);
  });

  it('changes a member’s expiration date by the member id', () => {
    expect(
      v.parse(GroupMemberUpdateSchema, { id: 'm1', name: 'Oleh', expirationDate: '2100-01-01' }),
    ).toEqual({
      id: 'm1',
      expirationDate: '2100-01-01',
    });
  });
});
