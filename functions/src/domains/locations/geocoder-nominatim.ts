/**
 * Nominatim (OpenStreetMap) geocoding: one structured search per call
 * (https://nominatim.org/release-docs/latest/api/Search/). Its usage policy asks for an
 * identifying User-Agent and at most one request a second; the room form debounces the address
 * search by 2 s (spec §9). A failure or a slow answer is a 502, never a 500.
 */
import { BadGatewayError } from '../../errors';
import type { GeocodeResult, Geocoder } from './geocoder';

export const NOMINATIM_PUBLIC_URL = 'https://nominatim.openstreetmap.org';

export interface NominatimOptions {
  /** Base URL, e.g. https://nominatim.openstreetmap.org. */
  url: string;
  userAgent: string;
  timeoutMs?: number;
}

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: { postcode?: string };
}

const unavailable = (reason: string): never => {
  console.warn(`[geocoder] Nominatim: ${reason}`);
  throw new BadGatewayError('location.geocoderUnavailable');
};

/** A network error, a timeout (`TimeoutError`) or a body that is not JSON. */
const failed = (error: unknown): never =>
  unavailable(error instanceof Error ? `${error.name}: ${error.message}` : String(error));

const toResult = (place: NominatimPlace): GeocodeResult => {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!place.lat || !place.lon || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return unavailable(`a place without coordinates: ${JSON.stringify(place).slice(0, 200)}`);
  }
  return {
    ...(place.address?.postcode ? { postalCode: place.address.postcode } : {}),
    lat,
    lng,
    fullAddress: place.display_name ?? '',
  };
};

export const createNominatimGeocoder = ({ url, userAgent, timeoutMs = 5000 }: NominatimOptions): Geocoder => {
  const base = url.replace(/\/+$/, '');
  return {
    geocode: async ({ countryCode, city, address }) => {
      const params = new URLSearchParams({
        format: 'jsonv2',
        addressdetails: '1',
        limit: '1',
        countrycodes: countryCode.toLowerCase(),
        city,
        street: address,
      });
      const response = await fetch(`${base}/search?${params}`, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      }).catch(failed);
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return unavailable(`answered ${response.status}`);
      }
      const places: unknown = await response.json().catch(failed);
      if (!Array.isArray(places)) return unavailable('answered something other than a list');
      const [first] = places as NominatimPlace[];
      return first ? toResult(first) : undefined;
    },
  };
};
