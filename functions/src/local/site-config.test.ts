/** The local runtime serves `/config.json` with the demo operator (issue #17 item 9). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_SITE_OPERATOR, SiteConfigSchema } from '@plie/shared';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSiteConfig } from './site-config';

let server: Server;
let origin: string;

beforeAll(async () => {
  const middleware = serveSiteConfig();
  server = createServer((request, response) =>
    middleware(request, response, () => {
      response.statusCode = 418;
      response.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the local /config.json', () => {
  it('names the fictional demo operator, marked demo, in the shape the dashboard reads', async () => {
    const response = await fetch(`${origin}/config.json?x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const config = v.parse(SiteConfigSchema, await response.json());
    expect(config.operator).toEqual(DEMO_SITE_OPERATOR);
    expect(config.operator.demo).toBe(true);
    expect(JSON.stringify(config)).not.toMatch(/to be completed|\[|TODO/i);
  });

  it('leaves every other request to the server', async () => {
    expect((await fetch(`${origin}/config.jsonx`)).status).toBe(418);
    expect((await fetch(`${origin}/config.json`, { method: 'POST' })).status).toBe(418);
  });
});
