/**
 * Secrets as the functions read them in AWS — from Secrets Manager (here the local AWS front
 * door's stand-in), once per cold start — and what follows: key rotation without signing anyone
 * out, and the origin-verify check that keeps callers from going around CloudFront.
 */
import { randomUUID } from 'node:crypto';
import {
  CreateSecretCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, createTestEvent } from '../../test/api';
import { restoreSettings, stubSettings } from '../../test/settings';
import { cameThroughOrigin } from './origin-verify';
import { ORIGIN_VERIFY_HEADER } from './secret-names';
import { forgetSecrets, loadedSecret, loadSecrets, readSecret, rereadSecret } from './secrets';
import { generateSigningKeys, jwks, signAccessToken, verifyAccessToken } from './tokens';

const client = new SecretsManagerClient({
  region: 'eu-central-1',
  endpoint: process.env.SECRETS_MANAGER_ENDPOINT,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

/** A secret of this test alone, named in the environment as a function's would be. */
const ownSecret = async (variable: string, value: string) => {
  const name = `plie/test/${randomUUID()}`;
  await client.send(new CreateSecretCommand({ Name: name, SecretString: value }));
  stubSettings({ [variable]: name });
  return name;
};
const put = (name: string, value: string) =>
  client.send(new PutSecretValueCommand({ SecretId: name, SecretString: value }));

describe('secrets', () => {
  beforeAll(() => forgetSecrets());
  afterEach(() => {
    restoreSettings();
    vi.useRealTimers();
    forgetSecrets();
  });

  it('are read once per cold start: a changed value shows only when re-read, at most every 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const name = await ownSecret('CURSOR_SECRET_ID', 'first');
    expect(await readSecret('cursor')).toBe('first');
    await put(name, 'second');
    expect(await readSecret('cursor')).toBe('first');
    expect(await rereadSecret('cursor')).toBe('first');
    vi.setSystemTime(Date.now() + 31_000);
    expect(await rereadSecret('cursor')).toBe('second');
    expect(await readSecret('cursor')).toBe('second');
  });

  it('are all loaded before work begins, then usable synchronously; a missing one is named', async () => {
    await ownSecret('CURSOR_SECRET_ID', 'cursor-key');
    expect(() => loadedSecret('cursor')).toThrow(/cursor secret is not loaded.*CURSOR_SECRET_ID/);
    await loadSecrets();
    expect(loadedSecret('cursor')).toBe('cursor-key');
    stubSettings({ CURSOR_SECRET_ID: '' });
    forgetSecrets();
    await expect(readSecret('cursor')).rejects.toThrow(/Missing required setting CURSOR_SECRET_ID/);
  });

  it('that cannot be found fail the read, and a later read tries again', async () => {
    stubSettings({ CURSOR_SECRET_ID: `plie/test/${randomUUID()}` });
    await expect(readSecret('cursor')).rejects.toThrow(/can't find the specified secret/);
    await client.send(new CreateSecretCommand({ Name: process.env.CURSOR_SECRET_ID, SecretString: 'late' }));
    expect(await readSecret('cursor')).toBe('late');
  });
});

describe('access tokens across a key rotation', () => {
  afterEach(() => {
    restoreSettings();
    vi.useRealTimers();
    forgetSecrets();
  });

  it('stay valid when signed by the previous key, and a new key is learnt on first sight', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await generateSigningKeys();
    const signing = await ownSecret('SIGNING_KEYS_SECRET_ID', first.signingKeys);
    const publicKeys = await ownSecret('PUBLIC_KEYS_SECRET_ID', first.publicKeys);
    const before = await signAccessToken({ sub: 'u1', ver: 1 }, new Date());
    expect(await verifyAccessToken(before)).toEqual({ sub: 'u1', ver: 1 });

    // keys:rotate (infra/src/secrets-cli.ts): the public keys first, then the signing keys.
    const next = await generateSigningKeys();
    const both = (a: string, b: string) =>
      JSON.stringify({ keys: [...JSON.parse(a).keys, ...JSON.parse(b).keys] });
    await put(publicKeys, both(next.publicKeys, first.publicKeys));
    await put(signing, both(next.signingKeys, first.signingKeys));

    // A function that signs, once it reads the keys again (a new instance), signs with the new key…
    vi.setSystemTime(Date.now() + 31_000);
    const verifierInstance = await readSecret('publicKeys'); // this "instance" still has the old keys
    expect(JSON.parse(verifierInstance).keys).toHaveLength(1);
    forgetSecrets();
    const after = await signAccessToken({ sub: 'u2', ver: 1 }, new Date());
    const kidOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).kid;
    expect(kidOf(after)).toBe(JSON.parse(next.publicKeys).keys[0].kid);
    // …and both tokens verify; the JWKS publishes both keys.
    expect(await verifyAccessToken(after)).toEqual({ sub: 'u2', ver: 1 });
    expect(await verifyAccessToken(before)).toEqual({ sub: 'u1', ver: 1 });
    expect((await jwks()).keys.map((key) => key.kid)).toEqual([kidOf(after), kidOf(before)]);
  });

  it('signed with a key rotated in after this instance read its keys are verified after one re-read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await generateSigningKeys();
    await ownSecret('PUBLIC_KEYS_SECRET_ID', first.publicKeys);
    const signing = await ownSecret('SIGNING_KEYS_SECRET_ID', first.signingKeys);
    await verifyAccessToken(await signAccessToken({ sub: 'u1', ver: 1 }, new Date()));
    // Another instance signs with a key this one has never seen (published meanwhile).
    const next = await generateSigningKeys();
    await put(process.env.PUBLIC_KEYS_SECRET_ID ?? '', next.publicKeys);
    await put(signing, next.signingKeys);
    vi.setSystemTime(Date.now() + 31_000);
    const keysOfThisInstance = await readSecret('signingKeys');
    const { importJWK, SignJWT } = await import('jose');
    const [key] = JSON.parse(next.signingKeys).keys;
    const token = await new SignJWT({ ver: 3 })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .setSubject('u3')
      .setIssuer('https://plie.dance')
      .setAudience('plie')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(key, 'ES256'));
    expect(keysOfThisInstance).toBe(first.signingKeys);
    expect(await verifyAccessToken(token)).toEqual({ sub: 'u3', ver: 3 });
  });
});

