import { CAPACITY, MESSAGES, type Room } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import {
  coordinatesOf,
  currencyOfCountry,
  emptyRoomForm,
  parseRentPrice,
  RENT_PRICE_INVALID,
  type RoomForm,
  roomFormBlocker,
  roomFormOf,
  roomFormProblems,
  roomInputOf,
  roomUpdateOf,
} from './room-form';

/** Piotr's first room (JOURNEYS: capacity 18), filled in. */
const makeForm = (overrides: Partial<RoomForm> = {}): RoomForm => ({
  ...emptyRoomForm('PL'),
  name: 'Sala Mała',
  capacity: '18',
  city: 'Kraków',
  street: 'Floriańska 15',
  ...overrides,
});

const makeRoom = (overrides: Partial<Room> = {}): Room => ({
  id: 'r1',
  name: 'Sala Duża',
  capacity: 30,
  rentPrice: 120,
  rentCurrency: 'PLN',
  address: {
    fullAddress: 'ul. Floriańska 15',
    city: 'Kraków',
    country: 'PL',
    postalCode: '31-019',
    lat: 50.0637,
    lng: 19.9398,
  },
  studioId: 's1',
  ...overrides,
});

describe('a new room (spec §3)', () => {
  it('starts with capacity 30, in the given country and its currency', () => {
    expect(emptyRoomForm('PL')).toEqual({
      name: '',
      capacity: String(CAPACITY.defaultRoom),
      rentPrice: '',
      rentCurrency: 'PLN',
      country: 'PL',
      city: '',
      street: '',
      postalCode: '',
    });
    expect(emptyRoomForm().country).toBe('');
  });

  it.each([
    ['PL', 'PLN'],
    ['ua', 'UAH'],
    ['US', 'USD'],
    ['DE', 'EUR'],
    ['', 'EUR'],
    [undefined, 'EUR'],
  ])('rent in %s is in %s by default (spec §9 currencies)', (country, currency) => {
    expect(currencyOfCountry(country)).toBe(currency);
  });
});

describe('the room form rules (spec §5 "Room")', () => {
  it('a filled-in room has no problem', () => {
    expect(roomFormProblems(makeForm())).toEqual({});
    expect(roomFormBlocker(makeForm(), 's1')).toBeUndefined();
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', MESSAGES.roomNameRequired],
    ['a too long name', { name: 'x'.repeat(121) }, 'name', MESSAGES.nameTooLong],
    ['an empty capacity', { capacity: '' }, 'capacity', MESSAGES.roomCapacityRequired],
    ['capacity 0', { capacity: '0' }, 'capacity', MESSAGES.roomCapacityRequired],
    ['a negative capacity', { capacity: '-3' }, 'capacity', MESSAGES.roomCapacityRequired],
    ['a fractional capacity', { capacity: '2.5' }, 'capacity', MESSAGES.roomCapacityRequired],
    [
      'a capacity beyond the bound',
      { capacity: String(CAPACITY.maxRoom + 1) },
      'capacity',
      MESSAGES.roomCapacityRequired,
    ],
    ['a negative rent price', { rentPrice: '-1' }, 'rentPrice', RENT_PRICE_INVALID],
    ['no country', { country: '' }, 'country', MESSAGES.addressRequired],
    ['no city', { city: ' ' }, 'city', MESSAGES.addressRequired],
    ['no street', { street: '' }, 'street', MESSAGES.addressRequired],
  ] as const)('%s is refused', (_, overrides, field, message) => {
    expect(roomFormProblems(makeForm(overrides))).toEqual({ [field]: message });
    expect(roomFormBlocker(makeForm(overrides), 's1')).toBe(message);
  });

  it.each([
    ['capacity 1', { capacity: '1' }],
    ['the largest capacity', { capacity: String(CAPACITY.maxRoom) }],
    ['a rent price of 0', { rentPrice: '0' }],
    ['a rent price with a decimal comma', { rentPrice: '80,50' }],
  ])('%s is accepted', (_, overrides) => {
    expect(roomFormProblems(makeForm(overrides))).toEqual({});
  });

  it('says first what the shared rule says first: studio, then name, then capacity', () => {
    expect(roomFormBlocker(makeForm({ name: '', capacity: '0' }), undefined)).toBe(
      MESSAGES.roomRequiredFields,
    );
    expect(roomFormBlocker(makeForm({ name: '', capacity: '0', city: '' }), 's1')).toBe(
      MESSAGES.roomNameRequired,
    );
    expect(roomFormBlocker(makeForm({ capacity: '', city: '' }), 's1')).toBe(MESSAGES.roomCapacityRequired);
  });

  it.each([
    ['', undefined],
    ['  ', undefined],
    ['80', 80],
    ['80.5', 80.5],
    ['80,5', 80.5],
    ['-1', 'invalid'],
    ['eighty', 'invalid'],
  ])('the rent price %j is %s', (text, price) => {
    expect(parseRentPrice(text)).toBe(price);
  });
});

describe('the requests the form becomes', () => {
  const found = { lat: 50.0614, lng: 19.9366 };

  it('a new room: trimmed fields, the capacity as a number, the address with its coordinates', () => {
    const form = makeForm({
      name: ' Sala Mała ',
      postalCode: ' 31-019 ',
      rentPrice: '80',
      street: ' Floriańska 15 ',
    });
    expect(roomInputOf(form, 's1', found)).toEqual({
      studioId: 's1',
      name: 'Sala Mała',
      capacity: 18,
      rentPrice: 80,
      rentCurrency: 'PLN',
      address: {
        fullAddress: 'Floriańska 15',
        city: 'Kraków',
        country: 'PL',
        postalCode: '31-019',
        lat: 50.0614,
        lng: 19.9366,
      },
    });
  });

  it('leaves out an empty rent price (and its currency), postcode and unknown coordinates', () => {
    expect(roomUpdateOf(makeForm(), undefined)).toEqual({
      name: 'Sala Mała',
      capacity: 18,
      address: { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL' },
    });
  });

  it('a saved room fills the form, and gives back the same room unchanged', () => {
    const room = makeRoom();
    const form = roomFormOf(room, 'PL');
    expect(form).toEqual({
      name: 'Sala Duża',
      capacity: '30',
      rentPrice: '120',
      rentCurrency: 'PLN',
      country: 'PL',
      city: 'Kraków',
      street: 'ul. Floriańska 15',
      postalCode: '31-019',
    });
    expect(roomUpdateOf(form, coordinatesOf(room))).toEqual({
      name: room.name,
      capacity: room.capacity,
      rentPrice: room.rentPrice,
      rentCurrency: room.rentCurrency,
      address: room.address,
    });
  });

  it('a saved room without coordinates or rent has none in the form', () => {
    const room = makeRoom({
      rentPrice: undefined,
      rentCurrency: undefined,
      address: { fullAddress: 'Chreschatyk 1', city: 'Kyiv', country: 'Ukraine' },
    });
    expect(coordinatesOf(room)).toBeUndefined();
    expect(roomFormOf(room, 'UA')).toMatchObject({
      rentPrice: '',
      rentCurrency: 'UAH',
      country: 'UA',
      postalCode: '',
    });
  });
});
