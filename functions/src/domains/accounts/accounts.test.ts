import { contract, errorText } from '@plie/shared';
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, makeSignup } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { deliverPendingMail, linkIn, mailsTo } from '../../../test/mailbox';
import { allHandlers } from '../../lambdas';
import { resetClock, setClock } from '../../services/clock';
import { readSecret } from '../../services/secrets';
import { signAccessToken, tokenIssuer } from '../../services/tokens';
import { getUserByEmail, getUserById, getUserByUsername, saveUser } from './user-repository';

const api = createTestApi();
const signup = (body: unknown, headers: Record<string, string> = {}) =>
  api({ method: 'POST', path: '/api/auth/signup', body, headers });
const login = (email: string, password: string) =>
  api({ method: 'POST', path: '/api/auth/login', body: { email, password } });
const me = (token: string) => api({ path: '/api/auth/me', headers: bearer(token) });

afterEach(() => resetClock());

describe('POST /api/auth/signup', () => {
  it('creates the account, records the legal acceptances and answers a working token', async () => {
    const body = makeSignup({ instagram: 'https://www.instagram.com/marta.dance/?hl=pl', isTeacher: true });
    const response = await signup(body, { 'accept-language': 'pl-PL,pl;q=0.9' });
    expect(response.status).toBe(201);
    const profile = await me(response.body.access_token);
    expect(profile).toMatchObject({
      status: 200,
      body: {
        name: 'Marta Nowak',
        username: body.username,
        email: body.email,
        instagram: 'marta.dance',
        isTeacher: true,
        isEmailConfirmed: false,
        isAnonymous: false,
        role: 'user',
        language: 'pl',
      },
    });
    expect(JSON.stringify(profile.body)).not.toMatch(/passwordHash|tokenVersion|argon2/);
    const stored = await getUserById(profile.body.id);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.termsAcceptedAt).toBeTruthy();
    expect(stored?.privacyAcceptedAt).toBeTruthy();
    expect(stored?.parentalConsentAt).toBeUndefined();
  });

  it('records the parental consent of a 15-year-old', async () => {
    setClock(() => new Date('2026-11-21T12:00:00Z'));
    const body = makeSignup({ dateOfBirth: '2011-06-01', parentalConsent: true });
    expect((await signup(body)).status).toBe(201);
    // Read from the table, not through the new session: its token, issued by the fixed clock, is
    // checked against the real one, and lapsed 7 days after that date (this test failed from then on).
    expect((await getUserByEmail(body.email))?.parentalConsentAt).toBe('2026-11-21T12:00:00.000Z');
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['an invalid e-mail', { email: 'marta@plie' }, 'email'],
    ['a short password', { password: 'Ab1!' }, 'password'],
    ['a password without a special character', { password: 'Salsa2026x' }, 'password'],
    ['a username starting with a digit', { username: '1marta' }, 'username'],
    ['a username with a space', { username: 'marta k' }, 'username'],
    ['a missing date of birth', { dateOfBirth: '' }, 'dateOfBirth'],
    ['a 12-year-old', { dateOfBirth: '2014-11-22' }, 'dateOfBirth'],
    ['a 15-year-old without parental consent', { dateOfBirth: '2011-06-01' }, 'parentalConsent'],
    ['an age of 110', { dateOfBirth: '1916-01-01' }, 'dateOfBirth'],
    ['terms not accepted', { termsAccepted: false }, 'termsAccepted'],
    ['privacy policy not accepted', { privacyAccepted: false }, 'privacyAccepted'],
    ['an instagram link to another site', { instagram: 'https://example.com/marta' }, 'instagram'],
  ])('refuses %s with 400 on that field, writing nothing', async (_, override, field) => {
    setClock(() => new Date('2026-11-21T12:00:00Z'));
    const body = makeSignup(override as never);
    const response = await signup(body);
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty(field);
    expect(response.body.message).toBeTruthy();
    expect(await getUserByEmail(body.email)).toBeUndefined();
    expect(await getUserByUsername(body.username)).toBeUndefined();
  });

  it('gives the spec’s texts for the age rules', async () => {
    setClock(() => new Date('2026-11-21T12:00:00Z'));
    const child = await signup(makeSignup({ dateOfBirth: '2015-01-01' }));
    expect(child.body.message).toBe('You must be at least 13 years old to create an account');
  });

  it('refuses the same e-mail in other letter case with 409, writing nothing of the second sign-up', async () => {
    const first = makeSignup();
    expect((await signup(first)).status).toBe(201);
    const second = makeSignup({ email: first.email.toUpperCase() });
    expect(await signup(second)).toMatchObject({
      status: 409,
      body: { message: 'This e-mail is already registered' },
    });
    expect(await getUserByUsername(second.username)).toBeUndefined();
  });

  it('refuses the same username in other letter case with 409, writing nothing of the second sign-up', async () => {
    const first = makeSignup();
    expect((await signup(first)).status).toBe(201);
    const second = makeSignup({ username: first.username.toUpperCase() });
    expect(await signup(second)).toMatchObject({ status: 409, body: { message: 'Username already taken' } });
    expect(await getUserByEmail(second.email)).toBeUndefined();
  });

  it('lets exactly one of many simultaneous sign-ups with one e-mail through', async () => {
    const email = 'race@plie.test';
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => signup(makeSignup({ email, username: `racer_${index}` }))),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(5);
    const winner = await getUserByEmail(email);
    const usernames = await Promise.all(
      Array.from({ length: 6 }, (_, index) => getUserByUsername(`racer_${index}`)),
    );
    expect(usernames.filter(Boolean).map((user) => user?.id)).toEqual([winner?.id]);
  });
});

