import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEvent } from '../../test/api';
import { linesPrintedBy } from '../../test/printed';
import { restoreSettings, stubSettings } from '../../test/settings';
import {
  correlationId,
  correlationIdOf,
  createLogger,
  createMetrics,
  flushMetrics,
  logUnexpectedError,
  withCorrelation,
} from './log';

afterEach(() => {
  restoreSettings();
});

describe('the correlation id', () => {
  it('is unset outside of a request and set for all the work within one', async () => {
    expect(correlationId()).toBeUndefined();
    const seen = await withCorrelation('request-one', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return correlationId();
    });
    expect(seen).toBe('request-one');
    expect(correlationId()).toBeUndefined();
  });

  it('stays each request’s own when requests interleave', async () => {
    const later = (id: string, ms: number) =>
      withCorrelation(id, async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return correlationId();
      });
    expect(await Promise.all([later('slow-request', 20), later('fast-request', 1)])).toEqual([
      'slow-request',
      'fast-request',
    ]);
  });

  it('is API Gateway’s request id by default', () => {
    const event = createTestEvent({ path: '/api/style' });
    event.requestContext.requestId = 'Ab1CdEfGhIjKlM=';
    expect(correlationIdOf(event)).toBe('Ab1CdEfGhIjKlM=');
  });

  it('is the caller’s own x-correlation-id when that is short and plain', () => {
    const event = createTestEvent({ path: '/api/style', headers: { 'x-correlation-id': 'web-4f9c2a1b' } });
    expect(correlationIdOf(event)).toBe('web-4f9c2a1b');
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['a header injection', 'abcdefgh\r\nBcc: everyone@example.com'],
    ['punctuation', 'abcdefgh;drop'],
  ])('ignores a caller’s id that is %s', (_, incoming) => {
    const event = createTestEvent({ path: '/api/style', headers: { 'x-correlation-id': incoming } });
    expect(correlationIdOf(event)).toBe('test-request');
  });
});

describe('the logger', () => {
  it('writes JSON lines with the service and the correlation id of the work in progress', async () => {
    const logger = createLogger('plie-test');
    const lines = await linesPrintedBy(() =>
      withCorrelation('corr-12345678', () => logger.info('hello', { n: 1 })),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'hello',
        service: 'plie-test',
        correlation_id: 'corr-12345678',
        n: 1,
      }),
    ]);
  });

  it('logs at INFO and above by default', async () => {
    vi.stubEnv('LOG_LEVEL', undefined);
    const logger = createLogger('plie-test');
    const lines = await linesPrintedBy(() => {
      logger.debug('details');
      logger.info('news');
    });
    expect(lines.map((line) => line.message)).toEqual(['news']);
  });

  it('logs at the level LOG_LEVEL names', async () => {
    vi.stubEnv('LOG_LEVEL', 'DEBUG');
    const debugLogger = createLogger('plie-test');
    vi.stubEnv('LOG_LEVEL', 'ERROR');
    const errorLogger = createLogger('plie-test');
    const lines = await linesPrintedBy(() => {
      debugLogger.debug('details');
      errorLogger.info('news');
    });
    expect(lines.map((line) => line.message)).toEqual(['details']);
  });

  it('never prints a credential, a password, a token or a request body', async () => {
    const logger = createLogger('plie-test');
    const event = createTestEvent({
      method: 'POST',
      path: '/api/auth/login',
      headers: {
        authorization: 'Bearer eyJhbGciOi.secret-access-token',
        'x-plie-origin-verify': 'cloudfront-origin-value',
      },
      body: { email: 'ola@plie.test', password: 'hunter2-very-secret' },
    });
    const lines = await linesPrintedBy(() => {
      logger.info('a careless line', { event, password: 'hunter2-very-secret', accessToken: 'tok-123456' });
      logger.error('failed', { error: new Error('rejected Bearer eyJhbGciOi.secret-access-token') });
    });
    const printed = JSON.stringify(lines);
    expect(lines).toHaveLength(2);
    for (const secret of [
      'eyJhbGciOi',
      'secret-access-token',
      'hunter2',
      'tok-123456',
      'cloudfront-origin-value',
    ]) {
      expect(printed).not.toContain(secret);
    }
    expect(printed).toContain('[redacted]');
    expect(printed).toContain('/api/auth/login');
  });

  it('logs an unexpected error with its route’s template and its stack', async () => {
    const logger = createLogger('plie-test');
    const [line] = await linesPrintedBy(() =>
      logUnexpectedError(logger, new Error('table is gone'), 'GET /api/attendance/cancel/{token}'),
    );
    expect(line).toMatchObject({
      level: 'ERROR',
      message: 'Unexpected error',
      route: 'GET /api/attendance/cancel/{token}',
      error: { name: 'Error', message: 'table is gone', stack: expect.stringContaining('log.test.ts') },
    });
  });
});

describe('the metrics', () => {
  it('are printed in Lambda as embedded metrics in the Plie namespace with the stage', async () => {
    stubSettings({
      AWS_LAMBDA_FUNCTION_NAME: 'plie-pr-42-groups',
      POWERTOOLS_METRICS_DISABLED: undefined,
      STAGE: 'pr-42',
    });
    const metrics = createMetrics('plie-groups');
    metrics.addMetric('ScheduledJobRun', MetricUnit.Count, 1);
    const [line] = await linesPrintedBy(() => flushMetrics(metrics));
    expect(line).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Namespace: 'Plie', Dimensions: [['service', 'stage']] }] },
      service: 'plie-groups',
      stage: 'pr-42',
      ScheduledJobRun: 1,
    });
  });

  it.each([
    ['outside Lambda', {}],
    [
      'when Powertools is told so',
      { AWS_LAMBDA_FUNCTION_NAME: 'plie-dev-groups', POWERTOOLS_METRICS_DISABLED: 'true' },
    ],
  ])('are not printed %s, and do not pile up', async (_, env: Record<string, string>) => {
    stubSettings({ AWS_LAMBDA_FUNCTION_NAME: undefined, ...env });
    const metrics = createMetrics('plie-groups');
    metrics.addMetric('ScheduledJobRun', MetricUnit.Count, 1);
    expect(await linesPrintedBy(() => flushMetrics(metrics))).toEqual([]);
    expect(metrics.hasStoredMetrics()).toBe(false);
  });

  it('prints nothing, not even a warning, when an invocation recorded none', async () => {
    stubSettings({ AWS_LAMBDA_FUNCTION_NAME: 'plie-dev-groups', POWERTOOLS_METRICS_DISABLED: undefined });
    const metrics = createMetrics('plie-groups');
    const warn = vi.spyOn(console, 'warn');
    expect(await linesPrintedBy(() => flushMetrics(metrics))).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
