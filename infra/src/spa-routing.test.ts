/**
 * The SPA-routing CloudFront Function, run in Node as it is deployed (spa-routing.js with the pages
 * of the route table written in by `spaRoutingFunctionCode`), for both of its events.
 */

import { readFileSync } from 'node:fs';
import { createContext, Script } from 'node:vm';
import { PAGE_PATH_HEADER } from '@plie/functions/pages-origin';
import {
  documentFileOf,
  LANGUAGES,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  prerenderedFileOf,
  prerenderedLanguage,
  SERVER_RENDERED_PAGES,
  WEB_PATHS,
  type WebPage,
} from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { CLOUDFRONT_FUNCTION_MAX_BYTES, SPA_ROUTING_FUNCTION_FILE, spaRoutingFunctionCode } from './site';

interface ViewerRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
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
  cookies: {},
});

/** The URI the request goes on with (the cache key); `language` as CloudFront hands the function the cookie and header. */
const uriServedFor = (uri: string, language: { cookie?: string; acceptLanguage?: string } = {}) => {
  const request = requestFor(uri);
  if (language.cookie !== undefined) request.cookies = { 'plie-lang': { value: language.cookie } };
  if (language.acceptLanguage !== undefined)
    request.headers['accept-language'] = { value: language.acceptLanguage };
  return (handler({ version: '1.0', context: { eventType: 'viewer-request' }, request }) as ViewerRequest)
    .uri;
};

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

const isPrerendered = (page: WebPage): page is PrerenderedPage =>
  (PRERENDERED_PAGES as readonly WebPage[]).includes(page);

/** An address of each page of the route table that the app shell answers, its parameters filled with a valid name. */
const pageAddresses = (Object.keys(WEB_PATHS) as WebPage[])
  .filter((page) => page !== 'notFound' && !isPrerendered(page))
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
    ['/teachers', 'teachers'],
    ['/teachers/', 'teachers'],
    ['/Teachers', 'teachers'],
    ['/users/ola', 'user'],
    ['/users/ola_k-2', 'user'],
    ['/studios/create', 'createStudio'],
    ['/studios/rytm', 'studio'],
    ['/confirm-email', 'confirmEmail'],
    ['/auth/callback', 'authCallback'],
    ['/profile-settings', 'profileSettings'],
  ])('answers the page %s with the app shell’s copy for %s in the chosen language', (uri, page) => {
    expect(uriServedFor(uri)).toBe(`/prerendered/en/app-${page}.html`);
    expect(uriServedFor(uri, { cookie: 'pl' })).toBe(`/prerendered/pl/app-${page}.html`);
    expect(uriServedFor(uri, { acceptLanguage: 'uk-UA' })).toBe(`/prerendered/ua/app-${page}.html`);
  });

  it.each(['/embed/schedule/studio-x', '/embed/schedule/studio-x/'])(
    'answers the page %s, drawn without the site’s layout, with its copy of the plain shell',
    (uri) => {
      expect(uriServedFor(uri, { cookie: 'pl' })).toBe('/prerendered/pl/app-embeddedSchedule.html');
    },
  );

  it('fits in a CloudFront Function (10 KB of code), every page’s pattern and copy written in', () => {
    expect(Buffer.byteLength(source)).toBeLessThanOrEqual(CLOUDFRONT_FUNCTION_MAX_BYTES);
    expect(source).not.toContain('/**');
    expect(source).toContain('"app-studio.html"');
  });

  it('knows every page of the route table the dashboard routes, and answers each as the local runtime does', () => {
    expect(pageAddresses.length).toBeGreaterThan(18);
    for (const uri of pageAddresses) {
      for (const language of LANGUAGES) {
        const expected = documentFileOf(uri, language);
        expect(uriServedFor(uri, { cookie: language }), uri).toBe(expected ? `/${expected}` : '/index.html');
      }
    }
  });

  it.each(UNKNOWN)('answers the 404 shell for the unknown address %s', (uri) => {
    expect(uriServedFor(uri)).toBe('/404.html');
  });

  it.each(FILES)('passes the file %s unchanged', (uri) => {
    expect(uriServedFor(uri)).toBe(uri);
  });

  it('keeps the rest of the request (method, query string, headers) as it came, adding the viewer’s path', () => {
    for (const [uri, served] of [
      ['/confirm-email', '/prerendered/pl/app-confirmEmail.html'],
      ['/embed/schedule/studio-x', '/prerendered/pl/app-embeddedSchedule.html'],
      ['/no-such-page', '/404.html'],
      ['/developers', '/prerendered/pl/developers.html'],
    ] as const) {
      const request: ViewerRequest = {
        method: 'GET',
        uri,
        querystring: { token: { value: 'abc' } },
        headers: { 'accept-language': { value: 'pl' } },
        cookies: {},
      };
      const expected = structuredClone({
        ...request,
        uri: served,
        headers: { ...request.headers, [PAGE_PATH_HEADER]: { value: uri } },
      });
      expect(handler({ version: '1.0', request })).toEqual(expected);
    }
  });
});

