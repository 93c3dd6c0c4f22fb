/**
 * Tells a failure of a service the API depends on (DynamoDB, S3, SES, Secrets Manager, a fetched
 * key set) from a bug: throttling, a timeout, a 5xx, a refused or reset connection, work a batch or
 * a transaction could not finish after every retry. The dispatcher answers those with a 503 and
 * `Retry-After` (`dependency.unavailable`): the caller may simply try again, whereas a 500 says
 * "our fault" and a 403/404 says "don't". Everything else stays a bug (500).
 *
 * Read from the shapes the AWS SDK v3 and `fetch` really throw (dependency-failure.test.ts makes
 * them against a local server): a service error carries `$fault`, `$retryable` and
 * `$metadata.httpStatusCode`; an unmodelled 5xx is `$fault: 'client'` with its status in `$metadata`;
 * the HTTP handler's timeouts are `TimeoutError`s; network errors carry a Node `code`, and `fetch`
 * wraps them as the `cause` of a `TypeError`.
 */
import { isConflict } from '../db/transactions';

/** How long a caller is asked to wait before retrying after a dependency failure (`Retry-After`). */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

/** Error names the services use for throttling or a momentary fault (the SDK's retry lists, abridged). */
const TRANSIENT_NAMES = new Set([
  // The HTTP handler's connection, request and socket timeouts; `AbortSignal.timeout` (fetch).
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'RequestThrottled',
  'RequestThrottledException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'SlowDown',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'InternalError',
  'TransactionInProgressException',
  // db/retry.ts: a batch still left items unprocessed (throttled) after every attempt.
  'UnprocessedError',
]);

/** Node's network error codes: the service could not be reached, or dropped the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

interface ErrorShape {
  name?: unknown;
  code?: unknown;
  $fault?: unknown;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: unknown };
  cause?: unknown;
  errors?: unknown;
}

const isFailureItself = (error: ErrorShape): boolean => {
  if (error.$fault === 'server') return true;
  if (error.$retryable !== undefined && error.$retryable !== null) return true;
  const status = error.$metadata?.httpStatusCode;
  if (typeof status === 'number' && (status >= 500 || status === 429)) return true;
  if (typeof error.name === 'string' && TRANSIENT_NAMES.has(error.name)) return true;
  if (typeof error.code === 'string' && NETWORK_CODES.has(error.code)) return true;
  // A transaction still in conflict after every retry (db/transactions.ts reads the SDK's cancellation).
  return isConflict(error);
};

/**
 * Whether `error` is a dependency's failure (retryable by the caller) rather than a bug. Follows
 * `cause` (fetch's `TypeError: fetch failed`) and an `AggregateError`'s errors (Node's dual-stack
 * connect) a few levels deep.
 */
export const isDependencyFailure = (error: unknown, depth = 0): boolean => {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const shape = error as ErrorShape;
  if (isFailureItself(shape)) return true;
  if (shape.cause !== undefined && isDependencyFailure(shape.cause, depth + 1)) return true;
  return Array.isArray(shape.errors) && shape.errors.some((inner) => isDependencyFailure(inner, depth + 1));
};
