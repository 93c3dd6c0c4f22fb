/**
 * Unknown addresses answer HTTP 404 on the local runtime's web server, as CloudFront answers them
 * (infra/src/spa-routing.js; issue #17 item 10): an address that is neither a page of the route table
 * (`isWebRoute`, the patterns the dashboard's router matches) nor a file still gets the app shell, so
 * the not-found view shows in the visitor's language, but with status 404. Pages and files keep their
 * status. On the dev server and on the production preview (`PLIE_DASHBOARD=build`) alike.
 *
 * The middleware runs before Vite's own and only rewrites the status the shell is sent with: Vite
 * (or sirv) still finds and serves `index.html`. Vite's internal addresses (`/@vite/client`,
 * `/@fs/…`, `/@id/…`) and `/api` (proxied to the API, which has its own statuses) are left alone.
 *
 * The production preview also answers a pre-rendered page (issue #18: `/`, the legal documents,
 * `/developers`) with its copy in the visitor's language, and every other page with the site's layout
 * with the app shell's copy (header and footer drawn, the page's screen rendered by the app), as the
 * CloudFront Function does: the
 * `plie-lang` cookie's, else Accept-Language's, else English (`prerenderedLanguage` of @plie/shared,
 * whose tables the function is written from). A build without that copy keeps getting the shell.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { documentFileOf, isWebRoute, prerenderedLanguage } from '@plie/shared';
import type { Connect, Plugin } from 'vite';

/** Whether the web server should answer this request with status 404 (the app shell as the body). */
export const answersNotFound = (method: string | undefined, url: string | undefined): boolean => {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = (url ?? '/').split(/[?#]/)[0] || '/';
  if (path.startsWith('/@') || path === '/api' || path.startsWith('/api/')) return false;
  const isFile = path.slice(path.lastIndexOf('/') + 1).includes('.');
  return !isFile && !isWebRoute(path);
};

/** Sends whatever the server answers with status 404 where it would have been 200. */
const withNotFoundStatus = (response: ServerResponse) => {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    return (writeHead as (...args: unknown[]) => ServerResponse).call(
      this,
      statusCode === 200 ? 404 : statusCode,
      ...rest,
    );
  } as ServerResponse['writeHead'];
  response.statusCode = 404;
};

const middleware: Connect.NextHandleFunction = (
  request: IncomingMessage,
  response: ServerResponse,
  next: Connect.NextFunction,
) => {
  if (answersNotFound(request.method, request.url)) withNotFoundStatus(response);
  next();
};

/**
 * The build's file that answers a request for a page by GET or HEAD (relative to the build folder,
 * with a leading slash): a pre-rendered page's copy in the visitor's language
 * (`/prerendered/pl/index.html`), or for another page with the site's layout the app shell's copy for
 * that page (`/prerendered/pl/app-user.html`); none for anything else (the plain shell, a file).
 */
export const prerenderedFileFor = (request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const path = (request.url ?? '/').split(/[?#]/)[0] || '/';
  if (path.slice(path.lastIndexOf('/') + 1).includes('.')) return undefined;
  const language = prerenderedLanguage({
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
  const file = documentFileOf(path, language);
  return file ? `/${file}` : undefined;
};

/** Serves the copy of a pre-rendered page from `buildDir` where the build has it (the URL is rewritten for sirv). */
const servePrerenderedCopies =
  (buildDir: string): Connect.NextHandleFunction =>
  (request, response, next) => {
    const file = prerenderedFileFor(request);
    if (file && existsSync(resolve(buildDir, `.${file}`))) {
      const query = request.url?.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      request.url = `${file}${query}`;
      response.setHeader('Vary', 'Cookie, Accept-Language');
    }
    next();
  };

/**
 * A Vite plugin: the dev server and the preview answer unknown addresses with status 404, and the
 * preview answers the pre-rendered pages with their copy in the visitor's language.
 */
export const unknownPagesAnswerNotFound = (): Plugin => ({
  name: 'plie-unknown-pages-answer-404',
  configureServer: (server) => {
    server.middlewares.use(middleware);
  },
  configurePreviewServer: (server) => {
    server.middlewares.use(middleware);
    server.middlewares.use(servePrerenderedCopies(resolve(server.config.root, server.config.build.outDir)));
  },
});
