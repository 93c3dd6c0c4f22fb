/** Route generation guards, throttling and access logs, on a bare stack with imported functions (no bundling: quick). */
import { endpoints as contractEndpoints, DOMAINS, type Domain, type NamedEndpoint } from '@plie/shared';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LOG_FIELDS, Api, type ApiProps, ROUTE_THROTTLES } from './api';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON, read by the assertions below
type Json = any;

const makeEndpoint = (overrides: Partial<NamedEndpoint>): NamedEndpoint =>
  ({
    name: 'studios.get',
    method: 'GET',
    path: '/api/studio/{id}',
    auth: 'public',
    domain: 'studios',
    ...overrides,
  }) as NamedEndpoint;

const apiWith = (endpoints: readonly NamedEndpoint[], options: Partial<ApiProps> = {}) => {
  const stack = new Stack(new App(), 'ApiOnly');
  const functions = Object.fromEntries(
    DOMAINS.map((domain) => [
      domain,
      LambdaFunction.fromFunctionArn(
        stack,
        domain,
        `arn:aws:lambda:eu-central-1:123456789012:function:${domain}`,
      ),
    ]),
  ) as Record<Domain, LambdaFunction>;
  const api = new Api(stack, 'Api', {
    stage: 'test',
    endpoints,
    functions,
    allowedOrigins: ['*'],
    throttle: { rateLimit: 100, burstLimit: 200 },
    // The guards' made-up endpoints have none of the contract's throttled routes.
    routeThrottles: {},
    ...options,
  });
  return { api, stack };
};

describe('Api', () => {
  it('refuses two endpoints with the same method and path', () => {
    expect(() => apiWith([makeEndpoint({}), makeEndpoint({ name: 'studios.byId' })])).toThrow(
      /"studios.get" and "studios.byId" both declare the route GET \/api\/studio\/\{id\}/,
    );
  });

  it('refuses a path segment API Gateway would reject', () => {
    expect(() =>
      apiWith([makeEndpoint({ path: '/api/studio/{id}:publish' as NamedEndpoint['path'] })]),
    ).toThrow(/path segment "\{id\}:publish"/);
  });

  it('accepts the same path under different methods, and static segments beside parameters', () => {
    expect(() =>
      apiWith([
        makeEndpoint({}),
        makeEndpoint({ name: 'studios.update', method: 'PATCH' }),
        makeEndpoint({ name: 'studios.invites', path: '/api/studio/invites' }),
        makeEndpoint({ name: 'meta.jwks', path: '/api/.well-known/jwks.json', domain: 'meta' }),
      ]),
    ).not.toThrow();
  });
});

describe('the API stage', () => {
  let template: Template;
  let stage: Json;
  beforeAll(() => {
    const { stack } = apiWith(contractEndpoints, {
      throttle: { rateLimit: 40, burstLimit: 80 },
      routeThrottles: ROUTE_THROTTLES,
    });
    template = Template.fromStack(stack);
    const stages = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    stage = stages[0];
  });
  const routeIdOf = (routeKey: string): string => {
    const found = Object.keys(
      template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }),
    );
    expect(found, routeKey).toHaveLength(1);
    return found[0]!;
  };

  it('throttles every route by default with the configured rate and burst', () => {
    expect(stage.Properties.StageName).toBe('$default');
    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: 40,
      ThrottlingBurstLimit: 80,
    });
  });

  it('throttles sign-up, login, re-sends, attendance and group join tighter, by their contract route keys', () => {
    expect(stage.Properties.RouteSettings).toEqual({
      'POST /api/auth/signup': { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
      'POST /api/auth/login': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
      'POST /api/auth/resend-confirmation': { ThrottlingRateLimit: 2, ThrottlingBurstLimit: 5 },
      'POST /api/attendance': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 },
      'POST /api/lesson-group/user': { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
      'POST /api/attendance/resend-links': { ThrottlingRateLimit: 2, ThrottlingBurstLimit: 5 },
    });
  });

  it('creates the stage after the throttled routes (CloudFormation refuses settings for a missing route)', () => {
    for (const routeKey of Object.keys(stage.Properties.RouteSettings)) {
      expect(stage.DependsOn, routeKey).toContain(routeIdOf(routeKey));
    }
  });

  it('refuses a throttle for an endpoint the contract does not have', () => {
    expect(() =>
      apiWith(contractEndpoints, { routeThrottles: { 'auth.signIn': { rateLimit: 1, burstLimit: 1 } } }),
    ).toThrow(/endpoint "auth.signIn", which the contract does not have/);
  });

  it('writes one JSON access log line per request to a log group kept a month', () => {
    const logGroups = template.findResources('AWS::Logs::LogGroup');
    const [logGroupId, logGroup] = Object.entries(logGroups)[0] as [string, Json];
    expect(Object.keys(logGroups)).toHaveLength(1);
    expect(logGroup.Properties.RetentionInDays).toBe(30);
    const settings = stage.Properties.AccessLogSettings;
    expect(settings.DestinationArn).toEqual({ 'Fn::GetAtt': [logGroupId, 'Arn'] });
    const fields = JSON.parse(settings.Format);
    expect(fields).toEqual(ACCESS_LOG_FIELDS);
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining([
        'requestId',
        'ip',
        'requestTime',
        'httpMethod',
        'routeKey',
        'status',
        'responseLength',
        'integrationLatency',
        'userAgent',
      ]),
    );
    expect(fields.requestId).toBe('$context.requestId');
  });
});
