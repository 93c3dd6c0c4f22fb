/**
 * The local runtime cuts a request at its function's Lambda timeout and answers as the gateway
 * does (504, `{"message":"Endpoint request timed out"}`): on the sources (api-server.ts, one limit)
 * and on the bundles (bundle-api.ts, each function's own timeout from the template, the instance
 * dropped and the next request served by a fresh one).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestEvent } from '../../test/api';
import { createApiServer, GATEWAY_TIMEOUT_BODY } from './api-server';
import { createBundleApi } from './bundle-api';
import type { LocalTemplate } from './cloud-template';

const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const ok = { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };

describe('the local API server on the sources', () => {
  it('answers 504 when the dispatcher runs past the function timeout, and serves quick requests', async () => {
    const server = createApiServer(
      async (event: APIGatewayProxyEventV2) => {
        if (event.rawPath === '/slow') await new Promise((resolve) => setTimeout(resolve, 2_000));
        return ok;
      },
      { timeoutMsOf: () => 200 },
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const started = Date.now();
    const slow = await fetch(`${base}/slow`);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(slow.status).toBe(504);
    expect(await slow.json()).toEqual(JSON.parse(GATEWAY_TIMEOUT_BODY));
    const quick = await fetch(`${base}/quick`);
    expect(quick.status).toBe(200);
    await quick.body?.cancel();
  });
});

describe('the bundle runtime', () => {
  /** A one-function "template" whose bundle hangs on /api/slow and answers at once otherwise. */
  const bundleDir = mkdtempSync(join(tmpdir(), 'plie-timeout-bundle-'));
  writeFileSync(
    join(bundleDir, 'index.mjs'),
    `export const handler = async (event) => {
      if (event.rawPath === '/api/slow') await new Promise(() => {});
      return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
    };`,
  );
  const template: LocalTemplate = {
    stackName: 'test',
    functions: [
      {
        logicalId: 'Slow',
        domain: 'slow',
        bundleDir,
        handler: 'index.handler',
        timeoutSeconds: 1,
        memoryMb: 128,
        environment: {},
        policies: [],
        roleName: 'slow',
      },
    ],
    routes: [
      { method: 'GET', path: '/api/slow', functionLogicalId: 'Slow' },
      { method: 'GET', path: '/api/quick', functionLogicalId: 'Slow' },
    ],
    rules: [],
    throttles: { default: { rate: 100, burst: 100 }, routes: {} },
  };

  it('answers 504 when a function runs past its own timeout, then serves from a fresh instance', async () => {
    const errors: string[] = [];
    const api = createBundleApi({
      template,
      environmentOf: () => ({}),
      onFunctionError: (error) => errors.push(error.errorType),
    });
    try {
      const started = Date.now();
      const slow = await api.dispatch(createTestEvent({ path: '/api/slow' }));
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
      expect(slow.statusCode).toBe(504);
      expect(JSON.parse(String(slow.body))).toEqual(JSON.parse(GATEWAY_TIMEOUT_BODY));
      expect(errors).toEqual(['Sandbox.Timedout']);
      expect((await api.dispatch(createTestEvent({ path: '/api/quick' }))).statusCode).toBe(200);
    } finally {
      await api.stop();
    }
  });
});
