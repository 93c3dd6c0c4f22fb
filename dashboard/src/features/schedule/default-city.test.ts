import { describe, expect, it } from 'vitest';
import { LAST_CITY_STORAGE_KEY, readLastCity, rememberCity } from '../city-search/last-city';
import { defaultCityPlan, FALLBACK_CITY, guessCountry } from './default-city';

/** A Storage stand-in holding what it is given. */
const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
};

const kept = (value: unknown) =>
  memoryStorage({ [LAST_CITY_STORAGE_KEY]: typeof value === 'string' ? value : JSON.stringify(value) });

const refusingStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

const NOWHERE = { timeZone: 'UTC', languages: ['en'] };

describe('defaultCityPlan: the city /schedule opens with', () => {
  it('is the last chosen city first, whatever the browser says', () => {
    expect(
      defaultCityPlan(kept({ country: 'PL', city: 'Kraków' }), {
        timeZone: 'Europe/Kyiv',
        languages: ['uk'],
      }),
    ).toEqual({ kind: 'last', place: { country: 'PL', city: 'Kraków' } });
  });

  it('else the largest city of the country guessed from the time zone and languages', () => {
    expect(defaultCityPlan(memoryStorage(), { timeZone: 'Europe/Warsaw', languages: ['en-US'] })).toEqual({
      kind: 'largestOf',
      country: 'PL',
    });
  });

  it('else the fallback city', () => {
    expect(defaultCityPlan(memoryStorage(), NOWHERE)).toEqual({ kind: 'fallback', place: FALLBACK_CITY });
    expect(FALLBACK_CITY).toEqual({ country: 'PL', city: 'Warsaw' });
  });

  it.each([
    ['not JSON', '{city'],
    ['a bare string', 'Kraków'],
    ['no country', { city: 'Kraków' }],
    ['a country name for a code', { country: 'Poland', city: 'Kraków' }],
    ['a lower-case code', { country: 'pl', city: 'Kraków' }],
    ['an empty city', { country: 'PL', city: '  ' }],
    ['a city that is not text', { country: 'PL', city: 7 }],
    ['an absurdly long city', { country: 'PL', city: 'K'.repeat(101) }],
    ['null', 'null'],
  ])('ignores a kept value that no longer parses (%s) and guesses instead', (_, value) => {
    expect(defaultCityPlan(kept(value), { timeZone: 'Europe/Kyiv', languages: [] })).toEqual({
      kind: 'largestOf',
      country: 'UA',
    });
  });

  it('guesses when the storage refuses to be read', () => {
    expect(defaultCityPlan(refusingStorage, { timeZone: 'Europe/Berlin', languages: [] })).toEqual({
      kind: 'largestOf',
      country: 'DE',
    });
    expect(defaultCityPlan(undefined, NOWHERE).kind).toBe('fallback');
  });
});

describe('guessCountry', () => {
  it.each([
    ['Europe/Warsaw', ['pl'], 'PL'],
    ['Europe/Warsaw', ['en-US'], 'PL'],
    // Where the device is wins over the language: a Ukrainian speaker in Poland dances in Poland.
    ['Europe/Warsaw', ['uk-UA'], 'PL'],
    ['Europe/Kyiv', ['en'], 'UA'],
    ['Europe/Kiev', [], 'UA'],
    ['Europe/Berlin', ['en-US'], 'DE'],
    ['UTC', ['uk'], 'UA'],
    ['UTC', ['ua'], 'UA'],
    ['UTC', ['pl-PL', 'en'], 'PL'],
    ['UTC', ['en', 'pl'], 'PL'],
    ['UTC', ['en-GB'], 'GB'],
    ['UTC', ['en-US', 'pl'], 'PL'],
    [undefined, ['de'], 'DE'],
    ['America/New_York', ['es'], 'ES'],
  ] as const)('zone %s with languages %j → %s', (timeZone, languages, country) => {
    expect(guessCountry({ timeZone, languages })).toBe(country);
  });

  it.each([
    ['UTC', ['en']],
    // The default English of browsers everywhere: no clue.
    ['UTC', ['en-US']],
    ['Asia/Tokyo', ['en-US', 'en']],
    [undefined, []],
    ['Etc/GMT+3', ['zz']],
  ] as const)('guesses nothing from zone %s and languages %j', (timeZone, languages) => {
    expect(guessCountry({ timeZone, languages })).toBeUndefined();
  });
});

describe('rememberCity / readLastCity', () => {
  it('keeps the chosen city for the next visit', () => {
    const storage = memoryStorage();
    rememberCity(storage, { country: 'PL', city: 'Kraków' });
    expect(readLastCity(storage)).toEqual({ country: 'PL', city: 'Kraków' });
    rememberCity(storage, { country: 'UA', city: 'Kyiv' });
    expect(readLastCity(storage)).toEqual({ country: 'UA', city: 'Kyiv' });
  });

  it('keeps nothing that would not read back as a city, and survives a refusing storage', () => {
    const storage = memoryStorage();
    rememberCity(storage, { country: '', city: 'Kraków' });
    expect(storage.values.size).toBe(0);
    expect(() => rememberCity(refusingStorage, { country: 'PL', city: 'Kraków' })).not.toThrow();
    expect(readLastCity(refusingStorage)).toBeUndefined();
  });
});
