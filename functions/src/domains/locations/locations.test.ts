import { describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';

const api = createTestApi();

describe('GET /api/city/countries', () => {
  it('lists every country by name with its code', async () => {
    const { status, body } = await api({ path: '/api/city/countries' });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(200);
    expect(body).toContainEqual({ countryName: 'Poland', code: 'PL' });
    expect(body).toContainEqual({ countryName: 'Ukraine', code: 'UA' });
    const names = body.map((country: { countryName: string }) => country.countryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('GET /api/city/{country}', () => {
  it.each([['Poland'], ['PL'], ['poland'], ['Polska']])(
    'lists Polish cities, largest first, for %s',
    async (country) => {
      const { status, body } = await api({ path: `/api/city/${encodeURIComponent(country)}` });
      expect(status).toBe(200);
      expect(body[0]).toEqual({ name: 'Warsaw' });
      expect(body).toContainEqual({ name: 'Kraków' });
    },
  );

  it('narrows to names starting with q, ignoring case and accents', async () => {
    const { body } = await api({ path: '/api/city/Poland', query: { q: 'krako' } });
    expect(body[0]).toEqual({ name: 'Kraków' });
    expect(body.every((city: { name: string }) => /^kra/i.test(city.name))).toBe(true);
  });

  it.each([
    ['PL', 'Warsaw'],
    ['UA', 'Kyiv'],
    ['DE', 'Berlin'],
  ])('keeps the first `limit` cities: the largest of %s is %s', async (country, largest) => {
    const { status, body } = await api({ path: `/api/city/${country}`, query: { limit: '1' } });
    expect(status).toBe(200);
    expect(body).toEqual([{ name: largest }]);
    const three = await api({ path: `/api/city/${country}`, query: { limit: '3' } });
    expect(three.body).toHaveLength(3);
  });

  it.each([['0'], ['1001'], ['1.5'], ['many']])('refuses limit=%s with a 400 naming it', async (limit) => {
    const { status, body } = await api({ path: '/api/city/PL', query: { limit } });
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty('limit');
  });

  it('answers an unknown country with 404 and msg', async () => {
    const { status, body } = await api({ path: '/api/city/Atlantis' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ msg: 'Country not found', message: 'Country not found' });
  });
});

describe('GET /api/city/search', () => {
  it('suggests the largest matching cities of any country, Kraków among them, for "Kra"', async () => {
    const { status, body } = await api({ path: '/api/city/search', query: { q: 'Kra' } });
    expect(status).toBe(200);
    expect(body.slice(0, 3)).toContainEqual({ name: 'Kraków', country: 'Poland', countryCode: 'PL' });
    expect(body.length).toBe(10);
  });

  it('puts the preferred countries first: "Kra" in Poland is Kraków', async () => {
    const { body } = await api({ path: '/api/city/search', query: { q: 'Kra', prefer: 'pl', limit: '50' } });
    expect(body[0]).toEqual({ name: 'Kraków', country: 'Poland', countryCode: 'PL' });
    const codes: string[] = body.map((city: { countryCode: string }) => city.countryCode);
    const firstOther = codes.findIndex((code) => code !== 'PL');
    expect(firstOther).toBeGreaterThan(2);
    expect(codes.slice(firstOther)).not.toContain('PL');
    expect(body).toContainEqual(expect.objectContaining({ name: 'Krasnoyarsk' }));
  });

  it('ignores accents and case: "krakow" finds Kraków', async () => {
    const { body } = await api({ path: '/api/city/search', query: { q: 'KRAKOW', prefer: 'PL' } });
    expect(body[0]).toMatchObject({ name: 'Kraków' });
  });

  it('finds Kyiv and Lviv', async () => {
    const kyiv = await api({ path: '/api/city/search', query: { q: 'Ky', limit: '3' } });
    expect(kyiv.body[0]).toMatchObject({ name: 'Kyiv', countryCode: 'UA' });
    const lviv = await api({ path: '/api/city/search', query: { q: 'lviv' } });
    expect(lviv.body[0]).toMatchObject({ name: 'Lviv', country: 'Ukraine' });
  });

  it.each([
    [{}, 'q'],
    [{ q: 'K' }, 'q'],
    [{ q: 'Kra', limit: '0' }, 'limit'],
    [{ q: 'Kra', limit: 'many' }, 'limit'],
    [{ q: 'Kra', prefer: 'Poland' }, 'prefer'],
  ])('refuses %o with a 400 naming %s', async (query, field) => {
    const { status, body } = await api({ path: '/api/city/search', query });
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty(field);
  });
});

describe('GET /api/city/locate', () => {
  it.each([
    ['50.06', '19.94', 'Kraków', 'Poland'],
    ['50.45', '30.52', 'Kyiv', 'Ukraine'],
    ['52.52', '13.40', 'Berlin', 'Germany'],
  ])('(%s, %s) is in %s, %s', async (lat, lng, city, country) => {
    const { status, body } = await api({ path: '/api/city/locate', query: { lat, lng } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ city, country });
  });

  it.each([[{ lat: '91', lng: '0' }], [{ lat: 'north', lng: '0' }], [{ lat: '50' }], [{ lat: '', lng: '' }]])(
    'refuses %o with 400',
    async (query) => {
      expect((await api({ path: '/api/city/locate', query })).status).toBe(400);
    },
  );
});

describe('GET /api/city/geocode', () => {
  // The tests run the offline geocoder: an address is placed at its city's centre, with no postcode.
  it.each([['Poland'], ['PL'], ['Polska']])('places an address in Kraków, %s', async (country) => {
    const { status, body } = await api({
      path: '/api/city/geocode',
      query: { country, city: 'krakow', address: 'ul. Floriańska 1' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      lat: expect.closeTo(50.06, 1),
      lng: expect.closeTo(19.94, 1),
      fullAddress: 'ul. Floriańska 1, Kraków, Poland',
    });
  });

  it.each([
    [{ country: 'Poland', city: 'Atlantis', address: '1 Main St' }],
    [{ country: 'Atlantis', city: 'Kraków', address: '1 Main St' }],
    [{ country: 'Ukraine', city: 'Kraków', address: '1 Main St' }],
  ])('answers 404 when nothing is found: %o', async (query) => {
    const { status, body } = await api({ path: '/api/city/geocode', query });
    expect(status).toBe(404);
    expect(body.message).toBe('Address not found');
  });

  const full = { country: 'PL', city: 'Kraków', address: 'ul. Floriańska 1' };
  it.each([
    [{ city: 'Kraków', address: 'ul. Floriańska 1' }, 'country'],
    [{ country: 'PL', address: 'ul. Floriańska 1' }, 'city'],
    [{ country: 'PL', city: 'Kraków' }, 'address'],
    [{ ...full, address: '   ' }, 'address'],
    [{ ...full, city: '' }, 'city'],
    [{ ...full, address: 'x'.repeat(201) }, 'address'],
    [{ ...full, country: 'P'.repeat(121) }, 'country'],
  ])('refuses %o with a 400 naming %s', async (query, field) => {
    const { status, body } = await api({ path: '/api/city/geocode', query });
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty(field);
  });
});
