/**
 * The API Gateway HTTP API (payload 2.0) event of a request, as API Gateway builds it: what the
 * local runtime hands the dispatcher for an HTTP request (local/api-server.ts), and what the `pages`
 * function hands it for a render's in-process read (lambdas/pages/page-reads.ts). A query parameter
 * given twice is one value joined by a comma, as API Gateway joins it.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export interface GatewayRequest {
  method: string;
  url: URL;
  /** Lower-case names. */
  headers: Record<string, string>;
  body?: string | undefined;
  isBase64Encoded?: boolean;
  protocol: string;
  sourceIp: string;
  userAgent: string;
  /** Who builds the event (`local`, `pages`): its account, API and domain prefix. */
  builtBy: string;
  domainName: string;
}

export const gatewayEvent = (request: GatewayRequest): APIGatewayProxyEventV2 => {
  const { url } = request;
  const method = request.method.toUpperCase();
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers: request.headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    body: request.body,
    isBase64Encoded: request.isBase64Encoded ?? false,
    requestContext: {
      accountId: request.builtBy,
      apiId: request.builtBy,
      domainName: request.domainName,
      domainPrefix: request.builtBy,
      http: {
        method,
        path: url.pathname,
        protocol: request.protocol,
        sourceIp: request.sourceIp,
        userAgent: request.userAgent,
      },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
};
