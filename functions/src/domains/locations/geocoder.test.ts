/**
 * The geocoders: Nominatim against a local HTTP server that answers as Nominatim does (no
 * internet here, and fetch is never mocked), the offline one over the shipped city data, and the
 * choice between them from the environment.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorText } from '@plie/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, resetConfig } from '../../config';
import { BadGatewayError } from '../../errors';
import { geocoderFromEnvironment } from './geocoder';
import { createNominatimGeocoder } from './geocoder-nominatim';
import { createOfflineGeocoder } from './geocoder-offline';

/** What Nominatim answers (jsonv2, addressdetails=1) for ul. Floriańska 1 in Kraków. */
const FLORIANSKA = {
  place_id: 123,
  lat: '50.0627',
  lon: '19.9397',
  category: 'building',
  type: 'yes',
  display_name: '1, Floriańska, Stare Miasto, Kraków, województwo małopolskie, 31-019, Polska',
  address: { house_number: '1', road: 'Floriańska', city: 'Kraków', postcode: '31-019', country_code: 'pl' },
};

type Reply = (request: IncomingMessage, response: ServerResponse) => void;
const json =
  (status: number, body: unknown): Reply =>
  (_, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

/** A stand-in Nominatim: records each request and answers with the current `reply`. */
let reply: Reply = json(200, []);
const requests: { url: URL; userAgent: string | undefined }[] = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ url: new URL(request.url ?? '/', 'http://x'), userAgent: request.headers['user-agent'] });
    reply(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
/** Upstream failures are logged (for the operator) and answered as a plain 502. */
const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
afterEach(() => {
  requests.length = 0;
  reply = json(200, []);
  warnings.mockClear();
});

const KRAKOW_QUERY = { countryCode: 'PL', city: 'Kraków', address: 'ul. Floriańska 1' };
const nominatim = (url = baseUrl, timeoutMs?: number) =>
  createNominatimGeocoder({ url, userAgent: 'Plie-test/1.0 (+http://plie.test)', timeoutMs });

describe('the Nominatim geocoder', () => {
  it('asks one structured search with the app’s User-Agent and maps postcode, lat and lon', async () => {
    reply = json(200, [FLORIANSKA]);
    expect(await nominatim().geocode(KRAKOW_QUERY)).toEqual({
      postalCode: '31-019',
      lat: 50.0627,
      lng: 19.9397,
      fullAddress: FLORIANSKA.display_name,
    });
    expect(requests).toHaveLength(1);
    const [{ url, userAgent }] = requests as [(typeof requests)[number]];
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      limit: '1',
      countrycodes: 'pl',
      city: 'Kraków',
      street: 'ul. Floriańska 1',
    });
    expect(userAgent).toBe('Plie-test/1.0 (+http://plie.test)');
  });

  it('works under a path (a self-hosted Nominatim) and leaves out a postcode it does not know', async () => {
    const { postcode, ...address } = FLORIANSKA.address;
    reply = json(200, [{ ...FLORIANSKA, address }]);
    const place = await nominatim(`${baseUrl}/nominatim/`).geocode(KRAKOW_QUERY);
    expect(place).not.toHaveProperty('postalCode');
    expect(requests[0]?.url.pathname).toBe('/nominatim/search');
  });

  it('answers undefined when nothing matches', async () => {
    reply = json(200, []);
    expect(await nominatim().geocode({ ...KRAKOW_QUERY, address: 'Nowhere Street 999' })).toBeUndefined();
  });

  it.each([
    ['an error status', json(503, { error: 'overloaded' })],
    ['a rate limit', json(429, 'Too Many Requests')],
    ['a body that is not JSON', json(200, '<html>maintenance</html>')],
    ['JSON that is not a list', json(200, { error: 'Bad request' })],
    ['a place without coordinates', json(200, [{ display_name: 'Somewhere' }])],
    ['a dropped connection', (request: IncomingMessage) => request.socket.destroy()],
  ])('turns %s into a 502', async (_, answer) => {
    reply = answer;
    const failure = await nominatim()
      .geocode(KRAKOW_QUERY)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BadGatewayError);
    expect(failure).toMatchObject({ statusCode: 502, message: errorText('location.geocoderUnavailable') });
    expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/^\[geocoder\] Nominatim: /));
  });

  it('gives up on a server that does not answer in time (502)', async () => {
    reply = () => undefined; // never answers
    const started = Date.now();
    await expect(nominatim(baseUrl, 200).geocode(KRAKOW_QUERY)).rejects.toBeInstanceOf(BadGatewayError);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('TimeoutError'));
  });

  it('turns an unreachable server into a 502', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(nominatim(`http://127.0.0.1:${port}`).geocode(KRAKOW_QUERY)).rejects.toBeInstanceOf(
      BadGatewayError,
    );
  });
});

