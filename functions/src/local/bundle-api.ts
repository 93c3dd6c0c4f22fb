/**
 * `PLIE_LAMBDA=bundle`: the API served by the deployed artifacts. infra's CDK app is synthesized
 * (as `npm run deploy` would, offline) into a `cdk.out` of our own; its template says which
 * function each route invokes, each function's bundle, environment and IAM policies, and the
 * scheduled rules. Each function runs in local Lambda instances (lambda-runtime.ts) with the
 * template's environment, where only endpoints and credentials are local (AWS calls go to the
 * local AWS front door, aws-gateway.ts, which enforces the function's role), and requests arrive
 * as CloudFront and API Gateway would deliver them (the origin-verify header, X-Forwarded-For,
 * the route key and path parameters).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiResult } from '../http/dispatcher';
import { DATA_PAGE_FAILOVER_STATUSES } from '../lambdas/pages/pages-origin';
import { ORIGIN_VERIFY_HEADER } from '../services/secret-names';
import { GATEWAY_TIMEOUT_BODY, GATEWAY_TIMEOUT_STATUS } from './api-server';
import type {
  LocalTemplate,
  TemplateFunction,
  TemplateRoute,
  TemplateRule,
  Throttle,
} from './cloud-template';
import { LambdaInvocationError, LocalLambda } from './lambda-runtime';

/** The stack `infra` synthesizes for a stage. */
export const stackNameOf = (stage: string) => `Plie-${stage}`;

/**
 * Synthesizes infra's app into `outdir` (bundling every function with esbuild, no Docker), with
 * the given settings (PLIE_* environment variables, infra/src/config.ts).
 */
export const synthesize = (
  repoRoot: string,
  outdir: string,
  settings: Record<string, string>,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'infra/src/app.ts')], {
      cwd: join(repoRoot, 'infra'),
      // As the CDK CLI runs an app: resources carry their construct path (how functions are told apart).
      env: {
        ...process.env,
        ...settings,
        CDK_OUTDIR: outdir,
        CDK_CONTEXT_JSON: JSON.stringify({ 'aws:cdk:enable-path-metadata': true }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Synthesizing infra failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });

interface CompiledRoute {
  route: TemplateRoute;
  pattern: RegExp;
  names: string[];
  literals: number;
}

const compileRoute = (route: TemplateRoute): CompiledRoute => {
  const names: string[] = [];
  let literals = 0;
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(segment);
      if (!param) {
        literals += 1;
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      }
      names.push(param[1] as string);
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names, literals };
};

/** API Gateway's route matching: the most specific route (most literal segments) wins. */
export const createRouteMatcher = (routes: readonly TemplateRoute[]) => {
  const compiled = routes.map(compileRoute).sort((a, b) => b.literals - a.literals);
  return (method: string, path: string) => {
    for (const candidate of compiled) {
      if (candidate.route.method !== method && candidate.route.method !== 'ANY') continue;
      const match = candidate.pattern.exec(path);
      if (!match) continue;
      const pathParameters: Record<string, string> = {};
      candidate.names.forEach((name, index) => {
        const raw = match[index + 1] as string;
        try {
          pathParameters[name] = decodeURIComponent(raw);
        } catch {
          pathParameters[name] = raw;
        }
      });
      return { route: candidate.route, pathParameters };
    }
    return undefined;
  };
};

/**
 * API Gateway's throttling as the stage states it: a token bucket per route (its own setting, else
 * the stage default), `burst` tokens refilled at `rate` a second; an empty bucket is a 429 that
 * never reaches the function. `scale` multiplies both (tests that need many requests say so).
 */
