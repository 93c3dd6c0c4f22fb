import { describe, expect, it } from 'vitest';
import {
  FILTER_VARIANTS,
  type FilterField,
  type FilterVariant,
  fieldsOf,
  showsField,
} from './filter-variants';

describe('the filter variants of spec §2', () => {
  it.each([
    ['main', ['city', 'days', 'styles', 'levels', 'age', 'openOnly']],
    ['teachers', ['city', 'styles']],
    ['studios', ['city', 'styles']],
    ['studio', ['room', 'teacher', 'days', 'styles', 'levels', 'age']],
    ['teacher', ['studio', 'days', 'styles', 'levels', 'age']],
  ] as const)('the %s panel shows %j, in that order', (variant, fields) => {
    expect(fieldsOf(variant)).toEqual(fields);
  });

  it.each([
    ['studio', 'city', 'the studio fixes the city'],
    ['teacher', 'city', 'a teacher teaches in several cities'],
    ['teacher', 'teacher', 'the page is one teacher’s'],
    ['studio', 'studio', 'the page is one studio’s'],
    ['main', 'room', 'rooms belong to one studio'],
  ] as const)('the %s panel has no %s field (%s)', (variant, field, _why) => {
    expect(showsField(variant, field)).toBe(false);
  });

  it('every lesson variant narrows by day, style, level and age', () => {
    for (const variant of ['main', 'studio', 'teacher'] as FilterVariant[]) {
      for (const field of ['days', 'styles', 'levels', 'age'] as FilterField[]) {
        expect(showsField(variant, field), `${variant} ${field}`).toBe(true);
      }
    }
  });

  it('no variant lists a field twice', () => {
    for (const fields of Object.values(FILTER_VARIANTS)) expect(new Set(fields).size).toBe(fields.length);
  });
});
