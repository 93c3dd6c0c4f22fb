/**
 * Access tokens as the API signs and verifies them (node:crypto, services/jwt.ts), checked against
 * an independent implementation (jose), with the key secrets the functions read from the Secrets
 * Manager stand-in: tokens jose verifies, tokens jose signs, keys in the format existing secrets
 * hold (made by jose before), and the forgeries a verifier must refuse.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { CreateSecretCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { AUTH } from '@plie/shared';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreSettings, stubSettings } from '../../test/settings';
import { forgetSecrets, readSecret } from './secrets';
import {
  generateSigningKeys,
  jwks,
  signAccessToken,
  TOKEN_AUDIENCE,
  tokenIssuer,
  verifyAccessToken,
} from './tokens';

const client = new SecretsManagerClient({
  region: 'eu-central-1',
  endpoint: process.env.SECRETS_MANAGER_ENDPOINT,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

/** Gives this test its own key secrets, named in the environment as a function's would be. */
const useKeys = async (keys: { signingKeys: string; publicKeys: string }) => {
  for (const [variable, value] of [
    ['SIGNING_KEYS_SECRET_ID', keys.signingKeys],
    ['PUBLIC_KEYS_SECRET_ID', keys.publicKeys],
  ] as const) {
    const name = `plie/test/${randomUUID()}`;
    await client.send(new CreateSecretCommand({ Name: name, SecretString: value }));
    stubSettings({ [variable]: name });
  }
  forgetSecrets();
};

const currentSigningJwk = async () =>
  (JSON.parse(await readSecret('signingKeys')) as { keys: [Record<string, string>] }).keys[0];
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const seconds = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  restoreSettings();
  forgetSecrets();
});

describe('access tokens', () => {
  it('are ES256 JWTs that jose verifies with the published keys, with the claims the API relies on', async () => {
    const issuedAt = new Date();
    const token = await signAccessToken({ sub: 'user-1', ver: 4 }, issuedAt);
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(await jwks()), {
      issuer: tokenIssuer(),
      audience: TOKEN_AUDIENCE,
      algorithms: ['ES256'],
    });
    expect(protectedHeader).toEqual({ alg: 'ES256', typ: 'JWT', kid: (await currentSigningJwk()).kid });
    const iat = Math.floor(issuedAt.getTime() / 1000);
    expect(payload).toEqual({
      sub: 'user-1',
      ver: 4,
      iss: tokenIssuer(),
      aud: TOKEN_AUDIENCE,
      iat,
      exp: iat + AUTH.accessTokenTtlHours * 3600,
    });
    expect(await verifyAccessToken(token)).toEqual({ sub: 'user-1', ver: 4 });
  });

  it('signed by jose with the current key are verified', async () => {
    const { kid, ...jwk } = await currentSigningJwk();
    const token = await new SignJWT({ ver: 2 })
      .setProtectedHeader({ alg: 'ES256', kid: kid ?? '', typ: 'JWT' })
      .setSubject('user-2')
      .setIssuer(tokenIssuer())
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(jwk, 'ES256'));
    expect(await verifyAccessToken(token)).toEqual({ sub: 'user-2', ver: 2 });
  });

  it('work with key secrets in the format jose made them before (existing secrets keep working)', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = 'plie-2025-01-01-abc123';
    const keys = {
      signingKeys: JSON.stringify({
        keys: [{ ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' }],
      }),
      publicKeys: JSON.stringify({
        keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }],
      }),
    };
    await useKeys(keys);
    const token = await signAccessToken({ sub: 'user-3', ver: 1 }, new Date());
    await jwtVerify(token, publicKey, { issuer: tokenIssuer(), audience: TOKEN_AUDIENCE });
    expect(await verifyAccessToken(token)).toEqual({ sub: 'user-3', ver: 1 });
  });

  it('issued by a server clock that runs ahead (tests move it years on) are valid until they expire', async () => {
    const yearAhead = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    const token = await signAccessToken({ sub: 'user-5', ver: 1 }, yearAhead);
    expect(await verifyAccessToken(token)).toEqual({ sub: 'user-5', ver: 1 });
  });

  it.each([
    [
      'alg none',
      async () =>
        `${b64({ alg: 'none', kid: (await currentSigningJwk()).kid })}.${b64({ sub: 'u', ver: 1 })}.`,
    ],
    [
      'HS256 with the public key as the secret',
      async () => {
        const { kid, x } = await currentSigningJwk();
        const input = `${b64({ alg: 'HS256', kid })}.${b64({ sub: 'u', ver: 1, iss: tokenIssuer(), aud: TOKEN_AUDIENCE, exp: seconds() + 60 })}`;
        return `${input}.${createHmac('sha256', String(x)).update(input).digest('base64url')}`;
      },
    ],
    [
      'another key under our kid',
      async () => {
        const { privateKey } = await generateKeyPair('ES256');
        return new SignJWT({ ver: 1 })
          .setProtectedHeader({ alg: 'ES256', kid: (await currentSigningJwk()).kid ?? '' })
          .setSubject('u')
          .setIssuer(tokenIssuer())
          .setAudience(TOKEN_AUDIENCE)
          .setExpirationTime('1h')
          .sign(privateKey);
      },
    ],
    [
      'another issuer',
      async () => {
        stubSettings({ JWT_ISSUER: 'https://evil.test' });
        const token = await signAccessToken({ sub: 'u', ver: 1 }, new Date());
        restoreSettings();
        return token;
      },
    ],
    [
      'an expired token',
      () =>
        signAccessToken(
          { sub: 'u', ver: 1 },
          new Date(Date.now() - (AUTH.accessTokenTtlHours * 3600 + 1) * 1000),
        ),
    ],
  ])('are refused: %s', async (_, make) => {
    await expect(verifyAccessToken(await make())).rejects.toThrow();
  });

  it('without a user id or token version are refused, even when validly signed', async () => {
    const { kid, ...jwk } = await currentSigningJwk();
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: kid ?? '' })
      .setSubject('u')
      .setIssuer(tokenIssuer())
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('1h')
      .sign(await importJWK(jwk, 'ES256'));
    await expect(verifyAccessToken(token)).rejects.toThrow(/Malformed token claims/);
  });
});

describe('generated signing keys', () => {
  it('are the two secrets as before: a private P-256 JWK and its public half, with kid, alg and use', async () => {
    const { signingKeys, publicKeys } = await generateSigningKeys();
    const [privateJwk] = JSON.parse(signingKeys).keys;
    const [publicJwk] = JSON.parse(publicKeys).keys;
    expect(Object.keys(privateJwk).sort()).toEqual(['alg', 'crv', 'd', 'kid', 'kty', 'use', 'x', 'y']);
    expect(privateJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(privateJwk.kid).toMatch(/^plie-\d{4}-\d{2}-\d{2}-[0-9a-z]+$/);
    const { d, ...publicPart } = privateJwk;
    expect(d).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(publicJwk).toEqual(publicPart);
    // jose reads both, and a token it signs with one verifies with the other.
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256' })
      .setExpirationTime('1h')
      .sign(await importJWK(privateJwk, 'ES256'));
    await jwtVerify(token, await importJWK(publicJwk, 'ES256'));
  });

  it('sign tokens the API verifies once they are the secrets', async () => {
    await useKeys(await generateSigningKeys());
    const token = await signAccessToken({ sub: 'user-4', ver: 7 }, new Date());
    expect(await verifyAccessToken(token)).toEqual({ sub: 'user-4', ver: 7 });
  });
});
