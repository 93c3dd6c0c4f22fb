/** Route generation guards, on a bare stack with imported functions (no bundling: quick). */
import { DOMAINS, type Domain, type NamedEndpoint } from '@plie/shared';
import { App, Stack } from 'aws-cdk-lib';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { Api } from './api';

const makeEndpoint = (overrides: Partial<NamedEndpoint>): NamedEndpoint =>
  ({
    name: 'studios.get',
    method: 'GET',
    path: '/api/studio/{id}',
    auth: 'public',
    domain: 'studios',
    ...overrides,
  }) as NamedEndpoint;

const apiWith = (endpoints: NamedEndpoint[]) => {
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
  return new Api(stack, 'Api', { stage: 'test', endpoints, functions, allowedOrigins: ['*'] });
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