describe('POST /api/auth/login', () => {
  it('answers a token for the right e-mail and password, e-mail in any letter case', async () => {
    const body = makeSignup();
    await signup(body);
    const response = await login(body.email.toUpperCase(), body.password);
    expect(response.status).toBe(200);
    expect((await me(response.body.access_token)).body.email).toBe(body.email);
  });

  it.each([
    ['a wrong password', (body: { email: string }) => [body.email, 'Wrong#Pass1']],
    ['an unknown e-mail', () => ['nobody@plie.test', 'Salsa#2026']],
  ])('refuses %s with one generic 401', async (_, credentials) => {
    const body = makeSignup();
    await signup(body);
    const [email, password] = credentials(body) as [string, string];
    expect(await login(email, password)).toMatchObject({
      status: 401,
      body: { message: errorText('auth.invalidCredentials') },
    });
  });

  // Failed logins are slowed per account, address and both, never locking the owner out: login-attempts.test.ts.

  it.each([[{ email: 'marta@plie.test' }], [{ email: 'not-an-email', password: 'x' }], [{}]])(
    'refuses the body %o with 400',
    async (body) => {
      expect((await api({ method: 'POST', path: '/api/auth/login', body })).status).toBe(400);
    },
  );
});

describe('platform admins', () => {
  it('get the admin role from PLATFORM_ADMIN_EMAILS, but only once their e-mail is confirmed', async () => {
    // Anyone may sign up first with a listed address nobody has registered yet.
    const body = makeSignup({ email: 'Anna.Admin@plie.test' });
    const token = (await signup(body)).body.access_token as string;
    const asCaller = (method: string, path: string, requestBody?: unknown) =>
      api({ method, path, headers: bearer(token), body: requestBody });
    const everyone = () => asCaller('POST', '/api/user/search', { allUsers: true });
    const someone = await signup(makeSignup());
    const someoneId = (await me(someone.body.access_token)).body.id;

    expect((await me(token)).body.role).toBe('user');
    expect((await everyone()).status).toBe(403);
    const verify = await api({
      path: '/api/studio/verify/x',
      query: { isVerified: 'true' },
      headers: bearer(token),
    });
    expect(verify.status).toBe(403);
    expect((await asCaller('POST', '/api/studio', {})).status).toBe(403);
    expect((await asCaller('PATCH', `/api/user/${someoneId}`, { name: 'Taken Over' })).status).toBe(403);

    // The mail stand-in is shared by every test file (others mail this address too): the link that works in this file's table.
    const statuses = [];
    await deliverPendingMail();
    const confirmationMails = (await mailsTo(body.email)).filter((mail) =>
      mail.text.includes('/confirm-email?token='),
    );
    for (const mail of confirmationMails.reverse()) {
      const confirmToken = new URL(linkIn(mail, '/confirm-email?token=')).searchParams.get('token') ?? '';
      statuses.push((await api({ path: '/api/auth/confirm', query: { token: confirmToken } })).status);
    }
    expect(statuses).toContain(200);

    expect((await me(token)).body.role).toBe('admin');
    expect((await everyone()).status).toBe(200);
    expect((await asCaller('PATCH', `/api/user/${someoneId}`, { name: 'Edited Byadmin' })).status).toBe(200);
  });

  it('cannot be made through the signup body', async () => {
    const response = await signup({ ...makeSignup(), role: 'admin' });
    const profile = await me(response.body.access_token);
    expect(profile.body.role).toBe('user');
  });
});

