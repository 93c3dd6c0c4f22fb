/**
 * The geocoder (ARCHITECTURE §3 services): where an address is — the room form's address search
 * (spec §5, §7). Chosen once, at load, by `GEOCODER`:
 * - `offline` (the default; the local runtime and the tests): the city's centre from the city
 *   data the locations Lambda ships, no postcode — no network;
 * - `nominatim` (AWS): OpenStreetMap's Nominatim at `GEOCODER_URL` (default the public one), with
 *   `GEOCODER_USER_AGENT` identifying the app, as Nominatim's usage policy requires.
 */
import { config, GEOCODERS, requireSetting } from '../../config';
import { fetchTimeoutMs } from '../../services/outbound-calls';
import { createNominatimGeocoder, NOMINATIM_PUBLIC_URL } from './geocoder-nominatim';
import { createOfflineGeocoder } from './geocoder-offline';

export interface GeocodeQuery {
  /** ISO 3166 code, e.g. `PL`. */
  countryCode: string;
  city: string;
  /** Street and number, as typed. */
  address: string;
}

export interface GeocodeResult {
  postalCode?: string;
  lat: number;
  lng: number;
  fullAddress: string;
}

export interface Geocoder {
  /** The place, or undefined when nothing matches; throws `BadGatewayError` when the service fails. */
  geocode(query: GeocodeQuery): Promise<GeocodeResult | undefined>;
}

export { GEOCODERS };

/** The geocoder the environment asks for (a wrong or incomplete setting fails with its name: config.ts). */
export const geocoderFromEnvironment = (): Geocoder => {
  const { geocoder: kind, geocoderUrl } = config();
  if (kind === 'nominatim') {
    return createNominatimGeocoder({
      url: geocoderUrl ?? NOMINATIM_PUBLIC_URL,
      userAgent: requireSetting('geocoderUserAgent'),
      timeoutMs: fetchTimeoutMs(),
    });
  }
  return createOfflineGeocoder();
};

export const geocoder: Geocoder = geocoderFromEnvironment();