describe('the offline geocoder', () => {
  const offline = createOfflineGeocoder();

  it('places an address at its city’s centre, without a postcode', async () => {
    const place = await offline.geocode({ countryCode: 'PL', city: 'krakow', address: ' ul. Floriańska 1 ' });
    expect(place).toEqual({
      lat: expect.closeTo(50.06, 1),
      lng: expect.closeTo(19.94, 1),
      fullAddress: 'ul. Floriańska 1, Kraków, Poland',
    });
  });

  it('finds the city in the country asked: Kyiv in Ukraine, not elsewhere', async () => {
    expect(
      await offline.geocode({ countryCode: 'UA', city: 'Kyiv', address: 'Khreshchatyk 1' }),
    ).toMatchObject({
      fullAddress: 'Khreshchatyk 1, Kyiv, Ukraine',
    });
    expect(
      await offline.geocode({ countryCode: 'PL', city: 'Kyiv', address: 'Khreshchatyk 1' }),
    ).toBeUndefined();
  });

  it('answers undefined for a city it does not know', async () => {
    expect(
      await offline.geocode({ countryCode: 'PL', city: 'Atlantis', address: '1 Main St' }),
    ).toBeUndefined();
  });
});

describe('the geocoder the environment chooses', () => {
  const SETTINGS = ['GEOCODER', 'GEOCODER_URL', 'GEOCODER_USER_AGENT'] as const;
  const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
  const withSettings = (settings: Partial<Record<(typeof SETTINGS)[number], string>>) => {
    for (const name of SETTINGS) delete process.env[name];
    Object.assign(process.env, settings);
    resetConfig();
    return geocoderFromEnvironment();
  };
  afterEach(() => {
    for (const name of SETTINGS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetConfig();
  });

  it('is Nominatim at GEOCODER_URL with GEOCODER_USER_AGENT when GEOCODER=nominatim', async () => {
    reply = json(200, [FLORIANSKA]);
    const geocoder = withSettings({
      GEOCODER: 'nominatim',
      GEOCODER_URL: baseUrl,
      GEOCODER_USER_AGENT: 'Plie/env',
    });
    expect(await geocoder.geocode(KRAKOW_QUERY)).toMatchObject({ postalCode: '31-019' });
    expect(requests[0]?.userAgent).toBe('Plie/env');
  });

  it('is the offline one when GEOCODER is offline or unset', async () => {
    for (const settings of [{ GEOCODER: 'offline' }, {}]) {
      expect(await withSettings(settings).geocode(KRAKOW_QUERY)).toMatchObject({
        fullAddress: 'ul. Floriańska 1, Kraków, Poland',
      });
    }
    expect(requests).toEqual([]);
  });

  it.each([
    ['Nominatim without a User-Agent', { GEOCODER: 'nominatim' }, 'GEOCODER_USER_AGENT'],
    ['an unknown geocoder', { GEOCODER: 'google' }, 'GEOCODER'],
  ])('fails at load on %s, naming the setting', (_, settings, name) => {
    expect(() => withSettings(settings)).toThrow(ConfigError);
    expect(() => withSettings(settings)).toThrow(name);
  });
});
