/**
 * A Lambda entry: the shared dispatcher restricted to one domain's endpoints. API Gateway
 * (HTTP API, payload v2) routes that domain's paths here; infra generates those routes.
 * EventBridge schedules invoke the same function with a scheduled event whose rule name
 * (`plie-<stage>-<job>`) names the job to run.
 */
import { type Domain, endpoints } from '@plie/shared';
import type { APIGatewayProxyEventV2, ScheduledEvent } from 'aws-lambda';
import { createDispatcher } from '../http/dispatcher';
import type { HandlerRegistry } from '../http/handler';
import { authenticate } from '../services/authenticate';

/** Scheduled work of a domain, by job name (e.g. `purge-unconfirmed-accounts`). */
export type ScheduledJobs = Record<string, (now: Date) => Promise<unknown>>;

const isScheduledEvent = (event: unknown): event is ScheduledEvent =>
  typeof event === 'object' && event !== null && (event as ScheduledEvent).source === 'aws.events';

/** `arn:aws:events:…:rule/plie-prod-purge-unconfirmed-accounts` → `purge-unconfirmed-accounts`. */
export const jobNameOf = (event: ScheduledEvent): string => {
  const ruleName = event.resources?.[0]?.split('/').pop() ?? '';
  return ruleName.replace(/^plie-[^-]+-/, '');
};

const log = (level: 'info' | 'error', fields: Record<string, unknown>) =>
  console[level](JSON.stringify({ level, ...fields }));

export const createLambdaHandler = (domain: Domain, handlers: HandlerRegistry, jobs: ScheduledJobs = {}) => {
  const dispatch = createDispatcher({
    endpoints: endpoints.filter((endpoint) => endpoint.domain === domain),
    handlers,
    authenticate,
    onUnexpectedError: (error, event) =>
      log('error', { path: event.rawPath, error: String(error), stack: (error as Error)?.stack }),
  });
  return async (event: APIGatewayProxyEventV2 | ScheduledEvent) => {
    if (!isScheduledEvent(event)) return dispatch(event);
    const name = jobNameOf(event);
    const job = jobs[name];
    // Thrown, not swallowed: EventBridge retries and the errors alarm fires.
    if (!job) throw new Error(`The ${domain} function has no scheduled job "${name}"`);
    const result = await job(new Date(event.time));
    log('info', { job: name, result });
    return result;
  };
};
