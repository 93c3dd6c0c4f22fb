import { MESSAGES } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount, makeSignup } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { signInAtLocalProvider } from '../../../test/oidc';
import { acceptedIssuers, displayNameOf } from './google-sign-in';
import { getUserById, getUserByUsername } from './user-repository';

const api = createTestApi();

/** A date of birth `years` years (and a month) ago, as YYYY-MM-DD. */
const isoYearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
};

/** Starts at our API as the browser does, signs in at the provider, comes back to our callback. */
const signInWithGoogle = async (email: string) => {
  const start = await api({ path: '/api/auth/google', headers: { host: 'localhost' } });
  expect(start.status).toBe(302);
  const authorization = new URL(start.headers.location ?? '');
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('state')).toBeTruthy();
  const back = await signInAtLocalProvider(authorization.toString(), email);
  const callback = await api({
    path: '/api/auth/google/callback',
    query: Object.fromEntries(back.searchParams),
    headers: { host: 'localhost' },
  });
  expect(callback.status).toBe(302);
  return { location: new URL(callback.headers.location ?? ''), query: Object.fromEntries(back.searchParams) };
};

describe('Sign in with Google (OpenID Connect code flow with PKCE)', () => {
  it('creates a confirmed account for a new e-mail and lands on /auth/callback with a working token', async () => {
    const email = `oleh.${Date.now()}@gmail.test`;
    const { location } = await signInWithGoogle(email);
    expect(location.pathname).toBe('/auth/callback');
    const token = location.searchParams.get('token') ?? '';
    const me = await api({ path: '/api/auth/me', headers: bearer(token) });
    expect(me).toMatchObject({ status: 200, body: { email, isEmailConfirmed: true, role: 'user' } });
    expect(me.body.username).toMatch(/^[A-Za-z][A-Za-z0-9_-]{2,19}$/);
    // Signing in again reaches the same account.
    const again = await signInWithGoogle(email);
    const second = await api({
      path: '/api/auth/me',
      headers: bearer(again.location.searchParams.get('token') ?? ''),
    });
    expect(second.body.id).toBe(me.body.id);
  });

  it('refuses a replayed or forged callback with /login?error=auth_failed', async () => {
    const { query } = await signInWithGoogle(`replay.${Date.now()}@gmail.test`);
    const replay = await api({ path: '/api/auth/google/callback', query, headers: { host: 'localhost' } });
    expect(
      new URL(replay.headers.location ?? '').pathname + new URL(replay.headers.location ?? '').search,
    ).toBe('/login?error=auth_failed');
    const forgeries: Record<string, string>[] = [
      { code: 'x', state: 'made-up' },
      { error: 'access_denied' },
      {},
    ];
    for (const forged of forgeries) {
      const response = await api({
        path: '/api/auth/google/callback',
        query: forged,
        headers: { host: 'localhost' },
      });
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('http://plie.test/login?error=auth_failed');
    }
  });
});

describe('Google sign-in never hands over an account someone else can still enter', () => {
  const login = (email: string, password: string) =>
    api({ method: 'POST', path: '/api/auth/login', body: { email, password } });
  const me = (token: string) => api({ path: '/api/auth/me', headers: bearer(token) });

  it('takes an unconfirmed password account away from whoever made it: password, tokens and profile go', async () => {
    // A squatter signs up with the victim's address and a password of their own, and never confirms.
    const squatter = makeSignup({ name: 'Not Victim', dateOfBirth: '1990-01-01', about: 'planted' });
    const signup = await api({ method: 'POST', path: '/api/auth/signup', body: squatter });
    const squatterToken = signup.body.access_token as string;
    const before = (await me(squatterToken)).body;

    const { location } = await signInWithGoogle(squatter.email);
    const victimToken = location.searchParams.get('token') ?? '';
    const victim = await me(victimToken);
    expect(victim).toMatchObject({
      status: 200,
      body: { id: before.id, email: squatter.email, isEmailConfirmed: true, hasPassword: false },
    });
    // Nothing the squatter typed is trusted: a fresh name and username, no date of birth or acceptances.
    expect(victim.body.needsSignupDetails).toBe(true);
    expect(victim.body.name).not.toBe('Not Victim');
    expect(victim.body.username).not.toBe(squatter.username);
    expect(victim.body.dateOfBirth).toBeUndefined();
    expect(victim.body.about).toBeUndefined();
    // The squatter is out: their token and their password no longer open the account.
    expect((await me(squatterToken)).status).toBe(401);
    expect((await login(squatter.email, squatter.password)).status).toBe(401);
    // The squatter's username is free again.
    expect(await getUserByUsername(squatter.username)).toBeUndefined();
  });

  it('links a confirmed password account as it is: its owner proved the same address', async () => {
    const owner = await createAccount(api);
    const { location } = await signInWithGoogle(owner.email);
    const linked = await me(location.searchParams.get('token') ?? '');
    expect(linked.body).toMatchObject({
      id: owner.id,
      username: owner.username,
      hasPassword: true,
      needsSignupDetails: false,
    });
    expect((await me(owner.token)).status).toBe(200);
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });
});

