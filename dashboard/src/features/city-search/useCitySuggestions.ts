import { useAtomValue } from 'jotai';
import { useCitySearch } from '../../api/queries/locations';
import { CITY_SUGGESTION_LIMIT } from '../../config/constants';
import { languageAtom } from '../../i18n/atoms';
import type { Language } from '../../i18n/languages';
import { shouldFetchCities } from './city-search-rules';
import { preferredCountryFor } from './preferred-countries';

/**
 * What a city search asks: the typed text and the preferred country, so switching the language
 * asks again rather than reusing another country's ranking. `null` (no request) while the text
 * is too short.
 */
export const citySearchOf = (text: string, language: Language) => {
  const query = text.trim();
  return shouldFetchCities(query) ? { text: query, prefer: preferredCountryFor(language) } : null;
};

/**
 * Cities starting with the typed text, once it is long enough: those of the interface
 * language's country first (Kraków before Krasnoyarsk in Polish), then the largest.
 */
export const useCitySuggestions = (text: string) => {
  const language = useAtomValue(languageAtom);
  return useCitySearch(citySearchOf(text, language), CITY_SUGGESTION_LIMIT);
};
