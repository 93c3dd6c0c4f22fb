/**
 * The flood limits as settings (services/rate-limits.ts counts them): the product's defaults,
 * `RATE_LIMITS` overriding them per bucket — JSON, `{"signUp":{"limit":3,"windowSeconds":3600}}`,
 * `"*"` for every bucket — and `TRUSTED_PROXY_COUNT`. Pure parsers that config.ts runs once per
 * process; anything malformed fails loudly with a ConfigError naming the setting.
 */
import * as v from 'valibot';
import { ConfigError } from '../config-error';

export interface RateLimit {
  /** Hits let through in one window; the next is refused until the window ends. */
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 3600;

/** The product's limits (each bucket's subject in its comment). */
export const DEFAULT_RATE_LIMITS = {
  /** Per client address: every request that changes something (not GET, not a search sent as POST). */
  writes: { limit: 120, windowSeconds: MINUTE },
  /** Per client address: account sign-ups. */
  signUp: { limit: 10, windowSeconds: HOUR },
  /** Per client address: login attempts, whatever the e-mail (password spraying). */
  login: { limit: 20, windowSeconds: 10 * MINUTE },
  /** Per e-mail + client address: failed logins (a successful one clears them). */
  loginFailuresOfAccountAtAddress: { limit: 10, windowSeconds: 15 * MINUTE },
  /** Per e-mail, from every address: failed logins; addresses the account signed in from are exempt. */
  loginFailuresOfAccount: { limit: 30, windowSeconds: 5 * MINUTE },
  /** Per client address: confirmation e-mails asked again. */
  resendConfirmation: { limit: 5, windowSeconds: HOUR },
  /** Per client address: sign-ups for lessons and group joins. */
  bookings: { limit: 30, windowSeconds: HOUR },
  /** Per lesson or group + client address: sign-ups of others (not counted for who manages the class). */
  bookingsOfClassAtAddress: { limit: 5, windowSeconds: HOUR },
  /** Per target e-mail: e-mails it did not ask for (a guest's sign-up, a group join, a confirmation re-send). */
  mailsToAddress: { limit: 5, windowSeconds: HOUR },
  mailsToAddressPerDay: { limit: 20, windowSeconds: 24 * HOUR },
  /** Per client address: "send me my booking e-mail again" (whatever the address asked about). */
  resendBookingLinks: { limit: 5, windowSeconds: HOUR },
  /** Per target e-mail, from every address: "send me my booking e-mail again". */
  resendBookingLinksToAddress: { limit: 3, windowSeconds: HOUR },
  /** Per user: "Download my data" (a whole account's read; GDPR needs no more than a few a day). */
  dataExport: { limit: 5, windowSeconds: 24 * HOUR },
  /** Per teacher (their user id): requests to join studios, each mailing the studio's admins. */
  askToJoin: { limit: 10, windowSeconds: 24 * HOUR },
  /**
   * Per viewer address: data pages rendered on the server (ADR 0019; the `pages` function). Only
   * CloudFront's cache misses reach it, each costing a render and one read set; a visitor browsing
   * studios meets a few a minute.
   */
  pageRenders: { limit: 120, windowSeconds: MINUTE },
} as const satisfies Record<string, RateLimit>;

export type RateLimitBucket = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitBucket, RateLimit>;
export type RateLimitOverrides = Partial<Record<RateLimitBucket | '*', Partial<RateLimit>>>;

export const RATE_LIMIT_BUCKETS = Object.keys(DEFAULT_RATE_LIMITS) as RateLimitBucket[];

/** `base` with `overrides` applied: `*` to every bucket, then each bucket's own. */
export const applyOverrides = (base: RateLimits, overrides: RateLimitOverrides): RateLimits => {
  const limits = { ...base };
  for (const bucket of RATE_LIMIT_BUCKETS)
    limits[bucket] = { ...limits[bucket], ...overrides['*'], ...overrides[bucket] };
  return limits;
};

const WholePositive = v.pipe(v.number(), v.integer(), v.minValue(1));
const OverridesSchema = v.record(
  v.string(),
  v.strictObject({ limit: v.optional(WholePositive), windowSeconds: v.optional(WholePositive) }),
);

/** The limits of a `RATE_LIMITS` value (unset: the defaults); anything malformed fails loudly. */
export const parseRateLimits = (text: string | undefined): RateLimits => {
  if (text === undefined) return { ...DEFAULT_RATE_LIMITS };
  const fail = (why: string): never => {
    throw new ConfigError(
      `RATE_LIMITS ${why}. Expected JSON such as {"signUp":{"limit":10,"windowSeconds":3600}}; buckets: *, ${RATE_LIMIT_BUCKETS.join(', ')}.`,
    );
  };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    fail('is not JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) fail('must be a JSON object');
  const parsed = v.safeParse(OverridesSchema, json);
  if (!parsed.success) fail(`has a bad value (${parsed.issues[0]?.message})`);
  const overrides = parsed.output as Record<string, Partial<RateLimit>>;
  const unknown = Object.keys(overrides).filter(
    (name) => name !== '*' && !RATE_LIMIT_BUCKETS.includes(name as never),
  );
  if (unknown.length > 0) fail(`names unknown buckets: ${unknown.join(', ')}`);
  return applyOverrides({ ...DEFAULT_RATE_LIMITS }, overrides);
};

/** `TRUSTED_PROXY_COUNT` must be a whole number of proxies (0 when none). */
export const parseTrustedProxyCount = (text: string | undefined): number => {
  if (text === undefined) return 0;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 0 || count > 5) {
    throw new ConfigError(
      `TRUSTED_PROXY_COUNT must be the number of proxies in front of API Gateway (0–5), got "${text}".`,
    );
  }
  return count;
};
