import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dateOfBirthSchema, validateDateOfBirth, validateDateOfBirthWithConsent } from './date-of-birth';

const today = '2025-09-25';

describe('date of birth (spec §5, §9: 13+, consent under 18, 110+ invalid)', () => {
  it.each([
    ['2012-09-26', 'You must be at least 13 years old to create an account'],
    ['2020-01-01', 'You must be at least 13 years old to create an account'],
    ['1915-09-25', 'Date of birth is invalid'],
    ['1900-01-01', 'Date of birth is invalid'],
    ['2025-09-26', 'Date of birth is invalid'],
    ['2025-02-30', 'Date of birth is invalid'],
    ['', 'Date of birth is required'],
    [undefined, 'Date of birth is required'],
  ])('%s is refused: %s', (dateOfBirth, message) => {
    expect(validateDateOfBirth(dateOfBirth, today)).toEqual({ ok: false, message, field: 'dateOfBirth' });
  });

  it.each([
    ['2012-09-25', 13, true],
    ['2007-09-26', 17, true],
    ['2007-09-25', 18, false],
    ['1990-05-01', 35, false],
    ['1915-09-26', 109, false],
  ])('%s is age %i, needs consent: %s', (dateOfBirth, age, needsParentalConsent) => {
    expect(validateDateOfBirth(dateOfBirth, today)).toEqual({
      ok: true,
      value: { dateOfBirth, age, needsParentalConsent },
    });
  });

  it.each([
    [{ dateOfBirth: '2010-01-01' }, false, 'Users under 18 need the consent of a parent or guardian'],
    [
      { dateOfBirth: '2010-01-01', parentalConsent: false },
      false,
      'Users under 18 need the consent of a parent or guardian',
    ],
    [{ dateOfBirth: '2010-01-01', parentalConsent: true }, true, undefined],
    [{ dateOfBirth: '1990-01-01' }, true, undefined],
    [
      { dateOfBirth: '2015-01-01', parentalConsent: true },
      false,
      'You must be at least 13 years old to create an account',
    ],
  ])('with consent %j ok: %s', (form, ok, message) => {
    const result = validateDateOfBirthWithConsent(form, today);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe(message);
    expect(v.safeParse(dateOfBirthSchema(today), form).issues?.[0]?.message).toBe(message);
  });
});
