/**
 * The one request path of the API, in AWS (one Lambda per domain) and locally alike:
 * route match → 501 for routes not built yet → validate path parameters → authenticate and
 * check the auth level → validate query and body against the contract (400 with per-field
 * errors) → handler (an upload is parsed only when the handler calls `readFile`) → JSON response.
 * Every thrown error goes through one mapper; nothing unexpected leaks, and a dependency's failure
 * (services/dependency-failure.ts) is a 503 with `Retry-After`, never a 500. Each request runs under one
 * correlation id (services/log.ts), which every log line and e-mail of it carries and which the
 * answer returns in `x-correlation-id`.
 */

import {
  type AuthLevel,
  type ErrorInput,
  errorText,
  languageFromTag,
  type NamedEndpoint,
  paramsSchemaOf,
} from '@plie/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as v from 'valibot';
import {
  type FieldErrors,
  ForbiddenError,
  HttpError,
  NotBuiltError,
  ruleError,
  UnauthorizedError,
  ValidationError,
} from '../errors';
import { DEPENDENCY_RETRY_AFTER_SECONDS, isDependencyFailure } from '../services/dependency-failure';
import { CORRELATION_HEADER, correlationIdOf, withCorrelation } from '../services/log';
import { cameThroughOrigin } from '../services/origin-verify';
import { limitRequest, RateLimitError } from '../services/rate-limits';
import { loadSecrets } from '../services/secrets';
import { compressResult } from './compression';
import { checkErrorAnswer } from './declared-errors';
import {
  type AuthUser,
  type HandlerRegistry,
  type Language,
  RawResponse,
  type RequestContext,
} from './handler';
import { createRouter } from './router';
import type { lazyUpload } from './uploads';

export type UploadReader = typeof lazyUpload;

export type Authenticator = (event: APIGatewayProxyEventV2) => Promise<AuthUser | undefined>;

export interface DispatcherOptions {
  endpoints: readonly NamedEndpoint[];
  handlers: HandlerRegistry;
  /** Verifies the bearer token; absent until accounts exist, so every non-public route answers 401. */
  authenticate?: Authenticator;
  /**
   * Called with unexpected errors (bugs), inside the request's correlation; the caller gets a plain
   * 500. `route` is the matched route's template (`GET /api/x/{token}`): log it, not the raw path.
   */
  onUnexpectedError?: (error: unknown, event: APIGatewayProxyEventV2, route: string | undefined) => void;
  /**
   * Called with a dependency's failure (services/dependency-failure), inside the request's
   * correlation; the caller gets a 503 with `Retry-After`. Not a bug: log and count it as an outage.
   */
  onDependencyFailure?: (error: unknown, event: APIGatewayProxyEventV2, route: string | undefined) => void;
  /**
   * Reads an upload endpoint's file (`lazyUpload` of ./uploads). Given only where an upload
   * endpoint has a handler — users, studios, rooms — so the other functions' bundles carry no
   * image codecs nor S3 client.
   */
  readUpload?: UploadReader;
}

export type ApiResult = APIGatewayProxyStructuredResultV2 & {
  statusCode: number;
  headers: Record<string, string>;
};

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization,content-type,accept-language,x-correlation-id',
  'access-control-expose-headers': 'x-correlation-id',
  'access-control-allow-methods': 'GET,POST,PATCH,PUT,DELETE,OPTIONS',
  'access-control-max-age': '600',
};
/**
 * On every answer: never sniffed as another type, and never stored by a browser or a proxy (answers
 * carry personal data); a raw response (a document, a redirect) may set its own caching.
 */
const COMMON_HEADERS = {
  ...CORS_HEADERS,
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

const json = (statusCode: number, body: unknown): ApiResult => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...COMMON_HEADERS },
  body: body === undefined ? '' : JSON.stringify(body),
});

/** The first language of `Accept-Language` (`uk-UA,uk;q=0.9,en;q=0.8`) that we speak, else English. */
export const languageOf = (event: APIGatewayProxyEventV2): Language => {
  const header = event.headers?.['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const language = languageFromTag(part.split(';')[0]);
    if (language) return language;
  }
  return 'en';
};

/** A valibot issue as an error: a shared rule's code, or valibot's own wording under `request.invalidValue`. */
const issueError = (issue: v.BaseIssue<unknown>): ErrorInput => ruleError(issue.message);

const issuesToFields = (issues: readonly v.BaseIssue<unknown>[]): FieldErrors => {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (!(key in fields)) fields[key || '_'] = issueError(issue);
  }
  return fields;
};

const validate = (
  schema: v.GenericSchema | undefined,
  value: unknown,
  part: 'params' | 'query' | 'body',
): unknown => {
  if (!schema) return undefined;
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const fields = issuesToFields(result.issues);
  const first = result.issues[0];
  const where = first ? v.getDotPath(first) : undefined;
  // A rule over the whole body (the spec's own texts, e.g. 'Fill in required data') reads as is;
  // a malformed body says which part was wrong.
  const ownRule = first?.type === 'check' || first?.type === 'raw_check';
  const error: ErrorInput = first
    ? where || ownRule
      ? issueError(first)
      : { code: 'request.invalid', params: { part, detail: first.message } }
    : { code: 'request.invalid', params: { part, detail: '' } };
  throw new ValidationError(error, fields);
};

const readBody = (event: APIGatewayProxyEventV2): unknown => {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const contentType = event.headers?.['content-type'] ?? 'application/json';
  if (!contentType.includes('json')) {
    throw new HttpError(415, 'Unsupported Media Type', 'request.unsupportedMediaType');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('request.notJson');
  }
};

