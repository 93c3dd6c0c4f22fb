import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { apiClient } from '../../api/client';
import { CITY_SUGGESTION_LIMIT } from '../../config/constants';
import { languageAtom } from '../../i18n/atoms';
import type { Language } from '../../i18n/languages';
import { type CitySuggestion, shouldFetchCities } from './city-search-rules';
import { preferredCountryFor } from './preferred-countries';

/**
 * The SWR key of a city search: the typed text and the preferred country, so switching the
 * language asks again rather than reusing another country's ranking. `null` (no request)
 * while the text is too short.
 */
export const citySuggestionsKey = (text: string, language: Language) => {
  const query = text.trim();
  return shouldFetchCities(query)
    ? (['locations.searchCities', query, preferredCountryFor(language)] as const)
    : null;
};

/**
 * Cities starting with the typed text, once it is long enough: those of the interface
 * language's country first (Kraków before Krasnoyarsk in Polish), then the largest.
 */
export const useCitySuggestions = (text: string) => {
  const language = useAtomValue(languageAtom);
  return useSWR<CitySuggestion[], unknown, ReturnType<typeof citySuggestionsKey>>(
    citySuggestionsKey(text, language),
    ([, q, prefer]) =>
      apiClient.locations.searchCities({ query: { q, prefer, limit: String(CITY_SUGGESTION_LIMIT) } }),
  );
};
