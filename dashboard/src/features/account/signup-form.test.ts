import { MESSAGES } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import {
  canCreateAccount,
  localToday,
  needsParentalConsent,
  type SignupForm,
  signupDetailsProblems,
  signupProblems,
} from './signup-form';

const today = '2025-09-25';
const makeSignupForm = (overrides: Partial<SignupForm> = {}): SignupForm => ({
  name: 'Ola Kowalska',
  email: 'ola@example.com',
  username: 'ola_k',
  password: 'Dance-2025!',
  dateOfBirth: '1995-05-01',
  parentalConsent: false,
  termsAccepted: true,
  privacyAccepted: true,
  ...overrides,
});

describe('the signup form', () => {
  it('a complete form with a free username can be sent', () => {
    expect(signupProblems(makeSignupForm(), today, 'available')).toEqual({});
    expect(canCreateAccount(makeSignupForm(), today, 'available')).toBe(true);
  });

  it.each([
    [{ name: 'Ol' }, 'name', MESSAGES.nameRequired],
    [{ email: 'ola@example' }, 'email', MESSAGES.emailInvalid],
    [{ username: '1ola' }, 'username', MESSAGES.usernameInvalid],
    [{ password: 'dance2025' }, 'password', MESSAGES.passwordRestrictions],
    [{ dateOfBirth: '' }, 'dateOfBirth', MESSAGES.dateOfBirthRequired],
    [{ dateOfBirth: '2012-09-26' }, 'dateOfBirth', MESSAGES.tooYoung],
    [{ dateOfBirth: '1915-09-25' }, 'dateOfBirth', MESSAGES.dateOfBirthInvalid],
    [{ dateOfBirth: '2010-01-01' }, 'parentalConsent', MESSAGES.parentalConsentRequired],
    [{ termsAccepted: false }, 'termsAccepted', MESSAGES.legalRequired],
    [{ privacyAccepted: false }, 'privacyAccepted', MESSAGES.legalRequired],
  ] as const)('%j → %s: %s', (overrides, field, message) => {
    const form = makeSignupForm(overrides);
    expect(signupProblems(form, today, 'available')).toEqual({ [field]: message });
    expect(canCreateAccount(form, today, 'available')).toBe(false);
  });

  it('a minor with parental consent can sign up', () => {
    expect(
      canCreateAccount(
        makeSignupForm({ dateOfBirth: '2010-01-01', parentalConsent: true }),
        today,
        'available',
      ),
    ).toBe(true);
  });

  it('a taken username blocks, and so does one not checked yet', () => {
    expect(signupProblems(makeSignupForm(), today, 'taken')).toEqual({ username: MESSAGES.usernameTaken });
    expect(canCreateAccount(makeSignupForm(), today, 'unknown')).toBe(false);
  });

  it.each([
    ['2012-09-25', true],
    ['2007-09-26', true],
    ['2007-09-25', false],
    ['2015-01-01', false],
    ['', false],
  ])('born %s: parental consent asked %s', (dateOfBirth, expected) => {
    expect(needsParentalConsent(dateOfBirth, today)).toBe(expected);
  });

  it('today is the local calendar date', () => {
    expect(localToday(new Date(2025, 8, 5, 23, 30))).toBe('2025-09-05');
  });
});

describe('completing a Google sign-up', () => {
  const details = {
    dateOfBirth: '1995-05-01',
    parentalConsent: false,
    termsAccepted: true,
    privacyAccepted: true,
  };
  it.each([
    [{}, {}],
    [{ dateOfBirth: '' }, { dateOfBirth: MESSAGES.dateOfBirthRequired }],
    [{ dateOfBirth: '2015-01-01' }, { dateOfBirth: MESSAGES.tooYoung }],
    [{ dateOfBirth: '2010-01-01' }, { parentalConsent: MESSAGES.parentalConsentRequired }],
    [{ dateOfBirth: '2010-01-01', parentalConsent: true }, {}],
    [
      { termsAccepted: false, privacyAccepted: false },
      { termsAccepted: MESSAGES.legalRequired, privacyAccepted: MESSAGES.legalRequired },
    ],
  ])('%j → %j', (overrides, problems) => {
    expect(signupDetailsProblems({ ...details, ...overrides }, today)).toEqual(problems);
  });
});
