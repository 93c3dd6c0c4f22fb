/**
 * Honest statuses under failure, through the real dispatcher: a dependency that fails or stalls
 * (the table while the caller is read, S3 and SES hanging) answers a 503 with `Retry-After` and
 * `dependency.unavailable` within the outbound limits — never a 403 "not you", a 500 or a hang —
 * and the same request succeeds once the dependency is back. The mail and file stand-ins are
 * reached through the local fault switch's proxies; the table is failed for the user's item only,
 * by sending its reads to a closed port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceInputTypes, ServiceOutputTypes } from '@aws-sdk/client-dynamodb';
import { errorText } from '@plie/shared';
import type { BuildMiddleware } from '@smithy/types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createAccount, makeSignup, type TestAccount } from '../../test/accounts';
import { createTestApi, PNG_BYTES } from '../../test/api';
import { resetConfig } from '../config';
import { dynamoClient } from '../db/client';
import { userKey } from '../db/keys';
import { FAULTS_PATH } from '../local/fault-switch';
import { freePort } from '../local/stand-ins';
import { isDependencyFailure } from '../services/dependency-failure';
import { sendMail } from '../services/mail';

/** The limits this file's S3 and SES clients are made with (read when each is made, below). */
const OUTBOUND = {
  OUTBOUND_CONNECTION_TIMEOUT_MS: '300',
  OUTBOUND_REQUEST_TIMEOUT_MS: '500',
  OUTBOUND_MAX_ATTEMPTS: '1',
};

// Before any module makes its clients: SES and S3 through the fault switch's proxies, short limits.
const faults = await vi.hoisted(async () => {
  const { inject } = await import('vitest');
  const { startFaultSwitch } = await import('../local/fault-switch');
  const running = await startFaultSwitch({ ses: inject('sesEndpoint'), s3: inject('s3Endpoint') });
  Object.assign(process.env, {
    SES_ENDPOINT: running.mailEndpoint,
    S3_ENDPOINT: running.filesEndpoint,
    OUTBOUND_CONNECTION_TIMEOUT_MS: '300',
    OUTBOUND_REQUEST_TIMEOUT_MS: '500',
    OUTBOUND_MAX_ATTEMPTS: '1',
  });
  (await import('../config')).resetConfig();
  return running;
});

const api = createTestApi();
let dancer: TestAccount;
let closedPort = 0;

let switchServer: Server;
/** Sets the stand-ins' faults through the switch's own handler, as the local API server serves it. */
const setFaults = async (state: Record<string, string>) => {
  const { port } = switchServer.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${FAULTS_PATH}`, {
    method: 'POST',
    body: JSON.stringify(state),
  });
  expect(response.status).toBe(200);
  await response.body?.cancel();
};

beforeAll(async () => {
  dancer = await createAccount(api, { name: 'Oleh Dancer' });
  closedPort = await freePort();
  switchServer = createServer((req, res) => void faults.route(req, res));
  await new Promise<void>((resolve) => switchServer.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  switchServer.closeAllConnections();
  await new Promise((resolve) => switchServer.close(resolve));
  await faults.stop();
  for (const name of Object.keys(OUTBOUND)) delete process.env[name];
  resetConfig();
});

/** Sends the table's GetItem of `key` to a closed port (a connection refused, as by a table gone away). */
const failingReadsOf =
  (key: { PK: string }): BuildMiddleware<ServiceInputTypes, ServiceOutputTypes> =>
  (next) =>
  async (args) => {
    const request = args.request as {
      headers: Record<string, string>;
      body?: unknown;
      hostname: string;
      port?: number;
    };
    const body =
      request.body instanceof Uint8Array ? new TextDecoder().decode(request.body) : String(request.body);
    if (request.headers['x-amz-target']?.endsWith('.GetItem') && body.includes(`"${key.PK}"`)) {
      request.hostname = '127.0.0.1';
      request.port = closedPort;
    }
    return next(args);
  };

/** Fails the table's reads of the caller's user item while `during` runs. */
const whileUserReadsFail = async (during: () => Promise<void>) => {
  const name = 'fail-user-reads';
  dynamoClient.middlewareStack.add(failingReadsOf(userKey(dancer.id)), { step: 'build', name });
  try {
    await during();
  } finally {
    dynamoClient.middlewareStack.remove(name);
  }
};

const expectUnavailable = (response: { status: number; headers: Record<string, unknown>; body: unknown }) => {
  expect(response.status, JSON.stringify(response.body)).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.body).toMatchObject({
    statusCode: 503,
    code: 'dependency.unavailable',
    message: errorText('dependency.unavailable'),
  });
};

describe('a database failure while reading the signed-in caller', () => {
  const signUpForMyself = () =>
    api({
      method: 'POST',
      path: '/api/attendance',
      body: {
        lessonId: 'no-such-lesson',
        date: '2030-01-07',
        userId: dancer.id,
        name: 'Oleh Dancer',
        email: dancer.email,
      },
      headers: dancer.headers,
    });

  it('answers a public route (a sign-up for oneself) 503, not 403 "You can sign up only yourself"', async () => {
    await whileUserReadsFail(async () => expectUnavailable(await signUpForMyself()));
    const recovered = await signUpForMyself();
    expect(recovered.status).not.toBe(503);
    expect(recovered.body.code).not.toBe('attendance.onlyYourself');
  });

  it('answers a signed-in route 503 too, not 401 "Please log in"', async () => {
    await whileUserReadsFail(async () =>
      expectUnavailable(await api({ path: '/api/auth/me', headers: dancer.headers })),
    );
    expect((await api({ path: '/api/auth/me', headers: dancer.headers })).status).toBe(200);
  });
});

describe('the file store hanging', () => {
  it('answers an upload 503 with Retry-After within the outbound limits, and stores it once S3 is back', async () => {
    const token = (await api({ method: 'POST', path: '/api/auth/signup', body: makeSignup() })).body
      .access_token as string;
    const upload = () =>
      api({
        method: 'POST',
        path: '/api/user/avatar',
        files: [{ field: 'avatar', bytes: PNG_BYTES, name: 'me.png', type: 'image/png' }],
        headers: bearer(token),
      });
    await setFaults({ files: 'hang' });
    const started = Date.now();
    const response = await upload();
    expect(Date.now() - started).toBeLessThan(3_000);
    expectUnavailable(response);
    await setFaults({ files: 'ok' });
    expect((await upload()).status).toBe(200);
  });
});

describe('the mail service hanging', () => {
  it('fails a send within the outbound limits, as a dependency failure (not a hang)', async () => {
    try {
      await setFaults({ mail: 'hang' });
      const started = Date.now();
      const error = await sendMail({
        to: `hang.${Date.now()}@plie.test`,
        subject: 'Hi',
        text: 'Hello',
        html: '<p>Hello</p>',
      }).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(error).toMatchObject({ name: 'TimeoutError' });
      expect(isDependencyFailure(error)).toBe(true);
    } finally {
      await setFaults({ mail: 'ok' });
    }
  });
});
