/**
 * Access tokens: ES256 JWTs the API signs itself (jose) and verifies with aws-jwt-verify from the
 * published keys (cached: no fetch, so it works over local http too). Keys come from settings:
 * `JWT_PUBLIC_JWKS` (every function) and `JWT_PRIVATE_JWK` (only where tokens are issued).
 */
import { AUTH } from '@plie/shared';
import { JwtVerifier } from 'aws-jwt-verify';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import { optionalEnv, requireEnv } from '../config';

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

const publicJwks = (): Jwks => JSON.parse(requireEnv('JWT_PUBLIC_JWKS')) as Jwks;

let verifier: ReturnType<typeof createVerifier> | undefined;
const createVerifier = () => {
  const created = JwtVerifier.create({
    issuer: tokenIssuer(),
    audience: TOKEN_AUDIENCE,
    jwksUri: `${tokenIssuer()}/api/.well-known/jwks.json`,
  });
  created.cacheJwks(publicJwks() as unknown as Parameters<typeof created.cacheJwks>[0]);
  return created;
};

type SigningKey = Awaited<ReturnType<typeof importJWK>>;
let signingKey: Promise<{ key: SigningKey; kid: string }> | undefined;
const loadSigningKey = () => {
  signingKey ??= (async () => {
    const jwk = JSON.parse(requireEnv('JWT_PRIVATE_JWK')) as JWK;
    if (!jwk.kid) throw new Error('JWT_PRIVATE_JWK must carry a "kid"');
    return { key: await importJWK(jwk, 'ES256'), kid: jwk.kid };
  })();
  return signingKey;
};

/** The public keys, as `GET /api/.well-known/jwks.json` publishes them. */
export const jwks = (): { keys: PublicJwk[] } => ({
  keys: publicJwks().keys.map(({ kty, crv, x, y, kid, alg, use }) => ({
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
  verifier ??= createVerifier();
  const payload = await verifier.verify(token);
  if (typeof payload.exp !== 'number') throw new Error('Access token without an expiry');
  if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number')
    throw new Error('Malformed token claims');
  return { sub: payload.sub, ver: payload.ver };
};

/** A new ES256 key pair as settings (the local runtime persists one; tests make their own). */
export const generateSigningKeys = async (): Promise<{ privateJwk: string; publicJwks: string }> => {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = `plie-${new Date().toISOString().slice(0, 10)}-${Math.random().toString(36).slice(2, 8)}`;
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { privateJwk: JSON.stringify(privateJwk), publicJwks: JSON.stringify({ keys: [publicJwk] }) };
};
