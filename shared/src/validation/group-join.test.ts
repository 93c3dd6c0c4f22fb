import { describe, expect, it } from 'vitest';
import { type GroupJoinForm, validateGroupJoin, validateJoinStarting } from './group-join';

const today = '2025-09-25';
const form = (overrides: Partial<GroupJoinForm> = {}): GroupJoinForm => ({
  name: 'Oleh Shevchenko',
  email: 'Oleh@Example.com',
  joinStarting: today,
  ...overrides,
});

describe('group join (spec §5)', () => {
  it.each([
    ['2025-09-25', true],
    ['2025-09-01', true],
    ['2025-09-26', false],
    ['not a date', false],
    ['', false],
  ])('join starting %s ok: %s', (date, ok) => {
    expect(validateJoinStarting(date, today).ok).toBe(ok);
  });

  it.each([
    [{ name: 'Ol' }, false, 'full name is required', 'name'],
    [{ email: 'oleh@' }, false, 'Email is invalid', 'email'],
    [
      { instagram: 'https://facebook.com/oleh' },
      false,
      'Invalid instagram – Links are not allowed, only username',
      'instagram',
    ],
    [
      { joinStarting: '2025-09-26' },
      false,
      'The join-starting date cannot be later than today',
      'joinStarting',
    ],
  ])('%j → %s', (overrides, ok, message, field) => {
    expect(validateGroupJoin(form(overrides), { today, isAnonymous: false })).toEqual({ ok, message, field });
  });

  it('asks anonymous visitors to accept the legal documents', () => {
    expect(validateGroupJoin(form(), { today, isAnonymous: true })).toEqual({
      ok: false,
      message: 'You must accept the Terms & Conditions and Privacy Policy to create an account',
      field: 'legalAccepted',
    });
    expect(validateGroupJoin(form({ legalAccepted: true }), { today, isAnonymous: true }).ok).toBe(true);
  });

  it('normalises the accepted form', () => {
    expect(
      validateGroupJoin(form({ name: ' Oleh ', instagram: '@oleh.dance' }), { today, isAnonymous: false }),
    ).toEqual({
      ok: true,
      value: { name: 'Oleh', email: 'oleh@example.com', instagram: 'oleh.dance', joinStarting: today },
    });
  });
});
