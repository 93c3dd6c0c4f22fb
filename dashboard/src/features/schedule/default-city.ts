/**
 * Which city /schedule opens with when the address names none (issue #17 item 1), in this order:
 * 1. the last city the visitor chose (kept in localStorage; a value that no longer reads as a city
 *    is ignored);
 * 2. the largest city of the visitor's country, the country guessed from the browser's time zone
 *    (where the device is: `Europe/Warsaw` → Poland), else from its languages (`pl-PL` → Poland,
 *    `uk` → Ukraine); the largest city itself comes from the API's city data (`GET /api/city/{country}
 *    ?limit=1`, cities largest first), so its name is spelled as the city search spells it;
 * 3. Warsaw, the first market's largest city, when no country can be guessed or it has no city.
 * Geolocation is never asked here: only the "Near me" button asks.
 */

import { languageFromTag } from '@plie/shared';
import { type ChosenCity, readLastCity } from '../city-search/last-city';

export type { ChosenCity } from '../city-search/last-city';

/** When nothing else is known: the first market's largest city. */
export const FALLBACK_CITY: ChosenCity = { country: 'PL', city: 'Warsaw' };

/**
 * The country of a time zone, for the zones of the countries Plié serves and their neighbours
 * (IANA names, old aliases included). A zone missing here guesses nothing: the languages decide.
 */
const COUNTRY_OF_TIME_ZONE: Record<string, string> = {
  'Europe/Warsaw': 'PL',
  'Europe/Kyiv': 'UA',
  'Europe/Kiev': 'UA',
  'Europe/Uzhgorod': 'UA',
  'Europe/Zaporozhye': 'UA',
  'Europe/Berlin': 'DE',
  'Europe/Busingen': 'DE',
  'Europe/Prague': 'CZ',
  'Europe/Bratislava': 'SK',
  'Europe/Vilnius': 'LT',
  'Europe/Riga': 'LV',
  'Europe/Tallinn': 'EE',
  'Europe/London': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Paris': 'FR',
  'Europe/Madrid': 'ES',
  'Europe/Lisbon': 'PT',
  'Europe/Rome': 'IT',
  'Europe/Vienna': 'AT',
  'Europe/Zurich': 'CH',
  'Europe/Amsterdam': 'NL',
  'Europe/Brussels': 'BE',
  'Europe/Copenhagen': 'DK',
  'Europe/Stockholm': 'SE',
  'Europe/Oslo': 'NO',
  'Europe/Helsinki': 'FI',
  'Europe/Budapest': 'HU',
  'Europe/Bucharest': 'RO',
  'Europe/Chisinau': 'MD',
  'Europe/Sofia': 'BG',
  'Europe/Athens': 'GR',
  'Europe/Istanbul': 'TR',
  'Europe/Belgrade': 'RS',
  'Europe/Zagreb': 'HR',
  'Europe/Ljubljana': 'SI',
  'Europe/Minsk': 'BY',
};

/** The country a language is at home in, for a language tag without a region (`pl`, `de`; Ukrainian below). */
const COUNTRY_OF_LANGUAGE: Record<string, string> = {
  pl: 'PL',
  de: 'DE',
  cs: 'CZ',
  sk: 'SK',
  lt: 'LT',
  lv: 'LV',
  et: 'EE',
  fr: 'FR',
  es: 'ES',
  pt: 'PT',
  it: 'IT',
  nl: 'NL',
  da: 'DK',
  sv: 'SE',
  nb: 'NO',
  fi: 'FI',
  hu: 'HU',
  ro: 'RO',
  bg: 'BG',
  el: 'GR',
  tr: 'TR',
};

/**
 * Language tags that say nothing about where the visitor is: `en-US` is the English most browsers
 * anywhere come with (a dancer in Kraków with an English browser is rarely American).
 */
const NO_PLACE_TAGS = new Set(['en-us']);

/** The country a language tag points at: its region (`en-GB` → GB), else its language's home. */
const countryOfLanguage = (tag: string): string | undefined => {
  if (NO_PLACE_TAGS.has(tag.toLowerCase().replace('_', '-'))) return undefined;
  const [language = '', ...rest] = tag.split(/[-_]/);
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part));
  if (region) return region.toUpperCase();
  // Ukrainian, as browsers name it (`uk`) or as the product does (`ua`): shared/src/locale.ts reads both.
  if (languageFromTag(language) === 'ua') return 'UA';
  return COUNTRY_OF_LANGUAGE[language.toLowerCase()];
};

/** What the browser says about where the visitor is. */
export interface VisitorHints {
  /** `Intl.DateTimeFormat().resolvedOptions().timeZone`. */
  timeZone: string | undefined;
  /** `navigator.languages`, most preferred first. */
  languages: readonly string[];
}

/** The visitor's country: the time zone's, else the first language tag that points at one. */
export const guessCountry = ({ timeZone, languages }: VisitorHints): string | undefined => {
  const byZone = timeZone ? COUNTRY_OF_TIME_ZONE[timeZone] : undefined;
  if (byZone) return byZone;
  for (const tag of languages) {
    const country = countryOfLanguage(tag);
    if (country) return country;
  }
  return undefined;
};

/**
 * How the schedule opens: with the kept city, or with the largest city of a guessed country (to ask
 * the API for), or with the fallback city.
 */
export type DefaultCityPlan =
  | { kind: 'last'; place: ChosenCity }
  | { kind: 'largestOf'; country: string }
  | { kind: 'fallback'; place: ChosenCity };

export const defaultCityPlan = (
  storage: Pick<Storage, 'getItem'> | undefined,
  hints: VisitorHints,
): DefaultCityPlan => {
  const last = readLastCity(storage);
  if (last) return { kind: 'last', place: last };
  const country = guessCountry(hints);
  return country ? { kind: 'largestOf', country } : { kind: 'fallback', place: FALLBACK_CITY };
};

/** The browser's hints, read defensively (`Intl` or `navigator` may be missing or throw). */
export const browserHints = (): VisitorHints => {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return { timeZone, languages: languages.filter(Boolean) };
};
