/**
 * The offline geocoder: an address is placed at its city's centre (the city data the locations
 * Lambda ships, ADR 0003); no postcode. Used by the local runtime and the tests, where there is
 * no network.
 */
import { countryName } from './countries';
import type { Geocoder } from './geocoder';
import { findCity } from './places';

export const createOfflineGeocoder = (): Geocoder => ({
  geocode: async ({ countryCode, city, address }) => {
    const found = findCity(countryCode, city);
    if (!found) return undefined;
    return {
      lat: found.lat,
      lng: found.lng,
      fullAddress: `${address.trim()}, ${found.name}, ${countryName(countryCode)}`,
    };
  },
});
