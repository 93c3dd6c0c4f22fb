/**
 * The data pages' reads (ADR 0019) against the permission matrix: the `pages` function reads in
 * process, through the API's dispatcher restricted to the pages' reads and without `authenticate`. So
 * whoever views the page — with whatever token the read carried — each read of the matrix's scenarios
 * must get exactly what the matrix says an anonymous caller gets: a server-rendered page never shows
 * one visitor's view to the next (CloudFront caches it for all).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src/http/dispatcher';
import {
  inProcessFetch,
  PAGE_READS,
  pageReadEndpoints,
  pageReadHandlers,
} from '../../src/lambdas/pages/page-reads';
import { createTestApi } from '../api';
import { type CellContext, meets, PERMISSION_MATRIX } from './permission-matrix';
import { createSecurityWorld, ROLES, type World } from './world';

const api = createTestApi();
const read = inProcessFetch(
  createDispatcher({ endpoints: pageReadEndpoints(), handlers: pageReadHandlers() }),
  {
    sourceIp: '198.51.100.7',
    correlationId: 'page-reads-matrix',
  },
);
let world: World;

beforeAll(async () => {
  world = await createSecurityWorld(api);
}, 120_000);

describe('the matrix', () => {
  it('has rows for every read of the data pages', () => {
    for (const name of PAGE_READS) expect(PERMISSION_MATRIX[name]?.length ?? 0, name).toBeGreaterThan(0);
  });
});

const cells = PAGE_READS.flatMap((name) => (PERMISSION_MATRIX[name] ?? []).map((row) => ({ name, row })));

describe.each(cells)('a data page’s read $name — $row.scenario', ({ row }) => {
  it.concurrent.for(ROLES)('viewed by %s, answers as to an anonymous caller', async (role, { expect }) => {
    const { as, ...request } = await row.request({ world, role, caller: world.callers[role] });
    const viewer = as === undefined ? world.callers[role] : (as ?? undefined);
    const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
    const response = await read(`${request.path}${query}`, {
      method: request.method ?? 'GET',
      headers: {
        ...viewer?.headers,
        ...request.headers,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const anonymous: CellContext = { world, role: 'anonymous', caller: undefined };
    expect(
      meets(row.expect.anonymous, response.status, body, row, anonymous),
      `expected ${row.expect.anonymous} (an anonymous caller's), got ${response.status} ${text.slice(0, 300)}`,
    ).toBe(true);
  });
});
