import { randomBytes, randomUUID } from 'node:crypto';
import { contract } from '@plie/shared';
import type { EventBridgeEvent, ScheduledEvent } from 'aws-lambda';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createTestEvent } from '../../test/api';
import { printedBy } from '../../test/printed';
import { restoreSettings, stubSettings } from '../../test/settings';
import { locationHandlers } from '../domains/locations/handlers';
import { logger } from '../services/log';
import { CORRELATION_MAIL_HEADER, sendMail } from '../services/mail';
import { createLambdaHandler, isIdle, jobNameOf } from './create-lambda-handler';

const scheduledEvent = (ruleName: string, id = 'event-1'): ScheduledEvent => ({
  version: '0',
  id,
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: '123456789012',
  time: '2026-11-25T04:00:00Z',
  region: 'eu-central-1',
  resources: [`arn:aws:events:eu-central-1:123456789012:rule/${ruleName}`],
  detail: {},
});

const sesEvent = (id = 'ses-event-1'): EventBridgeEvent<string, unknown> => ({
  version: '0',
  id,
  'detail-type': 'Email Bounced',
  source: 'aws.ses',
  account: '123456789012',
  time: '2026-11-25T04:00:00Z',
  region: 'eu-central-1',
  resources: [],
  detail: { eventType: 'Bounce' },
});

interface StoredMail {
  destination?: { to?: string[] };
  headers?: { name: string; value: string }[];
}

/** The SES stand-in's stored copy of the one mail sent to `address`, headers included. */
const storedMailTo = async (address: string): Promise<StoredMail | undefined> => {
  const { emails } = (await (await fetch(`${inject('sesEndpoint')}/store`)).json()) as {
    emails: StoredMail[];
  };
  return emails.find((mail) => mail.destination?.to?.includes(address));
};

afterEach(() => {
  restoreSettings();
});

describe('a domain Lambda', () => {
  it('serves its own domain’s routes', async () => {
    const handler = createLambdaHandler('locations', contract, locationHandlers);
    const result = await handler(createTestEvent({ path: '/api/city/countries' }));
    expect(result).toMatchObject({ statusCode: 200 });
  });

  it('does not serve another domain’s routes', async () => {
    const handler = createLambdaHandler('locations', contract, locationHandlers);
    expect(await handler(createTestEvent({ path: '/api/style' }))).toMatchObject({ statusCode: 404 });
  });
});

