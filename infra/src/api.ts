/**
 * The HTTP API (API Gateway v2), its routes generated from the contract: one route per endpoint,
 * `METHOD /api/...` with the contract's own `{param}` placeholders (API Gateway's syntax too),
 * integrated with the Lambda of the endpoint's domain.
 *
 * Its `$default` stage is throttled (a default for every route, tighter limits on the routes a flood
 * would hurt most: ROUTE_THROTTLES) and writes a JSON access log line per request to a log group.
 */
import type { Domain, NamedEndpoint } from '@plie/shared';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  type HttpRoute,
  type ThrottleSettings,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** Headers the dashboard and the embeds send (see the dispatcher's CORS headers in functions). */
const ALLOWED_HEADERS = ['authorization', 'content-type', 'accept-language', 'x-correlation-id'];
/** Headers a page on another origin may read: the request's correlation id (functions/src/services/log.ts). */
const EXPOSED_HEADERS = ['x-correlation-id'];
const PATH_SEGMENT = /^(\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z0-9._~-]+)$/;

/** A throttle that is set: requests a second over all callers, and the burst above that rate. */
export type Throttle = Required<ThrottleSettings>;

/**
 * Tighter limits on the routes a flood would hurt most, by contract endpoint name: each sign-up and
 * re-send sends an e-mail (SES reputation and cost), each login hashes a password (~76 ms of Lambda),
 * each attendance and group join books lessons and sends mail. API Gateway counts these over all
 * callers together: they cap what a flood can cost, far above the product's real traffic. Limits
 * per caller are the API's own flood limits (DynamoDB, ADR 0009) and the optional WAF (waf.ts).
 */
export const ROUTE_THROTTLES: Readonly<Record<string, Throttle>> = {
  'auth.signup': { rateLimit: 5, burstLimit: 10 },
  'auth.login': { rateLimit: 10, burstLimit: 20 },
  'auth.resendConfirmation': { rateLimit: 2, burstLimit: 5 },
  'attendance.create': { rateLimit: 10, burstLimit: 20 },
  'groups.join': { rateLimit: 5, burstLimit: 10 },
  'attendance.resendLinks': { rateLimit: 2, burstLimit: 5 },
};

/**
 * One JSON line per request. Behind CloudFront, `ip` is the edge's address; the viewer's is in the
 * function's own log (X-Forwarded-For).
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  httpMethod: '$context.httpMethod',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  integrationLatency: '$context.integrationLatency',
  userAgent: '$context.identity.userAgent',
  error: '$context.error.message',
} as const;

/** Access logs hold IP addresses (personal data): kept a month, enough to look into an incident. */
const ACCESS_LOG_RETENTION = RetentionDays.ONE_MONTH;

export interface ApiProps {
  stage: string;
  endpoints: readonly NamedEndpoint[];
  functions: Record<Domain, IFunction>;
  allowedOrigins: string[];
  /** Every route's throttle unless it has its own (config `apiRateLimit`/`apiBurstLimit`). */
  throttle: Throttle;
  /** Routes with their own throttle, by endpoint name (default: ROUTE_THROTTLES); each must be an endpoint. */
  routeThrottles?: Readonly<Record<string, Throttle>>;
  /** Production keeps its access logs when the stack goes; other stages delete them. */
  isProduction?: boolean;
}

/** The API Gateway route key of an endpoint, e.g. `GET /api/city/{country}`. */
export const routeKeyOf = (endpoint: Pick<NamedEndpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** `https://…` without a trailing slash; paths start with `/api`. */
  readonly url: string;
  /** Where the stage writes its access log. */
  readonly accessLogs: LogGroup;

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
        exposeHeaders: EXPOSED_HEADERS,
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
    const routeOf = new Map<string, HttpRoute>();
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
      const [route] = this.httpApi.addRoutes({
        path: endpoint.path,
        methods: [HttpMethod[endpoint.method]],
        integration: integrationOf(endpoint.domain),
      });
      routeOf.set(endpoint.name, route as HttpRoute);
    }

    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: ACCESS_LOG_RETENTION,
      removalPolicy: props.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.configureStage(props, routeOf);
  }

  /**
   * Throttling and access logs on the `$default` stage HttpApi made (HttpApi takes no stage options,
   * so they are set on its CloudFormation resource).
   */
  private configureStage(props: ApiProps, routeOf: Map<string, HttpRoute>) {
    const stage = this.httpApi.defaultStage;
    if (!stage) throw new Error('The HTTP API has no $default stage to throttle.');
    // A JSON map CloudFormation reads as it is (CDK converts no property names in it): its own casing.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [name, throttle] of Object.entries(props.routeThrottles ?? ROUTE_THROTTLES)) {
      const route = routeOf.get(name);
      if (!route)
        throw new Error(`A throttle names the endpoint "${name}", which the contract does not have.`);
      const endpoint = props.endpoints.find((candidate) => candidate.name === name) as NamedEndpoint;
      routeSettings[routeKeyOf(endpoint)] = {
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      };
      // CloudFormation refuses route settings for a route that doesn't exist yet.
      stage.node.addDependency(route);
    }
    const cfnStage = stage.node.defaultChild as CfnStage;
    cfnStage.defaultRouteSettings = {
      throttlingRateLimit: props.throttle.rateLimit,
      throttlingBurstLimit: props.throttle.burstLimit,
    };
    if (Object.keys(routeSettings).length > 0) cfnStage.routeSettings = routeSettings;
    cfnStage.accessLogSettings = {
      destinationArn: this.accessLogs.logGroupArn,
      format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)).toString(),
    };
  }
}
