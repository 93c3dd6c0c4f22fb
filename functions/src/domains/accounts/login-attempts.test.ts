import { errorText } from '@plie/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeSignup } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { resetClock, setClock } from '../../services/clock';
import { DEFAULT_RATE_LIMITS, resetRateLimits, setRateLimits } from '../../services/rate-limits';

/**
 * Failed logins are slowed per account and address, per address across accounts, and per account
 * across addresses — and none of it lets an attacker lock the owner out (ARCHITECTURE §9).
 * The product's limits, smaller (each guess checks a password hash: seconds add up).
 */
const api = createTestApi();
const WRONG = 'Wrong#Pass1';
const login = (email: string, password: string, sourceIp: string, headers: Record<string, string> = {}) =>
  api({ method: 'POST', path: '/api/auth/login', body: { email, password }, sourceIp, headers });
const signUp = async (sourceIp = '192.0.2.1') => {
  const body = makeSignup();
  expect((await api({ method: 'POST', path: '/api/auth/signup', body, sourceIp })).status).toBe(201);
  return body;
};

let time = new Date('2030-05-06T12:00:00Z').getTime();
let addressCounter = 0;
/** An address no other test used. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250)}.${addressCounter % 250}.1`;
};

const LIMITS = {
  ...DEFAULT_RATE_LIMITS,
  login: { limit: 8, windowSeconds: 600 },
  loginFailuresOfAccountAtAddress: { limit: 3, windowSeconds: 900 },
  loginFailuresOfAccount: { limit: 8, windowSeconds: 300 },
};

beforeEach(() => {
  setRateLimits(LIMITS);
  time += 24 * 3600_000; // each test in windows of its own
  setClock(() => new Date(time));
});
afterEach(() => {
  resetRateLimits();
  resetClock();
});

const pairLimit = LIMITS.loginFailuresOfAccountAtAddress.limit;

describe('failed logins', { timeout: 60_000 }, () => {
  it.each([
    ['an account', async () => signUp()],
    [
      'an e-mail without an account (the refusal says nothing about accounts)',
      async () => ({
        email: 'ghost@plie.test',
        password: 'Salsa#2026',
      }),
    ],
  ])(
    'slow guessing at %s from one address: 429 with Retry-After, another address unaffected',
    async (_, make) => {
      const account = await make();
      const attacker = freshAddress();
      for (let attempt = 1; attempt <= pairLimit; attempt++) {
        expect(await login(account.email, WRONG, attacker), `attempt ${attempt}`).toMatchObject({
          status: 401,
          body: { message: errorText('auth.invalidCredentials') },
        });
      }
      const refused = await login(account.email, account.password, attacker);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(
        LIMITS.loginFailuresOfAccountAtAddress.windowSeconds,
      );
      expect(refused.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
      // The same e-mail from the owner's own address: not locked.
      expect((await login(account.email, WRONG, freshAddress())).status).toBe(401);
    },
  );

  it('a right password forgives the failures of that address', async () => {
    setRateLimits({ ...LIMITS, login: { limit: 100, windowSeconds: 600 } });
    const account = await signUp();
    const owner = freshAddress();
    for (let round = 1; round <= 3; round++) {
      for (let attempt = 1; attempt < pairLimit; attempt++)
        expect((await login(account.email, WRONG, owner)).status).toBe(401);
      expect((await login(account.email, account.password, owner)).status).toBe(200);
    }
  });

  it('never lock the real owner out: an attacker’s failures from other addresses leave the owner’s own address open', async () => {
    const account = await signUp();
    const home = freshAddress();
    expect((await login(account.email, account.password, home)).status).toBe(200);
    // One attacker until refused, then a botnet, one try per address, past the account-wide limit.
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= pairLimit + 2; attempt++) await login(account.email, WRONG, attacker);
    expect((await login(account.email, WRONG, attacker)).status).toBe(429);
    const statuses: number[] = [];
    for (let bot = 1; bot <= LIMITS.loginFailuresOfAccount.limit; bot++)
      statuses.push((await login(account.email, WRONG, freshAddress())).status);
    expect(statuses).toContain(429);
    // A new address waits a short while (the account-wide window), never a long lock …
    const elsewhere = await login(account.email, account.password, freshAddress());
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(
      LIMITS.loginFailuresOfAccount.windowSeconds,
    );
    // … while the owner, at an address they signed in from, gets in, even after a typo.
    expect((await login(account.email, WRONG, home)).status).toBe(401);
    expect((await login(account.email, account.password, home)).status).toBe(200);
  });

  it('password spraying (many e-mails from one address) is slowed per address', async () => {
    const sprayer = freshAddress();
    const statuses: number[] = [];
    for (let target = 1; target <= LIMITS.login.limit + 3; target++)
      statuses.push((await login(`victim${target}@plie.test`, 'Summer2030!', sprayer)).status);
    expect(statuses).toEqual([...Array(LIMITS.login.limit).fill(401), 429, 429, 429]);
    // Someone else, elsewhere, logs in as usual.
    const account = await signUp();
    expect((await login(account.email, account.password, freshAddress())).status).toBe(200);
  });

  it.each([
    ['ua', /^Забагато спроб входу\. Спробуйте ще раз через \d+ хвилин[иу]?\.$/],
    ['pl', /^Zbyt wiele prób logowania\. Spróbuj ponownie za \d+ minut[ęy]?\.$/],
  ])('are refused in the caller’s language (%s)', async (language, message) => {
    setRateLimits({ loginFailuresOfAccountAtAddress: { limit: 1, windowSeconds: 900 } });
    const attacker = freshAddress();
    await login('ghost.lang@plie.test', WRONG, attacker);
    const refused = await login('ghost.lang@plie.test', WRONG, attacker, { 'accept-language': language });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(message);
  });
});