const checkAuthLevel = (level: AuthLevel, user: AuthUser | undefined): void => {
  if (level === 'public') return;
  if (!user) throw new UnauthorizedError('auth.loginRequired');
  // No exception for admins: authenticate grants the admin role only to a confirmed account.
  if (level === 'confirmed' && !user.isEmailConfirmed) {
    throw new ForbiddenError('auth.confirmEmailFirst');
  }
  if (level === 'platformAdmin' && user.role !== 'admin') throw new ForbiddenError('auth.platformAdminsOnly');
};

const toResult = (status: number, output: unknown): ApiResult => {
  if (output instanceof RawResponse) {
    return {
      statusCode: output.statusCode,
      headers: { ...COMMON_HEADERS, ...output.headers },
      body: output.body,
    };
  }
  return status === 204 ? { statusCode: 204, headers: { ...COMMON_HEADERS } } : json(status, output);
};

export const createDispatcher = (options: DispatcherOptions) => {
  const route = createRouter(options.endpoints);
  const uploadWithoutReader = options.readUpload
    ? undefined
    : options.endpoints.find((endpoint) => endpoint.upload && options.handlers[endpoint.name]);
  if (uploadWithoutReader) {
    throw new Error(
      `The upload endpoint ${uploadWithoutReader.name} has a handler but the dispatcher no readUpload`,
    );
  }
  const readUpload: UploadReader = (...args) => {
    if (!options.readUpload) throw new Error('No readUpload for an upload endpoint');
    return options.readUpload(...args);
  };

  const handle = async (event: APIGatewayProxyEventV2): Promise<ApiResult> => {
    let routeKey: string | undefined;
    let matched: NamedEndpoint | undefined;
    try {
      const method = event.requestContext.http.method.toUpperCase();
      const path = event.rawPath;
      // Secrets are read once per cold start (services/secrets.ts); then only what came through CloudFront.
      await loadSecrets();
      if (!cameThroughOrigin(event)) throw new HttpError(403, 'Forbidden', 'origin.forbidden');
      if (method === 'OPTIONS') return { statusCode: 204, headers: { ...COMMON_HEADERS } };
      const match = route(method, path);
      if (match.kind === 'notFound')
        throw new HttpError(404, 'Not Found', { code: 'route.notFound', params: { method, path } });
      if (match.kind === 'methodNotAllowed') {
        throw new HttpError(405, 'Method Not Allowed', {
          code: 'route.methodNotAllowed',
          params: { method, allowed: match.allowed.join(', ') },
        });
      }
      const { endpoint } = match;
      matched = endpoint;
      routeKey = `${endpoint.method} ${endpoint.path}`;
      const handler = options.handlers[endpoint.name];
      if (!handler) throw new NotBuiltError(endpoint.name);
      // Floods stop here, before any lookup or password hash (per client address: services/rate-limits).
      await limitRequest(endpoint.name, event);
      // Path parameters are checked before anything looks up the caller or a record.
      const params = (validate(paramsSchemaOf(endpoint), match.params, 'params') ?? {}) as Record<
        string,
        string
      >;

      const user =
        endpoint.auth === 'public' ? await optionalUser(options, event) : await options.authenticate?.(event);
      checkAuthLevel(endpoint.auth, user);

      const query = validate(endpoint.query, event.queryStringParameters ?? {}, 'query');
      const body = endpoint.upload ? undefined : validate(endpoint.body, readBody(event), 'body');
      // An upload is read only when the handler asks, after it has authorized the caller.
      const readFile = endpoint.upload ? readUpload(event, endpoint.upload, user?.id) : undefined;
      const context: RequestContext = { user, language: languageOf(event), event };
      const output = await handler({ params, query, body, readFile }, context);
      return toResult(endpoint.status ?? 200, output);
    } catch (error) {
      if (error instanceof RateLimitError) {
        const body = error.toBody(languageOf(event));
        checkErrorAnswer(matched, body);
        const refused = json(error.statusCode, body);
        return { ...refused, headers: { ...refused.headers, ...error.headers } };
      }
      if (error instanceof HttpError) {
        const body = error.toBody();
        checkErrorAnswer(matched, body);
        return json(error.statusCode, body);
      }
      if (isDependencyFailure(error)) {
        options.onDependencyFailure?.(error, event, routeKey);
        return dependencyUnavailable();
      }
      options.onUnexpectedError?.(error, event, routeKey);
      const code = 'server.unexpected';
      return json(500, { statusCode: 500, error: 'Internal Server Error', message: errorText(code), code });
    }
  };

  return async (event: APIGatewayProxyEventV2): Promise<ApiResult> => {
    const id = correlationIdOf(event);
    const result = await withCorrelation(id, () => handle(event));
    return compressResult(event, { ...result, headers: { ...result.headers, [CORRELATION_HEADER]: id } });
  };
};

/**
 * A dependency (the table, S3, SES, Secrets Manager) failed or timed out (services/dependency-failure):
 * a 503 the caller may retry after `Retry-After`, as API Gateway and AWS's own services answer.
 */
const dependencyUnavailable = (): ApiResult => {
  const code = 'dependency.unavailable';
  const refused = json(503, {
    statusCode: 503,
    error: 'Service Unavailable',
    message: errorText(code),
    code,
  });
  return {
    ...refused,
    headers: { ...refused.headers, 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS) },
  };
};

/**
 * On public routes a bad or expired token is ignored rather than refused; a dependency failing
 * while the caller is read is not (a 503 follows): read as "nobody", a signed-in caller would be
 * refused what is theirs (a sign-up for oneself answered 403 "You can sign up only yourself").
 */
const optionalUser = async (options: DispatcherOptions, event: APIGatewayProxyEventV2) => {
  if (!event.headers?.authorization || !options.authenticate) return undefined;
  try {
    return await options.authenticate(event);
  } catch (error) {
    if (isDependencyFailure(error)) throw error;
    return undefined;
  }
};