describe('one correlation id per request', () => {
  it('is in the response header, on every log line and on every e-mail of the request', async () => {
    const address = `corr-${randomUUID()}@plie.test`;
    const handler = createLambdaHandler('locations', contract, {
      'locations.listCountries': async () => {
        logger.info('Sending a test mail');
        await sendMail({ to: address, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
        return [];
      },
    });
    const event = createTestEvent({ path: '/api/city/countries' });
    event.requestContext.requestId = `req-${randomUUID()}`;
    const { result, lines } = await printedBy(() => handler(event));

    expect(result).toMatchObject({
      statusCode: 200,
      headers: { 'x-correlation-id': event.requestContext.requestId },
    });
    expect(lines).toEqual([
      expect.objectContaining({
        message: 'Sending a test mail',
        correlation_id: event.requestContext.requestId,
      }),
    ]);
    const mail = await storedMailTo(address);
    expect(mail?.headers).toContainEqual({
      name: CORRELATION_MAIL_HEADER,
      value: event.requestContext.requestId,
    });
  });

  it('is the caller’s own x-correlation-id when it sends a plain one', async () => {
    const handler = createLambdaHandler('locations', contract, locationHandlers);
    const result = await handler(
      createTestEvent({ path: '/api/city/countries', headers: { 'x-correlation-id': 'dashboard-5d41402a' } }),
    );
    expect(result).toMatchObject({ headers: { 'x-correlation-id': 'dashboard-5d41402a' } });
  });

  it('is returned on refusals too', async () => {
    const handler = createLambdaHandler('locations', contract, locationHandlers);
    const event = createTestEvent({ path: '/api/nowhere' });
    event.requestContext.requestId = 'refused-request-1';
    expect(await handler(event)).toMatchObject({
      statusCode: 404,
      headers: { 'x-correlation-id': 'refused-request-1' },
    });
  });
});

describe('an unexpected error', () => {
  it('is logged with the request’s id and route, never with its credentials or body', async () => {
    const handler = createLambdaHandler('auth', contract, {
      'auth.login': async () => {
        throw new Error('table is gone');
      },
    });
    const event = createTestEvent({
      method: 'POST',
      path: '/api/auth/login',
      headers: { authorization: 'Bearer eyJhbGciOiJFUzI1NiJ9.very-secret-token' },
      body: { email: 'ola@plie.test', password: 'hunter2-Passw0rd!' },
    });
    event.requestContext.requestId = 'crash-request-1';
    const { result, lines } = await printedBy(() => handler(event));

    expect(result).toMatchObject({ statusCode: 500 });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        service: 'plie-auth',
        correlation_id: 'crash-request-1',
        route: 'POST /api/auth/login',
        error: expect.objectContaining({ message: 'table is gone' }),
      }),
    ]);
    const printed = JSON.stringify(lines);
    for (const secret of ['eyJhbGciOiJFUzI1NiJ9', 'very-secret-token', 'hunter2', 'ola@plie.test']) {
      expect(printed).not.toContain(secret);
    }
  });

  it('is logged with the route’s template, not a path that carries a one-time token', async () => {
    const token = randomBytes(32).toString('base64url');
    const handler = createLambdaHandler('attendance', contract, {
      'attendance.cancelByToken': async () => {
        throw new Error('table is gone');
      },
    });
    const { result, lines } = await printedBy(() =>
      handler(createTestEvent({ method: 'DELETE', path: `/api/attendance/cancel/${token}` })),
    );
    expect(result).toMatchObject({ statusCode: 500 });
    expect(lines[0]).toMatchObject({ route: 'DELETE /api/attendance/cancel/{token}' });
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('is counted in the UnexpectedError metric, flushed with the invocation', async () => {
    stubSettings({
      AWS_LAMBDA_FUNCTION_NAME: 'plie-dev-auth',
      POWERTOOLS_METRICS_DISABLED: undefined,
      STAGE: 'dev',
    });
    const handler = createLambdaHandler('auth', contract, {
      'auth.login': async () => {
        throw new Error('table is gone');
      },
    });
    const login = { email: 'ola@plie.test', password: 'hunter2-Passw0rd!' };
    const { lines } = await printedBy(() =>
      handler(createTestEvent({ method: 'POST', path: '/api/auth/login', body: login })),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        UnexpectedError: 1,
        service: 'plie-auth',
        stage: 'dev',
        _aws: expect.anything(),
      }),
    );
  });
});

