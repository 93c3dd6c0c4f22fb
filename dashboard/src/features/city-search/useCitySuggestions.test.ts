import { describe, expect, it } from 'vitest';
import { citySuggestionsKey } from './useCitySuggestions';

describe('the cache key of a city search', () => {
  it('holds the trimmed text and the preferred country of the language', () => {
    expect(citySuggestionsKey(' Kra ', 'pl')).toEqual(['locations.searchCities', 'Kra', 'PL']);
    expect(citySuggestionsKey('Kra', 'ua')).toEqual(['locations.searchCities', 'Kra', 'UA']);
    expect(citySuggestionsKey('Kra', 'en')).toEqual(['locations.searchCities', 'Kra', undefined]);
  });

  it('differs between languages, so a switch never shows another country’s ranking', () => {
    expect(citySuggestionsKey('Kra', 'pl')).not.toEqual(citySuggestionsKey('Kra', 'en'));
  });

  it('is null (no request) while the text is too short', () => {
    expect(citySuggestionsKey(' K ', 'pl')).toBeNull();
  });
});
