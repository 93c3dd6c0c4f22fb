/**
 * Access tokens: ES256 JWTs the API signs and verifies itself with node:crypto (services/jwt.ts)
 * from the published keys (given to it: no fetch, so it works over local http too). The keys are
 * secrets (services/secrets.ts): the public keys `{"keys":[…]}` every function has, the private
 * ones (the current first) only the function that issues tokens. After a rotation (infra:
 * keys:rotate) a token with a key id this function doesn't know yet makes it re-read the public
 * keys once.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { AUTH } from '@plie/shared';
import { ConfigError, config } from '../config';
import {
  importSigningKey,
  importVerificationKeys,
  type Jwk,
  JwtKidNotFoundError,
  type SigningKey,
  signJwt,
  type VerificationKeys,
  verifyJwt,
} from './jwt';
import { readSecret, rereadSecret } from './secrets';

/** Who issues the tokens: the API's public origin (`JWT_ISSUER`; the local runtime sets it at start). */
export const tokenIssuer = (): string => config().jwtIssuer;
export const TOKEN_AUDIENCE = 'plie';

export interface AccessTokenClaims {
  /** The user id. */
  sub: string;
  /** The user's token version: bumped on password change and deletion, so older tokens fail. */
  ver: number;
}

export interface Jwks {
  keys: Jwk[];
}

/** A published public key. */
export type PublicJwk = {
  kty: string;
  crv?: string;
  x?: string;
  y?: string;
  kid?: string;
  alg?: string;
  use?: string;
};

const textOrUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

const parseKeys = (text: string, what: string): Jwk[] => {
  try {
    const keys = (JSON.parse(text) as { keys?: unknown }).keys;
    if (Array.isArray(keys)) return keys as Jwk[];
  } catch {
    // reported below
  }
  throw new ConfigError(`The ${what} secret is not {"keys":[…]}.`);
};

/** The verification keys per value of the public-keys secret (re-imported only when a re-read changes it). */
let verificationKeys: { keysText: string; keys: VerificationKeys } | undefined;
const verificationKeysFor = (keysText: string): VerificationKeys => {
  if (verificationKeys?.keysText === keysText) return verificationKeys.keys;
  const keys = importVerificationKeys({ keys: parseKeys(keysText, 'public-keys') }, 'ES256');
  verificationKeys = { keysText, keys };
  return keys;
};

let signingKey: { keysText: string; key: SigningKey } | undefined;
/** The current signing key: the first of the signing-keys secret. */
const loadSigningKey = async (): Promise<SigningKey> => {
  const keysText = await readSecret('signingKeys');
  if (signingKey?.keysText !== keysText) {
    const [current] = parseKeys(keysText, 'signing-keys');
    if (!current) {
      throw new ConfigError('The signing-keys secret holds no key yet: run "npm run keys:rotate -w infra".');
    }
    if (!current.kid) throw new ConfigError('The current signing key has no "kid".');
    signingKey = { keysText, key: importSigningKey(current) };
  }
  return signingKey.key;
};

/** The public keys, as `GET /api/.well-known/jwks.json` publishes them. */
export const jwks = async (): Promise<{ keys: PublicJwk[] }> => ({
  keys: parseKeys(await readSecret('publicKeys'), 'public-keys').map(({ kty, crv, x, y, kid, alg, use }) => ({
    kty: String(kty),
    crv: textOrUndefined(crv),
    x: textOrUndefined(x),
    y: textOrUndefined(y),
    kid: textOrUndefined(kid),
    alg: textOrUndefined(alg),
    use: textOrUndefined(use),
  })),
});

export const signAccessToken = async (claims: AccessTokenClaims, issuedAt: Date): Promise<string> => {
  const key = await loadSigningKey();
  const seconds = Math.floor(issuedAt.getTime() / 1000);
  return signJwt(
    {
      ver: claims.ver,
      sub: claims.sub,
      iss: tokenIssuer(),
      aud: TOKEN_AUDIENCE,
      iat: seconds,
      exp: seconds + AUTH.accessTokenTtlHours * 3600,
    },
    key,
  );
};

/**
 * The claims of a valid token; throws for a bad signature, issuer, audience, an expired token or
 * one without an expiry (services/jwt.ts requires `exp`: a token that never expires is no token
 * this API issues).
 */
export const verifyAccessToken = async (token: string): Promise<AccessTokenClaims> => {
  // `iat` is the signing function's (injectable) clock; the expiry alone bounds a token, as before.
  const expected = { issuer: tokenIssuer(), audience: TOKEN_AUDIENCE, allowIssuedAtInFuture: true };
  let payload: ReturnType<typeof verifyJwt>;
  try {
    payload = verifyJwt(token, verificationKeysFor(await readSecret('publicKeys')), expected);
  } catch (error) {
    // A key this function hasn't seen: perhaps rotated in since its cold start.
    if (!(error instanceof JwtKidNotFoundError)) throw error;
    payload = verifyJwt(token, verificationKeysFor(await rereadSecret('publicKeys')), expected);
  }
  if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number')
    throw new Error('Malformed token claims');
  return { sub: payload.sub, ver: payload.ver };
};

/** A new ES256 key as the two secrets' values (the local runtime keeps one; tests make their own). */
export const generateSigningKeys = async (): Promise<{ signingKeys: string; publicKeys: string }> => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { kty, crv, x, y, d } = privateKey.export({ format: 'jwk' });
  const kid = `plie-${new Date().toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;
  const publicJwk = { kty, crv, x, y, kid, alg: 'ES256', use: 'sig' };
  const privateJwk = { kty, crv, x, y, d, kid, alg: 'ES256', use: 'sig' };
  return {
    signingKeys: JSON.stringify({ keys: [privateJwk] }),
    publicKeys: JSON.stringify({ keys: [publicJwk] }),
  };
};