describe('SPA routing (CloudFront Function): the server-rendered data pages (ADR 0019)', () => {
  const forwarded = (uri: string, viewerHeaders: Record<string, { value: string }> = {}) => {
    const request = { ...requestFor(uri), headers: { ...requestFor(uri).headers, ...viewerHeaders } };
    request.headers['accept-language'] = { value: 'uk-UA,uk;q=0.9' };
    return handler({ version: '1.0', context: { eventType: 'viewer-request' }, request }) as ViewerRequest;
  };

  it.each(SERVER_RENDERED_PAGES)(
    'hands the pages function the viewer’s path of %s, the URI rewritten to the copy the bucket fails over with',
    (page) => {
      const uri = WEB_PATHS[page].replace(/:[^/]+/g, 'ola_studio');
      const request = forwarded(uri);
      expect(request.headers[PAGE_PATH_HEADER]).toEqual({ value: uri });
      // The language is in the rewritten URI, which is part of every cache key.
      expect(request.uri).toBe(`/${documentFileOf(uri, 'ua')}`);
      expect(request.uri).toBe(`/prerendered/ua/app-${page}.html`);
    },
  );

  it('overwrites a path the viewer sent in that header, on a page and on a file alike', () => {
    for (const uri of ['/studios/ola_studio', '/studios/ola_studio/photo.png', '/schedule']) {
      const request = forwarded(uri, { [PAGE_PATH_HEADER]: { value: '/users/someone-else' } });
      expect(request.headers[PAGE_PATH_HEADER], uri).toEqual({ value: uri });
    }
  });
});

describe('SPA routing (CloudFront Function): the pre-rendered pages', () => {
  it.each(PRERENDERED_PAGES)('answers the page %s with its copy in the chosen language', (page) => {
    const path = WEB_PATHS[page];
    for (const language of ['en', 'ua', 'pl'] as const) {
      expect(uriServedFor(path, { cookie: language })).toBe(`/${prerenderedFileOf(page, language)}`);
    }
    expect(uriServedFor(path)).toBe(`/${prerenderedFileOf(page, 'en')}`);
  });

  it('matches them as the router does: a trailing slash, any case', () => {
    expect(uriServedFor('/Legal-Notice/', { acceptLanguage: 'pl' })).toBe(
      '/prerendered/pl/legal-notice.html',
    );
    expect(uriServedFor('/developers/x')).toBe('/404.html');
  });

  /** The cases of shared's prerendered-pages.test.ts, as CloudFront hands them to the function. */
  const LANGUAGE_CASES: [
    what: string,
    request: { cookie?: string; acceptLanguage?: string },
    expected: string,
  ][] = [
    ['the cookie beats Accept-Language', { cookie: 'pl', acceptLanguage: 'uk-UA,uk;q=0.9' }, 'pl'],
    ['Ukrainian by its BCP 47 code', { acceptLanguage: 'uk-UA,uk;q=0.9,en;q=0.8' }, 'ua'],
    ['the product’s own code for it', { acceptLanguage: 'ua' }, 'ua'],
    ['the first language spoken', { acceptLanguage: 'de-DE,de;q=0.9,pl;q=0.8,en;q=0.7' }, 'pl'],
    ['by weight, not by order', { acceptLanguage: 'en;q=0.5,pl;q=0.9' }, 'pl'],
    ['never a language weighted 0', { acceptLanguage: 'pl;q=0,de' }, 'en'],
    ['an unknown cookie value ignored', { cookie: 'uk', acceptLanguage: 'pl' }, 'pl'],
    ['a cookie value with spaces', { cookie: ' ua ' }, 'ua'],
    ['English with nothing to go by', {}, 'en'],
    ['English for a language not spoken', { acceptLanguage: 'de-DE,fr;q=0.5' }, 'en'],
    ['English for a wildcard', { acceptLanguage: '*' }, 'en'],
    ['a malformed header is no language', { acceptLanguage: ';;,q=,pl;q=abc' }, 'en'],
  ];

  it.each(LANGUAGE_CASES)('chooses the language as the local runtime does: %s', (_, request, expected) => {
    expect(uriServedFor('/', request)).toBe(`/prerendered/${expected}/index.html`);
    const cookie = request.cookie === undefined ? undefined : `plie-lang=${request.cookie}`;
    expect(prerenderedLanguage({ cookie, acceptLanguage: request.acceptLanguage })).toBe(expected);
  });

  it('says the answer varies by cookie and Accept-Language, for caches after CloudFront', () => {
    for (const uri of [
      '/',
      '/prerendered/ua/index.html',
      '/privacy-policy',
      '/teachers',
      '/prerendered/pl/app-teachers.html',
    ]) {
      const answered = handler({
        version: '1.0',
        request: requestFor(uri),
        response: { statusCode: 200, headers: {} },
      }) as ViewerResponse;
      expect(answered, uri).toEqual({
        statusCode: 200,
        headers: { vary: { value: 'Cookie, Accept-Language' } },
      });
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

  it.each([
    '/',
    '/teachers',
    '/teachers/',
    '/users/nobody',
    '/embed/schedule/studio-x',
    '/index.html',
    '/prerendered/pl/index.html',
  ])('keeps 200 for the page %s (an unknown name is the app’s own “not found”, status 200)', (uri) => {
    expect(statusAnswered(uri)).toBe(200);
  });

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

  it('has the pre-rendered pages and the language tables written in from shared (no ua/uk mapping of its own)', () => {
    expect(source).not.toContain('var PRERENDER = {};');
    expect(source).toContain(String.raw`[/^\/privacy-policy\/?$/i, "privacy-policy.html"]`);
    const ownCode = readFileSync(SPA_ROUTING_FUNCTION_FILE, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(ownCode).not.toMatch(/['"]uk['"]|\buk\s*:/);
  });

  it('fits CloudFront Functions’ 10 KB code limit', () => {
    expect(Buffer.byteLength(source)).toBeLessThan(10 * 1024);
  });
});
