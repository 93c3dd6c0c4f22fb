/**
 * The JWT module against an independent implementation (jose): each accepts what the other
 * signs; and against the attacks a JWT verifier must refuse (algorithm confusion, `none`,
 * forged or re-encoded signatures, tampered parts, bad claims, hostile encodings and sizes).
 */
import { createHmac, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  importSigningKey,
  importVerificationKeys,
  JwtAlgorithmError,
  JwtClaimError,
  JwtError,
  JwtKidNotFoundError,
  JwtMalformedError,
  JwtSignatureError,
  MAX_TOKEN_LENGTH,
  type SigningKey,
  signJwt,
  type VerificationKeys,
  verifyJwt,
} from './jwt';

const ISSUER = 'https://plie.test';
const AUDIENCE = 'plie';
const options = { issuer: ISSUER, audience: AUDIENCE };
const seconds = () => Math.floor(Date.now() / 1000);
const claims = (overrides: Record<string, unknown> = {}) => ({
  sub: 'user-1',
  iss: ISSUER,
  aud: AUDIENCE,
  iat: seconds(),
  exp: seconds() + 3600,
  ...overrides,
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let privateJwk: JWK;
let signingKey: SigningKey;
let publicJwk: JWK;
let esKeys: VerificationKeys;
let rsaPrivate: KeyObject;
let rsaKeys: VerificationKeys;

/** A token of any header and payload, signed raw with our EC key (P1363 unless told). */
const signedRaw = (header: unknown, payload: unknown, dsaEncoding: 'ieee-p1363' | 'der' = 'ieee-p1363') => {
  const input = `${b64(header)}.${b64(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key: signingKey.key, dsaEncoding });
  return `${input}.${signature.toString('base64url')}`;
};

/** A token whose payload is this raw text (not JSON), validly signed. */
const signedText = (header: unknown, payloadText: string) => {
  const input = `${b64(header)}.${Buffer.from(payloadText).toString('base64url')}`;
  const signature = sign('sha256', Buffer.from(input), { key: signingKey.key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
};

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateJwk = { ...(await exportJWK(pair.privateKey)), kid: 'es-1', alg: 'ES256', use: 'sig' };
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'es-1', alg: 'ES256', use: 'sig' };
  signingKey = importSigningKey(privateJwk);
  esKeys = importVerificationKeys({ keys: [publicJwk] }, 'ES256');
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  rsaPrivate = rsa.privateKey;
  rsaKeys = importVerificationKeys(
    { keys: [{ ...rsa.publicKey.export({ format: 'jwk' }), kid: 'rs-1', alg: 'RS256', use: 'sig' }] },
    'RS256',
  );
});

describe('jwt agrees with an independent implementation (jose)', () => {
  it('a token signed here verifies with jose, with the header {alg: ES256, typ: JWT, kid}', async () => {
    const token = signJwt(claims({ ver: 2 }), signingKey);
    const { payload, protectedHeader } = await jwtVerify(token, await importJWK(publicJwk, 'ES256'), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['ES256'],
    });
    expect(protectedHeader).toEqual({ alg: 'ES256', typ: 'JWT', kid: 'es-1' });
    expect(payload).toMatchObject({ sub: 'user-1', ver: 2 });
  });

  it('an ES256 token signed by jose verifies here', async () => {
    const token = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'ES256', kid: 'es-1', typ: 'JWT' })
      .setSubject('user-2')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(privateJwk, 'ES256'));
    expect(verifyJwt(token, esKeys, options)).toMatchObject({ sub: 'user-2', ver: 1 });
  });

  it('an RS256 token signed by jose (as Google signs ID tokens) verifies here, aud as an array too', async () => {
    const token = await new SignJWT({ email: 'a@b.test' })
      .setProtectedHeader({ alg: 'RS256', kid: 'rs-1' })
      .setIssuer(ISSUER)
      .setAudience(['other', AUDIENCE])
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(rsaPrivate);
    expect(verifyJwt(token, rsaKeys, options)).toMatchObject({ email: 'a@b.test' });
  });

  it('accepts any of several issuers when told so', () => {
    const token = signJwt(claims({ iss: 'accounts.google.com' }), signingKey);
    const issuer = ['https://accounts.google.com', 'accounts.google.com'];
    expect(verifyJwt(token, esKeys, { issuer, audience: AUDIENCE }).iss).toBe('accounts.google.com');
  });
});

describe('jwt refuses', () => {
  const refuses = (token: string, error: new (...args: never[]) => JwtError, keys = esKeys) =>
    expect(() => verifyJwt(token, keys, options)).toThrow(error);
  const partsOf = () => signJwt(claims(), signingKey).split('.') as [string, string, string];

  it('alg "none", with or without a signature', () => {
    const [, payload] = partsOf();
    refuses(`${b64({ alg: 'none', kid: 'es-1' })}.${payload}.`, JwtAlgorithmError);
    refuses(`${b64({ alg: 'none', kid: 'es-1' })}.${payload}.AAAA`, JwtAlgorithmError);
  });

  it('HS256 signed with the public key as the HMAC secret (algorithm confusion)', () => {
    const header = b64({ alg: 'HS256', typ: 'JWT', kid: 'es-1' });
    const payload = b64(claims());
    for (const secret of [JSON.stringify(publicJwk), String(publicJwk.x)]) {
      const mac = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
      refuses(`${header}.${payload}.${mac}`, JwtAlgorithmError);
    }
  });

  it('an RS256 token where ES256 is expected, and an ES256 one where RS256 is', async () => {
    const rsToken = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', kid: 'es-1' })
      .sign(rsaPrivate);
    refuses(rsToken, JwtAlgorithmError);
    const esAsRs = signedRaw({ alg: 'ES256', kid: 'rs-1' }, claims());
    refuses(esAsRs, JwtAlgorithmError, rsaKeys);
    // An ES256 header with a kid that names only an RSA key (a mixed set) finds no key.
    const mixed = importVerificationKeys(
      { keys: [{ ...rsaPrivate.export({ format: 'jwk' }), d: undefined, kid: 'rs-1' }, publicJwk] },
      'ES256',
    );
    refuses(signedRaw({ alg: 'ES256', kid: 'rs-1' }, claims()), JwtKidNotFoundError, mixed);
  });

  it('a kid not in the set (a distinct error: the caller may re-read its keys), and no kid at all', () => {
    refuses(signedRaw({ alg: 'ES256', typ: 'JWT', kid: 'es-2' }, claims()), JwtKidNotFoundError);
    refuses(signedRaw({ alg: 'ES256', typ: 'JWT' }, claims()), JwtMalformedError);
    refuses(signedRaw({ alg: 'ES256', kid: '' }, claims()), JwtMalformedError);
  });

  it('a token signed by another key with our kid', () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    refuses(signJwt(claims(), { kid: 'es-1', key: other }), JwtSignatureError);
  });

  it('a tampered payload or header', () => {
    const [header, , signature] = partsOf();
    refuses(`${header}.${b64(claims({ sub: 'admin' }))}.${signature}`, JwtSignatureError);
    const [, payload, signature2] = partsOf();
    refuses(
      `${b64({ alg: 'ES256', typ: 'JWT', kid: 'es-1', x: 1 })}.${payload}.${signature2}`,
      JwtSignatureError,
    );
  });

  // node:crypto refuses these too; the exact-length check says so first, whatever the platform.
  const wrongLength = (token: string, keys = esKeys) =>
    expect(() => verifyJwt(token, keys, options)).toThrow(
      expect.objectContaining({ name: 'JwtSignatureError', message: expect.stringMatching(/wrong length/) }),
    );

  it('a DER-encoded signature, and signatures of the wrong length', () => {
    wrongLength(signedRaw({ alg: 'ES256', kid: 'es-1' }, claims(), 'der'));
    const [header, payload, signature] = partsOf();
    const bytes = Buffer.from(signature, 'base64url');
    wrongLength(`${header}.${payload}.${bytes.subarray(0, 63).toString('base64url')}`);
    wrongLength(`${header}.${payload}.${Buffer.concat([bytes, Buffer.of(0)]).toString('base64url')}`);
    const zeros = Buffer.alloc(64).toString('base64url');
    refuses(`${header}.${payload}.${zeros}`, JwtSignatureError);
  });

  it('an RS256 signature shorter than the modulus', async () => {
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', kid: 'rs-1' })
      .sign(rsaPrivate);
    const [header, payload, signature = ''] = token.split('.');
    const short = Buffer.from(signature, 'base64url').subarray(1).toString('base64url');
    wrongLength(`${header}.${payload}.${short}`, rsaKeys);
  });

  it.each([
    ['expired', { exp: seconds() - 1 }],
    ['expiring this very second', { exp: seconds() }],
    ['without exp', { exp: undefined }],
    ['with a text exp', { exp: String(seconds() + 3600) }],
    ['not valid before an hour from now', { nbf: seconds() + 3600 }],
    ['issued an hour in the future', { iat: seconds() + 3600 }],
    ['from another issuer', { iss: 'https://evil.test' }],
    ['without an issuer', { iss: undefined }],
    ['for another audience', { aud: 'someone-else' }],
    ['for other audiences only', { aud: ['a', 'b'] }],
    ['without an audience', { aud: undefined }],
    ['with an audience that is not text', { aud: [AUDIENCE, 7] }],
  ])('a token %s', (_, overrides) => {
    refuses(signJwt(claims(overrides), signingKey), JwtClaimError);
  });

  it('accepts nbf and iat a few seconds ahead (clock skew), and checks against the given time', () => {
    expect(
      verifyJwt(signJwt(claims({ nbf: seconds() + 5, iat: seconds() + 5 }), signingKey), esKeys, options),
    ).toBeTruthy();
    const token = signJwt(claims(), signingKey);
    const later = new Date(Date.now() + 2 * 3600 * 1000);
    expect(() => verifyJwt(token, esKeys, { ...options, now: later })).toThrow(JwtClaimError);
  });

  it('an iat in the future only when told to allow it, and a non-numeric iat always', () => {
    const ahead = signJwt(claims({ iat: seconds() + 3600 }), signingKey);
    expect(verifyJwt(ahead, esKeys, { ...options, allowIssuedAtInFuture: true }).iat).toBeGreaterThan(
      seconds(),
    );
    const textual = signJwt(claims({ iat: 'now' }), signingKey);
    expect(() => verifyJwt(textual, esKeys, { ...options, allowIssuedAtInFuture: true })).toThrow(
      JwtClaimError,
    );
  });

  it.each([
    [
      'a header that is not JSON',
      () => `${Buffer.from('{alg').toString('base64url')}.${partsOf()[1]}.${partsOf()[2]}`,
    ],
    ['a header that is a JSON array', () => `${b64(['ES256'])}.${partsOf()[1]}.${partsOf()[2]}`],
    ['a header that is JSON null', () => `${b64(null)}.${partsOf()[1]}.${partsOf()[2]}`],
    ['a payload that is not JSON', () => signedText({ alg: 'ES256', kid: 'es-1' }, 'not json')],
    ['a payload that is a JSON string', () => signedRaw({ alg: 'ES256', kid: 'es-1' }, 'claims')],
    ['two parts', () => partsOf().slice(0, 2).join('.')],
    ['four parts', () => `${partsOf().join('.')}.`],
    [
      'an extra dot inside',
      () => {
        const [h, p, s] = partsOf();
        return `${h}..${p}.${s}`;
      },
    ],
    ['padding in the signature', () => `${partsOf().join('.')}=`],
    [
      'padding in the header',
      () => {
        const [h, p, s] = partsOf();
        return `${h}==.${p}.${s}`;
      },
    ],
    [
      'standard base64 characters for the same bytes',
      () => {
        let [h, p, s] = partsOf();
        while (!/[-_]/.test(s)) [h, p, s] = partsOf();
        return `${h}.${p}.${s.replace(/-/g, '+').replace(/_/g, '/')}`;
      },
    ],
    [
      'a space',
      () => {
        const [h, p, s] = partsOf();
        return `${h}.${p} .${s}`;
      },
    ],
    [
      'a non-canonical last character for the same bytes',
      () => {
        const [h, p, s] = partsOf();
        // 64 bytes end in spare bits: a sibling last character decodes to the same bytes.
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        const index = alphabet.indexOf(s.at(-1) ?? 'A');
        return `${h}.${p}.${s.slice(0, -1)}${alphabet[(index & ~3) | ((index + 1) & 3)]}`;
      },
    ],
    ['a typ other than JWT', () => signedRaw({ alg: 'ES256', kid: 'es-1', typ: 'at+jwt' }, claims())],
    [
      'critical extensions',
      () => signedRaw({ alg: 'ES256', kid: 'es-1', crit: ['b64'], b64: false }, claims()),
    ],
    ['an empty token', () => ''],
  ])('%s', (_, make) => {
    refuses(make(), JwtMalformedError);
  });

  it('a token longer than the cap, before any work', () => {
    const token = signJwt(claims({ padding: 'x'.repeat(MAX_TOKEN_LENGTH) }), signingKey);
    refuses(token, JwtMalformedError);
    expect(() => verifyJwt(token, esKeys, options)).toThrow(/too long/);
  });
});

describe('key sets', () => {
  it('keep only keys usable for the algorithm: right type, curve, alg, use, size and a kid', () => {
    const rsaJwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'jwk' });
    const weakRsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' });
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).publicKey.export({ format: 'jwk' });
    const set = {
      keys: [
        publicJwk,
        { ...publicJwk, kid: 'encryption', use: 'enc' },
        { ...publicJwk, kid: 'other-alg', alg: 'ES384' },
        { ...publicJwk, kid: undefined },
        { ...p384, kid: 'p384' },
        { ...rsaJwk, kid: 'rsa' },
        { ...weakRsa, kid: 'weak-rsa' },
        { kty: 'EC', crv: 'P-256', x: 'bad', y: 'bad', kid: 'broken' },
        null,
      ],
    };
    expect([...importVerificationKeys(set, 'ES256').byKid.keys()]).toEqual(['es-1']);
    expect([...importVerificationKeys(set, 'RS256').byKid.keys()]).toEqual(['rsa']);
    expect(() => importVerificationKeys({ nokeys: [] }, 'ES256')).toThrow(JwtError);
  });

  it('refuse a signing key that is not a private P-256 key with a kid', () => {
    expect(() => importSigningKey({ ...privateJwk, kid: undefined })).toThrow(/kid/);
    expect(() => importSigningKey({ ...privateJwk, d: undefined })).toThrow(/private P-256/);
    expect(() => importSigningKey({ ...privateJwk, alg: 'ES384' })).toThrow(/ES256/);
  });
});
