/**
 * Limits that stop request floods (ARCHITECTURE §9). Each is a fixed-window counter kept in the
 * table — one item per subject holding each bucket's current window (rate-limits-store.ts),
 * incremented atomically (`UpdateItem ADD`) and deleted by TTL (`expiresAt`) after the longest
 * window — so every Lambda instance sees the same counts. The buckets one request counts for one
 * subject (`consumeTogether`: the dispatcher's `writes` and the route's bucket per address, the
 * hourly and daily mails to an address) are one write, not one each.
 * Subjects are the client address (`sourceIp`, or behind trusted proxies the entry they add;
 * never one the client writes) or a target (an e-mail, a lesson or group + address); no bucket is a lock an attacker
 * can set on someone else's account (failed logins: accounts/login-attempts.ts).
 *
 * Over a limit: `RateLimitError`, a 429 whose message is in the caller's language and whose
 * `Retry-After` (set by the dispatcher) is the seconds to the window's end.
 *
 * The numbers are settings (rate-limit-settings.ts): `DEFAULT_RATE_LIMITS`, overridden per bucket
 * by the environment variable `RATE_LIMITS`, JSON parsed once by config.ts —
 * `{"signUp":{"limit":3,"windowSeconds":3600}}`, `"*"` for every bucket (tests, the bench and the
 * browser tests give themselves generous limits so).
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Language } from '@plie/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';
import { HttpError } from '../errors';
import { now } from './clock';
import { logger } from './log';
import { applyOverrides, type RateLimitBucket, type RateLimitOverrides } from './rate-limit-settings';
import { type RateLimitReason, rateLimitMessage } from './rate-limits-messages';
// The counters in the table, imported statically: in a single-file Lambda bundle a dynamic
// `import()` keeps every export of everything the module reaches (~25 kB gzip per bundle).
import * as counters from './rate-limits-store';

export {
  DEFAULT_RATE_LIMITS,
  parseRateLimits,
  parseTrustedProxyCount,
  type RateLimit,
  type RateLimitBucket,
  type RateLimitOverrides,
  type RateLimits,
} from './rate-limit-settings';

/** What a 429 of each bucket says. */
const REASONS: Record<RateLimitBucket, RateLimitReason> = {
  writes: 'requests',
  signUp: 'requests',
  login: 'logins',
  loginFailuresOfAccountAtAddress: 'logins',
  loginFailuresOfAccount: 'logins',
  resendConfirmation: 'requests',
  bookings: 'requests',
  bookingsOfClassAtAddress: 'requests',
  mailsToAddress: 'mails',
  mailsToAddressPerDay: 'mails',
  resendBookingLinks: 'requests',
  resendBookingLinksToAddress: 'mails',
  dataExport: 'requests',
  askToJoin: 'requests',
  pageRenders: 'requests',
};

const configured = config().rateLimits;
let limits = configured;

/** Tests only: these limits over the configured ones until `resetRateLimits()`. */
export const setRateLimits = (overrides: RateLimitOverrides): void => {
  limits = applyOverrides(configured, overrides);
};
export const resetRateLimits = (): void => {
  limits = configured;
};

export class RateLimitError extends HttpError {
  constructor(
    readonly bucket: RateLimitBucket,
    readonly retryAfterSeconds: number,
  ) {
    super(
      429,
      'Too Many Requests',
      { code: `rateLimit.${REASONS[bucket]}`, params: { retryAfterSeconds } },
      undefined,
      { retryAfterSeconds },
    );
  }

  /** The body, its message in the caller's language. */
  override toBody(language: Language = 'en') {
    return {
      ...super.toBody(),
      message: rateLimitMessage(REASONS[this.bucket], this.retryAfterSeconds, language),
    };
  }

