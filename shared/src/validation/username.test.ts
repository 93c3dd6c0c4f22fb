import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isUsername,
  normalizeHandle,
  StudioNameSchema,
  UsernameSchema,
  validateStudioName,
  validateUsername,
} from './username';

describe('username and studio slug (spec §5; ADR 0001)', () => {
  it.each([
    ['abc', true],
    ['marta_k', true],
    ['studio-krakow', true],
    ['A1_-', true],
    ['a'.repeat(20), true],
    ['ab', false],
    ['a'.repeat(21), false],
    ['1abc', false],
    ['_abc', false],
    ['-abc', false],
    ['ab c', false],
    ['ab.c', false],
    ['żaneta', false],
    ['', false],
  ])('%s valid: %s', (handle, expected) => {
    expect(isUsername(handle)).toBe(expected);
    expect(validateUsername(handle).ok).toBe(expected);
    expect(validateStudioName(handle).ok).toBe(expected);
    expect(v.is(UsernameSchema, handle)).toBe(expected);
    expect(v.is(StudioNameSchema, handle)).toBe(expected);
  });

  it('trims, and compares case-insensitively', () => {
    expect(validateUsername('  marta ')).toEqual({ ok: true, value: 'marta' });
    expect(normalizeHandle(' Marta_K ')).toBe('marta_k');
  });
});
