import { gunzipSync } from 'node:zlib';
import { endpoint, listEndpoints } from '@plie/shared';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createTestEvent } from '../../test/api';
import { ConflictError } from '../errors';
import { correlationId } from '../services/log';
import { reportUndeclaredErrors, type UndeclaredError } from './declared-errors';
import { createDispatcher } from './dispatcher';
import { type AuthUser, RawResponse } from './handler';

const endpoints = listEndpoints({
  demo: {
    echo: endpoint({
      method: 'POST',
      path: '/api/demo/echo/{id}',
      auth: 'public',
      domain: 'meta',
      summary: 'Echoes.',
      query: v.object({
        page: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(0)), '0'),
      }),
      body: v.object({
        name: v.pipe(v.string(), v.minLength(3, 'full name is required')),
        email: v.optional(v.string()),
      }),
      response: v.object({ id: v.string(), page: v.number(), name: v.string() }),
    }),
    mine: endpoint({
      method: 'GET',
      path: '/api/demo/mine',
      auth: 'user',
      domain: 'meta',
      summary: 'Mine.',
      response: v.object({}),
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/demo/create',
      auth: 'confirmed',
      domain: 'meta',
      summary: 'C.',
      response: v.object({}),
    }),
    admin: endpoint({
      method: 'GET',
      path: '/api/demo/admin',
      auth: 'platformAdmin',
      domain: 'meta',
      summary: 'A.',
      response: v.object({}),
    }),
    conflict: endpoint({
      method: 'GET',
      path: '/api/demo/conflict',
      auth: 'public',
      domain: 'meta',
      errors: ['user.usernameTaken'],
      summary: 'C.',
      response: v.object({}),
    }),
    undeclared: endpoint({
      method: 'GET',
      path: '/api/demo/undeclared',
      auth: 'public',
      domain: 'meta',
      summary: 'U.',
      response: v.object({}),
    }),
    crash: endpoint({
      method: 'GET',
      path: '/api/demo/crash',
      auth: 'public',
      domain: 'meta',
      summary: 'C.',
      response: v.object({}),
    }),
    moved: endpoint({
      method: 'GET',
      path: '/api/demo/moved',
      auth: 'public',
      domain: 'meta',
      summary: 'R.',
      response: v.object({}),
      redirect: true,
    }),
    later: endpoint({
      method: 'GET',
      path: '/api/demo/later',
      auth: 'user',
      domain: 'meta',
      summary: 'L.',
      response: v.object({}),
    }),
  },
});

const users: Record<string, AuthUser> = {
  unconfirmed: { id: 'u1', role: 'user', isEmailConfirmed: false },
  confirmed: { id: 'u2', role: 'user', isEmailConfirmed: true },
  admin: { id: 'u3', role: 'admin', isEmailConfirmed: true },
};

const unexpected: unknown[] = [];
const dispatch = createDispatcher({
  endpoints,
  authenticate: async (event) => {
    const token = event.headers.authorization?.replace('Bearer ', '') ?? '';
    return users[token];
  },
  onUnexpectedError: (error, _event, route) =>
    unexpected.push({ error, route, correlation: correlationId() }),
  handlers: {
    'demo.echo': async ({ params, query, body }) => ({ id: params.id, page: query.page, name: body.name }),
    'demo.mine': async (_, context) => ({ userId: context.user?.id, language: context.language }),
    'demo.create': async () => ({ created: true }),
    'demo.admin': async () => ({ admin: true }),
    'demo.conflict': async () => {
      throw new ConflictError('user.usernameTaken');
    },
    'demo.undeclared': async () => {
      throw new ConflictError('lesson.full');
    },
    'demo.crash': async () => {
      throw new Error('database exploded at 10.0.0.1');
    },
    'demo.moved': async () => RawResponse.redirect('/login?error=auth_failed'),
  },
});

const call = async (request: Parameters<typeof createTestEvent>[0]) => {
  const result = await dispatch(createTestEvent(request));
  return {
    status: result.statusCode,
    headers: result.headers,
    body: result.body ? JSON.parse(String(result.body)) : undefined,
  };
};