  /** `Retry-After`, readable by the widgets' scripts on other sites too. */
  get headers(): Record<string, string> {
    return { 'retry-after': String(this.retryAfterSeconds), 'access-control-expose-headers': 'retry-after' };
  }
}

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The window of `bucket` that `at` falls in. */
const windowOf = (bucket: RateLimitBucket, at: Date) => {
  const { windowSeconds } = limits[bucket];
  const seconds = epochSeconds(at);
  const start = seconds - (seconds % windowSeconds);
  return { bucket, start, end: start + windowSeconds, secondsLeft: start + windowSeconds - seconds };
};

const isBucket = (name: string): name is RateLimitBucket => Object.hasOwn(limits, name);

/**
 * When a subject's counters may go, counted at `at`: after the longest window of any bucket, so TTL
 * never deletes a window still running, whichever buckets share the item.
 */
const expiryAfter = (at: Date) =>
  epochSeconds(at) + Math.max(...Object.values(limits).map(({ windowSeconds }) => windowSeconds));

/** Drops the windows of `subject` that have ended (or whose bucket is no more); housekeeping only. */
const dropEnded = async (subject: string, windows: readonly counters.HeldWindow[], at: Date) => {
  const ended = windows.filter(
    ({ bucket, start }) => !isBucket(bucket) || start + limits[bucket].windowSeconds <= epochSeconds(at),
  );
  await counters
    .removeWindows(
      subject,
      ended.map(({ attribute }) => attribute),
    )
    .catch((error: unknown) =>
      logger.warn('Ended flood-counter windows were not dropped; the next request tries again', {
        error: (error as Error).name,
      }),
    );
};

/**
 * Counts one hit of `subject` in each of `buckets`, in one write. Over any bucket's limit →
 * `RateLimitError` (every hit still counts); over several, the one whose window ends last — the
 * wait after which a retry passes them all.
 */
export const consumeTogether = async (
  buckets: readonly RateLimitBucket[],
  subject: string,
  at: Date = now(),
): Promise<void> => {
  const windows = [...new Set(buckets)].map((bucket) => windowOf(bucket, at));
  if (windows.length === 0) return;
  const { hits, others } = await counters.addHits(subject, windows, expiryAfter(at));
  await dropEnded(subject, others, at);
  const over = windows.filter(({ bucket }, index) => (hits[index] ?? 0) > limits[bucket].limit);
  const longest = over.reduce<(typeof over)[number] | undefined>(
    (last, window) => (last && last.secondsLeft >= window.secondsLeft ? last : window),
    undefined,
  );
  if (longest) throw new RateLimitError(longest.bucket, longest.secondsLeft);
};

/** Counts one hit of `subject` in `bucket`; over the limit → `RateLimitError` (the hit still counts). */
export const consume = (bucket: RateLimitBucket, subject: string, at: Date = now()): Promise<void> =>
  consumeTogether([bucket], subject, at);

/** Takes back one hit of the current window (a login that turned out right). */
export const refund = async (bucket: RateLimitBucket, subject: string, at: Date = now()): Promise<void> =>
  counters.takeBackHit(subject, windowOf(bucket, at));

/** Forgets the current window's hits of `subject` in `bucket` (its other buckets' kept). */
export const forget = async (bucket: RateLimitBucket, subject: string, at: Date = now()): Promise<void> =>
  counters.clearHits(subject, windowOf(bucket, at));

/**
 * How many proxies stand in front of API Gateway and append the address they were reached from
 * to `X-Forwarded-For` (`TRUSTED_PROXY_COUNT`): 0 locally (the socket is the client), 1 in AWS,
 * where CloudFront serves `/api/*` and API Gateway's `sourceIp` is a CloudFront edge shared by
 * many visitors. Entries further left were written by the client and are never believed.
 */
const trustedProxyCount = config().trustedProxyCount;

/**
 * The client's raw address: API Gateway's `sourceIp` (the TCP peer) or, behind `proxies` trusted
 * proxies, the address the outermost of them was reached from — counted from the right of
 * `X-Forwarded-For` (each proxy appends; API Gateway may append the last peer too).
 */
