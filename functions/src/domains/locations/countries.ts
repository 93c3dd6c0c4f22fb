/**
 * Country names and ISO codes: countries-list's two minimal tables, English and native names
 * (9 kB, where its full data with currencies, phones and languages is 37 kB in every bundle).
 * Kept apart from the city data (places.ts: megabytes read at first use) so that domains which
 * only resolve a country — rooms turning "Poland" into `PL` — never bundle or load the cities.
 */
import englishNames from 'countries-list/minimal/countries.en.min.json';
import nativeNames from 'countries-list/minimal/countries.native.min.json';
import { normalizeKeyText } from '../../db/keys';

const english = englishNames as Record<string, string>;
const native = nativeNames as Record<string, string>;

export interface Country {
  code: string;
  countryName: string;
}

/** Every country, by English name. */
export const allCountries: Country[] = Object.entries(english)
  .map(([code, name]) => ({ code, countryName: name }))
  .sort((a, b) => a.countryName.localeCompare(b.countryName, 'en'));

/** A country by ISO code or by English or native name, case and accents ignored. */
export const findCountry = (nameOrCode: string): Country | undefined => {
  const wanted = normalizeKeyText(nameOrCode);
  if (!wanted) return undefined;
  const byCode = allCountries.find((country) => country.code.toLowerCase() === wanted);
  if (byCode) return byCode;
  return allCountries.find(
    (country) =>
      normalizeKeyText(country.countryName) === wanted ||
      normalizeKeyText(native[country.code] ?? '') === wanted,
  );
};

/** The English name of a country code (the code itself when unknown). */
export const countryName = (code: string): string =>
  allCountries.find((country) => country.code === code)?.countryName ?? code;