describe('access tokens', () => {
  const signedUpToken = async () => (await signup(makeSignup())).body.access_token as string;

  it.each([
    ['no token', undefined],
    ['a malformed header', 'Token abc'],
    ['garbage', 'Bearer not.a.jwt'],
  ])('are required: %s → 401', async (_, authorization) => {
    const headers: Record<string, string> = authorization ? { authorization } : {};
    expect((await api({ path: '/api/auth/me', headers })).status).toBe(401);
  });

  it('signed by another key are refused', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'ES256', kid: 'forged' })
      .setSubject('someone')
      .setIssuer(tokenIssuer())
      .setAudience('plie')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await me(forged)).status).toBe(401);
  });

  it('without an expiry are refused, even when signed with our key', async () => {
    const token = await signedUpToken();
    const { body } = await me(token);
    const [current] = (JSON.parse(await readSecret('signingKeys')) as { keys: Record<string, string>[] })
      .keys;
    const { kid, ...jwk } = current ?? {};
    const key = await importJWK(jwk, 'ES256');
    const eternal = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'ES256', kid: kid ?? '', typ: 'JWT' })
      .setSubject(body.id)
      .setIssuer(tokenIssuer())
      .setAudience('plie')
      .setIssuedAt()
      .sign(key);
    expect((await me(eternal)).status).toBe(401);
  });

  it('expire', async () => {
    const token = await signedUpToken();
    const { body } = await me(token);
    const old = await signAccessToken({ sub: body.id, ver: 1 }, new Date(Date.now() - 8 * 24 * 3600 * 1000));
    expect((await me(old)).status).toBe(401);
  });

  it('stop working when the token version moves (password change, deletion)', async () => {
    const token = await signedUpToken();
    const { body } = await me(token);
    const user = await getUserById(body.id);
    await saveUser({ ...(user as NonNullable<typeof user>), tokenVersion: 2 });
    expect((await me(token)).status).toBe(401);
  });

  it('are verified with the published keys, which hold no private part', async () => {
    const { status, body } = await api({ path: '/api/.well-known/jwks.json' });
    expect(status).toBe(200);
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(body.keys[0].d).toBeUndefined();
  });
});

describe('an unconfirmed e-mail', () => {
  // The real contract's creation routes and the real token check, with a stand-in creation handler.
  const created = async () => ({ id: 'new' });
  const creatingApi = createTestApi({
    ...allHandlers,
    'studios.create': created,
    'lessons.create': created,
    'groups.create': created,
    'rooms.create': created,
  });
  const creations = [
    ['studios.create', contract.studios.create],
    ['lessons.create', contract.lessons.create],
    ['groups.create', contract.groups.create],
    ['rooms.create', contract.rooms.create],
  ] as const;

  it.each(creations)('locks %s (403) until the e-mail is confirmed', async (_, endpoint) => {
    expect(endpoint.auth).toBe('confirmed');
    const token = (await signup(makeSignup())).body.access_token;
    const call = () =>
      creatingApi({ method: endpoint.method, path: endpoint.path, headers: bearer(token), body: {} });
    expect(await call()).toMatchObject({
      status: 403,
      body: { message: 'Please confirm your e-mail first' },
    });
    const { body } = await me(token);
    const user = await getUserById(body.id);
    await saveUser({ ...(user as NonNullable<typeof user>), isEmailConfirmed: true });
    expect((await call()).status).not.toBe(403);
  });
});
