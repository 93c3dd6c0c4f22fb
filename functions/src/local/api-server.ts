/**
 * The local stand-in for API Gateway + Lambda: turns each HTTP request into the same API
 * Gateway HTTP API (payload v2) event and calls the same dispatcher the Lambdas run. It refuses
 * what AWS refuses before any code runs: a body over API Gateway's 10 MB, and an event over
 * Lambda's 6 MB invocation payload (binary bodies travel base64-encoded, 4/3 larger: a multipart
 * upload over ~4.4 MB never reaches the function) — with API Gateway's own 413. A request that runs
 * past the function's Lambda timeout gets API Gateway's 504 (`timeoutMs`; the sources' dispatcher
 * cannot be killed, so its work goes on unanswered, as a Lambda's would not: bundle-api.ts drops
 * the instance). The local runtime's own routes (the fault switch) are served before the API.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiResult } from '../http/dispatcher';
import { gatewayEvent } from '../http/gateway-event';

/** API Gateway's own payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Lambda's limit of a synchronous invocation's payload (the event, as JSON). */
export const LAMBDA_MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;
/** What API Gateway answers for a request too large for it or for the function. */
const TOO_LARGE_BODY = JSON.stringify({ message: 'Request Entity Too Large' });
/**
 * The API functions' Lambda timeout (infra/src/domain-access.ts), which the local runtime on the
 * sources applies to every request: functions cannot import infra; PLIE_LAMBDA=bundle applies each
 * function's own from the template (auth 60 s, groups 5 min).
 */
export const SOURCE_FUNCTION_TIMEOUT_MS = 10_000;
/** What API Gateway answers when the function did not answer in time. */
export const GATEWAY_TIMEOUT_STATUS = 504;
export const GATEWAY_TIMEOUT_BODY = JSON.stringify({ message: 'Endpoint request timed out' });

/** Whether Lambda would refuse the event as its invocation payload. */
export const exceedsLambdaPayload = (event: APIGatewayProxyEventV2): boolean =>
  Buffer.byteLength(JSON.stringify(event), 'utf8') > LAMBDA_MAX_PAYLOAD_BYTES;

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

/** Builds the API Gateway v2 event of a request, as API Gateway would (`address`: the URL asked, default the request's). */
export const toApiGatewayEvent = (
  request: IncomingMessage,
  body: Buffer,
  address = request.url ?? '/',
): APIGatewayProxyEventV2 => {
  const url = new URL(address, 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const contentType = headers['content-type'] ?? '';
  const textual = isTextual(contentType);
  return gatewayEvent({
    method: request.method ?? 'GET',
    url,
    headers,
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
    protocol: `HTTP/${request.httpVersion}`,
    sourceIp: sourceIpOf(request.socket.remoteAddress),
    userAgent: headers['user-agent'] ?? '',
    builtBy: 'local',
    domainName: headers.host ?? 'localhost',
  });
};

export type Dispatch = (event: APIGatewayProxyEventV2) => Promise<ApiResult>;

/** A route of the local runtime's own: answers `true` when it served the request. */
export type LocalRoute = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

export interface ApiServerOptions {
  /** The Lambda timeout of the function serving `event`, in milliseconds (none when absent). */
  timeoutMsOf?: (event: APIGatewayProxyEventV2) => number | undefined;
  /** Served before the API (`PLIE_FAULTS=1`: the fault switch). */
  localRoutes?: LocalRoute[];
}

class FunctionTimedOut extends Error {}

/** `dispatch(event)`, or a FunctionTimedOut after `timeoutMs`. */
const withinTimeout = async (dispatch: Dispatch, event: APIGatewayProxyEventV2, timeoutMs?: number) => {
  if (!timeoutMs) return dispatch(event);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FunctionTimedOut()), timeoutMs);
  });
  try {
    return await Promise.race([dispatch(event), timedOut]);
  } finally {
    clearTimeout(timer);
  }
};

export const createApiServer = (dispatch: Dispatch, options: ApiServerOptions = {}): Server =>
  createServer(async (request, response) => {
    try {
      for (const route of options.localRoutes ?? []) if (await route(request, response)) return;
      const event = toApiGatewayEvent(request, await readBody(request));
      if (exceedsLambdaPayload(event)) throw new BodyTooLarge();
      const result = await withinTimeout(dispatch, event, options.timeoutMsOf?.(event));
      const payload =
        result.body === undefined
          ? ''
          : result.isBase64Encoded
            ? Buffer.from(result.body, 'base64')
            : result.body;
      response.writeHead(result.statusCode, result.headers);
      response.end(payload);
    } catch (error) {
      if (error instanceof FunctionTimedOut) {
        console.error(`[api] ${request.method} ${request.url?.split('?')[0]}: the function timed out`);
        response.writeHead(GATEWAY_TIMEOUT_STATUS, { 'content-type': 'application/json' });
        response.end(GATEWAY_TIMEOUT_BODY);
        return;
      }
      const tooLarge = error instanceof BodyTooLarge;
      if (!tooLarge) console.error('[api] unexpected error', error);
      if (!response.headersSent) {
        response.writeHead(tooLarge ? 413 : 500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(
          tooLarge
            ? TOO_LARGE_BODY
            : JSON.stringify({
                statusCode: 500,
                error: 'Internal Server Error',
                message: 'Something went wrong',
              }),
        );
      }
    }
  });
