import type { ScheduledEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createTestEvent } from '../../test/api';
import { locationHandlers } from '../domains/locations/handlers';
import { createLambdaHandler, jobNameOf } from './create-lambda-handler';

const scheduledEvent = (ruleName: string): ScheduledEvent => ({
  version: '0',
  id: 'event-1',
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: '123456789012',
  time: '2026-11-25T04:00:00Z',
  region: 'eu-central-1',
  resources: [`arn:aws:events:eu-central-1:123456789012:rule/${ruleName}`],
  detail: {},
});

describe('a domain Lambda', () => {
  it('serves its own domain’s routes', async () => {
    const handler = createLambdaHandler('locations', locationHandlers);
    const result = await handler(createTestEvent({ path: '/api/city/countries' }));
    expect(result).toMatchObject({ statusCode: 200 });
  });

  it('does not serve another domain’s routes', async () => {
    const handler = createLambdaHandler('locations', locationHandlers);
    expect(await handler(createTestEvent({ path: '/api/style' }))).toMatchObject({ statusCode: 404 });
  });

  it('runs the scheduled job its rule names, with the event’s time', async () => {
    const runs: Date[] = [];
    const handler = createLambdaHandler(
      'groups',
      {},
      { 'book-group-members': async (now) => runs.push(now) },
    );
    await handler(scheduledEvent('plie-prod-book-group-members'));
    expect(runs).toEqual([new Date('2026-11-25T04:00:00Z')]);
  });

  it('fails loudly for a scheduled job it does not have', async () => {
    const handler = createLambdaHandler('auth', {});
    await expect(handler(scheduledEvent('plie-dev-purge-unconfirmed-accounts'))).rejects.toThrow(
      'The auth function has no scheduled job "purge-unconfirmed-accounts"',
    );
  });

  it.each([
    ['plie-prod-book-group-members', 'book-group-members'],
    ['plie-dev-purge-unconfirmed-accounts', 'purge-unconfirmed-accounts'],
  ])('reads the job name from the rule %s', (rule, job) => {
    expect(jobNameOf(scheduledEvent(rule))).toBe(job);
  });
});
