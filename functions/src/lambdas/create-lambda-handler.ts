/**
 * A Lambda entry: the shared dispatcher restricted to one domain's endpoints. API Gateway
 * (HTTP API, payload v2) routes that domain's paths here; infra generates those routes.
 * EventBridge invokes the same function with
 * - a scheduled event (source `aws.events`), whose rule name `plie-<stage>-<job>` names the job;
 * - another service's event (e.g. SES bounces, source `aws.ses`), handled by its source.
 * Every invocation logs through Powertools (service `plie-<domain>`) under one correlation id
 * (the request's, or the EventBridge event's id) and flushes its metrics before it returns.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import { type Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { type Contract, type Domain, listEndpoints } from '@plie/shared';
import type { APIGatewayProxyEventV2, Context, EventBridgeEvent, ScheduledEvent } from 'aws-lambda';
import { authenticate } from '../domains/accounts/authenticate';
import { createDispatcher, type UploadReader } from '../http/dispatcher';
import type { HandlerRegistry } from '../http/handler';
import {
  createLogger,
  createMetrics,
  flushMetrics,
  logUnexpectedError,
  withCorrelation,
} from '../services/log';
import { loadSecrets } from '../services/secrets';

/** Scheduled work of a domain, by job name (e.g. `purge-unconfirmed-accounts`). */
export type ScheduledJobs = Record<string, (now: Date) => Promise<unknown>>;

/** Handlers of other AWS services' EventBridge events, by the event's `source` (e.g. `aws.ses`). */
export type EventHandlers = Record<string, (event: EventBridgeEvent<string, unknown>) => Promise<unknown>>;

type LambdaEvent = APIGatewayProxyEventV2 | EventBridgeEvent<string, unknown>;

const isEventBridgeEvent = (event: LambdaEvent): event is EventBridgeEvent<string, unknown> =>
  typeof (event as EventBridgeEvent<string, unknown>).source === 'string' &&
  typeof (event as EventBridgeEvent<string, unknown>)['detail-type'] === 'string';

const SCHEDULER_SOURCE = 'aws.events';

/** `arn:aws:events:…:rule/plie-pr-42-book-group-members` → `plie-pr-42-book-group-members`. */
export const ruleNameOf = (event: ScheduledEvent | EventBridgeEvent<string, unknown>): string =>
  event.resources?.[0]?.split('/').pop() ?? '';

/**
 * The job a rule `plie-<stage>-<job>` runs, among `jobNames`: the longest that ends the rule name
 * after a `plie-<stage>-` prefix, so stages may hold dashes (`pr-42`). Undefined when none does.
 */
export const jobNameOf = (
  event: ScheduledEvent | EventBridgeEvent<string, unknown>,
  jobNames: readonly string[],
): string | undefined => {
  const ruleName = ruleNameOf(event);
  return [...jobNames]
    .sort((a, b) => b.length - a.length)
    .find((job) => ruleName.endsWith(`-${job}`) && /^plie-.+$/.test(ruleName.slice(0, -job.length - 1)));
};

interface Observers {
  domain: Domain;
  logger: Logger;
  metrics: Metrics;
}

const runScheduledJob = async (
  event: EventBridgeEvent<string, unknown>,
  jobs: ScheduledJobs,
  { domain, logger, metrics }: Observers,
) => {
  const name = jobNameOf(event, Object.keys(jobs));
  // Thrown, not swallowed: EventBridge retries and the errors alarm fires.
  if (!name) {
    const known = Object.keys(jobs).join(', ') || 'none';
    throw new Error(
      `The ${domain} function has no scheduled job for rule "${ruleNameOf(event)}" (its jobs: ${known})`,
    );
  }
  metrics.addDimension('job', name);
  metrics.addMetric('ScheduledJobRun', MetricUnit.Count, 1);
  try {
    const result = await jobs[name]!(new Date(event.time));
    // A pass that found nothing to do (the outbox sweep, most minutes) is not worth a line a minute.
    if (isIdle(result)) logger.debug('Scheduled job done: nothing to do', { job: name, result });
    else logger.info('Scheduled job done', { job: name, result });
    return result;
  } catch (error) {
    metrics.addMetric('ScheduledJobFailure', MetricUnit.Count, 1);
    throw error;
  }
};

/** A job's summary that counts nothing: every number 0, every list empty. */
export const isIdle = (result: unknown): boolean =>
  typeof result === 'object' &&
  result !== null &&
  Object.values(result).every((value) =>
    typeof value === 'number' ? value === 0 : Array.isArray(value) ? value.length === 0 : false,
  );

const handleEvent = async (
  event: EventBridgeEvent<string, unknown>,
  jobs: ScheduledJobs,
  events: EventHandlers,
  observers: Observers,
) => {
  // Jobs page queries too: their cursor key, like every secret, is read once per cold start.
  await loadSecrets();
  if (event.source === SCHEDULER_SOURCE) return runScheduledJob(event, jobs, observers);
  const handler = events[event.source];
  if (!handler) {
    throw new Error(
      `The ${observers.domain} function has no handler for events from "${event.source}" (${event['detail-type']})`,
    );
  }
  const result = await handler(event);
  observers.logger.info('Event handled', { source: event.source, detailType: event['detail-type'] });
  return result;
};

export interface LambdaOptions {
  /**
   * Whether the function looks up who is calling (default true). A function without the table
   * (locations, meta: public data only) must not: its role may not read users, and a token would
   * make it try.
   */
  identifiesCaller?: boolean;
  /** The upload reader (http/uploads `lazyUpload`), for the functions with upload endpoints only. */
  readUpload?: UploadReader;
}

export const createLambdaHandler = (
  domain: Domain,
  /**
   * The contract groups the domain's endpoints are in (`{ lessons: lessonsApi, … }`): the bundle
   * holds those, not the whole contract. Only this domain's endpoints of them are served.
   */
  api: Contract,
  handlers: HandlerRegistry,
  jobs: ScheduledJobs = {},
  events: EventHandlers = {},
  { identifiesCaller = true, readUpload }: LambdaOptions = {},
) => {
  const service = `plie-${domain}`;
  const observers: Observers = { domain, logger: createLogger(service), metrics: createMetrics(service) };
  const dispatch = createDispatcher({
    endpoints: listEndpoints(api).filter((endpoint) => endpoint.domain === domain),
    handlers,
    ...(identifiesCaller ? { authenticate } : {}),
    ...(readUpload ? { readUpload } : {}),
    onUnexpectedError: (error, _event, route) => {
      observers.metrics.addMetric('UnexpectedError', MetricUnit.Count, 1);
      logUnexpectedError(observers.logger, error, route);
    },
    // A dependency failed or timed out: the caller got a 503 with Retry-After; an outage, not a bug.
    onDependencyFailure: (error, _event, route) => {
      observers.metrics.addMetric('DependencyFailure', MetricUnit.Count, 1);
      observers.logger.warn('Dependency failure', {
        route,
        error: error instanceof Error ? error : String(error),
      });
    },
  });
  return async (event: LambdaEvent, context?: Context) => {
    if (context) observers.logger.addContext(context);
    try {
      if (!isEventBridgeEvent(event)) return await dispatch(event);
      return await withCorrelation(event.id || randomUUID(), async () => {
        try {
          return await handleEvent(event, jobs, events, observers);
        } catch (error) {
          const about = { source: event.source, detailType: event['detail-type'], rule: ruleNameOf(event) };
          observers.logger.error('Event failed', { ...about, error });
          throw error;
        }
      });
    } finally {
      flushMetrics(observers.metrics);
    }
  };
};
