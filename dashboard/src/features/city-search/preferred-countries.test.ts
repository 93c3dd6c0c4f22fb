import { describe, expect, it } from 'vitest';
import { preferredCountryFor } from './preferred-countries';

describe('the country the city search prefers', () => {
  it.each([
    ['pl', 'PL'],
    ['ua', 'UA'],
    ['en', undefined],
  ] as const)('%s → %s', (language, country) => {
    expect(preferredCountryFor(language)).toBe(country);
  });
});
