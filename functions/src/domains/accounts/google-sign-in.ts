/**
 * "Sign in with Google": the OpenID Connect authorization-code flow with PKCE, state and nonce.
 * The issuer is configuration (GOOGLE_ISSUER, default Google; a local provider in tests and the
 * local runtime), so the same code runs everywhere. The account is created, or linked by its
 * verified e-mail — a confirmed one as it is, an unconfirmed one only after everything its maker
 * could still use is gone (ADR 0007); the browser ends at /auth/callback?token=… or
 * /login?error=auth_failed.
 *
 * Releasing what an unconfirmed account holds reaches domains above accounts (studios, lessons,
 * groups, attendance), so the caller passes that work in (`workflows/account-deletion.ts`,
 * ADR 0012) and this module stays inside the accounts domain.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ROUTES, validateFullName } from '@plie/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config, requireSetting } from '../../config';
import { ConflictError } from '../../errors';
import { publicWebUrl } from '../../services/mail';
import { consumeOneTimeToken, createOneTimeToken } from '../../services/one-time-tokens';
import { fetchTimeoutMs } from '../../services/outbound-calls';
import { createRemoteKeySet, type RemoteKeySet } from '../../services/remote-jwks';
import { hasSecret, readSecret } from '../../services/secrets';
import { roleForEmail } from './platform-admins';
import { createUser, getUserByEmail, saveUserWithNewUsername, type UserRecord } from './user-repository';

/** Minutes a sign-in may take between leaving for the provider and coming back. */
const SIGN_IN_WINDOW_HOURS = 10 / 60;

const issuer = () => config().googleIssuer;

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  issuer: string;
}
let discovery: Promise<Discovery> | undefined;
const discover = (): Promise<Discovery> => {
  discovery ??= fetch(`${issuer()}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(fetchTimeoutMs()),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status}`);
    return (await response.json()) as Discovery;
  });
  discovery.catch(() => {
    discovery = undefined;
  });
  return discovery;
};
/** The provider's signing keys (RS256, as Google signs ID tokens), fetched from its jwks_uri and kept a while. */
let keys: { uri: string; set: RemoteKeySet } | undefined;
const providerKeys = (jwksUri: string): RemoteKeySet => {
  if (keys?.uri !== jwksUri) keys = { uri: jwksUri, set: createRemoteKeySet(jwksUri, 'RS256') };
  return keys.set;
};

/** Google writes its issuer into ID tokens with or without the scheme; any other issuer only as discovered. */
export const acceptedIssuers = (discovered: string): string[] =>
  discovered === 'https://accounts.google.com' ? [discovered, 'accounts.google.com'] : [discovered];

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** Where the provider sends the browser back: this API's own callback route, as the browser reaches it. */
export const callbackUrl = (event: APIGatewayProxyEventV2): string => {
  // Behind CloudFront the Host is the API's own execute-api name (and its direct URL is refused):
  // Google must send the browser back to the site, which serves /api.
  if (hasSecret('originVerify')) return `${publicWebUrl()}${ROUTES.auth.googleCallback.path}`;
  const host = event.headers?.['x-forwarded-host'] ?? event.headers?.host ?? event.requestContext.domainName;
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host);
  const protocol = event.headers?.['x-forwarded-proto'] ?? (local ? 'http' : 'https');
  return `${protocol}://${host}${ROUTES.auth.googleCallback.path}`;
};

/** The provider's sign-in page for this attempt; the attempt's secrets stay in the table. */
export const googleSignInUrl = async (event: APIGatewayProxyEventV2, now: Date): Promise<string> => {
  const config = await discover();
  const verifier = base64url(randomBytes(32));
  const nonce = base64url(randomBytes(16));
  const redirectUri = callbackUrl(event);
  const state = await createOneTimeToken(
    'googleSignIn',
    JSON.stringify({ verifier, nonce, redirectUri }),
    now,
    SIGN_IN_WINDOW_HOURS,
  );
  const url = new URL(config.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: requireSetting('googleClientId'),
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
};

/**
 * The name Google gives, held to the rules of every visible name (no control or invisible
 * characters, a letter, at least 3 characters); else the e-mail's local part; else 'Dancer'.
 */
export const displayNameOf = (googleName: unknown, email: string): string => {
  for (const candidate of [googleName, email.split('@')[0]]) {
    const checked = typeof candidate === 'string' ? validateFullName(candidate) : undefined;
    if (checked?.ok) return checked.value;
  }
  return 'Dancer';
};

const usernameFrom = (email: string) => {
  const base = (email.split('@')[0] ?? 'dancer').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 12);
  const start = /^[A-Za-z]/.test(base) ? base : `d${base}`;
  return `${start}${Math.floor(1000 + Math.random() * 9000)}`.slice(0, 20);
};

