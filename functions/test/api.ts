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
}

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
    const result = await dispatch(createTestEvent(request));
    const text = typeof result.body === 'string' ? result.body : '';
    return { status: result.statusCode, headers: result.headers, body: text ? JSON.parse(text) : undefined };
  };
};
