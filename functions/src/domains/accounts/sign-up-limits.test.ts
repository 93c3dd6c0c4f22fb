import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeSignup } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { deliverPendingMail, mailsTo } from '../../../test/mailbox';
import { resetClock, setClock } from '../../services/clock';
import { DEFAULT_RATE_LIMITS, resetRateLimits, setRateLimits } from '../../services/rate-limits';

/** Floods of sign-ups and of confirmation e-mails, under the product's own limits. */
const api = createTestApi();
const signUp = (sourceIp: string, body = makeSignup()) =>
  api({ method: 'POST', path: '/api/auth/signup', body, sourceIp });
const resend = (token: string, sourceIp: string) =>
  api({ method: 'POST', path: '/api/auth/resend-confirmation', headers: bearer(token), sourceIp });

let time = new Date('2030-06-03T08:00:00Z').getTime();
beforeEach(() => {
  setRateLimits(DEFAULT_RATE_LIMITS);
  time += 24 * 3600_000;
  setClock(() => new Date(time));
});
afterEach(() => {
  resetRateLimits();
  resetClock();
});

describe('sign-ups', { timeout: 60_000 }, () => {
  it('40 from one address at once: only the address’s limit gets through, the rest 429 with Retry-After', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, () => signUp('203.0.113.40')));
    const created = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status === 429);
    expect(created).toHaveLength(DEFAULT_RATE_LIMITS.signUp.limit);
    expect(refused).toHaveLength(40 - DEFAULT_RATE_LIMITS.signUp.limit);
    for (const response of refused) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Another address signs up as usual.
    expect((await signUp('203.0.113.41')).status).toBe(201);
  });
});

describe('confirmation re-sends', { timeout: 60_000 }, () => {
  it('30 at once send at most a few e-mails to the address; the rest are 429 with Retry-After', async () => {
    const body = makeSignup();
    const { access_token } = (await signUp('203.0.113.50', body)).body;
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => resend(access_token, '203.0.113.50')),
    );
    const sent = responses.filter((response) => response.status === 200).length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.mailsToAddress.limit);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(30 - sent);
    for (const response of refused) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // The sign-up's own e-mail and the re-sends let through: no more.
    await deliverPendingMail();
    expect((await mailsTo(body.email)).length).toBe(1 + sent);
  });

  it('from many addresses still reach the address at most a few times an hour, then again the next hour', async () => {
    const body = makeSignup();
    const { access_token } = (await signUp('203.0.113.60', body)).body;
    const statuses: number[] = [];
    for (let address = 1; address <= 12; address++)
      statuses.push((await resend(access_token, `198.18.0.${address}`)).status);
    const limit = DEFAULT_RATE_LIMITS.mailsToAddress.limit;
    expect(statuses).toEqual([...Array(limit).fill(200), ...Array(12 - limit).fill(429)]);
    const refused = await resend(access_token, '198.18.1.1');
    expect(refused.body.message).toMatch(/^Too many e-mails have been sent to this address\./);
    await deliverPendingMail();
    expect((await mailsTo(body.email)).length).toBe(1 + limit);
    time += DEFAULT_RATE_LIMITS.mailsToAddress.windowSeconds * 1000;
    expect((await resend(access_token, '198.18.1.2')).status).toBe(200);
  });
});
