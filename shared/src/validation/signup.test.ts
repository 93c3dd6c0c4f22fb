import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { completeSignupSchema, SignupSchema, signupSchema } from './signup';

const today = '2025-09-25';
const signup = {
  name: 'Marta Kowalska',
  email: 'Marta@Example.com',
  username: 'marta_k',
  password: 'Tango2025!',
  dateOfBirth: '1995-04-12',
  termsAccepted: true,
  privacyAccepted: true,
};

describe('signup (spec §5)', () => {
  it('accepts a complete form, normalising e-mail and defaulting isTeacher', () => {
    expect(v.parse(signupSchema(today), signup)).toEqual({
      ...signup,
      email: 'marta@example.com',
      isTeacher: false,
    });
  });

  it.each([
    [{ name: '' }, 'user.nameRequired'],
    [{ email: 'marta' }, 'Email is invalid'],
    [{ username: 'm' }, expect.stringContaining('Username must be')],
    [{ password: 'password' }, 'auth.passwordRestrictions'],
    [{ dateOfBirth: '' }, 'Date of birth is required'],
    [{ dateOfBirth: '1995-02-30' }, 'Date of birth is invalid'],
    [
      { termsAccepted: false },
      'You must accept the Terms & Conditions and Privacy Policy to create an account',
    ],
    [
      { privacyAccepted: undefined },
      'You must accept the Terms & Conditions and Privacy Policy to create an account',
    ],
    [{ instagram: 'https://x.com/marta' }, 'Invalid instagram – Links are not allowed, only username'],
  ])('%j → %s', (overrides, message) => {
    expect(v.safeParse(SignupSchema, { ...signup, ...overrides }).issues?.[0]?.message).toEqual(message);
  });

  it.each([
    ['2015-01-01', undefined, 'You must be at least 13 years old to create an account'],
    ['2010-01-01', undefined, 'Users under 18 need the consent of a parent or guardian'],
    ['2010-01-01', true, undefined],
  ])(
    'born %s with consent %s → %s (only the dated schema checks age)',
    (dateOfBirth, parentalConsent, message) => {
      const form = { ...signup, dateOfBirth, parentalConsent };
      expect(v.safeParse(signupSchema(today), form).issues?.[0]?.message).toBe(message);
      expect(v.safeParse(SignupSchema, form).success).toBe(true);
    },
  );
});

describe('completing a Google sign-up (the same rules, without name, e-mail or password)', () => {
  const details = { dateOfBirth: '1995-04-12', termsAccepted: true, privacyAccepted: true };
  it.each([
    [{}, undefined],
    [{ dateOfBirth: '' }, 'Date of birth is required'],
    [{ dateOfBirth: '1995-02-30' }, 'Date of birth is invalid'],
    [{ dateOfBirth: '2015-01-01' }, 'You must be at least 13 years old to create an account'],
    [{ dateOfBirth: '2010-01-01' }, 'Users under 18 need the consent of a parent or guardian'],
    [{ dateOfBirth: '2010-01-01', parentalConsent: true }, undefined],
    [
      { termsAccepted: false },
      'You must accept the Terms & Conditions and Privacy Policy to create an account',
    ],
    [
      { privacyAccepted: false },
      'You must accept the Terms & Conditions and Privacy Policy to create an account',
    ],
  ])('%j → %s', (overrides, message) => {
    expect(v.safeParse(completeSignupSchema(today), { ...details, ...overrides }).issues?.[0]?.message).toBe(
      message,
    );
  });
});
