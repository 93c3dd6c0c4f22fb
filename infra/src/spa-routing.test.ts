/**
 * The SPA-routing CloudFront Function, run in Node as it is deployed (spa-routing.js with the pages
 * of the route table written in by `spaRoutingFunctionCode`), for both of its events.
 */

import { createContext, Script } from 'node:vm';
import { WEB_PATHS, type WebPage } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { SPA_ROUTING_FUNCTION_FILE, spaRoutingFunctionCode } from './site';

interface ViewerRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
}
interface ViewerResponse {
  statusCode: number;
  headers: Record<string, { value: string }>;
}
type Handler = (event: {
  version: string;
  context?: { eventType: string };
  request: ViewerRequest;
  response?: ViewerResponse;
}) => ViewerRequest | ViewerResponse;

const source = spaRoutingFunctionCode();

/** The code as CloudFront runs it: a plain script (an `import` or `export` would not parse) defining `handler`. */
const loadHandler = (): Handler => {
  const context = createContext({});
  new Script(source, { filename: SPA_ROUTING_FUNCTION_FILE }).runInContext(context);
  const handler: unknown = context.handler;
  if (typeof handler !== 'function') throw new Error('spa-routing.js defines no handler function');
  return handler as Handler;
};

const handler = loadHandler();

const requestFor = (uri: string): ViewerRequest => ({
  method: 'GET',
  uri,
  querystring: {},
  headers: { host: { value: 'example.cloudfront.net' } },
});

const uriServedFor = (uri: string) =>
  (
    handler({
      version: '1.0',
      context: { eventType: 'viewer-request' },
      request: requestFor(uri),
    }) as ViewerRequest
  ).uri;

/** The status the viewer gets when the bucket answered `statusCode` for a request whose URI the function sees as `uri`. */
const statusAnswered = (uri: string, statusCode = 200) =>
  (
    handler({
      version: '1.0',
      context: { eventType: 'viewer-response' },
      request: requestFor(uri),
      response: { statusCode, headers: {} },
    }) as ViewerResponse
  ).statusCode;

/** An address of each page of the route table, its parameters filled with a valid name. */
const pageAddresses = (Object.keys(WEB_PATHS) as WebPage[])
  .filter((page) => page !== 'notFound')
  .map((page) => WEB_PATHS[page].replace(/:\w+/g, 'ola_k-2'));

const UNKNOWN = ['/no-such-page', '/studios/x/y/z', '/embed/nothing', '/users/a', '/404', '/teachers/x'];
const FILES = [
  '/index.html',
  '/assets/x.js',
  '/assets/index-3f9a1c.css',
  '/config.json',
  '/favicon.svg',
  '/robots.txt',
  '/embed/plie.js',
  '/embed/plie.js.map',
  '/.well-known/security.txt',
];

describe('SPA routing (CloudFront Function): viewer request', () => {
  it.each([
    '/',
    '/teachers',
    '/teachers/',
    '/Teachers',
    '/users/ola',
    '/users/ola_k-2',
    '/embed/schedule/studio-x',
    '/embed/schedule/studio-x/',
    '/confirm-email',
    '/auth/callback',
    '/profile-settings',
  ])('answers the app shell for the page %s', (uri) => {
    expect(uriServedFor(uri)).toBe('/index.html');
  });

  it('knows every page of the route table the dashboard routes (a page added there is known here)', () => {
    expect(pageAddresses.length).toBeGreaterThan(20);
    for (const uri of pageAddresses) expect(uriServedFor(uri), uri).toBe('/index.html');
  });

  it.each(UNKNOWN)('answers the 404 shell for the unknown address %s', (uri) => {
    expect(uriServedFor(uri)).toBe('/404.html');
  });

  it.each(FILES)('passes the file %s unchanged', (uri) => {
    expect(uriServedFor(uri)).toBe(uri);
  });

  it('keeps the rest of the request (method, query string, headers) as it came', () => {
    for (const [uri, served] of [
      ['/confirm-email', '/index.html'],
      ['/no-such-page', '/404.html'],
    ] as const) {
      const request: ViewerRequest = {
        method: 'GET',
        uri,
        querystring: { token: { value: 'abc' } },
        headers: { 'accept-language': { value: 'pl' } },
      };
      const expected = structuredClone({ ...request, uri: served });
      expect(handler({ version: '1.0', request })).toEqual(expected);
    }
  });
});

describe('SPA routing (CloudFront Function): viewer response', () => {
  it.each(UNKNOWN)('answers 404 for the unknown address %s, seen as the viewer sent it', (uri) => {
    expect(statusAnswered(uri)).toBe(404);
  });

  it('answers 404 for the 404 shell, seen as the request rewrote it', () => {
    expect(statusAnswered('/404.html')).toBe(404);
  });

  it.each(['/', '/teachers', '/teachers/', '/users/nobody', '/embed/schedule/studio-x', '/index.html'])(
    'keeps 200 for the page %s (an unknown name is the app’s own “not found”, status 200)',
    (uri) => {
      expect(statusAnswered(uri)).toBe(200);
    },
  );

  it.each(FILES)('keeps the status of the file %s', (uri) => {
    expect(statusAnswered(uri)).toBe(200);
    expect(statusAnswered(uri, 304)).toBe(304);
  });

  it('changes nothing but the status', () => {
    const response: ViewerResponse = { statusCode: 200, headers: { etag: { value: '"x"' } } };
    const answered = handler({ version: '1.0', request: requestFor('/no-such-page'), response });
    expect(answered).toEqual({ statusCode: 404, headers: { etag: { value: '"x"' } } });
  });
});

describe('SPA routing (CloudFront Function): the code', () => {
  it('has the route table written in, as regular expression literals', () => {
    expect(source).not.toContain('var ROUTES = [];');
    expect(source).toContain(String.raw`/^\/teachers\/?$/i`);
  });

  it('fits CloudFront Functions’ 10 KB code limit', () => {
    expect(Buffer.byteLength(source)).toBeLessThan(10 * 1024);
  });
});
