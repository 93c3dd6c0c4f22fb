/**
 * A Lambda entry: the shared dispatcher restricted to one domain's endpoints. API Gateway
 * (HTTP API, payload v2) routes that domain's paths here; infra generates those routes.
 */
import { type Domain, endpoints } from '@plie/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createDispatcher } from '../http/dispatcher';
import type { HandlerRegistry } from '../http/handler';

export const createLambdaHandler = (domain: Domain, handlers: HandlerRegistry) => {
  const dispatch = createDispatcher({
    endpoints: endpoints.filter((endpoint) => endpoint.domain === domain),
    handlers,
    onUnexpectedError: (error, event) =>
      console.error(
        JSON.stringify({
          level: 'error',
          path: event.rawPath,
          error: String(error),
          stack: (error as Error)?.stack,
        }),
      ),
  });
  return (event: APIGatewayProxyEventV2) => dispatch(event);
};
