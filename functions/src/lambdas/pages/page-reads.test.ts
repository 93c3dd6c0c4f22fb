/**
 * What the data pages' renders may read in the `pages` function (ADR 0019): the public reads they
 * make, each answered by the API's own handler, and nothing else — no write, nothing behind a login,
 * no GET with an effect (the e-mail confirmation link is a GET).
 */
import { endpoints } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../http/dispatcher';
import { inProcessFetch, PAGE_READS, pageReadEndpoints, pageReadHandlers, readEvent } from './page-reads';

const dispatch = createDispatcher({ endpoints: pageReadEndpoints(), handlers: pageReadHandlers() });
const from = { sourceIp: '198.51.100.7', correlationId: 'page-request-1' };
const read = inProcessFetch(dispatch, from);

describe('the pages’ reads', () => {
  it('are public reads of the contract (GETs, or searches that send their filters as POST), each with its handler', () => {
    const byName = new Map(endpoints.map((endpoint) => [endpoint.name, endpoint]));
    for (const name of PAGE_READS) {
      const endpoint = byName.get(name);
      expect(endpoint, name).toBeDefined();
      expect(endpoint?.auth, name).toBe('public');
      expect(endpoint?.upload, name).toBeUndefined();
      expect(
        endpoint?.method === 'GET' || (endpoint?.method === 'POST' && name.endsWith('.search')),
        name,
      ).toBe(true);
    }
    expect(
      pageReadEndpoints()
        .map((endpoint) => endpoint.name)
        .sort(),
    ).toEqual([...PAGE_READS].sort());
    expect(Object.keys(pageReadHandlers()).sort()).toEqual([...PAGE_READS].sort());
  });

  it.each([
    ['GET', '/api/auth/confirm?token=abc'],
    ['GET', '/api/auth/me'],
    ['GET', '/api/studio/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/studio'],
    ['DELETE', '/api/attendance/cancel/abc'],
    ['GET', '/api/openapi.json'],
  ])('answer 404 for any other endpoint: %s %s', async (method, path) => {
    const answer = await read(path, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { code: string }).code).toBe('route.notFound');
  });

  it('read the styles, as the API answers them', async () => {
    const answer = await read('/api/style', { headers: { accept: 'application/json' } });
    expect(answer.status).toBe(200);
    expect(Array.isArray(await answer.json())).toBe(true);
  });

  it('hand the dispatcher an API Gateway event with the read’s method, path, query, body and only its own headers', () => {
    const event = readEvent(
      '/api/lesson/search?page=2',
      {
        method: 'post',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'pl',
          authorization: 'Bearer x',
          cookie: 'a=b',
          'x-forwarded-for': '10.0.0.1',
        },
        body: '{"studioIds":["s1"]}',
      },
      from,
    );
    expect(event.requestContext.http).toMatchObject({
      method: 'POST',
      path: '/api/lesson/search',
      sourceIp: from.sourceIp,
    });
    expect(event.rawPath).toBe('/api/lesson/search');
    expect(event.queryStringParameters).toEqual({ page: '2' });
    expect(event.body).toBe('{"studioIds":["s1"]}');
    expect(event.headers).toEqual({
      'content-type': 'application/json',
      'accept-language': 'pl',
      'x-correlation-id': 'page-request-1',
    });
    expect(event.cookies).toBeUndefined();
  });

  it('give up a read as soon as the render’s budget is over', async () => {
    const never = inProcessFetch(() => new Promise(() => {}), from);
    const signal = AbortSignal.timeout(50);
    await expect(never('/api/style', { signal })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
