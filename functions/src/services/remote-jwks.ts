/**
 * A key set published at a URL (an OpenID provider's `jwks_uri`, e.g. Google's), fetched with a
 * timeout and kept for a while: tokens are verified against the copy in memory; a token naming a
 * key id the copy lacks (the provider rotated) makes it fetch once more, at most once per cooldown,
 * so a flood of made-up key ids cannot become a flood of fetches.
 */
import {
  importVerificationKeys,
  type JwtAlgorithm,
  JwtKidNotFoundError,
  type JwtPayload,
  type VerificationKeys,
  type VerifyOptions,
  verifyJwt,
} from './jwt';
import { fetchTimeoutMs } from './outbound-calls';

export interface RemoteKeySetTiming {
  /** How long a fetched key set is used before it is fetched again. */
  maxAgeMs: number;
  /** The shortest time between two fetches caused by unknown key ids. */
  cooldownMs: number;
  /** How long a fetch may take. */
  timeoutMs: number;
}

/** As jose's createRemoteJWKSet keeps them; the fetch's timeout is every outbound call's (outbound-calls.ts). */
export const DEFAULT_REMOTE_KEY_SET_TIMING: Omit<RemoteKeySetTiming, 'timeoutMs'> = {
  maxAgeMs: 10 * 60_000,
  cooldownMs: 30_000,
};

export interface RemoteKeySet {
  /** The payload of a token signed by one of the set's keys (see verifyJwt); throws a JwtError or a fetch error. */
  verify: (token: string, options: VerifyOptions) => Promise<JwtPayload>;
}

export const createRemoteKeySet = (
  url: string,
  algorithm: JwtAlgorithm,
  timing: RemoteKeySetTiming = { ...DEFAULT_REMOTE_KEY_SET_TIMING, timeoutMs: fetchTimeoutMs() },
): RemoteKeySet => {
  let cached: { keys: Promise<VerificationKeys>; fetchedAt: number } | undefined;

  const fetchKeys = () => {
    const keys = fetch(url, { signal: AbortSignal.timeout(timing.timeoutMs) }).then(async (response) => {
      if (!response.ok) throw new Error(`Fetching the key set at ${url} failed: ${response.status}`);
      return importVerificationKeys(await response.json(), algorithm);
    });
    const entry = { keys, fetchedAt: Date.now() };
    cached = entry;
    // A failed fetch is not kept: the next token tries again.
    keys.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return keys;
  };

  const currentKeys = () =>
    cached && Date.now() - cached.fetchedAt < timing.maxAgeMs ? cached.keys : fetchKeys();

  return {
    verify: async (token, options) => {
      try {
        return verifyJwt(token, await currentKeys(), options);
      } catch (error) {
        const cooledDown = !cached || Date.now() - cached.fetchedAt >= timing.cooldownMs;
        if (!(error instanceof JwtKidNotFoundError) || !cooledDown) throw error;
        return verifyJwt(token, await fetchKeys(), options);
      }
    },
  };
};
