/**
 * The page's first reads started by the entry (issue #18) and taken by the app's client: against a
 * real HTTP server that counts what reaches it, a read the app makes the same way is answered by the
 * early response, once, and never one that differs (another body, another session).
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@plie/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEarlyReads } from './early-reads';
import { fetchReadEarly } from './early-responses';

const STUDIO = { id: 'studio-1', name: 'Berlin Move', studioName: 'berlin_move' };
const received: string[] = [];
const server = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push(
      [request.method, request.url, body, request.headers.authorization].filter(Boolean).join(' '),
    );
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/api/studio/studioName/')) return response.end(JSON.stringify(STUDIO));
    if (request.url === '/api/lesson/search') {
      return response.end(JSON.stringify({ items: [{ id: `lesson-of ${body}` }], nextCursor: null }));
    }
    response.end('[]');
  });
});
let base = '';

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** Waits until the server has seen `count` requests. */
const untilReceived = async (count: number) => {
  for (let tries = 0; received.length < count && tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(received).toHaveLength(count);
};

const appClient = (token?: string) =>
  createClient({
    baseUrl: base,
    fetch: fetchReadEarly,
    getToken: () => token ?? null,
    getLanguage: () => 'en',
  });

describe('the early reads of a studio page', () => {
  it('reads the studio, then its lessons, styles and team, and the app’s same reads take those answers once', async () => {
    received.length = 0;
    startEarlyReads({ pathname: '/studios/berlin_move', search: '' }, 'en', base);
    await untilReceived(5);
    expect([...received].sort()).toEqual([
      'GET /api/studio/studio-1/teachers',
      'GET /api/studio/studioName/berlin_move',
      'GET /api/style',
      'GET /api/style/studio/studio-1',
      'POST /api/lesson/search {"studioIds":["studio-1"],"limit":100}',
    ]);

    const client = appClient();
    expect(await client.studios.getByStudioName({ params: { studioName: 'berlin_move' } })).toEqual(STUDIO);
    // Keys in another order than the early read wrote them: the same read all the same.
    const lessons = await client.lessons.search({ body: { limit: 100, studioIds: ['studio-1'] } });
    expect(lessons.items).toHaveLength(1);
    expect(await client.studios.listStyles({ params: { id: 'studio-1' } })).toEqual([]);
    await client.studios.listTeachers({ params: { id: 'studio-1' } });
    await client.styles.list();
    expect(received).toHaveLength(5);

    // Once only: the next read of the studio (a refresh) asks the API.
    await client.studios.getByStudioName({ params: { studioName: 'berlin_move' } });
    expect(received).toHaveLength(6);
  });

  it('never answers a read that differs: another filter, or a signed-in visitor’s', async () => {
    received.length = 0;
    startEarlyReads({ pathname: '/studios/berlin_move', search: '' }, 'en', base);
    await untilReceived(5);
    await appClient('token-1').studios.getByStudioName({ params: { studioName: 'berlin_move' } });
    await appClient().lessons.search({ body: { studioIds: ['studio-1'], limit: 100, days: [1] } });
    expect(received.slice(5)).toEqual([
      'GET /api/studio/studioName/berlin_move Bearer token-1',
      expect.stringContaining('"days":[1]'),
    ]);
  });

  it('leaves another tab of the studio page to read its own things', async () => {
    received.length = 0;
    startEarlyReads({ pathname: '/studios/berlin_move', search: '?tab=team' }, 'en', base);
    await untilReceived(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...received].sort()).toEqual([
      'GET /api/studio/studio-1/teachers',
      'GET /api/studio/studioName/berlin_move',
      'GET /api/style',
    ]);
  });
});

describe('the early reads of other pages', () => {
  it('reads the first page of a city’s lessons on /schedule, as the schedule asks for it', async () => {
    received.length = 0;
    startEarlyReads({ pathname: '/schedule', search: '?country=PL&city=Krak%C3%B3w&days=1' }, 'en', base);
    await untilReceived(1);
    expect(received[0]).toMatch(/^POST \/api\/lesson\/search \{.*"city":"Kraków".*\}$/);
    startEarlyReads({ pathname: '/schedule', search: '' }, 'en', base);
    startEarlyReads({ pathname: '/teachers', search: '' }, 'en', base);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
  });
});
