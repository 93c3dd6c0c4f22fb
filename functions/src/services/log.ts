/**
 * Structured logs and metrics (Powertools for AWS Lambda) and the correlation id that ties one
 * request's — or one scheduled run's — log lines, response and e-mails together.
 *
 * - The id lives in an AsyncLocalStorage for the duration of the work (`withCorrelation`), so it is
 *   right even when the local runtime serves many requests at once in one process; the log
 *   formatter reads it for every line (`correlation_id`), mail puts it in a header.
 * - Logs are JSON lines on stdout (CloudWatch in AWS). The level comes from `LOG_LEVEL`
 *   (Powertools also honours `POWERTOOLS_LOG_LEVEL` and Lambda's own log-level setting), INFO by
 *   default. Values under keys that name a secret (authorization, password, token, cookie, body…)
 *   are replaced before printing, and so is any `Bearer …` text.
 * - Metrics are CloudWatch embedded-metric lines, namespace `Plie`, dimensions service and stage.
 *   They are printed only inside Lambda (or with `POWERTOOLS_METRICS_DISABLED=false`): the local
 *   runtime and the tests do not print them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { LogFormatter, Logger, LogItem } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { Metrics } from '@aws-lambda-powertools/metrics';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config';

const correlation = new AsyncLocalStorage<string>();

/** The id of the request or scheduled run in progress; undefined outside of one. */
export const correlationId = (): string | undefined => correlation.getStore();

/** Runs `work` with `id` as the correlation id of everything it logs and sends. */
export const withCorrelation = <T>(id: string, work: () => T): T => correlation.run(id, work);

/** The response header that carries the id back, and that a caller may send to choose it. */
export const CORRELATION_HEADER = 'x-correlation-id';

/** A caller's own id is kept only if it is short and plain (it ends up in logs and mail headers). */
const SANE_CORRELATION_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The caller's `x-correlation-id` if sane, else API Gateway's request id, else a fresh one. */
export const correlationIdOf = (event: APIGatewayProxyEventV2): string => {
  const incoming = event.headers?.[CORRELATION_HEADER];
  if (incoming && SANE_CORRELATION_ID.test(incoming)) return incoming;
  return event.requestContext?.requestId || randomUUID();
};

const SECRET_KEY = /authorization|cookie|password|secret|token|jwk|origin-verify|^body$/i;
const BEARER = /Bearer\s+[^\s"',]+/gi;
const REDACTED = '[redacted]';

/** JSON replacer of every log line: no credential, token or request body is ever printed. */
export const redactSecrets = (key: string, value: unknown): unknown => {
  if (key !== '' && SECRET_KEY.test(key) && value !== undefined && value !== null) return REDACTED;
  if (typeof value === 'string') return value.replace(BEARER, `Bearer ${REDACTED}`);
  return value;
};

/** Powertools' standard keys, plus the correlation id of the work in progress on every line. */
class CorrelatedLogFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        service: attributes.serviceName,
        correlation_id: correlationId(),
        cold_start: attributes.lambdaContext?.coldStart,
        function_name: attributes.lambdaContext?.functionName,
        function_request_id: attributes.lambdaContext?.awsRequestId,
        xray_trace_id: attributes.xRayTraceId,
        sampling_rate: attributes.sampleRateValue,
      },
    }).addAttributes(additional);
  }
}

/** A logger for one service (`plie-<domain>` in a domain's function). */
export const createLogger = (serviceName: string): Logger =>
  new Logger({ serviceName, logFormatter: new CorrelatedLogFormatter(), jsonReplacerFn: redactSecrets });

/** The logger of code outside a domain's entry (services, the local runtime). */
export const logger = createLogger(config().serviceName);

/** Logs a bug: the route's template (never the raw path: some carry one-time tokens) and the error. */
export const logUnexpectedError = (log: Logger, error: unknown, route: string | undefined): void =>
  log.error('Unexpected error', { route, error: error instanceof Error ? error : String(error) });

/** Metrics of one service, with the stage (`STAGE`) as a dimension of each. */
export const createMetrics = (serviceName: string): Metrics =>
  new Metrics({
    namespace: 'Plie',
    serviceName,
    defaultDimensions: { stage: config().stage },
  });

/** Printed inside Lambda unless Powertools is told otherwise; outside, only when asked. */
const metricsArePrinted = (): boolean => {
  const { metricsDisabled, lambdaFunctionName } = config();
  if (metricsDisabled !== undefined) return !metricsDisabled;
  return lambdaFunctionName !== undefined;
};

/** Flushes what an invocation recorded (once per invocation; nothing is printed when nothing was). */
export const flushMetrics = (metrics: Metrics): void => {
  if (!metrics.hasStoredMetrics()) return;
  if (metricsArePrinted()) {
    metrics.publishStoredMetrics();
    return;
  }
  metrics.clearMetrics();
  metrics.clearDimensions();
};
