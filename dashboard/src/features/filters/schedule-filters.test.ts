import { Level } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import {
  activeScheduleFilterCount,
  hasCity,
  lessonSearchBody,
  NO_SCHEDULE_FILTERS,
  parseScheduleFilters,
  type ScheduleFilters,
  scheduleFiltersQuery,
} from './schedule-filters';

const KRAKOW: ScheduleFilters = { ...NO_SCHEDULE_FILTERS, country: 'PL', city: 'Kraków' };

describe('schedule filters in the query string', () => {
  it.each([
    ['nothing', '', NO_SCHEDULE_FILTERS],
    ['the hero’s city link', '?city=Krak%C3%B3w&country=PL', KRAKOW],
    ['a style link from the landing page', '?styles=salsa', { ...NO_SCHEDULE_FILTERS, styles: ['salsa'] }],
    [
      'every filter',
      '?city=Krak%C3%B3w&country=PL&days=3,1&styles=salsa,bachata&levels=0,2&age=25&open=1&search=cubana',
      {
        ...KRAKOW,
        days: [1, 3],
        styles: ['salsa', 'bachata'],
        levels: [Level.Beginner, Level.Pro],
        age: 25,
        openOnly: true,
        search: 'cubana',
      },
    ],
    ['days out of the week (dropped)', 'days=7,-1,x,1.5,2,2', { ...NO_SCHEDULE_FILTERS, days: [2] }],
    ['unknown levels (dropped)', 'levels=4,1,pro', { ...NO_SCHEDULE_FILTERS, levels: [Level.Intermediate] }],
    ['age 0 and 100 (the bounds)', 'age=0', { ...NO_SCHEDULE_FILTERS, age: 0 }],
    ['an age over 100 (dropped)', 'age=101', NO_SCHEDULE_FILTERS],
    ['a negative or broken age (dropped)', 'age=-3', NO_SCHEDULE_FILTERS],
    ['a fractional age (dropped)', 'age=2.5', NO_SCHEDULE_FILTERS],
    ['open other than 1 (off)', 'open=true', NO_SCHEDULE_FILTERS],
  ])('reads %s', (_, query, expected) => {
    expect(parseScheduleFilters(query)).toEqual(expected);
  });

  it('writes what it reads, leaving empty filters out', () => {
    const filters: ScheduleFilters = {
      ...KRAKOW,
      days: [1, 3],
      styles: ['salsa'],
      levels: [Level.Beginner],
      age: 25,
      openOnly: true,
      search: 'cubana',
    };
    const query = scheduleFiltersQuery(filters);
    expect(query).toBe(
      'search=cubana&country=PL&city=Krak%C3%B3w&styles=salsa&days=1,3&levels=0&age=25&open=1',
    );
    expect(parseScheduleFilters(query)).toEqual(filters);
    expect(scheduleFiltersQuery(NO_SCHEDULE_FILTERS)).toBe('');
    expect(scheduleFiltersQuery({ ...NO_SCHEDULE_FILTERS, age: 0 })).toBe('age=0');
  });
});

describe('the lesson search request', () => {
  it('waits for a city: the API needs a place', () => {
    const styles = { ...NO_SCHEDULE_FILTERS, styles: ['salsa'] };
    expect(hasCity(styles)).toBe(false);
    expect(lessonSearchBody(styles)).toBeNull();
  });

  it.each([
    [KRAKOW, { country: 'PL', city: 'Kraków' }, 0],
    [
      { ...KRAKOW, days: [0, 6], levels: [Level.Open], age: 0, openOnly: true, search: ' tango ' },
      {
        country: 'PL',
        city: 'Kraków',
        search: 'tango',
        days: [0, 6],
        levels: [Level.Open],
        forAge: 0,
        removeClosedGroups: true,
      },
      5,
    ],
    [
      { ...KRAKOW, styles: ['salsa', 'bachata'] },
      { country: 'PL', city: 'Kraków', styles: ['salsa', 'bachata'] },
      2,
    ],
  ])('sends %j as %j, counting %i panel filters (the city is not one)', (filters, body, count) => {
    expect(lessonSearchBody(filters)).toEqual(body);
    expect(activeScheduleFilterCount(filters)).toBe(count);
  });
});
