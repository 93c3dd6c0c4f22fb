/**
 * The `pages` function (ADR 0019) as CloudFront calls it: function URL events (payload 2.0) whose URI
 * the viewer-request function has rewritten to the page's app shell copy, the page's path in
 * `x-plie-page-path`. The renderer is a stand-in for the dashboard's server bundle, written into a
 * bundle folder laid out as the zip is (pages-origin.ts); its reads go through the API's real
 * dispatcher and handlers, in process, against DynamoDB Local seeded through the API.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { appShellFileOf, LANGUAGES, SERVER_RENDERED_PAGES } from '@plie/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, createTestEvent } from '../../../test/api';
import { failNthCall } from '../../../test/db-faults';
import { createGroupWorld, createTestLesson, type GroupWorld } from '../../../test/groups';
import { createTestStudio } from '../../../test/studios';
import { createDispatcher } from '../../http/dispatcher';
import { createLogger } from '../../services/log';
import { resetRateLimits, setRateLimits } from '../../services/rate-limits';
import { pageReadEndpoints, pageReadHandlers } from './page-reads';
import {
  createPagesHandler,
  FALLBACK_CACHE_CONTROL,
  RENDER_CACHE_CONTROL,
  RENDER_VARY,
} from './pages-handler';
import { PAGE_PATH_HEADER, PAGES_BUNDLE_FILES } from './pages-origin';
import { loadServerBundle } from './server-bundle';

/**
 * Stands in for `render-page.mjs`: a studio's page reads the studio, then its lessons, as the real
 * render does (and asks with credentials of its own, which must not reach the API); `/studios/throws`
 * fails, `/studios/hangs` never settles and ignores its signal; any other page is none.
 */
const FAKE_RENDERER = `
export const renderDataPageDocument = async (request) => {
  if (request.path === '/studios/throws') throw new Error('the render failed');
  if (request.path === '/studios/hangs') return new Promise(() => {});
  const studioName = /^\\/studios\\/([^/]+)\\/?$/.exec(request.path)?.[1];
  if (!studioName) return undefined;
  const studio = await request.fetch('/api/studio/studioName/' + studioName, {
    headers: { accept: 'application/json', authorization: 'Bearer forged-by-the-render', cookie: 'plie-lang=pl' },
    signal: request.signal,
  });
  if (studio.status !== 200) return '<html>studio answered ' + studio.status + '</html>';
  const { id, name } = await studio.json();
  const lessons = await request.fetch('/api/lesson/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': request.language },
    body: JSON.stringify({ studioIds: [id], limit: 100 }),
    signal: request.signal,
  });
  const { items } = await lessons.json();
  return '<!doctype html><html lang="' + request.language + '" data-server-rendered=""><h1>' + name + '</h1>' +
    items.map((lesson) => '<li>' + lesson.name + '</li>').join('') +
    '<p>narrow=' + request.narrowWindow + ' search=' + request.search + ' manifest=' + request.manifest.shell +
    ' now=' + request.now.toISOString() + '</p></html>';
};
`;

const NOT_FOUND_SHELL = '<!doctype html><div id="root"></div>';
const copyOf = (page: string, language: string) =>
  `<html data-prerendered="${language}">copy of ${page}</html>`;

const bundleDir = mkdtempSync(join(tmpdir(), 'plie-pages-'));
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(bundleDir, file)), { recursive: true });
  writeFileSync(join(bundleDir, file), text);
};
write(PAGES_BUNDLE_FILES.renderer, FAKE_RENDERER);
write(PAGES_BUNDLE_FILES.manifest, JSON.stringify({ shell: 'the shell', preloads: {} }));
write(PAGES_BUNDLE_FILES.notFoundShell, NOT_FOUND_SHELL);
for (const page of SERVER_RENDERED_PAGES) {
  for (const language of LANGUAGES) write(appShellFileOf(page, language), copyOf(page, language));
}

const api = createTestApi();
const pagesDispatch = createDispatcher({ endpoints: pageReadEndpoints(), handlers: pageReadHandlers() });
/** The events the pages' reads handed the dispatcher. */
const dispatched: APIGatewayProxyEventV2[] = [];
const logger = createLogger('plie-pages-test');
const NOW = new Date('2030-05-14T08:30:00Z');
const handle = createPagesHandler({
  bundle: loadServerBundle(bundleDir),
  dispatch: (event) => {
    dispatched.push(event);
    return pagesDispatch(event);
  },
  logger,
  budgetMs: 300,
  now: () => NOW,
});

