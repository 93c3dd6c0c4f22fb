/**
 * Test factories: an API Gateway v2 event like API Gateway sends, and a call through the real
 * dispatcher with every domain's handlers (the same path the local runtime serves).
 */
import { endpoints } from '@plie/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createDispatcher } from '../src/http/dispatcher';
import type { HandlerRegistry } from '../src/http/handler';
import { allHandlers } from '../src/lambdas';
import { authenticate } from '../src/services/authenticate';

export interface TestRequest {
  method?: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  /** `rawBody` is base64 (binary, as API Gateway passes it). */
  base64?: boolean;
  headers?: Record<string, string>;
  /** Sent as a multipart form (a browser's file upload) instead of `body`. */
  files?: TestFile[];
}

export interface TestFile {
  field: string;
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** A multipart body as a browser sends it, base64-encoded as API Gateway passes binary bodies. */
export const multipartBody = async (files: TestFile[]) => {
  const form = new FormData();
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://x', { method: 'POST', body: form });
  return {
    rawBody: Buffer.from(await request.arrayBuffer()).toString('base64'),
    contentType: request.headers.get('content-type') ?? '',
  };
};

/** The smallest valid images: the file rules check magic bytes. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

export const createTestEvent = (request: TestRequest): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = { ...request.headers };
  let body: string | undefined;
  if (request.rawBody !== undefined) body = request.rawBody;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] ??= 'application/json';
  }
  const method = request.method ?? 'GET';
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: request.path,
    rawQueryString: new URLSearchParams(request.query).toString(),
    headers,
    queryStringParameters: request.query,
    body,
    isBase64Encoded: request.base64 ?? false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'test',
      http: { method, path: request.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'test-request',
      routeKey: '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
};

export type TestApi = ReturnType<typeof createTestApi>;

export const createTestApi = (handlers: HandlerRegistry = allHandlers) => {
  const dispatch = createDispatcher({
    endpoints,
    handlers,
    authenticate,
    onUnexpectedError: (error) => {
      throw error;
    },
  });
  return async (request: TestRequest) => {
    if (request.files) {
      const { rawBody, contentType } = await multipartBody(request.files);
      request = {
        ...request,
        rawBody,
        base64: true,
        headers: { 'content-type': contentType, ...request.headers },
      };
    }
    const result = await dispatch(createTestEvent(request));
    const text = typeof result.body === 'string' ? result.body : '';
    return { status: result.statusCode, headers: result.headers, body: text ? JSON.parse(text) : undefined };
  };
};
