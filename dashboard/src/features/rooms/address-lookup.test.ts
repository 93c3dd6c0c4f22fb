import { ApiError } from '@plie/sdk';
import { describe, expect, it } from 'vitest';
import {
  type AddressQuery,
  addressLookupOf,
  addressQueryOf,
  coordinatesFrom,
  sameAddressQuery,
} from './address-lookup';

const krakow: AddressQuery = { country: 'PL', city: 'Kraków', address: 'Floriańska 15' };
const place = { lat: 50.06, lng: 19.94, postalCode: '31-019', fullAddress: 'Floriańska 15, Kraków, Poland' };
const notFound = new ApiError(404, { statusCode: 404, error: 'Not Found', message: 'Address not found' });
const unavailable = new ApiError(502, { statusCode: 502, error: 'Bad Gateway', message: 'unavailable' });

describe('when the address search begins (spec §5 "Address search")', () => {
  it.each([
    ['no country', { country: '', city: 'Kraków', street: 'Floriańska 15' }],
    ['no city', { country: 'PL', city: ' ', street: 'Floriańska 15' }],
    ['no street', { country: 'PL', city: 'Kraków', street: '' }],
  ])('not with %s', (_, form) => {
    expect(addressQueryOf(form)).toBeUndefined();
  });

  it('once country, city and street are set (trimmed)', () => {
    expect(addressQueryOf({ country: 'PL', city: ' Kraków ', street: ' Floriańska 15 ' })).toEqual(krakow);
  });

  it('an address differing only in letter case is the same address', () => {
    expect(sameAddressQuery(krakow, { ...krakow, city: 'kraków', address: 'FLORIAŃSKA 15' })).toBe(true);
    expect(sameAddressQuery(krakow, { ...krakow, address: 'Floriańska 16' })).toBe(false);
    expect(sameAddressQuery(krakow, undefined)).toBe(false);
  });
});

describe('how the address search stands', () => {
  const base = { current: krakow, settled: krakow, saved: undefined, answer: undefined, error: undefined };

  it.each([
    ['incomplete address', { current: undefined }, { status: 'incomplete' }],
    ['the saved address, unchanged', { saved: krakow, settled: undefined }, { status: 'saved' }],
    [
      'still typing (2 s not over)',
      { settled: { ...krakow, address: 'Floriańska' } },
      { status: 'searching' },
    ],
    ['waiting for the answer', {}, { status: 'searching' }],
    ['found', { answer: place }, { status: 'found', place }],
    ['not found (404)', { error: notFound }, { status: 'notFound' }],
    ['the search failing', { error: unavailable }, { status: 'failed', error: unavailable }],
  ] as const)('%s', (_, overrides, expected) => {
    expect(addressLookupOf({ ...base, ...overrides })).toEqual(expected);
  });

  it('the room keeps the coordinates just found, or the saved ones while the address is unchanged', () => {
    const saved = { lat: 1, lng: 2 };
    expect(coordinatesFrom({ status: 'found', place }, saved)).toEqual({ lat: 50.06, lng: 19.94 });
    expect(coordinatesFrom({ status: 'saved' }, saved)).toEqual(saved);
    expect(coordinatesFrom({ status: 'searching' }, saved)).toBeUndefined();
    expect(coordinatesFrom({ status: 'notFound' }, saved)).toBeUndefined();
  });
});