/** Releases everything an account holds but its profile (studios, lessons, groups, classes). */
export type ReleaseAccountHoldings = (user: UserRecord) => Promise<void>;

/**
 * The signed-in user after the provider's answer, or undefined when anything is off.
 * `releaseHoldings` empties an unconfirmed account with the same address before it is taken over.
 */
export const completeGoogleSignIn = async (
  query: { code?: string; state?: string; error?: string },
  now: Date,
  releaseHoldings: ReleaseAccountHoldings,
): Promise<UserRecord | undefined> => {
  if (query.error || !query.code || !query.state) return undefined;
  const saved = await consumeOneTimeToken('googleSignIn', query.state, now);
  if (!saved) return undefined;
  const { verifier, nonce, redirectUri } = JSON.parse(saved) as {
    verifier: string;
    nonce: string;
    redirectUri: string;
  };
  const config = await discover();
  const tokenResponse = await fetch(config.token_endpoint, {
    signal: AbortSignal.timeout(fetchTimeoutMs()),
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: query.code,
      redirect_uri: redirectUri,
      client_id: requireSetting('googleClientId'),
      client_secret: await readSecret('googleClientSecret'),
      code_verifier: verifier,
    }),
  });
  if (!tokenResponse.ok) return undefined;
  const { id_token: idToken } = (await tokenResponse.json()) as { id_token?: string };
  if (!idToken) return undefined;
  const payload = await providerKeys(config.jwks_uri).verify(idToken, {
    issuer: acceptedIssuers(config.issuer),
    audience: requireSetting('googleClientId'),
  });
  if (payload.nonce !== nonce || payload.email_verified !== true || typeof payload.email !== 'string')
    return undefined;
  const email = payload.email.toLowerCase();
  const profile: GoogleProfile = {
    email,
    name: displayNameOf(payload.name, email),
    photo: typeof payload.picture === 'string' ? payload.picture : undefined,
  };

  const existing = await getUserByEmail(email);
  // A confirmed account: its holder proved the address, as Google now does — the same person (ADR 0007).
  if (existing?.isEmailConfirmed) return existing;
  if (existing) return takeOverUnconfirmedAccount(existing, profile, now, releaseHoldings);
  for (let attempt = 0; attempt < 5; attempt++) {
    const at = now.toISOString();
    const user: UserRecord = {
      ...freshGoogleProfile(profile),
      id: randomUUID(),
      tokenVersion: 1,
      createdAt: at,
      updatedAt: at,
    };
    try {
      await createUser(user);
      return user;
    } catch (error) {
      // A taken generated username: try another; a taken e-mail (a parallel sign-in) goes the existing way.
      if (!(error instanceof ConflictError)) throw error;
      const raced = await getUserByEmail(email);
      if (raced)
        return raced.isEmailConfirmed
          ? raced
          : takeOverUnconfirmedAccount(raced, profile, now, releaseHoldings);
    }
  }
  return undefined;
};

interface GoogleProfile {
  email: string;
  name: string;
  photo: string | undefined;
}

/**
 * A Google account as it starts: confirmed by the provider, but owing the sign-up rules (date of
 * birth, guardian consent, legal acceptance) before it counts as confirmed.
 */
const freshGoogleProfile = (profile: GoogleProfile) => ({
  name: profile.name,
  username: usernameFrom(profile.email),
  email: profile.email,
  photo: profile.photo,
  isTeacher: false,
  isAnonymous: false,
  isEmailConfirmed: true,
  needsSignupDetails: true,
  role: roleForEmail(profile.email),
});

/**
 * An unconfirmed account with the address Google vouches for: whoever made it never proved the
 * address, and may not be the person signing in (pre-account hijacking). It is handed over as a new
 * account (ADR 0007): what it holds is released (studios, lessons, groups, upcoming classes), its
 * password is removed and its token version bumped (every earlier token dies), and nothing typed
 * into it is kept — name and photo come from Google, the username is a new one (the old one is
 * free again), date of birth, legal acceptances and profile texts go and are asked for again.
 */
const takeOverUnconfirmedAccount = async (
  existing: UserRecord,
  profile: GoogleProfile,
  now: Date,
  releaseHoldings: ReleaseAccountHoldings,
): Promise<UserRecord | undefined> => {
  await releaseHoldings(existing);
  for (let attempt = 0; attempt < 5; attempt++) {
    const user: UserRecord = {
      ...freshGoogleProfile(profile),
      id: existing.id,
      tokenVersion: existing.tokenVersion + 1,
      createdAt: existing.createdAt,
      updatedAt: now.toISOString(),
    };
    try {
      await saveUserWithNewUsername(user, existing.username);
      return user;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return undefined;
};

export const webUrl = (path: string) => `${publicWebUrl()}${path}`;
