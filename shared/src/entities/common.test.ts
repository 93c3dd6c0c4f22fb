import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddressSchema, ChoreographySchema, IdSchema, OptionalUrlSchema, UrlSchema } from './common';

describe('common field schemas', () => {
  it.each([
    ['01JABCDEF', true],
    ['  x  ', true],
    ['', false],
    ['   ', false],
    ['x'.repeat(65), false],
    [42, false],
  ])('id %j valid: %s', (id, expected) => {
    expect(v.is(IdSchema, id)).toBe(expected);
  });

  it.each([
    ['https://salsa.pl', true],
    ['http://example.com/a?b=c', true],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['salsa.pl', false],
  ])('link %s valid: %s', (url, expected) => {
    expect(v.is(UrlSchema, url)).toBe(expected);
  });

  it('lets an optional link be cleared with an empty string', () => {
    expect(v.is(OptionalUrlSchema, '')).toBe(true);
    expect(v.is(OptionalUrlSchema, 'nope')).toBe(false);
  });

  it.each([
    [{ fullAddress: 'ul. Długa 1, Kraków', city: 'Kraków', country: 'Poland' }, true],
    [
      {
        fullAddress: 'ul. Długa 1',
        city: 'Kraków',
        country: 'Poland',
        postalCode: '31-147',
        lat: 50.07,
        lng: 19.94,
      },
      true,
    ],
    [{ fullAddress: '', city: 'Kraków', country: 'Poland' }, false],
    [{ fullAddress: 'ul. Długa 1', country: 'Poland' }, false],
    [{ fullAddress: 'x', city: 'y', country: 'z', lat: 91 }, false],
    [{ fullAddress: 'x', city: 'y', country: 'z', lng: -181 }, false],
  ])('address %j valid: %s', (address, expected) => {
    expect(v.is(AddressSchema, address)).toBe(expected);
  });

  it('accepts a choreography with a song link or none', () => {
    expect(v.is(ChoreographySchema, { songName: 'Despacito', songLink: 'https://youtu.be/x' })).toBe(true);
    expect(v.is(ChoreographySchema, {})).toBe(true);
    expect(v.is(ChoreographySchema, { songLink: 'not a link' })).toBe(false);
  });
});
