import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FullNameSchema, UserNameSchema, validateFullName } from './name';

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