describe('scheduled jobs', () => {
  it.each([
    ['dev', 'plie-dev-book-group-members'],
    ['pr-42', 'plie-pr-42-book-group-members'],
    ['a-b-c', 'plie-a-b-c-book-group-members'],
  ])('runs the job its rule names on stage %s, with the event’s time', async (_, rule) => {
    const runs: Date[] = [];
    const handler = createLambdaHandler(
      'groups',
      contract,
      {},
      { 'book-group-members': async (now) => runs.push(now) },
    );
    await printedBy(() => handler(scheduledEvent(rule)));
    expect(runs).toEqual([new Date('2026-11-25T04:00:00Z')]);
  });

  it.each([
    ['dev', 'plie-dev-purge-unconfirmed-accounts', 'purge-unconfirmed-accounts'],
    ['pr-42', 'plie-pr-42-book-group-members', 'book-group-members'],
    ['a-b-c', 'plie-a-b-c-book-group-members', 'book-group-members'],
    ['members', 'plie-members-book-group-members', 'book-group-members'],
    ['dev (a shorter job ending the same way)', 'plie-dev-group-members', 'group-members'],
    ['none', 'book-group-members', undefined],
    ['dev, an unknown job', 'plie-dev-weekly-digest', undefined],
  ])('reads the job name of a rule on stage %s', (_, rule, job) => {
    const jobNames = ['book-group-members', 'group-members', 'purge-unconfirmed-accounts'];
    expect(jobNameOf(scheduledEvent(rule), jobNames)).toBe(job);
  });

  it('fails loudly, and logs why, for a rule whose job it does not have', async () => {
    const handler = createLambdaHandler('groups', contract, {}, { 'book-group-members': async () => 0 });
    const { result, lines } = await printedBy(() =>
      handler(scheduledEvent('plie-pr-42-purge-unconfirmed-accounts', 'event-unknown-job')).catch(
        (error: Error) => error,
      ),
    );
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toBe(
      'The groups function has no scheduled job for rule "plie-pr-42-purge-unconfirmed-accounts" (its jobs: book-group-members)',
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'ERROR',
        correlation_id: 'event-unknown-job',
        service: 'plie-groups',
      }),
    );
  });

  it('runs under the EventBridge event’s id: its log lines carry it', async () => {
    const handler = createLambdaHandler(
      'groups',
      contract,
      {},
      { 'book-group-members': async () => ({ booked: 3 }) },
    );
    const { lines } = await printedBy(() => handler(scheduledEvent('plie-dev-book-group-members', 'run-7')));
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'Scheduled job done',
        job: 'book-group-members',
        result: { booked: 3 },
        correlation_id: 'run-7',
      }),
    );
  });

  it.each([
    ['a run', async () => 1, { ScheduledJobRun: 1 }],
    [
      'a failure',
      async () => {
        throw new Error('stuck');
      },
      { ScheduledJobRun: 1, ScheduledJobFailure: 1 },
    ],
  ])('counts %s in a metric with the job and the stage', async (_, job, counted) => {
    stubSettings({
      AWS_LAMBDA_FUNCTION_NAME: 'plie-pr-42-groups',
      POWERTOOLS_METRICS_DISABLED: undefined,
      STAGE: 'pr-42',
    });
    const handler = createLambdaHandler('groups', contract, {}, { 'book-group-members': job });
    const { lines } = await printedBy(() =>
      handler(scheduledEvent('plie-pr-42-book-group-members')).catch(() => undefined),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        ...counted,
        job: 'book-group-members',
        stage: 'pr-42',
        service: 'plie-groups',
      }),
    );
  });

  it('prints no metrics outside Lambda', async () => {
    stubSettings({ AWS_LAMBDA_FUNCTION_NAME: undefined, POWERTOOLS_METRICS_DISABLED: undefined });
    const handler = createLambdaHandler('groups', contract, {}, { 'book-group-members': async () => 0 });
    const { lines } = await printedBy(() => handler(scheduledEvent('plie-dev-book-group-members')));
    expect(lines.filter((line) => '_aws' in line)).toEqual([]);
  });
});

describe('other services’ events', () => {
  it('go to the handler of their source, under the event’s id', async () => {
    const seen: { event: unknown; correlation: string | undefined }[] = [];
    const { correlationId } = await import('../services/log');
    const handler = createLambdaHandler(
      'auth',
      contract,
      {},
      {},
      { 'aws.ses': async (event) => seen.push({ event, correlation: correlationId() }) },
    );
    const event = sesEvent('ses-event-42');
    await printedBy(() => handler(event));
    expect(seen).toEqual([{ event, correlation: 'ses-event-42' }]);
  });

  it('fail loudly when no handler knows their source', async () => {
    const handler = createLambdaHandler('auth', contract, {}, {}, { 'aws.ses': async () => undefined });
    const { result } = await printedBy(() =>
      handler({ ...sesEvent(), source: 'aws.s3', 'detail-type': 'Object Created' }).catch(
        (error: Error) => error,
      ),
    );
    expect((result as Error).message).toBe(
      'The auth function has no handler for events from "aws.s3" (Object Created)',
    );
  });
});

describe('a scheduled job’s summary', () => {
  it('is idle when it counts nothing (logged at debug), busy as soon as one count is not zero', () => {
    expect(isIdle({ sent: 0, dropped: 0, failed: 0, unrecorded: [] })).toBe(true);
    expect(isIdle({ sent: 1, dropped: 0, failed: 0, unrecorded: [] })).toBe(false);
    expect(isIdle({ sent: 0, unrecorded: ['m1'] })).toBe(false);
    expect(isIdle({ purged: 0, note: 'text' })).toBe(false);
    expect(isIdle(undefined)).toBe(false);
  });
});
