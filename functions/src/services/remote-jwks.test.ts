/**
 * A provider's key set over HTTP (a small local server standing in for Google's jwks_uri): fetched
 * once and kept, fetched again after its max age or for a key id it lacks (not more often than the
 * cooldown), never waited on past the timeout, a failed fetch not kept.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JwtKidNotFoundError } from './jwt';
import { createRemoteKeySet } from './remote-jwks';

const ISSUER = 'https://accounts.google.com';
const CLIENT_ID = 'client-1.apps.googleusercontent.com';
const verifyOptions = { issuer: ISSUER, audience: CLIENT_ID };

type RsaKey = Awaited<ReturnType<typeof generateKeyPair>>;
const makeKey = async (kid: string) => {
  const pair: RsaKey = await generateKeyPair('RS256', { extractable: true });
  return { kid, pair, jwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' } };
};
const idToken = (key: Awaited<ReturnType<typeof makeKey>>) =>
  new SignJWT({ email: 'dancer@gmail.test', email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key.pair.privateKey);

/** What the stand-in serves, and how often it was asked. */
const provider = {
  keys: [] as unknown[],
  status: 200,
  hang: false,
  fetches: 0,
};
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_, response) => {
    provider.fetches += 1;
    if (provider.hang) return;
    response.writeHead(provider.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: provider.keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  Object.assign(provider, { keys: [], status: 200, hang: false, fetches: 0 });
});

const timing = { maxAgeMs: 60_000, cooldownMs: 0, timeoutMs: 1_000 };

describe('a remote key set', () => {
  it('is fetched once and kept: many tokens, one fetch', async () => {
    const key = await makeKey('g-1');
    provider.keys = [key.jwk];
    const keySet = createRemoteKeySet(url, 'RS256', timing);
    for (let round = 0; round < 3; round++) {
      expect(await keySet.verify(await idToken(key), verifyOptions)).toMatchObject({
        email: 'dancer@gmail.test',
      });
    }
    expect(provider.fetches).toBe(1);
  });

  it('is fetched again for a key id it lacks (the provider rotated), then verifies', async () => {
    const [first, second] = [await makeKey('g-1'), await makeKey('g-2')];
    provider.keys = [first.jwk];
    const keySet = createRemoteKeySet(url, 'RS256', timing);
    await keySet.verify(await idToken(first), verifyOptions);
    provider.keys = [second.jwk, first.jwk];
    expect(await keySet.verify(await idToken(second), verifyOptions)).toMatchObject({ iss: ISSUER });
    expect(provider.fetches).toBe(2);
  });

  it('is not fetched again for unknown key ids within the cooldown', async () => {
    const [known, unknown] = [await makeKey('g-1'), await makeKey('g-unknown')];
    provider.keys = [known.jwk];
    const keySet = createRemoteKeySet(url, 'RS256', { ...timing, cooldownMs: 60_000 });
    await keySet.verify(await idToken(known), verifyOptions);
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(keySet.verify(await idToken(unknown), verifyOptions)).rejects.toThrow(JwtKidNotFoundError);
    }
    expect(provider.fetches).toBe(1);
  });

  it('is fetched again once its max age has passed', async () => {
    const key = await makeKey('g-1');
    provider.keys = [key.jwk];
    const keySet = createRemoteKeySet(url, 'RS256', { ...timing, maxAgeMs: 0 });
    await keySet.verify(await idToken(key), verifyOptions);
    await keySet.verify(await idToken(key), verifyOptions);
    expect(provider.fetches).toBe(2);
  });

  it('gives up on a provider that does not answer within the timeout', async () => {
    const key = await makeKey('g-1');
    provider.hang = true;
    const keySet = createRemoteKeySet(url, 'RS256', { ...timing, timeoutMs: 200 });
    const started = Date.now();
    await expect(keySet.verify(await idToken(key), verifyOptions)).rejects.toThrow(/abort|timeout/i);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('does not keep a failed fetch: the next token fetches again', async () => {
    const key = await makeKey('g-1');
    provider.status = 503;
    const keySet = createRemoteKeySet(url, 'RS256', timing);
    await expect(keySet.verify(await idToken(key), verifyOptions)).rejects.toThrow(/503/);
    provider.status = 200;
    provider.keys = [key.jwk];
    expect(await keySet.verify(await idToken(key), verifyOptions)).toMatchObject({ aud: CLIENT_ID });
    expect(provider.fetches).toBe(2);
  });
});