describe('requests around CloudFront', () => {
  afterEach(() => {
    restoreSettings();
    forgetSecrets();
  });

  it('are refused where the origin-verify secret exists; only the exact header passes', async () => {
    await ownSecret('ORIGIN_VERIFY_SECRET_ID', 'the-cloudfront-header-value');
    await loadSecrets();
    const withHeader = (value?: string) =>
      createTestEvent({
        path: '/api/style',
        headers: value === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: value },
      });
    expect(cameThroughOrigin(withHeader('the-cloudfront-header-value'))).toBe(true);
    expect(cameThroughOrigin(withHeader())).toBe(false);
    expect(cameThroughOrigin(withHeader('the-cloudfront-header-valuE'))).toBe(false);
    expect(cameThroughOrigin(withHeader(''))).toBe(false);
  });

  it('get a 403 from the API, before any handler runs', async () => {
    await ownSecret('ORIGIN_VERIFY_SECRET_ID', 'another-header-value');
    const api = createTestApi();
    const around = await api({ path: '/api/style' });
    expect(around.status).toBe(403);
    const through = await api({
      path: '/api/style',
      headers: { [ORIGIN_VERIFY_HEADER]: 'another-header-value' },
    });
    expect(through.status).toBe(200);
  });

  it('send Google back to the site, not to the Host CloudFront forwards (the API’s own name)', async () => {
    const { callbackUrl } = await import('../domains/accounts/google-sign-in');
    const event = createTestEvent({
      path: '/api/auth/google',
      headers: { host: 'abc123.execute-api.eu-central-1.amazonaws.com' },
    });
    expect(callbackUrl(event)).toBe(
      'https://abc123.execute-api.eu-central-1.amazonaws.com/api/auth/google/callback',
    );
    await ownSecret('ORIGIN_VERIFY_SECRET_ID', 'header-value');
    expect(callbackUrl(event)).toBe('http://plie.test/api/auth/google/callback');
  });

  it('are all accepted where there is no CloudFront (the local runtime)', () => {
    expect(cameThroughOrigin(createTestEvent({ path: '/api/style' }))).toBe(true);
  });
});
