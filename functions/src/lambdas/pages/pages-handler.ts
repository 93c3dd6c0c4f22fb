/**
 * The `pages` function (ADR 0019): CloudFront's origin for the server-rendered data pages (a studio's
 * page, a user's page, the schedule: `SERVER_RENDERED_PAGES`), behind a function URL with origin
 * access control, payload 2.0. It answers a GET or HEAD of such a page with the dashboard server
 * bundle's render, as an anonymous visitor sees it, with its first data read in process
 * (page-reads.ts).
 *
 * What CloudFront hands it (infra/src/site.ts, spa-routing.js): the viewer-request function has
 * already rewritten the URI to the page's app shell copy in the visitor's language
 * (`/prerendered/pl/app-studio.html`: the key the bucket, the failover origin, answers), so
 * - the page's own path comes in `x-plie-page-path`, which that function writes on every request (a
 *   viewer's own value is overwritten);
 * - the language is the copy's (the cache key has it through the URI), else the cookie's or
 *   `Accept-Language`'s when called directly (the local runtime);
 * - the narrow-window hint is CloudFront's `CloudFront-Is-Mobile-Viewer` / `-Is-Tablet-Viewer`;
 * - the viewer's address is `CloudFront-Viewer-Address` (`ip:port`), which CloudFront writes itself:
 *   flood limits count renders per address (`pageRenders`, ADR 0009) — cached answers never get here.
 *
 * Rendering on the server is an optimisation, never a dependency: a render that throws, or exceeds
 * its budget, or cannot be counted (the counters' table failing), answers the page's app shell copy
 * with status 200 and a warning in the log; no render failure is ever a 5xx. (When the function itself
 * fails — its bundle did not load, it timed out, Lambda errs — CloudFront's origin group fails over to
 * the bucket's copy: `DATA_PAGE_FAILOVER_STATUSES`, pages-origin.ts.)
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import {
  isLanguage,
  type Language,
  PRERENDER_DIR,
  prerenderedLanguage,
  rendersForNarrowWindow,
  SERVER_RENDER_BUDGET_MS,
  serverRenderedPageOf,
} from '@plie/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiResult } from '../../http/dispatcher';
import { correlationIdOf, withCorrelation } from '../../services/log';
import { limitPageRender, RateLimitError } from '../../services/rate-limits';
import { inProcessFetch } from './page-reads';
import { DEVICE_HEADERS, PAGE_PATH_HEADER, VIEWER_ADDRESS_HEADER } from './pages-origin';
import type { ServerBundle } from './server-bundle';

/**
 * How long caches keep a render: browsers revalidate at once (SWR revalidates on mount anyway),
 * CloudFront keeps it a minute and may serve it five more while it fetches a new one.
 */
export const RENDER_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * How long CloudFront keeps an app shell copy sent for a render that failed: a few seconds, so a
 * burst of visitors during an outage costs one try each few seconds, not one each.
 */
export const FALLBACK_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

/** What the document varies by, as the local runtime sends it (functions/src/local/data-pages.ts). */
export const RENDER_VARY = 'Cookie, Accept-Language, Accept-Encoding';

const HTML = 'text/html; charset=utf-8';

export type PagesResult = APIGatewayProxyStructuredResultV2 & {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
};

export interface PagesHandlerOptions {
  /** The server bundle, loading (server-bundle.ts); awaited by each request. */
  bundle: Promise<ServerBundle>;
  /** The API's dispatcher restricted to the pages' reads. */
  dispatch: (event: APIGatewayProxyEventV2) => Promise<ApiResult>;
  logger: Logger;
  /** Default `SERVER_RENDER_BUDGET_MS`. */
  budgetMs?: number;
  /** Told of each page sent as its app shell copy instead of its render (the entry counts them). */
  onFallback?: (why: string) => void;
  /** The clock (tests). */
  now?: () => Date;
}

const header = (event: APIGatewayProxyEventV2, name: string): string | undefined =>
  event.headers?.[name] ?? undefined;

/** The viewer's page path: CloudFront's header, else the request's own path (called directly). */
export const pagePathOf = (event: APIGatewayProxyEventV2): string => {
  const given = header(event, PAGE_PATH_HEADER);
  return given?.startsWith('/') ? given : event.rawPath;
};

/** `/prerendered/pl/app-studio.html` → `pl`: the language CloudFront chose (and keys its cache by). */
const languageOfCopyPath = (rawPath: string): Language | undefined => {
  const [, dir, language] = rawPath.split('/');
  return dir === PRERENDER_DIR && isLanguage(language) ? language : undefined;
};

