import type { AddressInfo } from 'node:net';
import { endpoints } from '@plie/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../http/dispatcher';
import { lazyUpload } from '../http/uploads';
import { allHandlers } from '../lambdas';
import { resetRateLimits, setRateLimits } from '../services/rate-limits';
import { createApiServer, sourceIpOf } from './api-server';

/** The local API server must hand handlers the same event API Gateway would. */
const seen: APIGatewayProxyEventV2[] = [];
const server = createApiServer(async (event) => {
  seen.push(event);
  if (event.rawPath === '/boom') throw new Error('dispatcher bug');
  return {
    statusCode: 201,
    headers: { 'content-type': 'application/json', 'x-plie': 'yes' },
    body: '{"ok":true}',
  };
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the local API server', () => {
  it('turns a request into an API Gateway v2 event and writes the result back', async () => {
    const response = await fetch(`${base}/api/city/Krak%C3%B3w?q=Kra&tag=a&tag=b`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: 'Bearer t' },
      body: JSON.stringify({ name: 'Marta' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-plie')).toBe('yes');
    expect(await response.json()).toEqual({ ok: true });
    const event = seen.at(-1) as APIGatewayProxyEventV2;
    expect(event).toMatchObject({
      version: '2.0',
      rawPath: '/api/city/Krak%C3%B3w',
      rawQueryString: 'q=Kra&tag=a&tag=b',
      queryStringParameters: { q: 'Kra', tag: 'a,b' },
      body: '{"name":"Marta"}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/api/city/Krak%C3%B3w' } },
    });
    expect(event.headers.authorization).toBe('Bearer t');
  });

  it('passes binary bodies base64-encoded, as API Gateway does', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    await fetch(`${base}/upload`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: bytes });
    const event = seen.at(-1) as APIGatewayProxyEventV2;
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(Buffer.from(bytes));
  });

  it('refuses bodies over API Gateway’s 10 MB limit with 413', async () => {
    const response = await fetch(`${base}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request Entity Too Large' });
  });

  /** A multipart form of one file of `size` bytes, as a browser sends it. */
  const multipartOf = async (size: number) => {
    const form = new FormData();
    form.set('banner', new Blob([new Uint8Array(size)], { type: 'image/png' }), 'banner.png');
    const request = new Request('http://x', { method: 'POST', body: form });
    return {
      body: new Uint8Array(await request.arrayBuffer()),
      contentType: request.headers.get('content-type') ?? '',
    };
  };

  it('refuses a 4.8 MB multipart upload with API Gateway’s 413, as Lambda’s 6 MB payload limit does in AWS', async () => {
    const before = seen.length;
    const { body, contentType } = await multipartOf(4_800_000);
    const response = await fetch(`${base}/api/studio/banner/s1`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request Entity Too Large' });
    expect(seen.length, 'the function never ran').toBe(before);
  });

  it('passes a 4.4 MB multipart upload, whose base64 event stays under 6 MB', async () => {
    const { body, contentType } = await multipartOf(4_400_000);
    const response = await fetch(`${base}/api/studio/banner/s1`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(201);
    expect(seen.at(-1)?.isBase64Encoded).toBe(true);
  });

  it('refuses a JSON body that makes the event larger than 6 MB, though under 10 MB', async () => {
    const response = await fetch(`${base}/api/lesson/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('passes the socket’s address as sourceIp, as API Gateway does: never a header the client writes', async () => {
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.9', forwarded: 'for=203.0.113.9', 'x-real-ip': '203.0.113.9' },
    });
    const event = seen.at(-1) as APIGatewayProxyEventV2;
    expect(event.requestContext.http.sourceIp).toBe('127.0.0.1');
    expect(event.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['::1', '::1'],
    ['2001:db8::5', '2001:db8::5'],
  ])('writes the socket address %s as API Gateway would: %s', (socketAddress, sourceIp) => {
    expect(sourceIpOf(socketAddress)).toBe(sourceIp);
  });

  it('answers 500 with the error shape if the dispatcher itself throws', async () => {
    const response = await fetch(`${base}/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ statusCode: 500, message: 'Something went wrong' });
  });
});

describe('the local runtime’s flood limits', () => {
  const real = createApiServer(
    createDispatcher({ endpoints, handlers: allHandlers, readUpload: lazyUpload }),
  );
  let realBase = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => real.listen(0, '127.0.0.1', resolve));
    realBase = `http://127.0.0.1:${(real.address() as AddressInfo).port}`;
    setRateLimits({ writes: { limit: 2, windowSeconds: 3600 } });
  });
  afterAll(async () => {
    resetRateLimits();
    await new Promise<void>((resolve) => real.close(() => resolve()));
  });

  it('count by the socket’s address: a forged X-Forwarded-For does not get past, and the 429 keeps its Retry-After', async () => {
    const responses: Response[] = [];
    for (let request = 1; request <= 4; request++) {
      const response = await fetch(`${realBase}/api/auth/signup`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'pl',
          'x-forwarded-for': `203.0.113.${request}`,
        },
        body: '{}',
      });
      responses.push(response);
    }
    expect(responses.map((response) => response.status)).toEqual([400, 400, 429, 429]);
    const last = responses[3] as Response;
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last.json()) as { message: string }).message).toMatch(
      /^Zbyt wiele zapytań\. Spróbuj ponownie za /,
    );
  });
});
