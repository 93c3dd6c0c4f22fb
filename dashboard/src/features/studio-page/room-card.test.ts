import { describe, expect, it } from 'vitest';
import { addressText, rentPriceText } from './room-card';

describe('rentPriceText', () => {
  it.each([
    [{ rentPrice: 80, rentCurrency: 'PLN' as const }, 'en', 'PLN 80.00'],
    [{ rentPrice: 25.5, rentCurrency: 'EUR' as const }, 'en', '€25.50'],
    [{ rentPrice: 300 }, 'en', '300'],
    [{ rentCurrency: 'UAH' as const }, 'en', undefined],
    [{ rentPrice: 0, rentCurrency: 'USD' as const }, 'en', '$0.00'],
  ])('%j in %s reads %j', (room, locale, text) => {
    expect(rentPriceText(room, locale)?.replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('writes the amount as the user’s language does', () => {
    expect(rentPriceText({ rentPrice: 80, rentCurrency: 'PLN' }, 'pl')?.replace(/\u00a0/g, ' ')).toBe(
      '80,00 zł',
    );
  });
});

describe('addressText', () => {
  const address = { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL', postalCode: '31-019' };

  it('joins street, postcode and city, and the country’s name', () => {
    expect(addressText(address, 'Poland')).toBe('Floriańska 15, 31-019 Kraków, Poland');
  });

  it('falls back on the country code, and leaves out a missing postcode', () => {
    expect(addressText({ ...address, postalCode: undefined }, undefined)).toBe('Floriańska 15, Kraków, PL');
  });
});
