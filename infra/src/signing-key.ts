/**
 * The keys the API signs its access tokens with (ES256: EC P-256 keys as JWKs), as the functions
 * read them (functions/src/services/tokens.ts) from Secrets Manager: the `auth` function the
 * private keys (`signing-keys`), every function the public JWKS derived from them (`public-keys`);
 * `npm run keys:rotate -w infra` makes and stores them (secrets-cli.ts).
 * node:crypto only, so infra needs no dependency of its own for it.
 */
import { createECDH, createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';

/** A private signing key, normalized: nothing but what signing needs. */
export interface PrivateSigningJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

export type PublicSigningJwk = Omit<PrivateSigningJwk, 'd'>;

export interface PublicJwks {
  keys: PublicSigningJwk[];
}

/** A key id that says when the key was made: `plie-2025-06-01-3f9a1c2e`. */
export const newKid = (prefix = 'plie', now = new Date()): string =>
  `${prefix}-${now.toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;

/** A new private signing key. */
export const generateSigningJwk = (kid: string = newKid()): PrivateSigningJwk => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y, d } = privateKey.export({ format: 'jwk' });
  if (!x || !y || !d) throw new Error('node:crypto exported an EC key without x, y or d');
  return { kty: 'EC', crv: 'P-256', x, y, d, kid, alg: 'ES256', use: 'sig' };
};

/** The public half: the private JWK without `d`. */
export const publicJwkOf = ({ kty, crv, x, y, kid, alg, use }: PrivateSigningJwk): PublicSigningJwk => ({
  kty,
  crv,
  x,
  y,
  kid,
  alg,
  use,
});

export const publicJwksOf = (jwk: PrivateSigningJwk): PublicJwks => ({ keys: [publicJwkOf(jwk)] });

export type SigningJwkResult = { jwk: PrivateSigningJwk; problem?: undefined } | { problem: string };

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Checks a private signing JWK (JSON text, or an already parsed object). The problem it reports
 * never quotes the key's secret parts, so it is safe to print.
 */
export const parseSigningJwk = (value: unknown): SigningJwkResult => {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return { problem: 'is not JSON (expected a private JWK like {"kty":"EC","crv":"P-256",…})' };
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { problem: 'is not a JSON object (expected a private JWK, not a JWKS or a list)' };
  }
  const jwk = parsed as Record<string, unknown>;
  if (jwk.kty !== 'EC') return { problem: `has kty ${JSON.stringify(jwk.kty)}, expected "EC"` };
  if (jwk.crv !== 'P-256') return { problem: `has crv ${JSON.stringify(jwk.crv)}, expected "P-256" (ES256)` };
  if (jwk.alg !== undefined && jwk.alg !== 'ES256') {
    return { problem: `has alg ${JSON.stringify(jwk.alg)}, expected "ES256"` };
  }
  if (!isText(jwk.x) || !isText(jwk.y)) return { problem: 'has no public point (x and y)' };
  if (!isText(jwk.d)) return { problem: 'has no "d": it is a public key, the private key is needed' };
  if (!isText(jwk.kid)) return { problem: 'has no "kid" (the key id tokens name in their header)' };
  const { x, y, d, kid } = jwk;

  try {
    createPrivateKey({ key: { kty: 'EC', crv: 'P-256', x, y, d }, format: 'jwk' });
    // node:crypto does not check that d belongs to x and y: derive the point from d and compare.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(d, 'base64url'));
    const point = ecdh.getPublicKey();
    if (point.subarray(1, 33).toString('base64url') !== x || point.subarray(33).toString('base64url') !== y) {
      return { problem: 'has x and y that are not the public point of its d' };
    }
  } catch {
    return { problem: 'is not a valid P-256 key (x, y or d malformed)' };
  }
  return { jwk: { kty: 'EC', crv: 'P-256', x, y, d, kid, alg: 'ES256', use: 'sig' } };
};
