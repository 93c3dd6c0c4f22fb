/**
 * The room form's places: the API's countries, named and sorted in the user's language, and the
 * cities of the chosen country it suggests (spec §5 "City search": fetched after more than 1
 * typed character).
 */
import { type Country, foldText } from '@plie/shared';
import { shouldFetchCities } from '../city-search/city-search-rules';

export interface CountryOption {
  /** ISO 3166 code (`PL`): what the room's address keeps. */
  code: string;
  /** The name in the user's language ("Polska", "Польща"), else the API's English one. */
  name: string;
}

/** Names a country by its code, or says nothing (no `Intl.DisplayNames`, an unknown code). */
export type CountryNamer = (code: string) => string | undefined;

/** `Intl.DisplayNames` for the locale's region names, when the browser has it. */
export const regionNamerFor = (locale: string): CountryNamer => {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    names = undefined;
  }
  return (code) => {
    try {
      return names?.of(code);
    } catch {
      return undefined;
    }
  };
};

/** The countries as the select lists them: named by `nameOf`, in the locale's alphabetical order. */
export const countryOptions = (
  countries: readonly Country[],
  nameOf: CountryNamer,
  locale: string,
): CountryOption[] => {
  const collator = new Intl.Collator(locale);
  return countries
    .map((country) => ({ code: country.code, name: nameOf(country.code) ?? country.countryName }))
    .sort((a, b) => collator.compare(a.name, b.name));
};

/**
 * The code of a saved room's country, which the API keeps as written: a code (`PL`) or a name
 * ("Poland"). `undefined` when it is none of the list's.
 */
export const countryCodeOf = (written: string, countries: readonly Country[]): string | undefined => {
  const wanted = foldText(written);
  if (!wanted) return undefined;
  return countries.find(
    (country) => foldText(country.code) === wanted || foldText(country.countryName) === wanted,
  )?.code;
};

/**
 * The prefix the city list of the country is asked for (`GET /api/city/{country}?q=`): the first
 * two letters, so one answer serves the whole word being typed; `undefined` until more than one
 * character is typed.
 */
export const cityListPrefix = (typed: string): string | undefined => {
  const text = typed.trim();
  return shouldFetchCities(text) ? foldText(text).slice(0, 2) : undefined;
};

/** The cities to suggest for the typed text: names starting with it (accents and case ignored), largest first. */
export const citySuggestions = (cities: readonly string[], typed: string, limit: number): string[] => {
  const wanted = foldText(typed);
  if (!wanted) return [];
  const found: string[] = [];
  for (const city of cities) {
    if (found.length >= limit) break;
    if (foldText(city).startsWith(wanted)) found.push(city);
  }
  return found;
};
