import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiClient } from '../../api/client';
import { ADDRESS_LOOKUP_DEBOUNCE_MS } from '../../config/constants';
import {
  type AddressLookup,
  type AddressQuery,
  addressLookupKey,
  addressLookupOf,
  type GeocodedPlace,
  sameAddressQuery,
} from './address-lookup';
import { isFinalAnswer } from './studio-access';

/**
 * Looks the form's address up (`GET /api/city/geocode`) once the country, city and street are set
 * and the typing has stopped for 2 s (spec §5, §9). The saved room's own address (`saved`) is not
 * looked up again: its coordinates stand until the address changes.
 */
export const useAddressLookup = (
  current: AddressQuery | undefined,
  saved: AddressQuery | undefined,
): AddressLookup => {
  const [settled, setSettled] = useState<AddressQuery | undefined>(undefined);
  const wanted = current && !sameAddressQuery(current, saved) ? current : undefined;
  const { country, city, address } = wanted ?? {};

  useEffect(() => {
    if (!country || !city || !address) return;
    const timer = window.setTimeout(() => setSettled({ country, city, address }), ADDRESS_LOOKUP_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [country, city, address]);

  const asked = wanted && sameAddressQuery(wanted, settled) ? settled : undefined;
  const { data, error } = useSWR<GeocodedPlace, unknown, ReturnType<typeof addressLookupKey> | null>(
    asked ? addressLookupKey(asked) : null,
    ([, queryCountry, queryCity, queryAddress]) =>
      apiClient.locations.geocode({
        query: { country: queryCountry, city: queryCity, address: queryAddress },
      }),
    { keepPreviousData: false, shouldRetryOnError: (failure) => !isFinalAnswer(failure) },
  );
  return addressLookupOf({ current, settled, saved, answer: data, error });
};
