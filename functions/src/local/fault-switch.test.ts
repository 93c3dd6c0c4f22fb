/**
 * The local runtime's fault switch (`PLIE_FAULTS=1`): `POST /__local/faults` sets the mail and
 * file stand-ins' behaviour as an AWS SDK client sees it through the proxies — refused
 * connections, the service's own 500, a request never answered (cut by the client's timeout) — and
 * back to normal; the body is validated; the route is absent without the switch and from every
 * Lambda bundle.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DOMAINS, endpoints } from '@plie/shared';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDispatcher } from '../http/dispatcher';
import { lazyUpload } from '../http/uploads';
import { allHandlers } from '../lambdas';
import { isDependencyFailure } from '../services/dependency-failure';
import { createApiServer } from './api-server';
import { FAULTS_PATH, type RunningFaultSwitch, startFaultSwitch } from './fault-switch';

const dispatch = createDispatcher({
  endpoints,
  handlers: allHandlers,
  readUpload: lazyUpload,
});
let faults: RunningFaultSwitch;
const withSwitch = () => createApiServer(dispatch, { localRoutes: [faults.route] });
const servers: import('node:http').Server[] = [];

const listen = async (server: import('node:http').Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

let api = '';
const setFaults = (body: unknown, raw?: string) =>
  fetch(`${api}${FAULTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ?? JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { message?: string; mail?: string; files?: string },
  }));

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
/** Short limits, as the functions' outbound limits would cut a stalled call. */
const SHORT = {
  maxAttempts: 1,
  requestHandler: { connectionTimeout: 300, requestTimeout: 400, throwOnRequestTimeout: true },
};
/** Wide limits for calls that must get through: the shared stand-ins may be slow while the whole suite runs. */
const WIDE = {
  maxAttempts: 1,
  requestHandler: { connectionTimeout: 5_000, requestTimeout: 10_000, throwOnRequestTimeout: true },
};
type Limits = typeof SHORT;

const sendTestMail = (limits: Limits = WIDE) =>
  new SESv2Client({ region: 'eu-central-1', endpoint: faults.mailEndpoint, credentials, ...limits }).send(
    new SendEmailCommand({
      FromEmailAddress: 'hello@plie.test',
      Destination: { ToAddresses: [`faults.${Date.now()}@plie.test`] },
      Content: { Simple: { Subject: { Data: 'Hi' }, Body: { Text: { Data: 'Hello' } } } },
    }),
  );
const listFiles = (limits: Limits = WIDE) =>
  new S3Client({
    region: 'eu-central-1',
    endpoint: faults.filesEndpoint,
    forcePathStyle: true,
    credentials,
    ...limits,
  }).send(new ListBucketsCommand({})); // touches no object: other files upload to the shared stand-in meanwhile

/** What the call throws (or `undefined` when it succeeds), and how long it took. */
const outcomeOf = async (call: () => Promise<unknown>) => {
  const started = Date.now();
  const error = await call().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return { error, ms: Date.now() - started };
};

beforeAll(async () => {
  faults = await startFaultSwitch({ ses: inject('sesEndpoint'), s3: inject('s3Endpoint') });
  api = await listen(withSwitch());
});

