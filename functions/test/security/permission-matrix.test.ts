/**
 * The permission matrix (issue #13): every endpoint of the contract × every role of spec §6, each
 * cell a real call through the dispatcher against one shared world (world.ts), its outcome checked
 * against permission-matrix.ts. An endpoint added to the contract without rows there fails here.
 */
import { endpoints } from '@plie/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../../src/http/router';
import { createTestApi } from '../api';
import { type CellContext, meets, PERMISSION_MATRIX } from './permission-matrix';
import { createSecurityWorld, ROLES, type World } from './world';

const api = createTestApi();
const route = createRouter(endpoints);
let world: World;

beforeAll(async () => {
  world = await createSecurityWorld(api);
}, 120_000);

describe('the matrix', () => {
  it('has rows for every endpoint of the contract, and for nothing else', () => {
    expect(Object.keys(PERMISSION_MATRIX).sort()).toEqual(endpoints.map((endpoint) => endpoint.name).sort());
  });

  it('has a scenario for each endpoint, saying what personal data looks like wherever an outcome depends on it', () => {
    for (const [name, rows] of Object.entries(PERMISSION_MATRIX)) {
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows) {
        const needsData = Object.values(row.expect).some((o) => o === 'redacted' || o === 'concealed');
        if (needsData) expect(row.reveals, `${name} — ${row.scenario}`).toBeDefined();
      }
    }
  });
});

const cells = Object.entries(PERMISSION_MATRIX).flatMap(([name, rows]) => rows.map((row) => ({ name, row })));

describe.each(cells)('$name — $row.scenario', ({ name, row }) => {
  // The roles of a row run side by side: each cell's writes are its own or leave the world as it was.
  it.concurrent.for(ROLES)('%s', async (role, { expect }) => {
    const context: CellContext = { world, role, caller: world.callers[role] };
    const { as, ...request } = await row.request(context);
    const caller = as === undefined ? context.caller : (as ?? undefined);
    const match = route(request.method ?? 'GET', request.path);
    expect(match.kind === 'matched' ? match.endpoint.name : match.kind, 'the cell calls its endpoint').toBe(
      name,
    );
    const response = await api({ ...request, headers: { ...caller?.headers, ...request.headers } });
    const expected = row.expect[role];
    if (process.env.PLIE_MATRIX_DEBUG && expected === 'allowed' && response.status >= 300)
      console.log(
        `${name} — ${row.scenario} as ${role}: ${response.status} ${JSON.stringify(response.body)}`,
      );
    expect(
      meets(expected, response.status, response.body, row, context),
      `${role} expected ${expected}, got ${response.status} ${JSON.stringify(response.body)?.slice(0, 400)}`,
    ).toBe(true);
  });
});
