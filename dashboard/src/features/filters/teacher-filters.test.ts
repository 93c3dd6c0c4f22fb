import { describe, expect, it } from 'vitest';
import {
  activeTeacherFilterCount,
  NO_TEACHER_FILTERS,
  parseTeacherFilters,
  teacherFiltersQuery,
  teacherSearchBody,
} from './teacher-filters';

describe('teacher filters in the query string', () => {
  it.each([
    ['nothing', '', NO_TEACHER_FILTERS],
    [
      'every filter',
      '?search=Iryna&country=pl&city=Krak%C3%B3w&styles=salsa,tango',
      { search: 'Iryna', country: 'PL', city: 'Kraków', styles: ['salsa', 'tango'] },
    ],
    ['a city without a country (dropped)', 'city=Kraków', NO_TEACHER_FILTERS],
    ['a malformed country (dropped with its city)', 'country=Poland&city=Kraków', NO_TEACHER_FILTERS],
    [
      'repeated and empty styles',
      'styles=salsa,,salsa, tango',
      { ...NO_TEACHER_FILTERS, styles: ['salsa', 'tango'] },
    ],
    [
      'an over-long search (cut to 200)',
      `search=${'a'.repeat(300)}`,
      { ...NO_TEACHER_FILTERS, search: 'a'.repeat(200) },
    ],
  ])('reads %s', (_, query, expected) => {
    expect(parseTeacherFilters(query)).toEqual(expected);
  });

  it('writes what it reads, leaving empty filters out', () => {
    const filters = { search: ' Iryna ', country: 'PL', city: 'Kraków', styles: ['salsa'] };
    const query = teacherFiltersQuery(filters);
    expect(query).toBe('search=Iryna&country=PL&city=Krak%C3%B3w&styles=salsa');
    expect(parseTeacherFilters(query)).toEqual({ ...filters, search: 'Iryna' });
    expect(teacherFiltersQuery(NO_TEACHER_FILTERS)).toBe('');
  });

  it.each([
    [NO_TEACHER_FILTERS, {}, 0],
    [{ ...NO_TEACHER_FILTERS, search: '  ' }, {}, 0],
    [
      { search: 'ola', country: 'UA', city: 'Kyiv', styles: ['a', 'b'] },
      { search: 'ola', country: 'UA', city: 'Kyiv', styles: ['a', 'b'] },
      3,
    ],
  ])('sends %j as %j, counting %i panel filters', (filters, body, count) => {
    expect(teacherSearchBody(filters)).toEqual(body);
    expect(activeTeacherFilterCount(filters)).toBe(count);
  });
});