export const createThrottle = (
  throttles: LocalTemplate['throttles'],
  scale = 1,
  now: () => number = Date.now,
) => {
  const buckets = new Map<string, { tokens: number; at: number; limit: Throttle }>();
  return (routeKey: string): boolean => {
    const limit = throttles.routes[routeKey] ?? throttles.default;
    if (!limit) return true;
    const rate = limit.rate * scale;
    const burst = limit.burst * scale;
    const time = now();
    const bucket = buckets.get(routeKey) ?? { tokens: burst, at: time, limit };
    bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * rate);
    bucket.at = time;
    buckets.set(routeKey, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
};

const json = (statusCode: number, body: unknown): ApiResult => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export interface BundleApiOptions {
  template: LocalTemplate;
  /** The environment each function gets: the template's, plus the local endpoints and credentials. */
  environmentOf: (fn: TemplateFunction) => Record<string, string>;
  /** The origin-verify secret's value: what CloudFront adds to each request it forwards. */
  originVerify?: string;
  maxInstances?: number;
  /** Called with each function error (the local runtime logs it). */
  onFunctionError?: (error: LambdaInvocationError) => void;
  /** Multiplies the stage's throttle rates and bursts (default 1: as deployed). */
  throttleScale?: number;
}

export interface BundleApi {
  /** Serves a request as CloudFront → API Gateway → the route's function would. */
  dispatch: (event: APIGatewayProxyEventV2) => Promise<ApiResult>;
  /** Runs a scheduled rule's invocation (EventBridge's own event shape). */
  runRule: (rule: TemplateRule, now?: Date) => Promise<unknown>;
  /**
   * Asks the `pages` function for a data page as CloudFront asks its URL (ADR 0019): its answer, or
   * `undefined` where CloudFront answers the bucket's copy instead (no pages function in the
   * template, the function failing or timing out, a status of `DATA_PAGE_FAILOVER_STATUSES`).
   */
  renderPage: (event: APIGatewayProxyEventV2) => Promise<ApiResult | undefined>;
  lambdas: Map<string, LocalLambda>;
  stop: () => Promise<void>;
}

export const createBundleApi = (options: BundleApiOptions): BundleApi => {
  const { template } = options;
  const lambdas = new Map<string, LocalLambda>();
  for (const fn of template.functions) {
    lambdas.set(
      fn.logicalId,
      new LocalLambda(
        {
          name: `plie-${fn.domain}`,
          bundleDir: fn.bundleDir,
          handler: fn.handler,
          timeoutSeconds: fn.timeoutSeconds,
          memoryMb: fn.memoryMb,
          environment: options.environmentOf(fn),
        },
        options.maxInstances,
      ),
    );
  }
  const match = createRouteMatcher(template.routes);
  const admit = createThrottle(template.throttles, options.throttleScale);

  const dispatch = async (incoming: APIGatewayProxyEventV2): Promise<ApiResult> => {
    const method = incoming.requestContext.http.method.toUpperCase();
    // API Gateway answers CORS preflights itself (the API's corsPreflight), before any route.
    if (method === 'OPTIONS') {
      return {
        statusCode: 204,
        headers: {
          'access-control-allow-origin': incoming.headers?.origin ?? '*',
          'access-control-allow-methods': 'DELETE,GET,HEAD,OPTIONS,PATCH,POST,PUT',
          'access-control-allow-headers': 'authorization,content-type,accept-language,x-correlation-id',
          'access-control-expose-headers': 'x-correlation-id',
          'access-control-max-age': '600',
        },
      };
    }
    const found = match(method, incoming.rawPath);
    if (!found) return json(404, { message: 'Not Found' });
    if (!admit(`${found.route.method} ${found.route.path}`))
      return json(429, { message: 'Too Many Requests' });
    const lambda = lambdas.get(found.route.functionLogicalId);
    if (!lambda) return json(500, { message: 'Internal Server Error' });
    // CloudFront: appends the viewer's address to X-Forwarded-For and adds the origin header.
    const viewer = incoming.requestContext.http.sourceIp;
    const forwarded = incoming.headers?.['x-forwarded-for'];
    const event: APIGatewayProxyEventV2 = {
      ...incoming,
      routeKey: `${found.route.method} ${found.route.path}`,
      pathParameters: Object.keys(found.pathParameters).length ? found.pathParameters : undefined,
      headers: {
        ...incoming.headers,
        'x-forwarded-for': forwarded ? `${forwarded}, ${viewer}` : viewer,
        ...(options.originVerify ? { [ORIGIN_VERIFY_HEADER]: options.originVerify } : {}),
      },
      requestContext: {
        ...incoming.requestContext,
        routeKey: `${found.route.method} ${found.route.path}`,
        requestId: randomUUID(),
      },
    };
    try {
      const result = (await lambda.invoke(event)) as ApiResult | string | null;
      if (result === null || typeof result !== 'object' || typeof result.statusCode !== 'number') {
        // API Gateway (payload 2.0) treats anything else as a 200 JSON body.
        return json(200, result);
      }
      return result;
    } catch (error) {
      if (error instanceof LambdaInvocationError) options.onFunctionError?.(error);
      else throw error;
      // A function past its timeout: the gateway's 504 (api-server.ts); any other failure its 500.
      if (error.errorType === 'Sandbox.Timedout')
        return json(GATEWAY_TIMEOUT_STATUS, JSON.parse(GATEWAY_TIMEOUT_BODY));
      return json(500, { message: 'Internal Server Error' });
    }
  };

  const runRule = (rule: TemplateRule, now = new Date()) => {
    const lambda = lambdas.get(rule.functionLogicalId);
    if (!lambda) throw new Error(`Rule ${rule.name} targets ${rule.functionLogicalId}, which is not running`);
    return lambda.invoke({
      version: '0',
      id: randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      time: now.toISOString(),
      region: 'local',
      resources: [rule.arn],
      detail: {},
    });
  };

  const renderPage = async (incoming: APIGatewayProxyEventV2): Promise<ApiResult | undefined> => {
    const lambda = template.pagesFunctionLogicalId ? lambdas.get(template.pagesFunctionLogicalId) : undefined;
    if (!lambda) return undefined;
    // A function URL's event: the `$default` route; CloudFront signs the request (no origin header).
    const event: APIGatewayProxyEventV2 = {
      ...incoming,
      routeKey: '$default',
      requestContext: {
        ...incoming.requestContext,
        routeKey: '$default',
        stage: '$default',
        requestId: randomUUID(),
      },
    };
    try {
      const result = (await lambda.invoke(event)) as ApiResult | null;
      if (result === null || typeof result !== 'object' || typeof result.statusCode !== 'number')
        return undefined;
      return DATA_PAGE_FAILOVER_STATUSES.includes(result.statusCode) ? undefined : result;
    } catch (error) {
      if (!(error instanceof LambdaInvocationError)) throw error;
      options.onFunctionError?.(error);
      return undefined;
    }
  };

  return {
    dispatch,
    runRule,
    renderPage,
    lambdas,
    stop: async () => {
      await Promise.all([...lambdas.values()].map((lambda) => lambda.stop()));
    },
  };
};
