/**
 * The web pages' security headers in the local production preview (`PLIE_DASHBOARD=build`): the same
 * values CloudFront sends (`../web-headers.ts`), chosen per path as CloudFront's behaviors choose them
 * (`/embed/*` may be framed by any site; every other page by none). A CSP violation then shows up in
 * the browser tests on `npm start`, not first in AWS.
 *
 * Not on the dev server: Vite's dev mode injects an inline script (React Refresh's preamble) that a
 * strict policy would block; the production build has none.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { framingOfPath, type PageSources, pageSecurityHeaders } from '../web-headers';

/**
 * Sets the security headers of the request's path on the response; the static files are served after.
 * The path is the one the browser asked for (connect's `originalUrl`), as CloudFront chooses a behavior
 * by the viewer's path, not by the file a page's address is rewritten to (`/embed/schedule/x` is
 * answered by `/prerendered/en/app-embeddedSchedule.html`, and stays frameable).
 */
export const setPageSecurityHeaders = (
  sources: PageSources,
  request: Pick<IncomingMessage, 'url'> & { originalUrl?: string },
  response: Pick<ServerResponse, 'setHeader'>,
) => {
  const path = (request.originalUrl ?? request.url ?? '/').split(/[?#]/)[0] || '/';
  for (const [name, value] of Object.entries(pageSecurityHeaders(sources, framingOfPath(path)))) {
    response.setHeader(name, value);
  }
};

/** A Vite plugin: every response of the preview server carries the headers of its path. */
export const previewSecurityHeaders = (sources: PageSources): Plugin => ({
  name: 'plie-preview-security-headers',
  configurePreviewServer: (server) => {
    server.middlewares.use((request, response, next) => {
      setPageSecurityHeaders(sources, request, response);
      next();
    });
  },
});