afterAll(async () => {
  await faults.stop();
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('POST /__local/faults', () => {
  it('answers the state after each change; either key may be left out', async () => {
    expect(await setFaults({})).toEqual({ status: 200, body: { mail: 'ok', files: 'ok' } });
    expect(await setFaults({ mail: 'error' })).toEqual({ status: 200, body: { mail: 'error', files: 'ok' } });
    expect(await setFaults({ files: 'hang' })).toEqual({
      status: 200,
      body: { mail: 'error', files: 'hang' },
    });
    expect(await setFaults({ mail: 'ok', files: 'ok' })).toEqual({
      status: 200,
      body: { mail: 'ok', files: 'ok' },
    });
  });

  it.each([
    ['an unknown mode', { mail: 'down' }, /"mail" must be one of ok, refuse, error, hang, got "down"/],
    ['an unknown key', { queue: 'hang' }, /Unknown key "queue"/],
    ['an array', ['hang'], /must be a JSON object/],
    ['a string', 'hang', /must be a JSON object/],
  ])('refuses %s with a 400 that says what is wrong', async (_, body, message) => {
    const answer = await setFaults(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect((await setFaults({})).body).toEqual({ mail: 'ok', files: 'ok' });
  });

  it('refuses a body that is not JSON, and any method but POST', async () => {
    expect(await setFaults(undefined, '{mail:')).toMatchObject({
      status: 400,
      body: { message: /not valid JSON/ },
    });
    const get = await fetch(`${api}${FAULTS_PATH}`);
    expect(get.status).toBe(405);
    await get.body?.cancel();
  });

  it('does not exist without the switch: the API answers its 404', async () => {
    const plain = await listen(createApiServer(dispatch));
    const response = await fetch(`${plain}${FAULTS_PATH}`, { method: 'POST', body: '{"mail":"hang"}' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('route.notFound');
  });
});

describe('the stand-ins as the functions see them', () => {
  it('pass everything through in ok', async () => {
    expect((await outcomeOf(sendTestMail)).error).toBeUndefined();
    expect((await outcomeOf(listFiles)).error).toBeUndefined();
  });

  it.each(['mail', 'files'] as const)(
    '%s: refuse gives a refused connection, a dependency failure',
    async (key) => {
      await setFaults({ [key]: 'refuse' });
      const { error } = await outcomeOf(key === 'mail' ? sendTestMail : listFiles);
      expect(JSON.stringify(error, Object.getOwnPropertyNames(error ?? {}))).toMatch(/ECONNREFUSED/);
      expect(isDependencyFailure(error)).toBe(true);
      await setFaults({ [key]: 'ok' });
      expect((await outcomeOf(key === 'mail' ? sendTestMail : listFiles)).error).toBeUndefined();
    },
  );

  it.each(['mail', 'files'] as const)(
    '%s: error gives the service’s own 500, a dependency failure',
    async (key) => {
      await setFaults({ [key]: 'error' });
      const { error } = await outcomeOf(key === 'mail' ? sendTestMail : listFiles);
      expect(error).toMatchObject({ $metadata: { httpStatusCode: 500 } });
      expect(isDependencyFailure(error)).toBe(true);
      await setFaults({ [key]: 'ok' });
    },
  );

  it.each(['mail', 'files'] as const)('%s: hang never answers: the client’s timeout cuts it', async (key) => {
    await setFaults({ [key]: 'hang' });
    const { error, ms } = await outcomeOf(() => (key === 'mail' ? sendTestMail(SHORT) : listFiles(SHORT)));
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(ms).toBeLessThan(2_000);
    expect(isDependencyFailure(error)).toBe(true);
    await setFaults({ [key]: 'ok' });
    expect((await outcomeOf(key === 'mail' ? sendTestMail : listFiles)).error).toBeUndefined();
  });
});

describe('the Lambda bundles', () => {
  it('carry neither the fault switch nor its setting', async () => {
    const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
    const result = await build({
      entryPoints: DOMAINS.map((domain) =>
        path.join(repoRoot, 'functions', 'src', 'lambdas', `${domain}.ts`),
      ),
      bundle: true,
      platform: 'node',
      format: 'esm',
      mainFields: ['module', 'main'],
      outdir: path.join(repoRoot, 'node_modules', '.cache', 'plie-fault-switch'),
      write: false,
      logLevel: 'silent',
      absWorkingDir: repoRoot,
    });
    const found = result.outputFiles.filter((file) =>
      /__local\/faults|PLIE_FAULTS|fault-proxy/.test(file.text),
    );
    expect(found.map((file) => path.basename(file.path))).toEqual([]);
  }, 60_000);
});
