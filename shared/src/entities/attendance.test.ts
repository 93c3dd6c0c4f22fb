import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AttendanceInputSchema, AttendanceUpdateSchema } from './attendance';

const signUp = { lessonId: 'lesson-1', date: '2025-09-30', name: 'Marta', email: 'Marta@Example.com' };

describe('attendance input (POST /api/attendance)', () => {
  it('normalises a guest sign-up', () => {
    expect(v.parse(AttendanceInputSchema, { ...signUp, instagram: '@marta', legalAccepted: true })).toEqual({
      ...signUp,
      email: 'marta@example.com',
      instagram: 'marta',
      legalAccepted: true,
    });
  });

  it.each([
    [{ name: 'Ma' }, 'full name is required'],
    [{ email: 'marta@' }, 'Email is invalid'],
    [{ date: '30.09.2025' }, 'Invalid date, expected YYYY-MM-DD'],
    [{ lessonId: '' }, 'Invalid id'],
  ])('%j → %s', (overrides, message) => {
    expect(v.safeParse(AttendanceInputSchema, { ...signUp, ...overrides }).issues?.[0]?.message).toBe(
      message,
    );
  });

  it('marks attended from a whole attendance object, ignoring the rest', () => {
    expect(v.parse(AttendanceUpdateSchema, { id: 'a1', name: 'Marta', attended: true })).toEqual({
      attended: true,
    });
    expect(v.safeParse(AttendanceUpdateSchema, { attended: 'yes' }).success).toBe(false);
  });
});
