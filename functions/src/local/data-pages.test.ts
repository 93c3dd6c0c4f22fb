/**
 * The data pages rendered on the server on the local runtime (ADR 0019): a real production preview with
 * the plugins `npm start` gives it, and a stand-in for the build's server bundle. A render that works
 * is sent (in the visitor's language, compressed); one that fails, hangs past its budget, or has no
 * bundle leaves the page to its app shell copy, as before.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../http/dispatcher';
import type { BundleApi } from './bundle-api';
import { serveBundledDataPages, serveDataPages } from './data-pages';
import { unknownPagesAnswerNotFound } from './page-status';
import { freePort } from './stand-ins';

const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const APP_SHELL = (language: string) =>
  `<!doctype html><html data-prerendered="${language}">app shell copy</html>`;

/** Stands in for dashboard/dist-server/render-page.js: answers by path, as the real one would be called. */
const FAKE_RENDERER = `
export const renderDataPageDocument = async (request) => {
  if (request.path === '/studios/broken_one') throw new Error('the render failed');
  if (request.path === '/studios/slow_one') {
    await new Promise((resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
  }
  if (request.path === '/studios/asks_api') {
    const answer = await request.fetch('/api/style', {});
    return '<html>api answered ' + answer.status + '</html>';
  }
  if (!request.path.startsWith('/studios/') && request.path !== '/schedule') return undefined;
  return '<!doctype html><html data-server-rendered="">rendered ' + request.path + ' ?' + request.search +
    ' in ' + request.language + ' narrow=' + request.narrowWindow + ' manifest=' + request.manifest.shell + '</html>';
};
`;

const root = mkdtempSync(join(tmpdir(), 'plie-data-pages-'));
let preview: PreviewServer;
let origin = '';
let bundledPreview: PreviewServer;
let bundledOrigin = '';
/** The events the stand-in `pages` function was invoked with. */
const pageEvents: APIGatewayProxyEventV2[] = [];
/** Stands in for the bundle runtime's `renderPage`: the function's answer, or none where CloudFront fails over. */
const renderPage: BundleApi['renderPage'] = async (event): Promise<ApiResult | undefined> => {
  pageEvents.push(event);
  if (event.rawPath === '/studios/failing_one') return undefined;
  if (event.rawPath === '/studios/throwing_one') throw new Error('the invocation broke');
  if (event.rawPath === '/studios/flooded_one') {
    return {
      statusCode: 429,
      headers: { 'content-type': 'text/plain', 'retry-after': '30' },
      body: 'Too many',
    };
  }
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=60',
    },
    body: `<html data-server-rendered="">function rendered ${event.rawPath}</html>`,
  };
};
let api: import('node:http').Server;

