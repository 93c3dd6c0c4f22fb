/**
 * The limits every outbound call runs under, from the one config (config.ts `OUTBOUND_DEFAULTS`,
 * overridable by `OUTBOUND_*` settings): a connection timeout, a timeout per attempt and a number
 * of attempts. Without them a stalled dependency holds the request until Lambda kills it — after a
 * commit, with nothing answered (S3's client has no timeout at all by default).
 *
 * `awsClientLimits()` goes into every AWS SDK client's constructor: the options object of the SDK's
 * own Node HTTP handler (`requestHandler` accepts its options, so nothing more is imported or
 * bundled), with `throwOnRequestTimeout` — without it the SDK only logs a warning when an attempt
 * runs over. `fetchTimeoutMs()` is for `fetch` (`AbortSignal.timeout`).
 */
import { config } from '../config';

export interface AwsClientLimits {
  maxAttempts: number;
  requestHandler: {
    connectionTimeout: number;
    requestTimeout: number;
    throwOnRequestTimeout: true;
  };
}

/** The `maxAttempts` and `requestHandler` options of an AWS SDK v3 client. */
export const awsClientLimits = (): AwsClientLimits => {
  const { outboundConnectionTimeoutMs, outboundRequestTimeoutMs, outboundMaxAttempts } = config();
  return {
    maxAttempts: outboundMaxAttempts,
    requestHandler: {
      connectionTimeout: outboundConnectionTimeoutMs,
      requestTimeout: outboundRequestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  };
};

/** How long one `fetch` may take in all (connection and answer). */
export const fetchTimeoutMs = (): number =>
  config().outboundConnectionTimeoutMs + config().outboundRequestTimeoutMs;
