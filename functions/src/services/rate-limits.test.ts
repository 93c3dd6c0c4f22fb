import { afterEach, describe, expect, it } from 'vitest';
import { createTestApi, createTestEvent } from '../../test/api';
import { ConfigError } from '../config';
import { resetClock, setClock } from './clock';
import {
  clientAddressOf,
  consume,
  DEFAULT_RATE_LIMITS,
  parseRateLimits,
  parseTrustedProxyCount,
  RateLimitError,
  resetRateLimits,
  setRateLimits,
} from './rate-limits';

const api = createTestApi();
const START = new Date('2030-03-04T10:00:00Z');
let time = START.getTime();
const at = () => new Date(time);

afterEach(() => {
  resetClock();
  resetRateLimits();
});

/** The error `promise` rejects with (undefined if it resolves). */
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('consume', () => {
  it('lets `limit` hits through in a window, refuses the next with the seconds to the window’s end, and starts again in the next window', async () => {
    setRateLimits({ signUp: { limit: 3, windowSeconds: 60 } });
    time = START.getTime() + 15_000; // 15 s into a minute window
    for (let hit = 1; hit <= 3; hit++) await consume('signUp', '203.0.113.1', at());
    const refused = await refusalOf(consume('signUp', '203.0.113.1', at()));
    expect(refused).toBeInstanceOf(RateLimitError);
    expect(refused).toMatchObject({ statusCode: 429, retryAfterSeconds: 45 });
    // Another subject, another bucket: counted apart.
    await consume('signUp', '203.0.113.2', at());
    await consume('login', '203.0.113.1', at());
    time += 45_000;
    await consume('signUp', '203.0.113.1', at());
  });

  it('counts concurrent hits exactly: the item is updated atomically', async () => {
    setRateLimits({ bookings: { limit: 5, windowSeconds: 3600 } });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => consume('bookings', '203.0.113.3', START)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
  });
});

describe('the limits are settings (RATE_LIMITS)', () => {
  it('are the defaults when unset', () => {
    expect(parseRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('override a bucket, or every bucket with "*"', () => {
    const limits = parseRateLimits(
      JSON.stringify({ '*': { limit: 1000 }, signUp: { limit: 2, windowSeconds: 10 } }),
    );
    expect(limits.signUp).toEqual({ limit: 2, windowSeconds: 10 });
    expect(limits.writes).toEqual({ limit: 1000, windowSeconds: DEFAULT_RATE_LIMITS.writes.windowSeconds });
  });

  it.each([
    ['not JSON', '{'],
    ['an unknown bucket', '{"signups":{"limit":1}}'],
    ['a limit of 0', '{"login":{"limit":0}}'],
    ['a fractional window', '{"login":{"windowSeconds":1.5}}'],
    ['a list', '[]'],
  ])('fail loudly, naming the setting, on %s', (_, text) => {
    expect(() => parseRateLimits(text)).toThrow(ConfigError);
    expect(() => parseRateLimits(text)).toThrow(/RATE_LIMITS/);
  });
});

describe('clientAddressOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    // One subscriber usually holds a whole /64: counted as one address.
    ['2001:db8:1234:5678:aaaa:bbbb:cccc:dddd', '2001:db8:1234:5678::/64'],
    ['2001:db8:1234:5678::1', '2001:db8:1234:5678::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (sourceIp, expected) => {
    const event = createTestEvent({ path: '/api/auth/login' });
    event.requestContext.http.sourceIp = sourceIp;
    expect(clientAddressOf(event)).toBe(expected);
  });
});

describe('the client address behind trusted proxies (CloudFront in AWS)', () => {
  const eventFrom = (sourceIp: string, forwardedFor?: string) => {
    const event = createTestEvent({
      path: '/api/auth/login',
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    event.requestContext.http.sourceIp = sourceIp;
    return event;
  };

  it.each([
    ['no proxy: the socket, whatever the header says', 0, '198.51.100.9', '203.0.113.7', '198.51.100.9'],
    ['CloudFront appended the viewer', 1, '130.176.0.1', '203.0.113.7', '203.0.113.7'],
    ['API Gateway appended the edge too', 1, '130.176.0.1', '203.0.113.7, 130.176.0.1', '203.0.113.7'],
    ['a forged entry on the left is ignored', 1, '130.176.0.1', '6.6.6.6, 203.0.113.7', '203.0.113.7'],
    ['no header: the peer', 1, '130.176.0.1', undefined, '130.176.0.1'],
  ])('%s', (_, proxies, sourceIp, forwardedFor, expected) => {
    expect(clientAddressOf(eventFrom(sourceIp, forwardedFor), proxies)).toBe(expected);
  });

  it.each([['-1'], ['1.5'], ['many'], ['9']])(
    'refuses TRUSTED_PROXY_COUNT=%s, naming the setting',
    (text) => {
      expect(() => parseTrustedProxyCount(text)).toThrow(/TRUSTED_PROXY_COUNT/);
    },
  );
});

describe('requests from one address', () => {
  let addressCounter = 0;
  const signUp = (sourceIp: string, headers: Record<string, string> = {}) =>
    api({ method: 'POST', path: '/api/auth/signup', body: {}, sourceIp, headers });

  it('are limited per address for every write: a 429 with Retry-After, other addresses unaffected, reads never counted', async () => {
    setRateLimits({ writes: { limit: 3, windowSeconds: 60 } });
    time = START.getTime();
    setClock(at);
    for (let request = 1; request <= 3; request++) expect((await signUp('198.51.100.1')).status).toBe(400);
    const refused = await signUp('198.51.100.1');
    expect(refused).toMatchObject({
      status: 429,
      headers: { 'retry-after': '60' },
      body: { statusCode: 429, error: 'Too Many Requests', retryAfterSeconds: 60 },
    });
    expect(refused.headers['access-control-expose-headers']).toMatch(/retry-after/i);
    expect((await signUp('198.51.100.2')).status).toBe(400);
    for (let request = 1; request <= 5; request++) {
      const read = await api({ path: '/api/style', sourceIp: '198.51.100.1' });
      expect(read.status).toBe(200);
    }
    time += 60_000;
    expect((await signUp('198.51.100.1')).status).toBe(400);
  });

  it.each([
    ['en', 'Too many requests. Please try again in 2 minutes.'],
    ['uk-UA,uk;q=0.9', 'Забагато запитів. Спробуйте ще раз через 2 хвилини.'],
    ['ua', 'Забагато запитів. Спробуйте ще раз через 2 хвилини.'],
    ['pl-PL,pl;q=0.9,en;q=0.5', 'Zbyt wiele zapytań. Spróbuj ponownie za 2 minuty.'],
  ])('are refused in the caller’s language (Accept-Language: %s)', async (language, message) => {
    setRateLimits({ signUp: { limit: 1, windowSeconds: 3600 } });
    // 58 min 30 s into the hour: 90 s left, said as 2 minutes.
    setClock(() => new Date('2030-03-04T10:58:30Z'));
    addressCounter += 1;
    const sourceIp = `198.51.100.${10 + addressCounter}`;
    await signUp(sourceIp);
    const refused = await signUp(sourceIp, { 'accept-language': language });
    expect(refused).toMatchObject({ status: 429, headers: { 'retry-after': '90' }, body: { message } });
  });
});
