import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer } from './api-server';

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
    expect(await response.json()).toMatchObject({ statusCode: 413, message: 'Request body is too large' });
  });

  it('answers 500 with the error shape if the dispatcher itself throws', async () => {
    const response = await fetch(`${base}/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ statusCode: 500, message: 'Something went wrong' });
  });
});
