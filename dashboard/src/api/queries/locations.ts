/** The reads of `locations`: countries, a country's cities, city suggestions, and where an address is. */
import type { Country } from '@plie/shared';
import useSWR from 'swr';
import { apiClient } from '../client';
import { freshAnswersOnly, noRetryOnRefusal } from './answers';
import { queryKeys } from './query-keys';

/** `GET /api/country`: every country, for the address fields; `false` asks nothing. */
export const useCountries = (needed = true) =>
  useSWR<Country[]>(
    needed ? queryKeys.countries() : null,
    () => apiClient.locations.listCountries(),
    freshAnswersOnly,
  );

/** `GET /api/country/{country}/cities?q=`: a country's cities starting with `prefix`; `undefined` waits. */
export const useCountryCities = (country: string, prefix: string | undefined) =>
  useSWR(
    prefix ? queryKeys.citiesOf(country, prefix) : null,
    ([, code, q]: readonly [string, string, string]) =>
      apiClient.locations.listCities({ params: { country: code }, query: { q } }),
    noRetryOnRefusal,
  );

/**
 * `GET /api/city/{country}?limit=1`: the country's largest city (the list is largest first), e.g. to
 * open the schedule somewhere; `undefined` asks nothing. A refusal (an unknown country) is an answer.
 */
export const useLargestCity = (country: string | undefined) =>
  useSWR(
    country ? queryKeys.largestCityOf(country) : null,
    async ([, , code]: readonly [string, string, string]) =>
      (await apiClient.locations.listCities({ params: { country: code }, query: { limit: '1' } }))[0]?.name ??
      null,
    noRetryOnRefusal,
  );

/**
 * `GET /api/city/search?q=&prefer=`: cities starting with `search.text`, those of the preferred
 * country first, at most `limit`; `null` asks nothing.
 */
export const useCitySearch = (search: { text: string; prefer: string | undefined } | null, limit: number) =>
  useSWR(
    search ? queryKeys.citySearch(search.text, search.prefer) : null,
    ([, q, prefer]: readonly [string, string, string | undefined]) =>
      apiClient.locations.searchCities({ query: { q, prefer, limit: String(limit) } }),
  );

/** `GET /api/city/geocode`: where an address is; a 404 (not found) is an answer. `undefined` asks nothing. */
export const useGeocode = (address: { country: string; city: string; address: string } | undefined) =>
  useSWR(
    address ? queryKeys.geocode(address.country, address.city, address.address) : null,
    ([, country, city, street]: readonly [string, string, string, string]) =>
      apiClient.locations.geocode({ query: { country, city, address: street } }),
    freshAnswersOnly,
  );