describe('a new Google account completes the sign-up rules', () => {
  const me = (token: string) => api({ path: '/api/auth/me', headers: bearer(token) });
  const complete = (token: string, body: unknown) =>
    api({ method: 'POST', path: '/api/auth/complete-signup', headers: bearer(token), body });
  const createStudio = (token: string) =>
    api({ method: 'POST', path: '/api/studio', headers: bearer(token), body: {} });
  const newGoogleUser = async () => {
    const { location } = await signInWithGoogle(`new.${Date.now()}.${Math.random()}@gmail.test`);
    return location.searchParams.get('token') ?? '';
  };
  const adult = { dateOfBirth: '1994-03-02', termsAccepted: true, privacyAccepted: true };

  it('is locked out of confirmed-only routes until date of birth and legal acceptance are given', async () => {
    const token = await newGoogleUser();
    expect((await me(token)).body).toMatchObject({
      isEmailConfirmed: true,
      needsSignupDetails: true,
      hasPassword: false,
    });
    expect(await createStudio(token)).toMatchObject({ status: 403 });

    expect(await complete(token, adult)).toMatchObject({ status: 200, body: { success: true } });
    const profile = (await me(token)).body;
    expect(profile).toMatchObject({ needsSignupDetails: false, dateOfBirth: '1994-03-02' });
    // Past the confirmed-level check: the empty body is now what is wrong.
    expect((await createStudio(token)).status).toBe(400);
    const record = await getUserById(profile.id);
    expect(record?.termsAcceptedAt).toBeTruthy();
    expect(record?.privacyAcceptedAt).toBeTruthy();
    // Done once: a second completion is refused.
    expect((await complete(token, adult)).status).toBe(409);
  });

  it.each([
    ['under 13', { ...adult, dateOfBirth: isoYearsAgo(12) }, MESSAGES.tooYoung],
    [
      '13–17 without guardian consent',
      { ...adult, dateOfBirth: isoYearsAgo(15) },
      MESSAGES.parentalConsentRequired,
    ],
    ['terms not accepted', { ...adult, termsAccepted: false }, MESSAGES.legalRequired],
    ['privacy not accepted', { ...adult, privacyAccepted: false }, MESSAGES.legalRequired],
    ['no privacy answer', { dateOfBirth: '1994-03-02', termsAccepted: true }, undefined],
    ['no date of birth', { termsAccepted: true, privacyAccepted: true }, undefined],
    ['a date of birth that is no date', { ...adult, dateOfBirth: '2001-02-30' }, undefined],
  ])('refuses %s with 400', async (_, body, message) => {
    const token = await newGoogleUser();
    const response = await complete(token, body);
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
    expect((await me(token)).body.needsSignupDetails).toBe(true);
  });

  it('records the guardian consent of a 13–17-year-old', async () => {
    const token = await newGoogleUser();
    const response = await complete(token, { ...adult, dateOfBirth: isoYearsAgo(15), parentalConsent: true });
    expect(response.status).toBe(200);
    const record = await getUserById((await me(token)).body.id);
    expect(record?.parentalConsentAt).toBeTruthy();
  });

  it('is not needed by a form-made account (409)', async () => {
    const account = await createAccount(api);
    expect((await complete(account.token, adult)).status).toBe(409);
    expect((await me(account.token)).body).toMatchObject({ needsSignupDetails: false, hasPassword: true });
  });

  it('can set a first password without a current one, and then sign in with it', async () => {
    const token = await newGoogleUser();
    const { email } = (await me(token)).body;
    const set = await api({
      method: 'POST',
      path: '/api/auth/changePassword',
      headers: bearer(token),
      body: { newPassword: 'Bachata#2026' },
    });
    expect(set).toMatchObject({ status: 200, body: { success: true } });
    expect((await me(set.body.access_token)).body.hasPassword).toBe(true);
    const login = await api({
      method: 'POST',
      path: '/api/auth/login',
      body: { email, password: 'Bachata#2026' },
    });
    expect(login.status).toBe(200);
    // From now on the current password is needed.
    const again = await api({
      method: 'POST',
      path: '/api/auth/changePassword',
      headers: bearer(set.body.access_token),
      body: { newPassword: 'Rumba#20277' },
    });
    expect(again.status).toBe(400);
  });
});

describe('the name a Google account starts with', () => {
  it.each([
    ['a plain name', 'Olena Kovalenko', 'olena@plie.test', 'Olena Kovalenko'],
    [
      'a name with a zero-width space and a bidi override',
      'Piotr\u200b Kowalski\u202e',
      'piotr@plie.test',
      'piotr',
    ],
    ['a name of invisible characters only', '\u200b\u200b\u200b', 'marta.nowak@plie.test', 'marta.nowak'],
    ['no name', undefined, 'kasia@plie.test', 'kasia'],
    ['no usable name nor e-mail', '  ', '42@plie.test', 'Dancer'],
  ])('%s', (_, googleName, email, expected) => {
    expect(displayNameOf(googleName, email)).toBe(expected);
  });
});

describe('the issuers an ID token may name', () => {
  it.each([
    [
      'Google, with or without the scheme (as Google writes it)',
      'https://accounts.google.com',
      ['https://accounts.google.com', 'accounts.google.com'],
    ],
    ['any other provider, only as discovered', 'http://127.0.0.1:9400', ['http://127.0.0.1:9400']],
  ])('%s', (_, discovered, accepted) => {
    expect(acceptedIssuers(discovered)).toEqual(accepted);
  });
});
