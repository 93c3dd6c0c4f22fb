import { describe, expect, it } from 'vitest';
import {
  cityForTypedText,
  scheduleHrefForCity,
  shouldFetchCities,
  shouldOpenSuggestions,
} from './city-search-rules';

const krakow = { name: 'Kraków', country: 'Poland', countryCode: 'PL' };
const krasnoyarsk = { name: 'Krasnoyarsk', country: 'Russia', countryCode: 'RU' };

describe('city search thresholds (spec §5)', () => {
  it.each([
    ['', false, false],
    ['K', false, false],
    ['Kr', true, false],
    ['Kra', true, true],
    ['  Kr  ', true, false],
    ['Kraków', true, true],
  ])('%j → fetch %s, open the list %s', (text, fetch, open) => {
    expect(shouldFetchCities(text)).toBe(fetch);
    expect(shouldOpenSuggestions(text)).toBe(open);
  });
});

describe('choosing a city', () => {
  it('prefers the exact name, ignoring accents and case', () => {
    expect(cityForTypedText('krakow', [krasnoyarsk, krakow])).toBe(krakow);
    // ł is a letter NFD does not split: folded by hand, as the server's city keys fold it.
    const lodz = { name: 'Łódź', country: 'Poland', countryCode: 'PL' };
    expect(cityForTypedText('lodz', [krasnoyarsk, lodz])).toBe(lodz);
  });
  it('falls back to the first suggestion, as the API ranked it', () => {
    expect(cityForTypedText('Kra', [krasnoyarsk, krakow])).toBe(krasnoyarsk);
    expect(cityForTypedText('Kra', [])).toBeUndefined();
  });
  it('leads to the schedule of the city, URL-encoded', () => {
    expect(scheduleHrefForCity(krakow)).toBe('/schedule?city=Krak%C3%B3w&country=PL');
  });
});
