import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PasswordChangeFormSchema,
  PasswordSchema,
  passwordProblems,
  validatePassword,
  validatePasswordChange,
} from './password';

describe('password (spec §5: 8+ with upper, lower, digit, special)', () => {
  it.each([
    ['Abcdef1!', []],
    ['Zażółć9#', []],
    ['Abcde1!', ['minLength']],
    ['abcdef1!', ['uppercase']],
    ['ABCDEF1!', ['lowercase']],
    ['Abcdefg!', ['digit']],
    ['Abcdefg1', ['special']],
    ['Abcdef1 ', ['special']],
    ['', ['minLength', 'uppercase', 'lowercase', 'digit', 'special']],
    [`Aa1!${'x'.repeat(125)}`, ['maxLength']],
  ])('%j breaks %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
    expect(validatePassword(password).ok).toBe(problems.length === 0);
    expect(v.is(PasswordSchema, password)).toBe(problems.length === 0);
  });

  it('refuses with auth.passwordRestrictions', () => {
    expect(validatePassword('weak')).toEqual({ ok: false, message: 'auth.passwordRestrictions' });
    expect(v.safeParse(PasswordSchema, 'weak').issues?.[0]?.message).toBe('auth.passwordRestrictions');
  });
});

describe('password change (spec §5)', () => {
  it.each([
    [
      { password: '', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' },
      'All fields are required',
      undefined,
    ],
    [{ password: 'Old1!old', newPassword: '', confirmPassword: '' }, 'All fields are required', undefined],
    [
      { password: 'Old1!old', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' },
      'New passwords do not match',
      'confirmPassword',
    ],
    [
      { password: 'Old1!old', newPassword: 'Ab1!', confirmPassword: 'Ab1!' },
      'Password must be at least 8 characters long',
      'newPassword',
    ],
    [
      { password: 'Old1!old', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'auth.passwordRestrictions',
      'newPassword',
    ],
  ])('%j → %s', (form, message, field) => {
    const result = validatePasswordChange(form);
    expect(result).toEqual(field ? { ok: false, message, field } : { ok: false, message });
    const issue = v.safeParse(PasswordChangeFormSchema, form).issues?.[0];
    expect(issue?.message).toBe(message);
    expect(issue?.path?.[0]?.key).toBe(field);
  });

  it('accepts a matching strong new password', () => {
    const form = { password: 'Old1!old', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
    expect(validatePasswordChange(form)).toEqual({ ok: true, value: form });
    expect(v.parse(PasswordChangeFormSchema, form)).toEqual(form);
  });
});
