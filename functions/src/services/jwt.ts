/**
 * JSON Web Tokens with node:crypto alone (no JWT library in the Lambda bundles): signs ES256
 * tokens and verifies ES256 (ours) or RS256 (Google's ID tokens) against a key set imported for
 * ONE algorithm the caller names. Strict on purpose: the header's `alg` must be that algorithm
 * (no `none`, no HMAC, no RSA/EC confusion), `kid` must name a key of the set, every part is
 * canonical unpadded base64url of a JSON object, the signature has its exact length (64 bytes
 * raw r‖s for ES256, the modulus length for RS256), `exp` is required, `iss` and `aud` match.
 * Every failure is a JwtError; callers answer all of them with "not signed in".
 */
import { constants, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

export type JwtAlgorithm = 'ES256' | 'RS256';

/** Longer tokens are refused before any parsing (ours are ~350 bytes, Google's ~1.2 kB). */
export const MAX_TOKEN_LENGTH = 8 * 1024;
/** How far in the future `nbf` and `iat` may lie: the issuer's clock may run a little ahead. */
export const CLOCK_SKEW_SECONDS = 60;
/** The shortest RSA modulus accepted (NIST: 2048 bits). */
const MIN_RSA_BITS = 2048;

export class JwtError extends Error {
  override name = 'JwtError';
}
/** Not a JWT: wrong shape, encoding, JSON, size or header. */
export class JwtMalformedError extends JwtError {
  override name = 'JwtMalformedError';
}
/** The header names another algorithm than the one expected. */
export class JwtAlgorithmError extends JwtError {
  override name = 'JwtAlgorithmError';
}
/** The header's `kid` is not in the key set (it may be new: a re-read of the keys may find it). */
export class JwtKidNotFoundError extends JwtError {
  override name = 'JwtKidNotFoundError';
}
export class JwtSignatureError extends JwtError {
  override name = 'JwtSignatureError';
}
/** A claim is missing, of the wrong type, or says the token is not (or no longer) valid here. */
export class JwtClaimError extends JwtError {
  override name = 'JwtClaimError';
}

/** A JWK as key sets publish them (only the members used here are named). */
export interface Jwk {
  kty?: unknown;
  crv?: unknown;
  x?: unknown;
  y?: unknown;
  d?: unknown;
  n?: unknown;
  e?: unknown;
  kid?: unknown;
  alg?: unknown;
  use?: unknown;
}

/** The keys a token may be signed with, by key id, for one algorithm. */
export interface VerificationKeys {
  algorithm: JwtAlgorithm;
  byKid: ReadonlyMap<string, KeyObject>;
}

export interface SigningKey {
  kid: string;
  key: KeyObject;
}

export type JwtPayload = Record<string, unknown>;

export interface VerifyOptions {
  /** The accepted issuers (exact match). */
  issuer: string | readonly string[];
  /** This audience must be the token's `aud` or one of them. */
  audience: string;
  /** The time to check `exp`, `nbf` and `iat` against (default: now). */
  now?: Date;
  /**
   * Accept an `iat` beyond the clock skew (it is still type-checked). For tokens whose `iat` comes
   * from an injectable clock (tests run the API's clock years ahead); `exp` still bounds them.
   */
  allowIssuedAtInFuture?: boolean;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The key a JWK describes, when it is a usable public key for the algorithm; else undefined. */
const publicKeyFor = (jwk: Jwk, algorithm: JwtAlgorithm): KeyObject | undefined => {
  if (jwk.alg !== undefined && jwk.alg !== algorithm) return undefined;
  if (jwk.use !== undefined && jwk.use !== 'sig') return undefined;
  try {
    if (algorithm === 'ES256') {
      if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !isText(jwk.x) || !isText(jwk.y)) return undefined;
      return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y }, format: 'jwk' });
    }
    if (jwk.kty !== 'RSA' || !isText(jwk.n) || !isText(jwk.e)) return undefined;
    const key = createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' });
    return (key.asymmetricKeyDetails?.modulusLength ?? 0) >= MIN_RSA_BITS ? key : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The keys of a JWK set `{"keys":[…]}` usable for `algorithm`, by `kid`. Keys of other types or
 * algorithms, without a `kid`, or malformed are left out (a set may mix them); the first of a
 * repeated `kid` wins.
 */
export const importVerificationKeys = (jwks: unknown, algorithm: JwtAlgorithm): VerificationKeys => {
  const keys = (jwks as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) throw new JwtError('A key set is {"keys":[…]}');
  const byKid = new Map<string, KeyObject>();
  for (const jwk of keys as Jwk[]) {
    if (typeof jwk !== 'object' || jwk === null || !isText(jwk.kid) || byKid.has(jwk.kid)) continue;
    const key = publicKeyFor(jwk, algorithm);
    if (key) byKid.set(jwk.kid, key);
  }
  return { algorithm, byKid };
};

/** An ES256 private key from its JWK (P-256, with `d` and a `kid`). */
export const importSigningKey = (jwk: Jwk): SigningKey => {
  if (!isText(jwk.kid)) throw new JwtError('The signing key has no "kid"');
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !isText(jwk.x) || !isText(jwk.y) || !isText(jwk.d))
    throw new JwtError('The signing key is not a private P-256 (ES256) JWK');
  if (jwk.alg !== undefined && jwk.alg !== 'ES256') throw new JwtError('The signing key is not for ES256');
  const key = createPrivateKey({
    key: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, d: jwk.d },
    format: 'jwk',
  });
  return { kid: jwk.kid, key };
};

const encodeJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ES256 JWT of these claims, its header `{alg:'ES256', typ:'JWT', kid}`. */
export const signJwt = (payload: JwtPayload, signingKey: SigningKey): string => {
  const signingInput = `${encodeJson({ alg: 'ES256', typ: 'JWT', kid: signingKey.kid })}.${encodeJson(payload)}`;
  const signature = sign('sha256', Buffer.from(signingInput), {
    key: signingKey.key,
    dsaEncoding: 'ieee-p1363',
  });
  return `${signingInput}.${signature.toString('base64url')}`;
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The bytes of a canonical unpadded base64url text; anything else (padding, `+/`, spare bits) throws. */
const decodeBase64url = (part: string, what: string): Buffer => {
  const bytes = Buffer.from(part, 'base64url');
  if (!BASE64URL.test(part) || bytes.toString('base64url') !== part)
    throw new JwtMalformedError(`The token's ${what} is not base64url`);
  return bytes;
};

const parseJsonObject = (bytes: Buffer, what: string): Record<string, unknown> => {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new JwtMalformedError(`The token's ${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new JwtMalformedError(`The token's ${what} is not a JSON object`);
  return value as Record<string, unknown>;
};

/** Bytes of a valid signature: exact, so no other encoding (DER, padded) of one can pass. */
const signatureLength = (algorithm: JwtAlgorithm, key: KeyObject): number =>
  algorithm === 'ES256' ? 64 : (key.asymmetricKeyDetails?.modulusLength ?? 0) / 8;

const verifySignature = (algorithm: JwtAlgorithm, key: KeyObject, data: Buffer, signature: Buffer) =>
  algorithm === 'ES256'
    ? verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signature)
    : verify('sha256', data, { key, padding: constants.RSA_PKCS1_PADDING }, signature);

const numericDate = (payload: JwtPayload, claim: string): number | undefined => {
  const value = payload[claim];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new JwtClaimError(`The token's "${claim}" is not a number`);
  return value;
};

const checkClaims = (payload: JwtPayload, options: VerifyOptions) => {
  const now = (options.now ?? new Date()).getTime() / 1000;
  const exp = numericDate(payload, 'exp');
  if (exp === undefined) throw new JwtClaimError('The token has no expiry ("exp")');
  if (now >= exp) throw new JwtClaimError('The token has expired');
  const nbf = numericDate(payload, 'nbf');
  if (nbf !== undefined && nbf > now + CLOCK_SKEW_SECONDS)
    throw new JwtClaimError('The token is not valid yet');
  const iat = numericDate(payload, 'iat');
  if (iat !== undefined && !options.allowIssuedAtInFuture && iat > now + CLOCK_SKEW_SECONDS)
    throw new JwtClaimError('The token was issued in the future');
  const issuers: readonly string[] = typeof options.issuer === 'string' ? [options.issuer] : options.issuer;
  if (typeof payload.iss !== 'string' || !issuers.includes(payload.iss))
    throw new JwtClaimError('The token is from another issuer');
  const { aud } = payload;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.every((value) => typeof value === 'string') || !audiences.includes(options.audience))
    throw new JwtClaimError('The token is for another audience');
};

/**
 * The payload of a token signed by one of `keys` for their algorithm, issued by `issuer` for
 * `audience`, not expired (`exp` required) and already valid; else a JwtError (a
 * JwtKidNotFoundError when only the key id is unknown).
 */
export const verifyJwt = (token: string, keys: VerificationKeys, options: VerifyOptions): JwtPayload => {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH)
    throw new JwtMalformedError('The token is too long');
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtMalformedError('A token has three parts');
  const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = parts;
  const header = parseJsonObject(decodeBase64url(encodedHeader, 'header'), 'header');
  if (header.alg !== keys.algorithm)
    throw new JwtAlgorithmError(`The token is not signed with ${keys.algorithm}`);
  const payloadBytes = decodeBase64url(encodedPayload, 'payload');
  const signature = decodeBase64url(encodedSignature, 'signature');
  if (header.typ !== undefined && header.typ !== 'JWT')
    throw new JwtMalformedError('The token is not of type JWT');
  if (header.crit !== undefined) throw new JwtMalformedError('The token has critical extensions');
  if (!isText(header.kid)) throw new JwtMalformedError('The token names no key ("kid")');
  const key = keys.byKid.get(header.kid);
  if (!key) throw new JwtKidNotFoundError('The token is signed with an unknown key');
  if (signature.length !== signatureLength(keys.algorithm, key))
    throw new JwtSignatureError('The token has a signature of the wrong length');
  const signingInput = Buffer.from(`${encodedHeader}.${encodedPayload}`);
  if (!verifySignature(keys.algorithm, key, signingInput, signature))
    throw new JwtSignatureError('The token has a bad signature');
  const payload = parseJsonObject(payloadBytes, 'payload');
  checkClaims(payload, options);
  return payload;
};
