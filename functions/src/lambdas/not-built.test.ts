/**
 * Which contract routes are still not built (answer 501)? The list is a committed snapshot:
 * building an endpoint changes it (update with `npx vitest run -u`), so nothing is forgotten and
 * nothing is silently dropped.
 */
import { contract, endpoints, fillPath, listEndpoints, pathParamNames } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { createTestApi } from '../../test/api';
import { allHandlers, apiByDomain, handlersByDomain } from '.';

const api = createTestApi();
const notBuilt = endpoints.filter((endpoint) => !allHandlers[endpoint.name]);

describe('routes not built yet', () => {
  it('every handler belongs to a contract endpoint of its own domain', () => {
    for (const [domain, handlers] of Object.entries(handlersByDomain)) {
      for (const name of Object.keys(handlers)) {
        expect(endpoints.find((endpoint) => endpoint.name === name)?.domain, name).toBe(domain);
      }
    }
  });

  it('each function bundles the contract groups of all its endpoints, and the groups as the contract has them', () => {
    for (const [domain, api] of Object.entries(apiByDomain)) {
      const served = listEndpoints(api).filter((endpoint) => endpoint.domain === domain);
      expect(served.map((endpoint) => endpoint.name).sort(), domain).toEqual(
        endpoints
          .filter((endpoint) => endpoint.domain === domain)
          .map((endpoint) => endpoint.name)
          .sort(),
      );
      for (const [group, operations] of Object.entries(api)) {
        expect(operations, `${domain}: ${group}`).toBe(contract[group as keyof typeof contract]);
      }
    }
  });

  it.each(notBuilt.map((endpoint) => [endpoint.name, endpoint]))(
    '%s answers 501 with its name',
    async (_, endpoint) => {
      const params = Object.fromEntries(pathParamNames(endpoint.path).map((name) => [name, 'x']));
      const response = await api({ method: endpoint.method, path: fillPath(endpoint.path, params) });
      expect(response.status).toBe(501);
      expect(response.body.message).toBe(`${endpoint.name} is not built yet`);
    },
  );

  it('the list of routes still to build is the committed one', async () => {
    const list = notBuilt.map(
      (endpoint) => `${endpoint.name.padEnd(32)} ${endpoint.method.padEnd(6)} ${endpoint.path}`,
    );
    await expect(`${list.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/not-built-routes.txt');
  });
});
