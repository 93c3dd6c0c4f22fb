/**
 * The room form's address search (spec §5 "Address search"): it begins only once the country and
 * the city are set (and there is a street to look for), 2 s after the typing stops (spec §9).
 */
import { ApiError } from '@plie/sdk';
import type { Coordinates, RoomForm } from './room-form';

/** What `GET /api/city/geocode` is asked. */
export interface AddressQuery {
  /** ISO code. */
  country: string;
  city: string;
  /** Street and number. */
  address: string;
}

/** What it answers: where the address is, and its postcode when known. */
export interface GeocodedPlace extends Coordinates {
  postalCode?: string;
  fullAddress: string;
}

export type AddressLookup =
  /** The country, the city or the street is still missing. */
  | { status: 'incomplete' }
  /** The saved room's address, unchanged: its saved coordinates stand. */
  | { status: 'saved' }
  /** Waiting for the typing to stop, or for the answer. */
  | { status: 'searching' }
  | { status: 'found'; place: GeocodedPlace }
  /** 404: no such address; the user should check the spelling. */
  | { status: 'notFound' }
  /** The search itself failed (the service is down, no connection). */
  | { status: 'failed'; error: unknown };

/** The search the form's address asks for, or `undefined` while the country, city or street is empty. */
export const addressQueryOf = (
  form: Pick<RoomForm, 'country' | 'city' | 'street'>,
): AddressQuery | undefined => {
  const query = { country: form.country.trim(), city: form.city.trim(), address: form.street.trim() };
  return query.country && query.city && query.address ? query : undefined;
};

export const sameAddressQuery = (a: AddressQuery | undefined, b: AddressQuery | undefined): boolean =>
  a !== undefined &&
  b !== undefined &&
  a.country === b.country &&
  a.city.toLocaleLowerCase() === b.city.toLocaleLowerCase() &&
  a.address.toLocaleLowerCase() === b.address.toLocaleLowerCase();

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Where the lookup stands for the form's current address: `settled` is the address the typing
 * stopped at, `answer`/`error` what the API said about it, `saved` the saved room's address.
 */
export const addressLookupOf = ({
  current,
  settled,
  saved,
  answer,
  error,
}: {
  current: AddressQuery | undefined;
  settled: AddressQuery | undefined;
  saved: AddressQuery | undefined;
  answer: GeocodedPlace | undefined;
  error: unknown;
}): AddressLookup => {
  if (!current) return { status: 'incomplete' };
  if (sameAddressQuery(current, saved)) return { status: 'saved' };
  if (!sameAddressQuery(current, settled)) return { status: 'searching' };
  if (answer) return { status: 'found', place: answer };
  if (error) return isNotFound(error) ? { status: 'notFound' } : { status: 'failed', error };
  return { status: 'searching' };
};

/** The coordinates the room is saved with: the ones just found, or the saved ones while unchanged. */
export const coordinatesFrom = (
  lookup: AddressLookup,
  saved: Coordinates | undefined,
): Coordinates | undefined => {
  if (lookup.status === 'found') return { lat: lookup.place.lat, lng: lookup.place.lng };
  return lookup.status === 'saved' ? saved : undefined;
};
