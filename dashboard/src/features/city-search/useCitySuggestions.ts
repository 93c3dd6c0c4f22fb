import useSWR from 'swr';
import { apiClient } from '../../api/client';
import { CITY_SUGGESTION_LIMIT } from '../../config/constants';
import { type CitySuggestion, shouldFetchCities } from './city-search-rules';

/** Cities starting with the typed text (any country, largest first), once it is long enough. */
export const useCitySuggestions = (text: string) => {
  const query = text.trim();
  return useSWR<CitySuggestion[]>(shouldFetchCities(query) ? ['locations.searchCities', query] : null, () =>
    apiClient.locations.searchCities({ query: { q: query, limit: String(CITY_SUGGESTION_LIMIT) } }),
  );
};