/** A request as CloudFront sends it to the function URL: the copy's URI, the page's path in the header. */
const pageRequest = (
  pagePath: string,
  {
    method = 'GET',
    language = 'en',
    headers = {},
    query,
  }: {
    method?: string;
    language?: string;
    headers?: Record<string, string>;
    query?: Record<string, string>;
  } = {},
) =>
  handle(
    createTestEvent({
      method,
      path: `/prerendered/${language}/app-studio.html`,
      ...(query ? { query } : {}),
      headers: {
        [PAGE_PATH_HEADER]: pagePath,
        'cloudfront-viewer-address': '198.51.100.7:50412',
        ...headers,
      },
    }),
  );

let world: GroupWorld;
let studio: { id: string; name: string; studioName: string };
let lessonName: string;

beforeAll(async () => {
  world = await createGroupWorld(api);
  studio = (await api({ path: `/api/studio/${world.studio.id}` })).body;
  lessonName = (await createTestLesson(api, world, 3, { name: 'Salsa cubana na rano' })).name;
}, 60_000);

afterEach(() => {
  resetRateLimits();
  vi.restoreAllMocks();
});

afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

const studioPath = () => `/studios/${studio.studioName}`;

describe('the pages function', () => {
  it('answers a studio’s page with the render, its lessons read from the table in process', async () => {
    const answer = await handle(
      createTestEvent({
        path: '/prerendered/pl/app-studio.html',
        query: { tab: 'lessons' },
        headers: {
          [PAGE_PATH_HEADER]: `/studios/${studio.studioName}`,
          'cloudfront-is-mobile-viewer': 'true',
          'cloudfront-is-tablet-viewer': 'false',
          'cloudfront-viewer-address': '198.51.100.7:50412',
        },
      }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': RENDER_CACHE_CONTROL,
      vary: RENDER_VARY,
    });
    expect(RENDER_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    // In the copy's language (CloudFront's cache key has it), for a phone, with the query and the clock.
    expect(answer.body).toBe(
      `<!doctype html><html lang="pl" data-server-rendered=""><h1>${studio.name}</h1><li>${lessonName}</li>` +
        `<p>narrow=true search=tab=lessons manifest=the shell now=${NOW.toISOString()}</p></html>`,
    );
  });

  it('reads as nobody: the viewer’s cookies and Authorization, and the render’s own, never reach the API', async () => {
    // A studio awaiting verification: its owner may see it, an anonymous visitor may not.
    const hidden = await createTestStudio(api, world.outsider, { name: 'Not Yet Verified' });
    dispatched.length = 0;
    const answer = await handle({
      ...createTestEvent({
        path: '/prerendered/en/app-studio.html',
        headers: {
          [PAGE_PATH_HEADER]: `/studios/${hidden.studioName}`,
          ...world.outsider.headers,
          cookie: 'plie-session=owner',
        },
      }),
      cookies: ['plie-session=owner'],
    });
    expect(answer.body).toBe('<html>studio answered 404</html>');
    expect(dispatched).toHaveLength(1);
    expect(Object.keys(dispatched[0]?.headers ?? {}).sort()).toEqual(['accept', 'x-correlation-id']);
    expect(dispatched[0]?.cookies).toBeUndefined();
    // The same read with the owner's token, through the API, shows the studio: the render's was anonymous.
    const asOwner = await api({
      path: `/api/studio/studioName/${hidden.studioName}`,
      headers: world.outsider.headers,
    });
    expect(asOwner.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await pageRequest(studioPath(), { method: 'HEAD' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe(RENDER_CACHE_CONTROL);
    expect(answer.body).toBe('');
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('refuses %s with 405', async (method) => {
    const answer = await pageRequest(studioPath(), { method });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('answers an address that is no page with 404 and the plain shell, as the bucket’s 404.html', async () => {
    for (const path of ['/studios/a/b', '/no-such-page']) {
      const answer = await pageRequest(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body, path).toBe(NOT_FOUND_SHELL);
    }
  });

  it.each([
    ['throws', '/studios/throws', 'the render failed'],
    ['never settles (past its budget)', '/studios/hangs', 'the render took over 300 ms'],
  ])(
    'sends the page’s app shell copy, with status 200 and a warning, when its render %s',
    async (_, path, why) => {
      const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
      const started = Date.now();
      const answer = await pageRequest(path, { language: 'ua' });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(copyOf('studio', 'ua'));
      expect(answer.headers['cache-control']).toBe(FALLBACK_CACHE_CONTROL);
      expect(warn).toHaveBeenCalledWith(
        'Data page sent as its app shell copy',
        expect.objectContaining({ page: 'studio', language: 'ua', why }),
      );
    },
  );

  it('sends the copy, uncounted and unrendered, when the flood counters cannot be counted', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const fault = failNthCall('UpdateItemCommand', 1);
    dispatched.length = 0;
    const answer = await pageRequest(studioPath(), { language: 'pl' });
    expect(fault.fired).toBe(true);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(copyOf('studio', 'pl'));
    expect(dispatched).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'Data page sent as its app shell copy',
      expect.objectContaining({ why: 'the flood counters failed' }),
    );
  });

  it('counts renders per viewer address and answers 429 past the limit, in the page’s language', async () => {
    setRateLimits({ pageRenders: { limit: 2, windowSeconds: 60 } });
    const from = (address: string) => ({ headers: { 'cloudfront-viewer-address': address }, language: 'pl' });
    expect((await pageRequest(studioPath(), from('203.0.113.9:1111'))).statusCode).toBe(200);
    // Another port of the same address is the same viewer.
    expect((await pageRequest(studioPath(), from('203.0.113.9:2222'))).statusCode).toBe(200);
    const refused = await pageRequest(studioPath(), from('203.0.113.9:3333'));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toMatch(/^Zbyt wiele zapytań\. Spróbuj ponownie/);
    // Another viewer (an IPv6 one, counted by its /64) is not held back.
    expect((await pageRequest(studioPath(), from('2001:db8:5::1:443'))).statusCode).toBe(200);
  });

  it('takes the page path from CloudFront’s header, and the request’s own path when called directly', async () => {
    const direct = await handle(
      createTestEvent({ path: studioPath(), headers: { 'accept-language': 'pl' } }),
    );
    expect(direct.statusCode).toBe(200);
    expect(direct.body).toContain('<html lang="pl"');
  });

  it('never answers a 5xx nor throws, whatever CloudFront or a viewer sends (fuzz)', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const segment = fc.string({ unit: 'binary', maxLength: 24 });
    const pagePath = fc.oneof(
      fc.constant(studioPath()),
      segment.map((name) => `/studios/${name}`),
      segment.map((name) => `/users/${encodeURIComponent(name)}`),
      fc.constantFrom('/schedule', '/schedule/', '/studios/create', '/', '//', '/studios/../api/auth/me'),
      fc.webPath(),
      segment,
    );
    const headers = fc.record(
      {
        'cloudfront-viewer-address': fc.oneof(fc.ipV4(), fc.ipV6(), segment).chain((ip) =>
          fc.oneof(
            fc.constant(ip),
            fc.nat(65_535).map((port) => `${ip}:${port}`),
          ),
        ),
        'cloudfront-is-mobile-viewer': fc.oneof(fc.constantFrom('true', 'false'), segment),
        'accept-language': segment,
        cookie: segment,
        authorization: segment.map((token) => `Bearer ${token}`),
        'user-agent': segment,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'get', 'POST', 'PATCH', 'OPTIONS'),
        fc.option(pagePath, { nil: undefined }),
        fc.oneof(
          fc.constantFrom('/prerendered/en/app-studio.html', '/prerendered/xx/app-user.html'),
          fc.webPath(),
        ),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 16 }), { maxKeys: 3 }),
        headers,
        async (method, path, rawPath, query, viewerHeaders) => {
          const answer = await handle(
            createTestEvent({
              method,
              path: rawPath,
              query,
              headers: { ...viewerHeaders, ...(path === undefined ? {} : { [PAGE_PATH_HEADER]: path }) },
            }),
          );
          expect([200, 404, 405, 429]).toContain(answer.statusCode);
          expect(typeof answer.body).toBe('string');
        },
      ),
      { numRuns: 40, seed: 1913 },
    );
  }, 60_000);
});
