/**
 * The local stand-in for API Gateway + Lambda: turns each HTTP request into the same API
 * Gateway HTTP API (payload v2) event and calls the same dispatcher the Lambdas run.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiResult } from '../http/dispatcher';

/** API Gateway's own payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

const isTextual = (contentType: string) => /json|text|x-www-form-urlencoded/.test(contentType);

class BodyTooLarge extends Error {}

/** Reads the body; one over the limit is drained (so the client gets our 413) and refused. */
const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      size > MAX_BODY_BYTES ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks)),
    );
    request.on('error', reject);
  });

/**
 * The client's address as API Gateway writes `sourceIp`: the TCP peer (never X-Forwarded-For or
 * any header the client controls; the flood limits count by it), IPv4 without its IPv6 mapping.
 */
export const sourceIpOf = (socketAddress: string | undefined): string => {
  const address = socketAddress ?? '';
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
};

/** Builds the API Gateway v2 event of a request, as API Gateway would. */
export const toApiGatewayEvent = (request: IncomingMessage, body: Buffer): APIGatewayProxyEventV2 => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    queryStringParameters[name] =
      name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }
  const contentType = headers['content-type'] ?? '';
  const textual = isTextual(contentType);
  const method = (request.method ?? 'GET').toUpperCase();
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(queryStringParameters).length ? queryStringParameters : undefined,
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: sourceIpOf(request.socket.remoteAddress),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
};

export type Dispatch = (event: APIGatewayProxyEventV2) => Promise<ApiResult>;

export const createApiServer = (dispatch: Dispatch): Server =>
  createServer(async (request, response) => {
    try {
      const body = await readBody(request);
      const result = await dispatch(toApiGatewayEvent(request, body));
      const payload =
        result.body === undefined
          ? ''
          : result.isBase64Encoded
            ? Buffer.from(result.body, 'base64')
            : result.body;
      response.writeHead(result.statusCode, result.headers);
      response.end(payload);
    } catch (error) {
      const tooLarge = error instanceof BodyTooLarge;
      if (!tooLarge) console.error('[api] unexpected error', error);
      if (!response.headersSent) {
        const status = tooLarge ? 413 : 500;
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(
          JSON.stringify({
            statusCode: status,
            error: tooLarge ? 'Payload Too Large' : 'Internal Server Error',
            message: tooLarge ? 'Request body is too large' : 'Something went wrong',
          }),
        );
      }
    }
  });
