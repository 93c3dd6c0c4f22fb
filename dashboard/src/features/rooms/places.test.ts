import { describe, expect, it } from 'vitest';
import { cityListPrefix, citySuggestions, countryCodeOf, countryOptions, regionNamerFor } from './places';

const countries = [
  { countryName: 'Ukraine', code: 'UA' },
  { countryName: 'Poland', code: 'PL' },
  { countryName: 'Germany', code: 'DE' },
];

describe('the country list', () => {
  it('is named in the user’s language and sorted in its order', () => {
    expect(countryOptions(countries, regionNamerFor('pl'), 'pl')).toEqual([
      { code: 'DE', name: 'Niemcy' },
      { code: 'PL', name: 'Polska' },
      { code: 'UA', name: 'Ukraina' },
    ]);
    expect(countryOptions(countries, regionNamerFor('uk'), 'uk').map((country) => country.name)).toEqual([
      'Німеччина',
      'Польща',
      'Україна',
    ]);
  });

  it('falls back to the API’s names where the browser has none', () => {
    expect(countryOptions(countries, () => undefined, 'en').map((country) => country.name)).toEqual([
      'Germany',
      'Poland',
      'Ukraine',
    ]);
  });

  it.each([
    ['PL', 'PL'],
    ['pl', 'PL'],
    ['Poland', 'PL'],
    [' poland ', 'PL'],
    ['Atlantis', undefined],
    ['', undefined],
  ])('a room saved in %j is in %s', (written, code) => {
    expect(countryCodeOf(written, countries)).toBe(code);
  });
});

describe('the city suggestions (spec §5 "City search")', () => {
  it.each([
    ['', undefined],
    ['K', undefined],
    ['Kr', 'kr'],
    [' Kraków ', 'kr'],
    ['Łódź', 'lo'],
  ])('typing %j asks for the cities starting with %s', (typed, prefix) => {
    expect(cityListPrefix(typed)).toBe(prefix);
  });

  it('suggests the cities starting with the typed text, accents and case ignored, at most `limit`', () => {
    const cities = ['Kraków', 'Krosno', 'Kraśnik', 'Łódź', 'Kielce'];
    expect(citySuggestions(cities, 'kra', 10)).toEqual(['Kraków', 'Kraśnik']);
    expect(citySuggestions(cities, 'Lod', 10)).toEqual(['Łódź']);
    expect(citySuggestions(cities, 'K', 2)).toEqual(['Kraków', 'Krosno']);
    expect(citySuggestions(cities, ' ', 10)).toEqual([]);
  });
});