beforeAll(async () => {
  mkdirSync(join(root, 'dist', 'prerendered', 'en'), { recursive: true });
  mkdirSync(join(root, 'dist', 'prerendered', 'pl'), { recursive: true });
  mkdirSync(join(root, 'dist-server'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), SHELL);
  for (const language of ['en', 'pl']) {
    writeFileSync(join(root, 'dist', 'prerendered', language, 'app-studio.html'), APP_SHELL(language));
    writeFileSync(join(root, 'dist', 'prerendered', language, 'app-schedule.html'), APP_SHELL(language));
  }
  writeFileSync(join(root, 'dist-server', 'render-page.js'), FAKE_RENDERER);
  writeFileSync(
    join(root, 'dist-server', 'data-pages.json'),
    JSON.stringify({ shell: 'the shell', preloads: {} }),
  );
  // The API the renders read from.
  const { createServer } = await import('node:http');
  api = createServer((incoming, response) => {
    response.statusCode = incoming.url === '/api/style' ? 200 : 404;
    response.end('[]');
  });
  const apiPort = await freePort();
  await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
  const vite = await import('vite');
  const port = await freePort();
  preview = await vite.preview({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [
      unknownPagesAnswerNotFound(),
      serveDataPages({ apiUrl: `http://127.0.0.1:${apiPort}`, budgetMs: 300 }),
    ],
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  origin = `http://127.0.0.1:${port}`;
  const bundledPort = await freePort();
  bundledPreview = await vite.preview({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [unknownPagesAnswerNotFound(), serveBundledDataPages(renderPage)],
    preview: { host: '127.0.0.1', port: bundledPort, strictPort: true },
  });
  bundledOrigin = `http://127.0.0.1:${bundledPort}`;
}, 30_000);

afterAll(async () => {
  await preview?.close();
  await bundledPreview?.close();
  api?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A GET as a browser sends it; the body decompressed when it came compressed. */
const get = (path: string, headers: Record<string, string> = {}, from = origin) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    request(`${from}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });

describe('the local runtime’s server-rendered data pages', () => {
  it('sends a studio’s page as the server rendered it, with its query, language and window', async () => {
    const answer = await get('/studios/rytm_krakow?tab=lessons', {
      'accept-language': 'pl-PL,pl;q=0.9',
      'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(
      '<!doctype html><html data-server-rendered="">rendered /studios/rytm_krakow ?tab=lessons in pl narrow=true manifest=the shell</html>',
    );
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers.vary).toContain('Accept-Language');
  });

  it('takes the language of the cookie first, and a desktop browser’s hint for a wide window', async () => {
    const answer = await get('/schedule?country=PL&city=Krak%C3%B3w', {
      cookie: 'plie-lang=en',
      'accept-language': 'pl',
      'sec-ch-ua-mobile': '?0',
    });
    expect(answer.body).toContain('rendered /schedule ?country=PL&city=Krak%C3%B3w in en narrow=false');
  });

  it('sends it compressed to a browser that accepts gzip', async () => {
    const answer = await get('/studios/rytm_krakow', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toContain('rendered /studios/rytm_krakow');
  });

  it('reads from the API the runtime runs', async () => {
    expect((await get('/studios/asks_api')).body).toBe('<html>api answered 200</html>');
  });

  it.each([
    ['a render that fails', '/studios/broken_one'],
    ['a render past its budget', '/studios/slow_one'],
  ])('falls back to the page’s app shell copy after %s', async (_, path) => {
    const answer = await get(path, { 'accept-language': 'pl' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(APP_SHELL('pl'));
  });

  it('leaves every other address as it was: a HEAD, a page the server does not render, an unknown one', async () => {
    expect((await get('/login')).body).toBe(SHELL);
    const unknown = await get('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toBe(SHELL);
  });
});

describe('the data pages from the `pages` function’s bundle (PLIE_LAMBDA=bundle)', () => {
  it('invokes the function as CloudFront invokes its URL, and sends its answer compressed', async () => {
    pageEvents.length = 0;
    const answer = await get(
      '/studios/rytm_krakow?tab=lessons',
      { 'accept-language': 'pl', 'accept-encoding': 'gzip', 'user-agent': 'a phone' },
      bundledOrigin,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<html data-server-rendered="">function rendered /studios/rytm_krakow</html>');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const [event] = pageEvents;
    expect(event?.requestContext.http.method).toBe('GET');
    expect(event?.rawQueryString).toBe('tab=lessons');
    // The viewer's path and address, in the headers CloudFront writes (never the viewer's own values).
    expect(event?.headers['x-plie-page-path']).toBe('/studios/rytm_krakow');
    expect(event?.headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(event?.headers['accept-language']).toBe('pl');
    expect(event?.headers['user-agent']).toBe('a phone');
  });

  it('sends the function’s own refusal as it is: a 429 reaches the viewer, as behind CloudFront', async () => {
    const answer = await get('/studios/flooded_one', {}, bundledOrigin);
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('30');
  });

  it.each([
    [
      'CloudFront fails over (the function failed, timed out or answered a failover status)',
      '/studios/failing_one',
    ],
    ['the invocation itself breaks', '/studios/throwing_one'],
  ])('sends the page’s app shell copy where %s', async (_, path) => {
    const answer = await get(path, { 'accept-language': 'pl' }, bundledOrigin);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(APP_SHELL('pl'));
  });

  it('never asks the function for anything but a GET of a data page', async () => {
    pageEvents.length = 0;
    expect((await get('/login', {}, bundledOrigin)).body).toBe(SHELL);
    expect((await get('/no/such/page', {}, bundledOrigin)).status).toBe(404);
    expect(pageEvents).toEqual([]);
  });
});
