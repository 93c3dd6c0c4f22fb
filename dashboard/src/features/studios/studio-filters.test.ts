import { describe, expect, it } from 'vitest';
import {
  activeStudioFilterCount,
  comesFromOnboarding,
  NO_STUDIO_FILTERS,
  parseStudioFilters,
  studioFiltersQuery,
  studioSearchBody,
} from './studio-filters';

describe('studio filters in the query string', () => {
  it.each([
    ['nothing', '', NO_STUDIO_FILTERS],
    [
      'every public filter',
      '?search=Salsa&country=pl&city=Krak%C3%B3w&styles=salsa,tango',
      { search: 'Salsa', country: 'PL', city: 'Kraków', styles: ['salsa', 'tango'], mine: false },
    ],
    ['my studios', '?filter=my', { ...NO_STUDIO_FILTERS, mine: true }],
    ['my studios with a search', 'filter=my&search=co', { ...NO_STUDIO_FILTERS, search: 'co', mine: true }],
    ['an unknown filter (the public search)', 'filter=all', NO_STUDIO_FILTERS],
    ['a city without a country (dropped)', 'city=Kraków', NO_STUDIO_FILTERS],
    ['the onboarding flag (not a filter)', 'from=onboard', NO_STUDIO_FILTERS],
  ])('reads %s', (_, query, expected) => {
    expect(parseStudioFilters(query)).toEqual(expected);
  });

  it.each([
    [{ ...NO_STUDIO_FILTERS }, ''],
    [{ ...NO_STUDIO_FILTERS, mine: true }, 'filter=my'],
    [{ ...NO_STUDIO_FILTERS, mine: true, search: ' co ' }, 'filter=my&search=co'],
    [
      { search: 'Salsa', country: 'PL', city: 'Kraków', styles: ['salsa'], mine: false },
      'search=Salsa&country=PL&city=Krak%C3%B3w&styles=salsa',
    ],
  ])('writes %j as %j, which reads back the same', (filters, query) => {
    expect(studioFiltersQuery(filters)).toBe(query);
    expect(parseStudioFilters(query)).toEqual({ ...filters, search: filters.search.trim() });
  });
});

describe('the search request of the filters', () => {
  it.each([
    [NO_STUDIO_FILTERS, {}, 0],
    [
      { search: ' ola ', country: 'UA', city: 'Kyiv', styles: ['a', 'b'], mine: false },
      { search: 'ola', country: 'UA', city: 'Kyiv', styles: ['a', 'b'] },
      3,
    ],
    [{ ...NO_STUDIO_FILTERS, mine: true }, { withAdminRights: true }, 0],
    [
      // The own studios are listed whatever their city or styles: only the text narrows them.
      { search: 'co', country: 'UA', city: 'Kyiv', styles: ['a'], mine: true },
      { withAdminRights: true, search: 'co' },
      2,
    ],
  ])('sends %j as %j, counting %i panel filters', (filters, body, count) => {
    expect(studioSearchBody(filters)).toEqual(body);
    expect(activeStudioFilterCount(filters)).toBe(count);
  });

  it.each([
    ['?from=onboard', true],
    ['?filter=my&from=onboard', true],
    ['?from=elsewhere', false],
    ['', false],
  ])('%j comes from onboarding: %s', (query, expected) => {
    expect(comesFromOnboarding(query)).toBe(expected);
  });
});
