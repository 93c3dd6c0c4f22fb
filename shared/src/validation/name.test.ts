import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  FullNameSchema,
  optionalVisibleNameSchema,
  UserNameSchema,
  validateFullName,
  visibleNameSchema,
} from './name';

describe('full name (spec §5: at least 3 characters)', () => {
  it.each([
    ['Ann', true, 'Ann'],
    ['  Ann  ', true, 'Ann'],
    ['Marta Kowalska', true, 'Marta Kowalska'],
    ['Олег', true, 'Олег'],
    ['An', false, undefined],
    ['   ', false, undefined],
    ['', false, undefined],
    [null, false, undefined],
    ['x'.repeat(121), false, undefined],
  ])('%j valid: %s', (name, ok, value) => {
    const result = validateFullName(name);
    expect(result.ok).toBe(ok);
    if (result.ok) expect(result.value).toBe(value);
  });

  it('says "full name is required" for attendance and groups, user.nameRequired for accounts', () => {
    expect(validateFullName('Al')).toEqual({ ok: false, message: 'full name is required' });
    expect(v.safeParse(FullNameSchema, 'Al').issues?.[0]?.message).toBe('full name is required');
    expect(v.safeParse(UserNameSchema, 'Al').issues?.[0]?.message).toBe('user.nameRequired');
    expect(v.parse(FullNameSchema, '  Marta ')).toBe('Marta');
  });
});

describe('visible names (issue #13 item 8): no control or invisible characters, NFC, a letter', () => {
  const ZWSP = '\u200b';
  it.each([
    ['a zero-width space after a name', `Piotr Kowalski${ZWSP}`, MESSAGES.nameInvisibleCharacters],
    ['only a zero-width space', ZWSP, MESSAGES.nameInvisibleCharacters],
    ['a zero-width joiner', 'Ann\u200dA', MESSAGES.nameInvisibleCharacters],
    ['a zero-width non-joiner', 'Ann\u200cA', MESSAGES.nameInvisibleCharacters],
    ['a byte-order mark', '\ufeffMarta', MESSAGES.nameInvisibleCharacters],
    ['a word joiner', 'Mar\u2060ta', MESSAGES.nameInvisibleCharacters],
    ['a right-to-left override', 'Marta \u202eatraM', MESSAGES.nameInvisibleCharacters],
    ['a left-to-right embedding', '\u202aMarta', MESSAGES.nameInvisibleCharacters],
    ['a right-to-left isolate', 'Marta\u2067x\u2069', MESSAGES.nameInvisibleCharacters],
    ['a NUL', 'Marta\u0000', MESSAGES.nameInvisibleCharacters],
    ['a line break', 'Marta\nNowak', MESSAGES.nameInvisibleCharacters],
    ['a carriage return', 'Marta\rNowak', MESSAGES.nameInvisibleCharacters],
    ['a tab', 'Marta\tNowak', MESSAGES.nameInvisibleCharacters],
    ['a line separator', 'Marta\u2028Nowak', MESSAGES.nameInvisibleCharacters],
    ['a paragraph separator', 'Marta\u2029Nowak', MESSAGES.nameInvisibleCharacters],
    ['an escape sequence', 'Marta\u001b[31m', MESSAGES.nameInvisibleCharacters],
    ['no letter at all', '12345', MESSAGES.nameNeedsLetter],
    ['only punctuation', '!!! ???', MESSAGES.nameNeedsLetter],
  ])('refuses %s', (_, name, message) => {
    for (const schema of [FullNameSchema, UserNameSchema, visibleNameSchema()]) {
      expect(v.safeParse(schema, name).issues?.[0]?.message).toBe(message);
    }
    expect(validateFullName(name)).toEqual({ ok: false, message });
  });

  it.each([
    ['composes to NFC', 'Zo\u0065\u0301 Nowak', 'Zo\u00e9 Nowak'],
    ['collapses runs of spaces', 'Marta    Nowak', 'Marta Nowak'],
    ['collapses no-break and ideographic spaces', 'Marta\u00a0\u3000Nowak', 'Marta Nowak'],
    ['trims', '  Олег Коваленко  ', 'Олег Коваленко'],
    ['keeps digits beside letters', 'Sala 2B', 'Sala 2B'],
    ['keeps apostrophes and hyphens', "O'Neil-Smith", "O'Neil-Smith"],
    ['keeps CJK letters', '李小龍', '李小龍'],
  ])('%s', (_, name, expected) => {
    expect(v.parse(visibleNameSchema(), name)).toBe(expected);
    expect(v.parse(FullNameSchema, name)).toBe(expected);
    expect(validateFullName(name)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', true, ''],
    ['   ', true, ''],
    ['Salsa 1', true, 'Salsa 1'],
    [ZWSP, false, undefined],
    ['2024', false, undefined],
  ])('an optional name (lesson, group) %j: valid %s', (name, ok, value) => {
    const result = v.safeParse(optionalVisibleNameSchema(), name);
    expect(result.success).toBe(ok);
    if (result.success) expect(result.output).toBe(value);
  });

  it('counts the length after normalising', () => {
    expect(v.parse(FullNameSchema, `A${' '.repeat(200)}nn`)).toBe('A nn');
    expect(v.safeParse(visibleNameSchema(), 'x'.repeat(121)).issues?.[0]?.message).toBe(MESSAGES.nameTooLong);
  });
});
