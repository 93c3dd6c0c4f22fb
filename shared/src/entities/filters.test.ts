import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FiltersSchema } from './filters';

describe('filters (spec §3)', () => {
  it('accepts every filter of the spec', () => {
    const filters = {
      search: 'salsa',
      country: 'Poland',
      city: 'Kraków',
      lat: 50.06,
      lng: 19.94,
      days: [1, 3],
      studioIds: ['s1'],
      roomIds: ['r1'],
      teachers: ['u1'],
      customTeacherNames: ['Ola'],
      styles: ['bachata'],
      levels: [0, 3],
      forAge: 16,
      removeClosedGroups: true,
      teachersOnly: false,
      studiosOnly: false,
    };
    expect(v.parse(FiltersSchema, filters)).toEqual(filters);
    expect(v.parse(FiltersSchema, {})).toEqual({});
  });

  it.each([
    [{ days: [7] }],
    [{ levels: [4] }],
    [{ forAge: 101 }],
    [{ forAge: -1 }],
    [{ lat: 95 }],
    [{ studioIds: Array.from({ length: 101 }, (_, index) => `s${index}`) }],
  ])('refuses %j', (filters) => {
    expect(v.safeParse(FiltersSchema, filters).success).toBe(false);
  });
});
