/**
 * The dispatcher's one mapper under dependency failures: an AWS SDK error of a failing or
 * throttled service is a 503 with `Retry-After` and `dependency.unavailable` (reported as a
 * dependency failure, not as a bug), whether a handler or the caller's authentication met it; a
 * bad token on a public route still reads as "nobody"; a bug stays a 500.
 */
import { InternalServerError, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { endpoint, errorText, listEndpoints } from '@plie/shared';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createTestEvent } from '../../test/api';
import { createDispatcher } from './dispatcher';
import type { AuthUser } from './handler';

const endpoints = listEndpoints({
  demo: {
    open: endpoint({
      method: 'GET',
      path: '/api/demo/open',
      auth: 'public',
      domain: 'meta',
      summary: 'Public.',
      response: v.object({}),
    }),
    broken: endpoint({
      method: 'GET',
      path: '/api/demo/broken/{kind}',
      auth: 'public',
      domain: 'meta',
      summary: 'Fails.',
      response: v.object({}),
    }),
  },
});

const serverError = () =>
  new InternalServerError({ message: 'Internal server error', $metadata: { httpStatusCode: 500 } });
const throttled = () =>
  new ProvisionedThroughputExceededException({
    message: 'Rate exceeded',
    $metadata: { httpStatusCode: 400 },
  });

const reported = { dependency: [] as unknown[], unexpected: [] as unknown[] };
const dispatch = createDispatcher({
  endpoints,
  authenticate: async (event): Promise<AuthUser | undefined> => {
    const token = event.headers.authorization?.replace('Bearer ', '');
    if (token === 'table-throttled') throw throttled();
    if (token === 'garbled') throw new Error('Malformed token claims');
    return token === 'dancer' ? { id: 'u1', role: 'user', isEmailConfirmed: true } : undefined;
  },
  onDependencyFailure: (error) => reported.dependency.push(error),
  onUnexpectedError: (error) => reported.unexpected.push(error),
  handlers: {
    'demo.open': async (_, context) => ({ userId: context.user?.id ?? null }),
    'demo.broken': async ({ params }) => {
      if (params.kind === 'table') throw serverError();
      throw new TypeError('cannot read properties of undefined');
    },
  },
});

const call = async (path: string, token?: string) => {
  const result = await dispatch(
    createTestEvent({ path, headers: token ? { authorization: `Bearer ${token}` } : {} }),
  );
  return { status: result.statusCode, headers: result.headers, body: JSON.parse(String(result.body)) };
};

const UNAVAILABLE = {
  status: 503,
  headers: { 'retry-after': '5' },
  body: {
    statusCode: 503,
    error: 'Service Unavailable',
    code: 'dependency.unavailable',
    message: errorText('dependency.unavailable'),
  },
};

describe('the dispatcher under dependency failures', () => {
  it('answers a handler’s failed service call 503 with Retry-After, reported as a dependency failure', async () => {
    reported.dependency.length = 0;
    reported.unexpected.length = 0;
    expect(await call('/api/demo/broken/table')).toMatchObject(UNAVAILABLE);
    expect(reported.dependency).toHaveLength(1);
    expect(reported.unexpected).toHaveLength(0);
  });

  it('answers 503 when reading the caller fails on a public route, instead of serving them as nobody', async () => {
    expect(await call('/api/demo/open', 'table-throttled')).toMatchObject(UNAVAILABLE);
  });

  it('still serves a public route as nobody when the token itself is bad', async () => {
    expect(await call('/api/demo/open', 'garbled')).toMatchObject({ status: 200, body: { userId: null } });
    expect(await call('/api/demo/open', 'dancer')).toMatchObject({ status: 200, body: { userId: 'u1' } });
  });

  it('keeps a bug a plain 500 without Retry-After', async () => {
    reported.unexpected.length = 0;
    const response = await call('/api/demo/broken/bug');
    expect(response).toMatchObject({ status: 500, body: { code: 'server.unexpected' } });
    expect(response.headers['retry-after']).toBeUndefined();
    expect(reported.unexpected).toHaveLength(1);
  });
});