export const clientIpOf = (event: APIGatewayProxyEventV2, proxies = trustedProxyCount): string => {
  const peer = (event.requestContext?.http?.sourceIp ?? '').trim();
  if (proxies === 0) return peer;
  const forwarded = (event.headers?.['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = forwarded.at(-1) === peer ? forwarded : [...forwarded, peer];
  return chain[chain.length - 1 - proxies] ?? peer;
};

/**
 * The caller's address (`clientIpOf`) as limits count it: IPv4 as is (also when IPv4-mapped);
 * IPv6 by its /64, which one subscriber usually holds whole (counting single addresses there
 * would let one caller rotate through billions).
 */
export const clientAddressOf = (event: APIGatewayProxyEventV2, proxies = trustedProxyCount): string =>
  addressSubjectOf(clientIpOf(event, proxies));

/** A client's raw address as limits count it: IPv4 as is (also when IPv4-mapped), IPv6 by its /64. */
export const addressSubjectOf = (rawIp: string): string => {
  const ip = rawIp.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip || 'unknown';
  const [head = '', tail] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
};

/** Reads sent as POST (a body of filters or a value to check): not writes. */
const READS_SENT_AS_POST = new Set([
  'lessons.search',
  'studios.search',
  'users.search',
  'lessons.checkAvailability',
  'auth.checkUsername',
  'studios.checkStudioName',
]);

/** The stricter per-address bucket of some routes, on top of `writes`. */
const ROUTE_BUCKETS: Partial<Record<string, RateLimitBucket>> = {
  'auth.signup': 'signUp',
  'auth.login': 'login',
  'auth.resendConfirmation': 'resendConfirmation',
  'attendance.create': 'bookings',
  'groups.join': 'bookings',
  'attendance.resendLinks': 'resendBookingLinks',
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The per-address limits of a request to the endpoint `endpointName` (the dispatcher calls it first). */
export const limitRequest = async (endpointName: string, event: APIGatewayProxyEventV2): Promise<void> => {
  const method = event.requestContext.http.method.toUpperCase();
  if (READ_METHODS.has(method) || READS_SENT_AS_POST.has(endpointName)) return;
  const address = clientAddressOf(event);
  const at = now();
  const route = ROUTE_BUCKETS[endpointName];
  await consumeTogether(route ? ['writes', route] : ['writes'], address, at);
};

/**
 * An e-mail to `email` that its owner did not ask for (a guest's sign-up, a group join, a
 * re-sent confirmation): a few an hour and a day per address, wherever the requests come from.
 */
export const limitMailsTo = async (email: string, at: Date = now()): Promise<void> => {
  await consumeTogether(['mailsToAddress', 'mailsToAddressPerDay'], email.trim().toLowerCase(), at);
};

/**
 * "Send me my booking e-mail again" for `email`: a few an hour per address asked about, wherever the
 * requests come from (the per-client limit is the route's bucket). Counted whether or not the address
 * has bookings, so the answer never tells.
 */
export const limitBookingLinksTo = (email: string, at: Date = now()) =>
  consume('resendBookingLinksToAddress', email.trim().toLowerCase(), at);

/**
 * A data page rendered on the server for the viewer at `viewerIp` (ADR 0019): the `pages` function
 * reads the address from CloudFront's `CloudFront-Viewer-Address`, which CloudFront writes itself.
 */
export const limitPageRender = (viewerIp: string, at: Date = now()) =>
  consume('pageRenders', addressSubjectOf(viewerIp), at);

/** "Download my data" by `userId`: a few a day per account, wherever the requests come from. */
export const limitDataExport = (userId: string, at: Date = now()) => consume('dataExport', userId, at);

/** A sign-up of someone for a lesson or group (`classId`) from the request's address. */
export const limitBookingOfClass = (classId: string, event: APIGatewayProxyEventV2, at: Date = now()) =>
  consume('bookingsOfClassAtAddress', `${classId}#${clientAddressOf(event)}`, at);