/** The language to render in: the copy's CloudFront chose, else the cookie's, Accept-Language's, English. */
export const pageLanguageOf = (event: APIGatewayProxyEventV2): Language =>
  languageOfCopyPath(event.rawPath) ??
  prerenderedLanguage({
    cookie: event.cookies?.join('; ') ?? header(event, 'cookie'),
    acceptLanguage: header(event, 'accept-language'),
  });

/**
 * The viewer's IP: from `CloudFront-Viewer-Address` (`198.51.100.7:443`, `2001:db8::1:443`: the port
 * after the last colon), else the peer's address (called directly).
 */
export const viewerIpOf = (event: APIGatewayProxyEventV2): string => {
  const address = header(event, VIEWER_ADDRESS_HEADER)?.trim();
  const port = address?.lastIndexOf(':') ?? -1;
  if (address && port > 0) return address.slice(0, port).replace(/^\[|\]$/g, '');
  return event.requestContext?.http?.sourceIp ?? '';
};

const answer = (
  event: APIGatewayProxyEventV2,
  statusCode: number,
  headers: Record<string, string>,
  body: string,
): PagesResult => ({
  statusCode,
  headers: { 'content-type': HTML, 'x-content-type-options': 'nosniff', ...headers },
  // A HEAD gets the GET's headers, without the body.
  body: event.requestContext.http.method.toUpperCase() === 'HEAD' ? '' : body,
});

/** Rejects with the signal's reason once it aborts (a render that ignores its signal still loses). */
const abortOf = (signal: AbortSignal): Promise<never> =>
  new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

export const createPagesHandler = (options: PagesHandlerOptions) => {
  const { logger } = options;
  const budgetMs = options.budgetMs ?? SERVER_RENDER_BUDGET_MS;

  const handle = async (event: APIGatewayProxyEventV2, correlationId: string): Promise<PagesResult> => {
    const method = event.requestContext.http.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') {
      return {
        statusCode: 405,
        headers: {
          allow: 'GET, HEAD',
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        },
        body: 'Method Not Allowed',
      };
    }
    const path = pagePathOf(event);
    const language = pageLanguageOf(event);
    const bundle = await options.bundle;
    const page = serverRenderedPageOf(path);
    if (!page) return answer(event, 404, { 'cache-control': FALLBACK_CACHE_CONTROL }, bundle.notFoundShell);
    const fallback = (why: string, error?: unknown) => {
      options.onFallback?.(why);
      logger.warn('Data page sent as its app shell copy', {
        page,
        language,
        why,
        ...(error === undefined ? {} : { error: error instanceof Error ? error : String(error) }),
      });
      return answer(
        event,
        200,
        { 'cache-control': FALLBACK_CACHE_CONTROL, vary: RENDER_VARY },
        bundle.appShellCopy(page, language),
      );
    };

    const viewerIp = viewerIpOf(event);
    try {
      await limitPageRender(viewerIp);
    } catch (error) {
      if (!(error instanceof RateLimitError)) return fallback('the flood counters failed', error);
      return {
        statusCode: error.statusCode,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          ...error.headers,
        },
        body: error.toBody(language).message,
      };
    }

    const signal = AbortSignal.timeout(budgetMs);
    try {
      const html = await Promise.race([
        bundle.renderer.renderDataPageDocument({
          path,
          search: event.rawQueryString ?? '',
          language,
          now: options.now?.() ?? new Date(),
          narrowWindow: rendersForNarrowWindow({
            cloudFrontIsMobileViewer: header(event, DEVICE_HEADERS[0]),
            cloudFrontIsTabletViewer: header(event, DEVICE_HEADERS[1]),
            secChUaMobile: header(event, 'sec-ch-ua-mobile'),
            userAgent: header(event, 'user-agent'),
          }),
          fetch: inProcessFetch(options.dispatch, { sourceIp: viewerIp, correlationId }),
          manifest: bundle.manifest,
          signal,
        }),
        abortOf(signal),
      ]);
      // A page the bundle does not render (a bundle older than this code's list): still a page.
      if (html === undefined) return fallback('the server bundle renders no such page');
      return answer(event, 200, { 'cache-control': RENDER_CACHE_CONTROL, vary: RENDER_VARY }, html);
    } catch (error) {
      return fallback(signal.aborted ? `the render took over ${budgetMs} ms` : 'the render failed', error);
    }
  };

  return async (event: APIGatewayProxyEventV2): Promise<PagesResult> => {
    const correlationId = correlationIdOf(event);
    return withCorrelation(correlationId, () => handle(event, correlationId));
  };
};