describe('dispatcher', () => {
  it('compresses a big answer for a caller that accepts it (http/compression.ts)', async () => {
    const name = 'M'.repeat(2000);
    const result = await dispatch(
      createTestEvent({
        method: 'POST',
        path: '/api/demo/echo/7',
        headers: { 'accept-encoding': 'gzip' },
        body: { name },
      }),
    );
    expect(result.headers['content-encoding']).toBe('gzip');
    expect(result.headers['x-correlation-id']).toBeTruthy();
    expect(JSON.parse(gunzipSync(Buffer.from(String(result.body), 'base64')).toString('utf8'))).toEqual({
      id: '7',
      page: 0,
      name,
    });
  });

  it('passes path params, transformed query and validated body to the handler', async () => {
    const response = await call({
      method: 'POST',
      path: '/api/demo/echo/42',
      query: { page: '3' },
      body: { name: 'Marta' },
    });
    expect(response).toMatchObject({ status: 200, body: { id: '42', page: 3, name: 'Marta' } });
    expect(response.headers['content-type']).toContain('application/json');
  });

  it.each([
    [
      'an invalid body field',
      { body: { name: 'Al' } },
      'full name is required',
      { name: 'full name is required' },
    ],
    ['a missing body', { body: undefined }, 'Invalid body', undefined],
    [
      'an invalid query value',
      { query: { page: '-1' }, body: { name: 'Marta' } },
      'Invalid',
      { page: expect.any(String) },
    ],
  ])('answers 400 with the field errors for %s', async (_, request, message, fields) => {
    const response = await call({ method: 'POST', path: '/api/demo/echo/1', ...request });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    if (fields) expect(response.body.fields).toMatchObject(fields);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await call({
      method: 'POST',
      path: '/api/demo/echo/1',
      rawBody: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'Request body is not valid JSON' } });
  });

  it('answers 415 for a body that is not declared as JSON', async () => {
    const response = await call({
      method: 'POST',
      path: '/api/demo/echo/1',
      rawBody: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
  });

  it.each([
    ['/api/demo/mine', undefined, 401],
    ['/api/demo/mine', 'nobody', 401],
    ['/api/demo/mine', 'unconfirmed', 200],
    ['/api/demo/create', 'unconfirmed', 403],
    ['/api/demo/create', 'confirmed', 200],
    ['/api/demo/admin', 'confirmed', 403],
    ['/api/demo/admin', 'admin', 200],
  ])('checks the auth level: %s as %s → %i', async (path, token, status) => {
    const method = path.endsWith('create') ? 'POST' : 'GET';
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    expect((await call({ method, path, headers })).status).toBe(status);
  });

  it('gives the handler the caller and their language', async () => {
    const response = await call({
      path: '/api/demo/mine',
      headers: { authorization: 'Bearer confirmed', 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.5' },
    });
    expect(response.body).toEqual({ userId: 'u2', language: 'ua' });
  });

  it('maps typed domain errors to their status and message', async () => {
    expect(await call({ path: '/api/demo/conflict' })).toMatchObject({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'Username already taken',
        code: 'user.usernameTaken',
      },
    });
  });

  it('gives every error body a code, and every field error a code of its own', async () => {
    const invalid = await call({ method: 'POST', path: '/api/demo/echo/1', body: { name: 'Al', email: 3 } });
    expect(invalid.body).toMatchObject({
      code: 'name.fullRequired',
      fields: { name: 'full name is required', email: expect.stringContaining('Invalid type') },
      fieldCodes: {
        name: { code: 'name.fullRequired' },
        email: { code: 'request.invalidValue', params: { detail: expect.stringContaining('Invalid type') } },
      },
    });
    const missing = await call({ method: 'POST', path: '/api/demo/echo/1', body: undefined });
    expect(missing.body).toMatchObject({ code: 'request.invalid', params: { part: 'body' } });
    const noRoute = await call({ path: '/api/demo/nowhere' });
    expect(noRoute.body).toMatchObject({
      code: 'route.notFound',
      params: { method: 'GET', path: '/api/demo/nowhere' },
      message: 'No route for GET /api/demo/nowhere',
    });
    expect((await call({ path: '/api/demo/mine' })).body).toMatchObject({ code: 'auth.loginRequired' });
    expect((await call({ path: '/api/demo/crash' })).body).toMatchObject({ code: 'server.unexpected' });
    unexpected.length = 0;
  });

  it('reports an error code its endpoint does not declare (the test setup fails the test on it)', async () => {
    const reported: UndeclaredError[] = [];
    const stop = reportUndeclaredErrors((error) => reported.push(error), { only: true });
    const answered = await call({ path: '/api/demo/undeclared' });
    await call({ path: '/api/demo/conflict' });
    stop();
    expect(answered).toMatchObject({ status: 409, body: { code: 'lesson.full' } });
    expect(reported).toEqual([{ endpoint: 'demo.undeclared', code: 'lesson.full', statusCode: 409 }]);
  });

  it('hides unexpected errors behind a plain 500 and reports them', async () => {
    const response = await call({ path: '/api/demo/crash' });
    expect(response).toMatchObject({ status: 500, body: { message: 'Something went wrong' } });
    expect(JSON.stringify(response.body)).not.toContain('10.0.0.1');
    expect(unexpected).toHaveLength(1);
  });

  it('reports an unexpected error with its route’s template, within the request’s correlation', async () => {
    unexpected.length = 0;
    const event = createTestEvent({ path: '/api/demo/crash' });
    event.requestContext.requestId = 'crash-request-7';
    await dispatch(event);
    expect(unexpected).toEqual([
      { error: expect.any(Error), route: 'GET /api/demo/crash', correlation: 'crash-request-7' },
    ]);
  });

  it.each([
    ['an answer', { path: '/api/demo/echo/1', method: 'POST', body: { name: 'Marta' } }],
    ['a refusal', { path: '/api/demo/mine' }],
    ['a crash', { path: '/api/demo/crash' }],
    ['a preflight', { path: '/api/demo/mine', method: 'OPTIONS' }],
  ])('returns the request’s correlation id on %s, readable by browsers', async (_, request) => {
    const event = createTestEvent(request);
    event.requestContext.requestId = 'request-id-42';
    const result = await dispatch(event);
    expect(result.headers['x-correlation-id']).toBe('request-id-42');
    expect(result.headers['access-control-expose-headers']).toContain('x-correlation-id');
  });

  it('handlers see the request’s correlation id', async () => {
    const seen: (string | undefined)[] = [];
    const echo = createDispatcher({
      endpoints,
      handlers: { 'demo.conflict': async () => seen.push(correlationId()) },
    });
    await echo(
      createTestEvent({ path: '/api/demo/conflict', headers: { 'x-correlation-id': 'widget-0a1b2c3d' } }),
    );
    expect(seen).toEqual(['widget-0a1b2c3d']);
  });

  it('answers 501 with the operation name for a route not built yet', async () => {
    expect(await call({ path: '/api/demo/later' })).toMatchObject({
      status: 501,
      body: { message: 'demo.later is not built yet' },
    });
  });

  it.each([
    ['GET', '/api/nowhere', 404],
    ['DELETE', '/api/demo/mine', 405],
  ])('answers %s %s with %i', async (method, path, status) => {
    expect((await call({ method, path })).status).toBe(status);
  });

  it('passes redirects through', async () => {
    const result = await dispatch(createTestEvent({ path: '/api/demo/moved' }));
    expect(result.statusCode).toBe(302);
    expect(result.headers.location).toBe('/login?error=auth_failed');
  });

  it.each([
    [
      'an answer with personal data',
      { path: '/api/demo/mine', headers: { authorization: 'Bearer confirmed' } },
    ],
    ['an error', { path: '/api/demo/conflict' }],
    ['a crash', { path: '/api/demo/crash' }],
    ['a redirect', { path: '/api/demo/moved' }],
    ['an unknown route', { path: '/api/nowhere' }],
  ])('marks %s never to be stored nor sniffed', async (_, request) => {
    const result = await dispatch(createTestEvent(request));
    expect(result.headers['cache-control']).toBe('no-store');
    expect(result.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers CORS preflight requests', async () => {
    const result = await dispatch(createTestEvent({ method: 'OPTIONS', path: '/api/demo/mine' }));
    expect(result.statusCode).toBe(204);
    expect(result.headers['access-control-allow-origin']).toBe('*');
  });
});
