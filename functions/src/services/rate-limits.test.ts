import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApi, createTestEvent } from '../../test/api';
import { ConfigError } from '../config';
import { db, tableName } from '../db/client';
import { rateLimitKey } from '../db/keys';
import { resetClock, setClock } from './clock';
import {
  clientAddressOf,
  consume,
  consumeTogether,
  DEFAULT_RATE_LIMITS,
  forget,
  parseRateLimits,
  parseTrustedProxyCount,
  RateLimitError,
  refund,
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

/** The counters item of `subject`, as the table holds it (undefined when there is none). */
const countersOf = async (subject: string) =>
  (await db.send(new GetCommand({ TableName: tableName, Key: rateLimitKey(subject), ConsistentRead: true })))
    .Item;

/** The hit attributes of `subject`'s counters (`<bucket>@<window start>` → hits). */
const windowsOf = async (subject: string) =>
  Object.fromEntries(
    Object.entries((await countersOf(subject)) ?? {}).filter(([name]) => name.includes('@')),
  );

/** An hour-aligned instant (every window of the tests starts on it) plus `seconds`. */
const HOUR_START = Date.parse('2030-03-04T10:00:00Z') / 1000;
const atSecond = (seconds: number) => new Date((HOUR_START + seconds) * 1000);

let subjectCounter = 0;
const newSubject = () => {
  subjectCounter += 1;
  return `192.0.2.${subjectCounter}`;
};

/** Runs `work`; answers the names of the commands it sent to the table. */
const commandsDuring = async (work: () => Promise<unknown>) => {
  const send = vi.spyOn(db, 'send');
  try {
    await work();
    return send.mock.calls.map(([command]) => command.constructor.name);
  } finally {
    send.mockRestore();
  }
};

describe('several buckets of one subject, counted together', () => {
  it('are one write of the subject’s item', async () => {
    expect(
      await commandsDuring(() => consumeTogether(['writes', 'bookings'], newSubject(), atSecond(10))),
    ).toEqual([UpdateCommand.name]);
  });

  it('keep each bucket’s own window: a short window’s new start neither resets nor carries a long one’s hits', async () => {
    setRateLimits({ writes: { limit: 2, windowSeconds: 60 }, signUp: { limit: 3, windowSeconds: 3600 } });
    const subject = newSubject();
    await consumeTogether(['writes', 'signUp'], subject, atSecond(10));
    await consumeTogether(['writes', 'signUp'], subject, atSecond(20));
    expect(await refusalOf(consumeTogether(['writes', 'signUp'], subject, atSecond(30)))).toMatchObject({
      bucket: 'writes',
      retryAfterSeconds: 30,
    });
    // The next minute: `writes` starts again from 0, `signUp` goes on from 3.
    expect(await refusalOf(consumeTogether(['writes', 'signUp'], subject, atSecond(70)))).toMatchObject({
      bucket: 'signUp',
      retryAfterSeconds: 3530,
    });
    expect(await windowsOf(subject)).toEqual({
      [`writes@${HOUR_START + 60}`]: 1,
      [`signUp@${HOUR_START}`]: 4,
    });
    await consume('writes', subject, atSecond(80));
    expect(await refusalOf(consume('writes', subject, atSecond(90)))).toMatchObject({
      bucket: 'writes',
      retryAfterSeconds: 30,
    });
  });

  it('over several limits, answer the wait after which a retry passes them all', async () => {
    setRateLimits({ writes: { limit: 1, windowSeconds: 60 }, signUp: { limit: 1, windowSeconds: 3600 } });
    const subject = newSubject();
    await consumeTogether(['writes', 'signUp'], subject, atSecond(100));
    expect(await refusalOf(consumeTogether(['writes', 'signUp'], subject, atSecond(110)))).toMatchObject({
      bucket: 'signUp',
      retryAfterSeconds: 3490,
    });
  });

  it('count a hit on the last second of a window in that window, and one on the next second in the next', async () => {
    setRateLimits({ writes: { limit: 1, windowSeconds: 60 } });
    const subject = newSubject();
    await consume('writes', subject, new Date(atSecond(60).getTime() - 1));
    await consume('writes', subject, atSecond(60));
    expect(await refusalOf(consume('writes', subject, new Date(atSecond(60).getTime() + 999)))).toMatchObject(
      {
        retryAfterSeconds: 60,
      },
    );
  });

  it('count concurrent hits exactly in every bucket', async () => {
    setRateLimits({
      writes: { limit: 5, windowSeconds: 60 },
      bookings: { limit: 1000, windowSeconds: 3600 },
    });
    const subject = newSubject();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => consumeTogether(['writes', 'bookings'], subject, atSecond(5))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(await windowsOf(subject)).toEqual({
      [`writes@${HOUR_START}`]: 20,
      [`bookings@${HOUR_START}`]: 20,
    });
  });

  it('leave only running windows in the item, which lives until the longest window after the last hit is over', async () => {
    setRateLimits({
      writes: { limit: 100, windowSeconds: 60 },
      bookings: { limit: 100, windowSeconds: 3600 },
    });
    const subject = newSubject();
    await consumeTogether(['writes', 'bookings'], subject, atSecond(10));
    // The next minute drops the minute before in the same write.
    expect(await commandsDuring(() => consume('writes', subject, atSecond(70)))).toEqual([
      UpdateCommand.name,
    ]);
    expect(await windowsOf(subject)).toEqual({
      [`writes@${HOUR_START + 60}`]: 1,
      [`bookings@${HOUR_START}`]: 1,
    });
    await consume('writes', subject, atSecond(310)); // back after a pause: the older minute dropped too
    expect(await windowsOf(subject)).toEqual({
      [`writes@${HOUR_START + 300}`]: 1,
      [`bookings@${HOUR_START}`]: 1,
    });
    const longest = Math.max(...Object.values(DEFAULT_RATE_LIMITS).map(({ windowSeconds }) => windowSeconds));
    expect((await countersOf(subject))?.expiresAt).toBe(HOUR_START + 310 + longest);
    await consume('bookings', subject, atSecond(3610)); // the next hour: the ended minute and hour dropped
    expect(await windowsOf(subject)).toEqual({ [`bookings@${HOUR_START + 3600}`]: 1 });
  });

  it('take back or forget one bucket’s hits, keeping the subject’s other buckets; neither makes an item', async () => {
    const subject = `dancer${newSubject()}@plie.test`;
    const buckets = ['loginFailuresOfAccountAtAddress', 'loginFailuresOfAccount'] as const;
    await consumeTogether(buckets, subject, atSecond(10));
    await consumeTogether(buckets, subject, atSecond(20));
    await refund('loginFailuresOfAccount', subject, atSecond(30));
    await forget('loginFailuresOfAccountAtAddress', subject, atSecond(30));
    expect(await windowsOf(subject)).toEqual({ [`loginFailuresOfAccount@${HOUR_START}`]: 1 });
    await refund('loginFailuresOfAccount', subject, atSecond(40));
    await refund('loginFailuresOfAccount', subject, atSecond(40)); // never below zero
    expect(await windowsOf(subject)).toEqual({ [`loginFailuresOfAccount@${HOUR_START}`]: 0 });
    const untouched = `nobody${newSubject()}@plie.test`;
    await refund('loginFailuresOfAccount', untouched, atSecond(40));
    await forget('loginFailuresOfAccountAtAddress', untouched, atSecond(40));
    expect(await countersOf(untouched)).toBeUndefined();
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

  it('are counted with one write for the route’s own bucket and `writes` together', async () => {
    setRateLimits({ writes: { limit: 3, windowSeconds: 60 }, signUp: { limit: 2, windowSeconds: 3600 } });
    time = START.getTime();
    setClock(at);
    const send = vi.spyOn(db, 'send');
    try {
      expect((await signUp('198.51.100.3')).status).toBe(400);
      const counterWrites = send.mock.calls.filter(
        ([command]) => command instanceof UpdateCommand && String(command.input.Key?.PK).startsWith('RATE#'),
      );
      expect(counterWrites).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
    expect((await signUp('198.51.100.3')).status).toBe(400);
    // The route's bucket (2 an hour) refuses before `writes` (3 a minute) would.
    expect(await signUp('198.51.100.3')).toMatchObject({ status: 429, headers: { 'retry-after': '3600' } });
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
