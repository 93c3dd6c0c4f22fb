import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AgeFilterQuerySchema, AgeFilterSchema, AgeSchema, validateAge, validateAgeRange } from './age';

describe('ages and the age filter (spec §5, §9: 0–100)', () => {
  it.each([
    [0, true],
    [13, true],
    [100, true],
    [-1, false],
    [101, false],
    [12.5, false],
    [Number.NaN, false],
  ])('%s valid: %s', (age, expected) => {
    expect(validateAge(age).ok).toBe(expected);
    expect(v.is(AgeSchema, age)).toBe(expected);
    expect(v.is(AgeFilterSchema, age)).toBe(expected);
  });

  it.each([
    ['0', 0],
    ['25', 25],
    [' 100 ', 100],
    ['101', undefined],
    ['-1', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('query %j → %s', (text, age) => {
    const result = v.safeParse(AgeFilterQuerySchema, text);
    expect(result.success ? result.output : undefined).toBe(age);
  });

  it.each([
    [{ ageMin: 0, ageMax: 100 }, true, undefined],
    [{ ageMin: 10, ageMax: 10 }, true, undefined],
    [{ ageMin: 18, ageMax: 12 }, false, 'The minimum age cannot be above the maximum age'],
    [{ ageMin: -1, ageMax: 12 }, false, 'Age must be between 0 and 100'],
    [{ ageMin: 0, ageMax: 120 }, false, 'Age must be between 0 and 100'],
  ])('range %j ok: %s', (range, ok, message) => {
    const result = validateAgeRange(range);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe(message);
  });
});
