/**
 * The classifier read against the errors the real clients throw: an AWS SDK client and `fetch`
 * talking to a local server that answers as a failing service would (a 5xx, throttling, a stall)
 * or to a closed port; and the refusals that are not failures (a condition, a bad request).
 */

import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer, type Server } from 'node:net';
import {
  DynamoDBClient,
  GetItemCommand,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnprocessedError } from '../db/retry';
import { freePort } from '../local/stand-ins';
import { isDependencyFailure } from './dependency-failure';

/** path → how the fake service answers. */
const answers: Record<string, (response: import('node:http').ServerResponse) => void> = {
  '/dynamodb-500': (response) => {
    response.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
    response.end(
      JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'x' }),
    );
  },
  '/dynamodb-throttled': (response) => {
    response.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
    response.end(
      JSON.stringify({
        __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
        message: 'slow down',
      }),
    );
  },
  '/dynamodb-invalid': (response) => {
    response.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
    response.end(
      JSON.stringify({ __type: 'com.amazon.coral.validate#ValidationException', message: 'bad key' }),
    );
  },
  '/dynamodb-html-502': (response) => {
    response.writeHead(502, { 'content-type': 'text/html' });
    response.end('<html><body>Bad Gateway</body></html>');
  },
  '/dynamodb-hang': () => undefined,
  '/s3/bucket/slow-down': (response) => {
    response.writeHead(503, { 'content-type': 'application/xml' });
    response.end(
      '<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>Reduce your rate</Message></Error>',
    );
  },
  '/s3/bucket/missing': (response) => {
    response.writeHead(404, { 'content-type': 'application/xml' });
    response.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>');
  },
};

let server: import('node:http').Server;
let base = '';
let closedPort = 0;
let silent: Server;
let silentPort = 0;
const silentSockets = new Set<import('node:net').Socket>();

beforeAll(async () => {
  server = createHttpServer((request, response) => {
    const path = request.url?.split('?')[0] ?? '';
    request.resume();
    answers[path.replace(/\/$/, '')]?.(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closedPort = await freePort();
  // Accepts connections and never says a word (a stalled service).
  silent = createServer((socket) => silentSockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  for (const socket of silentSockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const credentials = { accessKeyId: 'test', secretAccessKey: 'test' };
const limits = { connectionTimeout: 300, requestTimeout: 300, throwOnRequestTimeout: true as const };

/** What a DynamoDB GetItem throws when the service at `endpoint` answers as it does. */
const dynamoError = (endpoint: string): Promise<unknown> =>
  new DynamoDBClient({
    region: 'eu-central-1',
    endpoint,
    credentials,
    maxAttempts: 1,
    requestHandler: limits,
  })
    .send(new GetItemCommand({ TableName: 't', Key: { PK: { S: 'a' } } }))
    .then(
      () => expect.fail('the call succeeded'),
      (error: unknown) => error,
    );

const s3Error = (key: string): Promise<unknown> =>
  new S3Client({
    region: 'eu-central-1',
    endpoint: `${base}/s3`,
    forcePathStyle: true,
    credentials,
    maxAttempts: 1,
    requestHandler: limits,
  })
    .send(new GetObjectCommand({ Bucket: 'bucket', Key: key }))
    .then(
      () => expect.fail('the call succeeded'),
      (error: unknown) => error,
    );

/** DynamoDB's JSON protocol posts to `/`: each case gets its own path prefix as the endpoint. */
const dynamodbAt = (path: string) => `${base}${path}`;

describe('isDependencyFailure on what the AWS SDK throws', () => {
  it('counts a 500 from the service (InternalServerError) as a dependency failure', async () => {
    expect(isDependencyFailure(await dynamoError(dynamodbAt('/dynamodb-500')))).toBe(true);
  });

  it('counts throttling (ProvisionedThroughputExceededException) as a dependency failure', async () => {
    expect(isDependencyFailure(await dynamoError(dynamodbAt('/dynamodb-throttled')))).toBe(true);
  });

  it('counts an HTML 502 from something in front of the service as a dependency failure', async () => {
    expect(isDependencyFailure(await dynamoError(dynamodbAt('/dynamodb-html-502')))).toBe(true);
  });

  it('counts a stalled service (the request timeout) as a dependency failure', async () => {
    const started = Date.now();
    const error = await dynamoError(`http://127.0.0.1:${silentPort}`);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(isDependencyFailure(error)).toBe(true);
  });

  it('counts a refused connection as a dependency failure', async () => {
    expect(isDependencyFailure(await dynamoError(`http://127.0.0.1:${closedPort}`))).toBe(true);
  });

  it('counts S3 asking to slow down (503 SlowDown) as a dependency failure', async () => {
    expect(isDependencyFailure(await s3Error('slow-down'))).toBe(true);
  });

  it('does not count a request the service refused as bad (ValidationException) as one', async () => {
    expect(isDependencyFailure(await dynamoError(dynamodbAt('/dynamodb-invalid')))).toBe(false);
  });

  it('does not count a missing object (NoSuchKey) as one', async () => {
    expect(isDependencyFailure(await s3Error('missing'))).toBe(false);
  });
});

describe('isDependencyFailure on what fetch throws', () => {
  it('counts a fetch that ran past its AbortSignal.timeout as a dependency failure', async () => {
    const error = await fetch(`http://127.0.0.1:${silentPort}/`, { signal: AbortSignal.timeout(200) }).catch(
      (thrown: unknown) => thrown,
    );
    expect(isDependencyFailure(error)).toBe(true);
  });

  it('counts a refused connection (TypeError: fetch failed, caused by ECONNREFUSED) as one', async () => {
    const error = await fetch(`http://127.0.0.1:${closedPort}/`).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(TypeError);
    expect(isDependencyFailure(error)).toBe(true);
  });
});

describe('isDependencyFailure on the data layer’s own errors', () => {
  it('counts a transaction still in conflict after every retry as a dependency failure', () => {
    const conflicted = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: { httpStatusCode: 400 },
      CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
    });
    expect(isDependencyFailure(conflicted)).toBe(true);
    expect(
      isDependencyFailure(new TransactionConflictException({ message: 'conflict', $metadata: {} })),
    ).toBe(true);
  });

  it('does not count a transaction refused by a condition as one', () => {
    const refused = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: { httpStatusCode: 400 },
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
    });
    expect(isDependencyFailure(refused)).toBe(false);
  });

  it('counts a batch that never drained (UnprocessedError) as a dependency failure', () => {
    expect(isDependencyFailure(new UnprocessedError(3, 8))).toBe(true);
  });

  it('does not count a bug (a plain Error, a TypeError, a non-error) as one', () => {
    expect(isDependencyFailure(new Error('boom'))).toBe(false);
    expect(isDependencyFailure(new TypeError('x is undefined'))).toBe(false);
    expect(isDependencyFailure('text')).toBe(false);
    expect(isDependencyFailure(undefined)).toBe(false);
  });
});
