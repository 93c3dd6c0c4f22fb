/**
 * Test factories: an API Gateway v2 event like API Gateway sends, and a call through the real
 * dispatcher with every domain's handlers (the same path the local runtime serves).
 */
import { endpoints } from '@plie/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { authenticate } from '../src/domains/accounts/authenticate';
import { type ApiResult, createDispatcher } from '../src/http/dispatcher';
import type { HandlerRegistry } from '../src/http/handler';
import { lazyUpload } from '../src/http/uploads';
import { allHandlers } from '../src/lambdas';
import { JPEG_QUALITY, reencodeImage } from '../src/services/images';

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
  /** The client address API Gateway saw (`requestContext.http.sourceIp`); 127.0.0.1 unless given. */
  sourceIp?: string;
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

/** RGBA pixels of a `width` × `height` image: a gradient, or one grey when `uniform`. */
const testPixels = (width: number, height: number, uniform = false): Buffer => {
  const data = Buffer.alloc(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    data.set(uniform ? [128, 128, 128, 255] : [200, (pixel * 37) % 256, 90, 255], pixel * 4);
  }
  return data;
};

/** A real png of `width` × `height` (pngjs). */
export const makePng = (width = 4, height = 4): Uint8Array =>
  new Uint8Array(PNG.sync.write({ width, height, data: testPixels(width, height) } as PNG));

/** A real jpeg of `width` × `height` (jpeg-js), one grey so that re-encoding it gives it back. */
export const makeJpeg = (width = 8, height = 8): Uint8Array =>
  new Uint8Array(jpeg.encode({ width, height, data: testPixels(width, height, true) }, JPEG_QUALITY).data);

/** `bytes` re-encoded until the API's re-encoding gives them back unchanged (so tests can compare). */
const asStored = (bytes: Uint8Array, mimeType: 'image/png' | 'image/jpeg'): Uint8Array => {
  let current = bytes;
  for (let round = 0; round < 5; round += 1) {
    const result = reencodeImage(current, mimeType);
    if (!result.ok) throw new Error(`test image refused: ${result.reason}`);
    if (Buffer.compare(Buffer.from(result.image.bytes), Buffer.from(current)) === 0) return current;
    current = result.image.bytes;
  }
  throw new Error('test image does not settle under re-encoding');
};

/** Tiny real images, exactly as the API stores them (decoded and re-encoded). */
export const PNG_BYTES = asStored(makePng(), 'image/png');
export const JPEG_BYTES = asStored(makeJpeg(), 'image/jpeg');

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
      http: {
        method,
        path: request.path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: 'vitest',
      },
      requestId: 'test-request',
      routeKey: '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
};

export type TestApi = ReturnType<typeof createTestApi>;

export const createTestApi = (handlers: HandlerRegistry = allHandlers) =>
  testApiOver(
    createDispatcher({
      endpoints,
      handlers,
      readUpload: lazyUpload,
      authenticate,
      onUnexpectedError: (error) => {
        throw error;
      },
    }),
  );

/** The test API over any dispatch: the sources' dispatcher, or the deployed bundles (bundle-runtime.ts). */
export const testApiOver = (dispatch: (event: APIGatewayProxyEventV2) => Promise<ApiResult>) => {
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
    const json = (result.headers?.['content-type'] ?? 'application/json').toString().includes('json');
    return {
      status: result.statusCode,
      headers: result.headers,
      body: text ? (json ? JSON.parse(text) : text) : undefined,
    };
  };
};
