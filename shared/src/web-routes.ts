/**
 * Which addresses are pages of the website, from the one route table (`WEB_PATHS`), so that the
 * servers can answer an unknown address with HTTP 404 (issue #17 item 10) while the app shell still
 * loads and shows the not-found view in the visitor's language.
 *
 * The patterns match as the dashboard's router (wouter, regexparam) does: case-insensitive, an
 * optional trailing slash, one segment per `:parameter`. A parameter is always a username or a
 * studio slug, so it matches only what such a name can be (`USERNAME_PATTERN`): `/users/a.b` or
 * `/studios/x/y` can never be a page. A well-formed name that does not exist (`/users/nobody`) is
 * still a page here: only the API knows, and the page shows its own "not found" view (status 200).
 *
 * `/404` (WEB_PATHS.notFound) is the not-found view itself, so it is no page to be found: it
 * answers 404 too. Used by the CloudFront Function (infra/src/spa-routing.js, its list generated
 * from `WEB_ROUTE_PATTERNS` at synth) and by the local runtime's web server.
 */
import { USERNAME_PATTERN } from './validation/username-pattern';
import { WEB_PATHS, type WebPage } from './web-paths';

/** The pages that answer 404 although the router knows them: the not-found view. */
const NOT_FOUND_PAGES: readonly WebPage[] = ['notFound'];

/** One path segment a `:parameter` may take: a username or a studio slug, without its anchors. */
const PARAMETER_SEGMENT = `(?:${USERNAME_PATTERN.source.replace(/^\^/, '').replace(/\$$/, '')})`;

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `/studios/:studioName` → `^\/studios\/(?:[A-Za-z]…)\/?$` (the trailing slash optional, as wouter). */
export const webRoutePattern = (path: string): string => {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? PARAMETER_SEGMENT : escapeForRegExp(segment)));
  return segments.length === 0 ? '^\\/$' : `^\\/${segments.join('\\/')}\\/?$`;
};

/** The regular expression (source; flag `i`) of every page that answers 200. */
export const WEB_ROUTE_PATTERNS: readonly string[] = (Object.keys(WEB_PATHS) as WebPage[])
  .filter((page) => !NOT_FOUND_PAGES.includes(page))
  .map((page) => webRoutePattern(WEB_PATHS[page]));

const routeExpressions = WEB_ROUTE_PATTERNS.map((source) => new RegExp(source, 'i'));

/** Every page with its expression, in the router's order (a fixed path before a `:parameter` one). */
const pageExpressions = (Object.keys(WEB_PATHS) as WebPage[]).map(
  (page) => [page, new RegExp(webRoutePattern(WEB_PATHS[page]), 'i')] as const,
);

/** The page a path (no query string) shows, as the router picks it; `undefined` for no page. */
export const webPageOf = (path: string): WebPage | undefined =>
  pageExpressions.find(([, expression]) => expression.test(path))?.[0];

/** Whether a path (no query string) is a page of the website; `/no-such-page` and `/404` are not. */
export const isWebRoute = (path: string): boolean =>
  routeExpressions.some((expression) => expression.test(path));
