import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE_PATH } from '../../scripts/generated-paths';
import { contract, endpoints } from './index';
import { renderRouteTableModule, routeTableOf } from './route-table';
import { ROUTES } from './routes.generated';

describe('the route table', () => {
  it('has every endpoint’s method, path and upload rule, and nothing else', () => {
    for (const endpoint of endpoints) {
      const [group, operation] = endpoint.name.split('.') as [string, string];
      const route = (ROUTES as Record<string, Record<string, unknown>>)[group]?.[operation];
      expect(route, endpoint.name).toEqual({
        method: endpoint.method,
        path: endpoint.path,
        ...(endpoint.upload ? { upload: endpoint.upload } : {}),
      });
    }
    expect(ROUTES).toEqual(routeTableOf(contract));
  });

  it('is up to date in routes.generated.ts (run `npm run contract:generate` after changing the contract)', () => {
    expect(readFileSync(ROUTE_TABLE_PATH, 'utf8')).toBe(renderRouteTableModule(contract));
  });
});
