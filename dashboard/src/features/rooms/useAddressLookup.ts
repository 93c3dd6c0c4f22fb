import { useEffect, useState } from 'react';
import { useGeocode } from '../../api/queries/locations';
import { ADDRESS_LOOKUP_DEBOUNCE_MS } from '../../config/constants';
import { type AddressLookup, type AddressQuery, addressLookupOf, sameAddressQuery } from './address-lookup';

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
  const { data, error } = useGeocode(asked);
  return addressLookupOf({ current, settled, saved, answer: data, error });
};
