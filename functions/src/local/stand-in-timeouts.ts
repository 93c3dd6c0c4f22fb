/**
 * The outbound-call limits (config.ts `OUTBOUND_DEFAULTS`) for the local stand-ins. The product's
 * defaults are sized for AWS, where DynamoDB answers in milliseconds; DynamoDB Local is a Java
 * process sharing a laptop's cores, and under a burst (200 parallel sign-ups) a transaction there
 * takes seconds: the AWS numbers would turn that slowness into 503s that AWS would never give.
 * Locally the limits are wider, still inside the local runtime's 10 s cut of a request; a setting
 * already in the environment wins, and tests of the timeouts set their own (stubSettings).
 */
import { ENV } from '../setting-names';

export const STAND_IN_OUTBOUND_LIMITS = {
  connectionTimeoutMs: 3_000,
  requestTimeoutMs: 8_000,
} as const;

/** The settings for a process that talks to the stand-ins, unless the environment names its own. */
export const standInOutboundSettings = (
  environment: NodeJS.ProcessEnv = process.env,
): Record<string, string> => ({
  [ENV.outboundConnectionTimeoutMs]:
    environment[ENV.outboundConnectionTimeoutMs] ?? String(STAND_IN_OUTBOUND_LIMITS.connectionTimeoutMs),
  [ENV.outboundRequestTimeoutMs]:
    environment[ENV.outboundRequestTimeoutMs] ?? String(STAND_IN_OUTBOUND_LIMITS.requestTimeoutMs),
});
