/**
 * The locations Lambda bundled exactly as the stack bundles it (the same PlieFunction), then
 * run from its staged folder by plain Node, outside the repository — so nothing can come from
 * the repository's node_modules: the bundle must carry its city data itself. Also proves the
 * bundle is lean: no source map, no credential provider but the environment's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Duration, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_ACCESS } from './domain-access';
import { REPO_ROOT } from './paths';
import { CITY_DATA_FILE, CITY_DATA_SOURCE, PlieFunction } from './plie-function';
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
    env: {
      PATH: process.env.PATH,
      HOME: bundleDir,
      TABLE_NAME: 'plie-test-dummy',
      UPLOAD_BUCKET: 'plie-test-uploads',
      UPLOAD_PUBLIC_URL: 'https://uploads.plie.test',
      AWS_REGION: 'eu-central-1',
    },
    encoding: 'utf8',
  });
  return JSON.parse(output) as HandlerResult;
};

describe('the locations bundle', () => {
  const { app, outdir, dispose } = createTestApp();
  let bundleDir = '';
  let functionEnvironment: Record<string, unknown> = {};

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
    const template = Template.fromStack(stack);
    bundleDir = bundleDirOf(outdir, template, logicalIdOf(stack, fn));
    functionEnvironment =
      template.toJSON().Resources[logicalIdOf(stack, fn)].Properties.Environment?.Variables ?? {};
  });

  afterAll(dispose);

  it('lands outside the repository, so only what the bundle carries can load', () => {
    expect(path.relative(REPO_ROOT, bundleDir).startsWith('..')).toBe(true);
  });

  it('is an ESM bundle with the trimmed city list beside it, and nothing else', () => {
    expect(readdirSync(bundleDir).sort()).toEqual([CITY_DATA_FILE, 'index.mjs'].sort());
    expect(readFileSync(path.join(bundleDir, CITY_DATA_FILE)).equals(readFileSync(CITY_DATA_SOURCE))).toBe(
      true,
    );
  });

  it('ships no source map and does not ask Node for one', () => {
    expect(existsSync(path.join(bundleDir, 'index.mjs.map'))).toBe(false);
    expect(readFileSync(path.join(bundleDir, 'index.mjs'), 'utf8')).not.toMatch(/sourceMappingURL/);
    expect(functionEnvironment).not.toHaveProperty('NODE_OPTIONS');
  });

  // Strings found only in the default chain's providers (`keepNames` keeps the function names).
  it.each([
    ['SSO', 'portal.sso'],
    ['SSO OIDC', 'SSOOIDCClient'],
    ['STS web identity', 'AssumeRoleWithWebIdentity'],
    ['INI file', '"fromIni"'],
    ['credential process', 'credential_process'],
    ['container metadata', 'AWS_CONTAINER_CREDENTIALS'],
    ['instance metadata', '"fromInstanceMetadata"'],
  ])('carries no %s credential provider', (_, marker) => {
    expect(readFileSync(path.join(bundleDir, 'index.mjs'), 'utf8')).not.toContain(marker);
  });

  // A function without upload endpoints is given no upload reader (lambdas/*.ts): no codecs, no S3.
  it.each([
    ['the png codec', 'PNG_SIGNATURE'],
    ['the jpeg codec', 'JpegImage'],
    ['the S3 client', 'PutObjectCommand'],
  ])('carries no %s (it has no upload endpoint)', (_, marker) => {
    expect(readFileSync(path.join(bundleDir, 'index.mjs'), 'utf8')).not.toContain(marker);
  });

  it('carries the environment credential provider', () => {
    expect(readFileSync(path.join(bundleDir, 'index.mjs'), 'utf8')).toContain('"fromEnv"');
  });

  it('answers GET /api/city/countries with 200', () => {
    const result = invokeBundle(bundleDir, '/api/city/countries');
    expect(result.statusCode).toBe(200);
    const countries = JSON.parse(result.body) as { code: string; countryName: string }[];
    expect(countries).toContainEqual({ code: 'PL', countryName: 'Poland' });
  });

  it('answers a city search from the shipped data (the city list loads in the bundle)', () => {
    const result = invokeBundle(bundleDir, '/api/city/search', { q: 'Krak' });
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)[0]).toMatchObject({ name: 'Kraków', countryCode: 'PL' });
  });
});
