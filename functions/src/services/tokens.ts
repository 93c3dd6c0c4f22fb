/**
 * Access tokens: ES256 JWTs the API signs itself (jose) and verifies with aws-jwt-verify from the
 * published keys (given to it: no fetch, so it works over local http too). The keys are secrets
 * (services/secrets.ts): the public keys `{"keys":[…]}` every function has, the private ones (the
 * current first) only the function that issues tokens. After a rotation (infra: keys:rotate) a
 * token with a key id this function doesn't know yet makes it re-read the public keys once.
 */
import { AUTH } from '@plie/shared';
import { JwtVerifier } from 'aws-jwt-verify';
import { KidNotFoundInJwksError } from 'aws-jwt-verify/error';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import { ConfigError, optionalEnv } from '../config';
import { readSecret, rereadSecret } from './secrets';

/** Who issues the tokens: the API's public origin (read on use: the local runtime sets it at start). */
export const tokenIssuer = (): string => optionalEnv('JWT_ISSUER') ?? 'https://plie.dance';
export const TOKEN_AUDIENCE = 'plie';

export interface AccessTokenClaims {
  /** The user id. */
  sub: string;
  /** The user's token version: bumped on password change and deletion, so older tokens fail. */
  ver: number;
}

export interface Jwks {
  keys: JWK[];
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

const parseKeys = (text: string, what: string): JWK[] => {
  try {
    const keys = (JSON.parse(text) as { keys?: unknown }).keys;
    if (Array.isArray(keys)) return keys as JWK[];
  } catch {
    // reported below
  }
  throw new ConfigError(`The ${what} secret is not {"keys":[…]}.`);
};

type Verifier = ReturnType<typeof JwtVerifier.create>;
/** A verifier per value of the public-keys secret (rebuilt only when a re-read changes it). */
let verifier: { keysText: string; verifier: Verifier } | undefined;
const verifierFor = (keysText: string): Verifier => {
  if (verifier?.keysText === keysText) return verifier.verifier;
  const created = JwtVerifier.create({
    issuer: tokenIssuer(),
    audience: TOKEN_AUDIENCE,
    jwksUri: `${tokenIssuer()}/api/.well-known/jwks.json`,
  });
  created.cacheJwks({ keys: parseKeys(keysText, 'public-keys') } as unknown as Parameters<
    typeof created.cacheJwks
  >[0]);
  verifier = { keysText, verifier: created };
  return created;
};

type SigningKey = Awaited<ReturnType<typeof importJWK>>;
let signingKey: { keysText: string; key: Promise<{ key: SigningKey; kid: string }> } | undefined;
/** The current signing key: the first of the signing-keys secret. */
const loadSigningKey = async () => {
  const keysText = await readSecret('signingKeys');
  if (signingKey?.keysText !== keysText) {
    const [current] = parseKeys(keysText, 'signing-keys');
    if (!current) {
      throw new ConfigError('The signing-keys secret holds no key yet: run "npm run keys:rotate -w infra".');
    }
    if (!current.kid) throw new ConfigError('The current signing key has no "kid".');
    const kid = current.kid;
    signingKey = { keysText, key: importJWK(current, 'ES256').then((key) => ({ key, kid })) };
  }
  return signingKey.key;
};

/** The public keys, as `GET /api/.well-known/jwks.json` publishes them. */
export const jwks = async (): Promise<{ keys: PublicJwk[] }> => ({
  keys: parseKeys(await readSecret('publicKeys'), 'public-keys').map(({ kty, crv, x, y, kid, alg, use }) => ({
    kty: String(kty),
    crv,
    x,
    y,
    kid,
    alg,
    use,
  })),
});

export const signAccessToken = async (claims: AccessTokenClaims, issuedAt: Date): Promise<string> => {
  const { key, kid } = await loadSigningKey();
  const seconds = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(tokenIssuer())
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + AUTH.accessTokenTtlHours * 3600)
    .sign(key);
};

/**
 * The claims of a valid token; throws for a bad signature, issuer, audience, an expired token or
 * one without an expiry (aws-jwt-verify checks `exp` only when present: a token that never
 * expires is no token this API issues).
 */
export const verifyAccessToken = async (token: string): Promise<AccessTokenClaims> => {
  // verifySync: with the keys given, never a fetch.
  let payload: ReturnType<Verifier['verifySync']>;
  try {
    payload = verifierFor(await readSecret('publicKeys')).verifySync(token);
  } catch (error) {
    // A key this function hasn't seen: perhaps rotated in since its cold start.
    if (!(error instanceof KidNotFoundInJwksError)) throw error;
    payload = verifierFor(await rereadSecret('publicKeys')).verifySync(token);
  }
  if (typeof payload.exp !== 'number') throw new Error('Access token without an expiry');
  if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number')
    throw new Error('Malformed token claims');
  return { sub: payload.sub, ver: payload.ver };
};

/** A new ES256 key as the two secrets' values (the local runtime keeps one; tests make their own). */
export const generateSigningKeys = async (): Promise<{ signingKeys: string; publicKeys: string }> => {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = `plie-${new Date().toISOString().slice(0, 10)}-${Math.random().toString(36).slice(2, 8)}`;
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return {
    signingKeys: JSON.stringify({ keys: [privateJwk] }),
    publicKeys: JSON.stringify({ keys: [publicJwk] }),
  };
};
