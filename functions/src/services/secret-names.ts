/**
 * The secrets a function may have, and the environment variable that carries each one's id (its
 * Secrets Manager ARN or name — never its value). Shared with infra (`@plie/functions/secret-names`),
 * which makes the secrets and gives each function the ids it needs; free of dependencies for that.
 */
export type SecretKind = 'signingKeys' | 'publicKeys' | 'cursor' | 'originVerify' | 'googleClientSecret';

export const SECRET_ID_VARIABLES: Record<SecretKind, string> = {
  /** `{"keys":[<private ES256 JWK>, …]}`, the current key first (auth only). */
  signingKeys: 'SIGNING_KEYS_SECRET_ID',
  /** `{"keys":[<public JWK>, …]}`: what access tokens are verified with (every function). */
  publicKeys: 'PUBLIC_KEYS_SECRET_ID',
  /** The HMAC key of paging cursors (functions with the table). */
  cursor: 'CURSOR_SECRET_ID',
  /** The value CloudFront puts in ORIGIN_VERIFY_HEADER: requests without it did not come through it. */
  originVerify: 'ORIGIN_VERIFY_SECRET_ID',
  /** The "Sign in with Google" OAuth client secret (auth only, when Google sign-in is on). */
  googleClientSecret: 'GOOGLE_CLIENT_SECRET_ID',
};

/** The header CloudFront adds to every API request it forwards (its value: the origin-verify secret). */
export const ORIGIN_VERIFY_HEADER = 'x-plie-origin-verify';
