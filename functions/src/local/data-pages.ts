/**
 * The public data pages rendered on request with their first data (ADR 0019) on the local runtime's
 * production preview (`PLIE_DASHBOARD=build`): a studio's page, a user's page, the schedule, the
 * teachers, the studios — through the dashboard build's server bundle (`dashboard/dist-server/`), its
 * reads sent to the local API as the browser's would be. The document comes in the visitor's language
 * (as the copies are chosen: cookie, Accept-Language, English), drawn as an anonymous visitor sees it.
 *
 * Rendering on the server is an optimisation, never a dependency: a render that fails, or takes longer
 * than its budget, leaves the request to the next middleware, which sends the page's app shell copy
 * (page-status.ts), as before. So does a build without a server bundle.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  type DataPageRenderRequest,
  prerenderedLanguage,
  rendersForNarrowWindow,
  SERVER_RENDER_BUDGET_MS,
  serverRenderedPageOf,
} from '@plie/shared';
import type { Connect, Plugin } from 'vite';
import { PAGE_PATH_HEADER, VIEWER_ADDRESS_HEADER } from '../lambdas/pages/pages-origin';
import { toApiGatewayEvent } from './api-server';
import type { BundleApi } from './bundle-api';

/** The build's server bundle folder, beside `dist/` (dashboard/build/prerender-plugin.ts). */
const SERVER_BUNDLE_DIR = 'dist-server';

interface DataPageRenderer {
  renderDataPageDocument: (request: DataPageRenderRequest) => Promise<string | undefined>;
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Sends a page, compressed as CloudFront compresses it (a studio's page is ~80 kB of HTML, ~12 kB gzipped). */
const sendPage = (
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string | number | boolean>,
  html: string,
) => {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, String(value));
  if (/\bgzip\b/.test(header(request, 'accept-encoding') ?? '')) {
    response.setHeader('Content-Encoding', 'gzip');
    response.end(gzipSync(html));
  } else {
    response.end(html);
  }
};

/** The address asked and its path (connect's `originalUrl`: the copies' middleware may have rewritten `url`). */
const askedPath = (request: IncomingMessage & { originalUrl?: string }) => {
  const address = request.originalUrl ?? request.url ?? '/';
  const [path = '/', search = ''] = address.split('#')[0]?.split('?') ?? [];
  return { address, path, search };
};

/** Loads the build's renderer and manifest once; `undefined` when the build has none. */
const loadRenderer = async (serverDir: string) => {
  const bundle = resolve(serverDir, 'render-page.js');
  const manifestFile = resolve(serverDir, 'data-pages.json');
  if (!existsSync(bundle) || !existsSync(manifestFile)) return undefined;
  const renderer = (await import(pathToFileURL(bundle).href)) as DataPageRenderer;
  return { renderer, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown };
};

/**
 * The middleware: answers a GET of a data page with its server-rendered document, or calls `next`.
 * The address is the one the browser asked for (connect's `originalUrl`: the copies' middleware may
 * have rewritten `url` to the app shell copy already, which is then what a fallback sends).
 */
export const dataPagesMiddleware = (options: {
  serverDir: string;
  apiUrl: string;
  budgetMs?: number;
  /** The clock (tests). */
  now?: () => Date;
}): Connect.NextHandleFunction => {
  let loading: ReturnType<typeof loadRenderer> | undefined;
  const apiFetch: typeof fetch = (input, init) => fetch(new URL(urlOf(input), options.apiUrl), init);
  return (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next) => {
    const { path, search } = askedPath(request);
    if (request.method !== 'GET' || !serverRenderedPageOf(path)) return next();
    loading ??= loadRenderer(options.serverDir);
    const language = prerenderedLanguage({
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    const budget = options.budgetMs ?? SERVER_RENDER_BUDGET_MS;
    void loading
      .then(async (loaded) => {
        if (!loaded) return undefined;
        return loaded.renderer.renderDataPageDocument({
          path,
          search,
          language,
          now: options.now?.() ?? new Date(),
          narrowWindow: rendersForNarrowWindow({
            secChUaMobile: header(request, 'sec-ch-ua-mobile'),
            userAgent: header(request, 'user-agent'),
          }),
          fetch: apiFetch,
          manifest: loaded.manifest,
          signal: AbortSignal.timeout(budget),
        });
      })
      .then(
        (html) => {
          if (html === undefined) return next();
          sendPage(
            request,
            response,
            200,
            {
              'content-type': 'text/html; charset=utf-8',
              vary: 'Cookie, Accept-Language, Accept-Encoding',
              'cache-control': 'public, max-age=0, s-maxage=60',
            },
            html,
          );
        },
        (error: unknown) => {
          console.warn(`  [pages] ${path} sent as its app shell copy: ${String(error)}`);
          next();
        },
      );
  };
};

/** A Vite plugin: the production preview renders the data pages on the server (after the headers' middleware). */
export const serveDataPages = (options: { apiUrl: string; budgetMs?: number }): Plugin => ({
  name: 'plie-server-rendered-data-pages',
  configurePreviewServer: (server) => {
    server.middlewares.use(
      dataPagesMiddleware({ ...options, serverDir: resolve(server.config.root, SERVER_BUNDLE_DIR) }),
    );
  },
});

/**
 * `PLIE_LAMBDA=bundle`: the middleware answers a GET of a data page with the `pages` function's
 * bundle, invoked as CloudFront invokes its URL: the viewer's path in `x-plie-page-path`, the
 * viewer's address in `CloudFront-Viewer-Address`. Where CloudFront would answer the bucket's copy
 * (`renderPage` gives nothing: no such function, a failure, a failover status), `next` sends it.
 */
export const bundledDataPagesMiddleware =
  (renderPage: BundleApi['renderPage']): Connect.NextHandleFunction =>
  (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next) => {
    const { address, path } = askedPath(request);
    if (request.method !== 'GET' || !serverRenderedPageOf(path)) return next();
    const event = toApiGatewayEvent(request, Buffer.alloc(0), address);
    event.headers[PAGE_PATH_HEADER] = path;
    event.headers[VIEWER_ADDRESS_HEADER] =
      `${event.requestContext.http.sourceIp}:${request.socket.remotePort ?? 0}`;
    void renderPage(event).then(
      (result) => {
        if (!result) return next();
        sendPage(request, response, result.statusCode, result.headers ?? {}, result.body ?? '');
      },
      (error: unknown) => {
        console.warn(`  [pages] ${path} sent as its app shell copy: ${String(error)}`);
        next();
      },
    );
  };

/** A Vite plugin: the production preview serves the data pages from the `pages` function's bundle. */
export const serveBundledDataPages = (renderPage: BundleApi['renderPage']): Plugin => ({
  name: 'plie-bundled-data-pages',
  configurePreviewServer: (server) => {
    server.middlewares.use(bundledDataPagesMiddleware(renderPage));
  },
});
