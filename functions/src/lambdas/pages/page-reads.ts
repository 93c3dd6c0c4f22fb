/**
 * How a data page's render reads (ADR 0019): through the API's own dispatcher and handlers, in the
 * `pages` function's process — no HTTP hop, the same validation and access rules — restricted to the
 * public reads the pages make, as an anonymous visitor.
 *
 * The render's `fetch` (the dashboard's API client, pointed at `/api/...`) becomes the API Gateway v2
 * event the API's functions get, carrying only what a read needs (method, path, query, JSON body,
 * `Accept`, `Accept-Language`, `Content-Type`): never the viewer's cookies or `Authorization`, which
 * the function does not even pass in, and no `authenticate` in the dispatcher, so no read is anyone's.
 */
import {
  type Contract,
  lessonsApi,
  listEndpoints,
  locationsApi,
  type NamedEndpoint,
  studiosApi,
  stylesApi,
  usersApi,
} from '@plie/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { userHandlers } from '../../domains/accounts/user-handlers';
import { lessonHandlers } from '../../domains/lessons/handlers';
import { locationHandlers } from '../../domains/locations/handlers';
import { studioHandlers } from '../../domains/studios/handlers';
import { studioMemberHandlers } from '../../domains/studios/member-handlers';
import { styleHandlers } from '../../domains/styles/handlers';
import { studioStyleHandlers } from '../../domains/styles/studio-styles';
import type { ApiResult } from '../../http/dispatcher';
import { gatewayEvent } from '../../http/gateway-event';
import type { HandlerRegistry } from '../../http/handler';
import { CORRELATION_HEADER } from '../../services/log';

/**
 * The endpoints the data pages' renders read, found by rendering each page of the dashboard's build
 * against the API and recording its requests: a studio's page (the studio, its styles, its lessons,
 * the styles, its team), a user's page (the user, the lessons they teach, the styles), the schedule
 * (the styles, the lesson search), `/teachers` (the teacher search), `/studios` (the studio search,
 * and the chosen city's name from the city search). All are public reads (page-reads.test.ts checks
 * it against the contract, page-reads-matrix.test.ts against the permission matrix): no write,
 * nothing behind a login.
 */
export const PAGE_READS = [
  'studios.getByStudioName',
  'studios.listStyles',
  'studios.listTeachers',
  'studios.search',
  'lessons.search',
  'styles.list',
  'users.getByUsername',
  'users.search',
  'locations.searchCities',
] as const;

/** The contract groups those endpoints are in: the function's bundle holds these, not the whole contract. */
export const PAGE_READS_API: Contract = {
  studios: studiosApi,
  lessons: lessonsApi,
  styles: stylesApi,
  users: usersApi,
  locations: locationsApi,
};

/** The endpoints of `PAGE_READS`, as the dispatcher takes them. */
export const pageReadEndpoints = (): NamedEndpoint[] =>
  listEndpoints(PAGE_READS_API).filter((endpoint) =>
    (PAGE_READS as readonly string[]).includes(endpoint.name),
  );

/** The handlers of those endpoints (the API functions' own); one missing fails the function's init. */
export const pageReadHandlers = (): HandlerRegistry => {
  const all: HandlerRegistry = {
    ...studioHandlers,
    ...studioMemberHandlers,
    ...studioStyleHandlers,
    ...styleHandlers,
    ...lessonHandlers,
    ...userHandlers,
    ...locationHandlers,
  };
  return Object.fromEntries(
    PAGE_READS.map((name) => {
      const handler = all[name];
      if (!handler) throw new Error(`The pages' read ${name} has no handler among those imported here`);
      return [name, handler];
    }),
  );
};

/** The request headers a read passes on to the dispatcher; every other one is dropped. */
const READ_HEADERS = ['accept', 'accept-language', 'content-type'] as const;

/** Where a relative `/api/...` address is resolved (only its path and query are used). */
const BASE = 'http://pages.invalid';

const urlOf = (input: Parameters<typeof fetch>[0]): URL =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, BASE);

const bodyOf = (body: RequestInit['body']): string | undefined => {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  throw new TypeError('A page read sends a JSON text body or none');
};

/** The API Gateway v2 event of one read, as API Gateway would hand it to the API's function. */
export const readEvent = (
  input: Parameters<typeof fetch>[0],
  init: RequestInit | undefined,
  from: { sourceIp: string; correlationId: string },
): APIGatewayProxyEventV2 => {
  const url = urlOf(input);
  const method = init?.method ?? 'GET';
  const given = new Headers(init?.headers);
  const headers: Record<string, string> = { [CORRELATION_HEADER]: from.correlationId };
  for (const name of READ_HEADERS) {
    const value = given.get(name);
    if (value !== null) headers[name] = value;
  }
  return gatewayEvent({
    method,
    url,
    headers,
    body: bodyOf(init?.body),
    protocol: 'HTTP/1.1',
    sourceIp: from.sourceIp,
    userAgent: 'plie-pages',
    builtBy: 'pages',
    domainName: 'pages.invalid',
  });
};

/**
 * The `fetch` a render reads with: each call dispatched in process. It rejects as soon as the call's
 * signal (the render's budget) aborts, so a slow read never holds the answer past the budget.
 */
export const inProcessFetch =
  (
    dispatch: (event: APIGatewayProxyEventV2) => Promise<ApiResult>,
    from: { sourceIp: string; correlationId: string },
  ): typeof fetch =>
  async (input, init) => {
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    const dispatched = dispatch(readEvent(input, init, from));
    const result = signal
      ? await new Promise<ApiResult>((resolve, reject) => {
          const abort = () => reject(signal.reason);
          signal.addEventListener('abort', abort, { once: true });
          dispatched.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
        })
      : await dispatched;
    const body = typeof result.body === 'string' && result.statusCode !== 204 ? result.body : null;
    const bytes = body !== null && result.isBase64Encoded ? Buffer.from(body, 'base64') : body;
    return new Response(bytes, { status: result.statusCode, headers: result.headers });
  };
