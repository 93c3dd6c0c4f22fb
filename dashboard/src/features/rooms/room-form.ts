/**
 * The room form of /edit-room (spec §3 "Room", §5 "Room"): what the user typed, its problems by
 * field as the shared rules' messages, and the request it becomes.
 */
import {
  type Currency,
  isRoomCapacity,
  MESSAGES,
  type Room,
  type RoomInput,
  type RoomUpdate,
  validateRoomForm,
} from '@plie/shared';
import { DEFAULT_ROOM_CAPACITY, NAME_MAX_LENGTH } from '../../config/constants';

export interface RoomForm {
  name: string;
  /** As typed; a whole number of at least 1 (spec §5). */
  capacity: string;
  /** Per hour, as typed; optional. */
  rentPrice: string;
  rentCurrency: Currency;
  /** The country's ISO code (`PL`), as the country list gives it. */
  country: string;
  city: string;
  /** The street and number as typed: the room's `address.fullAddress`. */
  street: string;
  postalCode: string;
}

export type RoomFormField = keyof RoomForm;
export type RoomFormProblems = Partial<Record<RoomFormField, string>>;

/** Where the room is on the map (filled by the address search). */
export interface Coordinates {
  lat: number;
  lng: number;
}

/** A rent price that is not a number of 0 or more. */
export const RENT_PRICE_INVALID = 'The rent price must be a number, 0 or more';

/** The currency rooms of a country are usually rented in (spec §9: EUR, USD, PLN, UAH). */
export const currencyOfCountry = (countryCode: string | undefined): Currency => {
  switch (countryCode?.toUpperCase()) {
    case 'PL':
      return 'PLN';
    case 'UA':
      return 'UAH';
    case 'US':
      return 'USD';
    default:
      return 'EUR';
  }
};

/** A new room: capacity 30 (spec §3), in `country` when one is known. */
export const emptyRoomForm = (country = ''): RoomForm => ({
  name: '',
  capacity: String(DEFAULT_ROOM_CAPACITY),
  rentPrice: '',
  rentCurrency: currencyOfCountry(country),
  country,
  city: '',
  street: '',
  postalCode: '',
});

/** A saved room in the form; `countryCode` is its country as the country list writes it. */
export const roomFormOf = (room: Room, countryCode: string): RoomForm => ({
  name: room.name,
  capacity: String(room.capacity),
  rentPrice: room.rentPrice === undefined ? '' : String(room.rentPrice),
  rentCurrency: room.rentCurrency ?? currencyOfCountry(countryCode),
  country: countryCode,
  city: room.address.city,
  street: room.address.fullAddress,
  postalCode: room.address.postalCode ?? '',
});

/** The saved room's coordinates, when it has them. */
export const coordinatesOf = (room: Room): Coordinates | undefined =>
  room.address.lat === undefined || room.address.lng === undefined
    ? undefined
    : { lat: room.address.lat, lng: room.address.lng };

/** The typed capacity as a number (`undefined` when empty or not a number). */
export const parseCapacity = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const capacity = Number(trimmed);
  return Number.isFinite(capacity) ? capacity : undefined;
};

/** The typed rent price: a number of 0 or more, none when empty, or `'invalid'`. */
export const parseRentPrice = (text: string): number | undefined | 'invalid' => {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return undefined;
  const price = Number(trimmed);
  return Number.isFinite(price) && price >= 0 ? price : 'invalid';
};

/**
 * The problems of the form by field (spec §5 "Room"): the name and the capacity are required (the
 * shared rules' messages); a rent price, when given, is 0 or more; the address needs its country,
 * city and street (the API's `AddressSchema`).
 */
export const roomFormProblems = (form: RoomForm): RoomFormProblems => {
  const problems: RoomFormProblems = {};
  const name = form.name.trim();
  if (!name) problems.name = MESSAGES.roomNameRequired;
  else if (name.length > NAME_MAX_LENGTH) problems.name = MESSAGES.nameTooLong;
  const capacity = parseCapacity(form.capacity);
  if (capacity === undefined || !isRoomCapacity(capacity)) problems.capacity = MESSAGES.roomCapacityRequired;
  if (parseRentPrice(form.rentPrice) === 'invalid') problems.rentPrice = RENT_PRICE_INVALID;
  for (const field of ['country', 'city', 'street'] as const) {
    if (!form[field].trim()) problems[field] = MESSAGES.addressRequired;
  }
  return problems;
};

/**
 * Why the form cannot be saved yet, or `undefined`: first the shared rule of the room's required
 * fields (studio, name, capacity: `validateRoomForm`), then the other fields in the form's order.
 */
export const roomFormBlocker = (form: RoomForm, studioId: string | undefined): string | undefined => {
  const required = validateRoomForm({ studioId, name: form.name, capacity: parseCapacity(form.capacity) });
  if (!required.ok) return required.message;
  return Object.values(roomFormProblems(form))[0];
};

const addressOf = (form: RoomForm, coordinates: Coordinates | undefined): RoomInput['address'] => {
  const postalCode = form.postalCode.trim();
  return {
    fullAddress: form.street.trim(),
    city: form.city.trim(),
    country: form.country,
    ...(postalCode ? { postalCode } : {}),
    ...(coordinates ?? {}),
  };
};

const rentOf = (form: RoomForm): Pick<RoomInput, 'rentPrice' | 'rentCurrency'> => {
  const price = parseRentPrice(form.rentPrice);
  return typeof price === 'number' ? { rentPrice: price, rentCurrency: form.rentCurrency } : {};
};

const roomFieldsOf = (form: RoomForm, coordinates: Coordinates | undefined): Omit<RoomInput, 'studioId'> => ({
  name: form.name.trim(),
  capacity: parseCapacity(form.capacity) ?? DEFAULT_ROOM_CAPACITY,
  ...rentOf(form),
  address: addressOf(form, coordinates),
});

/** The changes of a saved room (`PATCH /api/room/{id}`): every field of the form. */
export const roomUpdateOf = (form: RoomForm, coordinates: Coordinates | undefined): RoomUpdate =>
  roomFieldsOf(form, coordinates);

/** A new room of the studio (`POST /api/room`), also the copy of a duplicated one. */
export const roomInputOf = (
  form: RoomForm,
  studioId: string,
  coordinates: Coordinates | undefined,
): RoomInput => ({ studioId, ...roomFieldsOf(form, coordinates) });
