/** API Gateway's routing and throttling, and CloudFront's use of the pages function, as the bundle runtime models them. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createBundleApi, createRouteMatcher, createThrottle } from './bundle-api';
import type { LocalTemplate } from './cloud-template';
import { LambdaInvocationError, type LocalLambda } from './lambda-runtime';

describe('route matching', () => {
  const match = createRouteMatcher([
    { method: 'GET', path: '/api/lesson/{id}', functionLogicalId: 'Lessons' },
    { method: 'POST', path: '/api/lesson/search', functionLogicalId: 'Lessons' },
    { method: 'GET', path: '/api/city/countries', functionLogicalId: 'Locations' },
    { method: 'GET', path: '/api/city/{country}', functionLogicalId: 'Locations' },
  ]);

  it('prefers literal segments, and gives path parameters decoded', () => {
    expect(match('GET', '/api/city/countries')?.route.path).toBe('/api/city/countries');
    expect(match('GET', '/api/city/PL')?.pathParameters).toEqual({ country: 'PL' });
    expect(match('GET', '/api/lesson/a%20b')?.pathParameters).toEqual({ id: 'a b' });
  });

  it('matches by method as API Gateway does: a GET of a POST route is another route or none', () => {
    expect(match('GET', '/api/lesson/search')?.route).toMatchObject({
      method: 'GET',
      path: '/api/lesson/{id}',
    });
    expect(match('DELETE', '/api/lesson/x')).toBeUndefined();
    expect(match('GET', '/api/nothing/here')).toBeUndefined();
  });
});

describe('stage throttling', () => {
  const throttles = {
    default: { rate: 100, burst: 200 },
    routes: { 'POST /api/auth/signup': { rate: 5, burst: 10 } },
  };

  it('lets a route’s burst through at once, then refuses until its rate refills the bucket', () => {
    let time = 0;
    const admit = createThrottle(throttles, 1, () => time);
    const burst = Array.from({ length: 12 }, () => admit('POST /api/auth/signup'));
    expect(burst.filter(Boolean)).toHaveLength(10);
    time += 200; // 5 a second: one token back after 200 ms
    expect(admit('POST /api/auth/signup')).toBe(true);
    expect(admit('POST /api/auth/signup')).toBe(false);
  });

  it('gives every other route its own bucket of the stage default', () => {
    const time = 0;
    const admit = createThrottle(throttles, 1, () => time);
    for (let request = 0; request < 12; request += 1) admit('POST /api/auth/signup');
    expect(Array.from({ length: 200 }, () => admit('GET /api/style')).every(Boolean)).toBe(true);
    expect(admit('GET /api/style')).toBe(false);
    expect(admit('GET /api/city/countries')).toBe(true);
  });

  it('scales rates and bursts when a test asks for more', () => {
    const admit = createThrottle(throttles, 10, () => 0);
    expect(Array.from({ length: 100 }, () => admit('POST /api/auth/signup')).every(Boolean)).toBe(true);
    expect(admit('POST /api/auth/signup')).toBe(false);
  });
});

describe('the pages function behind CloudFront', () => {
  const template: LocalTemplate = {
    stackName: 'Plie-local',
    functions: [],
    routes: [],
    rules: [],
    throttles: { routes: {} },
    pagesFunctionLogicalId: 'PagesFunction',
  };
  const event = {
    rawPath: '/studios/rytm_krakow',
    headers: {},
    requestContext: { http: { method: 'GET', sourceIp: '127.0.0.1' }, routeKey: 'GET /', stage: 'local' },
  } as unknown as APIGatewayProxyEventV2;
  /** The bundle API with a stand-in for the pages function's instances, answering `answer`. */
  const withPages = (answer: (event: APIGatewayProxyEventV2) => Promise<unknown>) => {
    const errors: LambdaInvocationError[] = [];
    const api = createBundleApi({
      template,
      environmentOf: () => ({}),
      onFunctionError: (e) => errors.push(e),
    });
    const invoked: APIGatewayProxyEventV2[] = [];
    const stub = {
      invoke: (given: APIGatewayProxyEventV2) => {
        invoked.push(given);
        return answer(given);
      },
      stop: async () => {},
    };
    api.lambdas.set('PagesFunction', stub as unknown as LocalLambda);
    return { api, invoked, errors };
  };

  it('invokes it on its URL’s `$default` route and passes its answer on', async () => {
    const page = { statusCode: 200, headers: { 'content-type': 'text/html' }, body: '<html></html>' };
    const { api, invoked } = withPages(async () => page);
    expect(await api.renderPage(event)).toEqual(page);
    expect(invoked[0]?.routeKey).toBe('$default');
    expect(invoked[0]?.requestContext.routeKey).toBe('$default');
  });

  it.each([403, 500, 502, 503, 504])('fails over to the bucket’s copy on a %i', async (statusCode) => {
    const { api } = withPages(async () => ({ statusCode, headers: {}, body: '' }));
    expect(await api.renderPage(event)).toBeUndefined();
  });

  it('passes a 429 on (CloudFront cannot fail over on it)', async () => {
    const { api } = withPages(async () => ({ statusCode: 429, headers: {}, body: 'Too many' }));
    expect((await api.renderPage(event))?.statusCode).toBe(429);
  });

  it('fails over where the function fails or times out, and reports the failure', async () => {
    const { api, errors } = withPages(async () => {
      throw new LambdaInvocationError('plie-pages', 'Sandbox.Timedout', 'Task timed out after 10.00 seconds');
    });
    expect(await api.renderPage(event)).toBeUndefined();
    expect(errors.map((error) => error.errorType)).toEqual(['Sandbox.Timedout']);
  });

  it('answers nothing where the template has no pages function (a build without its server bundle)', async () => {
    const { pagesFunctionLogicalId: _, ...withoutPages } = template;
    const api = createBundleApi({ template: withoutPages, environmentOf: () => ({}) });
    expect(await api.renderPage(event)).toBeUndefined();
  });
});
