import { describe, expect, it } from 'vitest';
import { bearer, makeSignup } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { signInAtLocalProvider } from '../../../test/oidc';

const api = createTestApi();

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

  it('links an existing password account by its verified e-mail, confirming it', async () => {
    const body = makeSignup();
    await api({ method: 'POST', path: '/api/auth/signup', body });
    const { location } = await signInWithGoogle(body.email);
    const me = await api({ path: '/api/auth/me', headers: bearer(location.searchParams.get('token') ?? '') });
    expect(me.body).toMatchObject({ username: body.username, isEmailConfirmed: true });
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
