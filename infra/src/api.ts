/**
 * The HTTP API (API Gateway v2), its routes generated from the contract: one route per endpoint,
 * `METHOD /api/...` with the contract's own `{param}` placeholders (API Gateway's syntax too),
 * integrated with the Lambda of the endpoint's domain.
 */
import type { Domain, NamedEndpoint } from '@plie/shared';
import { Duration } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

/** Headers the dashboard and the embeds send (see the dispatcher's CORS headers in functions). */
const ALLOWED_HEADERS = ['authorization', 'content-type', 'accept-language'];
const PATH_SEGMENT = /^(\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z0-9._~-]+)$/;

export interface ApiProps {
  stage: string;
  endpoints: readonly NamedEndpoint[];
  functions: Record<Domain, IFunction>;
  allowedOrigins: string[];
}

/** The API Gateway route key of an endpoint, e.g. `GET /api/city/{country}`. */
export const routeKeyOf = (endpoint: Pick<NamedEndpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** `https://…` without a trailing slash; paths start with `/api`. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const methods = [...new Set(props.endpoints.map((endpoint) => endpoint.method))].sort();
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `plie-${props.stage}`,
      description: `Plié ${props.stage} API (routes generated from the contract in @plie/shared)`,
      corsPreflight: {
        allowOrigins: props.allowedOrigins,
        allowMethods: [...methods.map((method) => CorsHttpMethod[method]), CorsHttpMethod.OPTIONS],
        allowHeaders: ALLOWED_HEADERS,
        maxAge: Duration.minutes(10),
      },
    });
    this.url = this.httpApi.apiEndpoint;

    // One integration per domain, each allowed to invoke its function once for the whole API
    // (a permission per route would outgrow Lambda's resource-policy limit as the contract grows).
    const integrations = new Map<Domain, HttpLambdaIntegration>();
    const integrationOf = (domain: Domain) => {
      let integration = integrations.get(domain);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${domain}-integration`, props.functions[domain], {
          scopePermissionToRoute: false,
        });
        integrations.set(domain, integration);
      }
      return integration;
    };

    const routes = new Map<string, string>();
    for (const endpoint of props.endpoints) {
      const routeKey = routeKeyOf(endpoint);
      const taken = routes.get(routeKey);
      if (taken)
        throw new Error(`Endpoints "${taken}" and "${endpoint.name}" both declare the route ${routeKey}.`);
      routes.set(routeKey, endpoint.name);
      const badSegment = endpoint.path
        .split('/')
        .slice(1)
        .find((segment) => !PATH_SEGMENT.test(segment));
      if (badSegment !== undefined) {
        throw new Error(
          `Endpoint "${endpoint.name}": path segment "${badSegment}" of ${endpoint.path} is not valid for API Gateway.`,
        );
      }
      this.httpApi.addRoutes({
        path: endpoint.path,
        methods: [HttpMethod[endpoint.method]],
        integration: integrationOf(endpoint.domain),
      });
    }
  }
}
