import { describe, expect, it } from 'vitest';
import { citySearchOf } from './useCitySuggestions';

describe('what a city search asks', () => {
  it('holds the trimmed text and the preferred country of the language', () => {
    expect(citySearchOf(' Kra ', 'pl')).toEqual({ text: 'Kra', prefer: 'PL' });
    expect(citySearchOf('Kra', 'ua')).toEqual({ text: 'Kra', prefer: 'UA' });
    expect(citySearchOf('Kra', 'en')).toEqual({ text: 'Kra', prefer: undefined });
  });

  it('differs between languages, so a switch never shows another country’s ranking', () => {
    expect(citySearchOf('Kra', 'pl')).not.toEqual(citySearchOf('Kra', 'en'));
  });

  it('is null (no request) while the text is too short', () => {
    expect(citySearchOf(' K ', 'pl')).toBeNull();
  });
});
