import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmailSchema, isEmail, validateEmail } from './email';

describe('e-mail (spec §5: text@text.text)', () => {
  it.each([
    ['marta@example.com', true],
    ['a@b.c', true],
    ['first.last+tag@sub.example.pl', true],
    ['no-at.example.com', false],
    ['a@b', false],
    ['a@.', false],
    ['a b@c.d', false],
    ['a@@b.c', false],
    ['@b.c', false],
    ['', false],
    [`${'a'.repeat(250)}@b.cd`, false],
  ])('%s valid: %s', (email, expected) => {
    expect(isEmail(email)).toBe(expected);
    expect(v.is(EmailSchema, email)).toBe(expected);
  });

  it('trims and lower-cases, and refuses with "Email is invalid"', () => {
    expect(validateEmail('  Marta@Example.COM ')).toEqual({ ok: true, value: 'marta@example.com' });
    expect(v.parse(EmailSchema, ' Marta@Example.COM')).toBe('marta@example.com');
    expect(validateEmail('nope')).toEqual({ ok: false, message: 'Email is invalid' });
    expect(v.safeParse(EmailSchema, 'nope').issues?.[0]?.message).toBe('Email is invalid');
  });
});
