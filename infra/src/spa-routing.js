/**
 * SPA routing for the web site's distribution: a CloudFront Function (runtime cloudfront-js-2.0) on
 * the viewer requests AND viewer responses of `/*` (the dashboard) and `/embed/*` (the embed bundle
 * and its bare pages). Issue #17 item 10: an address that is no page answers HTTP 404.
 *
 * Viewer request:
 * - a file (the last path segment has a dot: `/assets/x.js`, `/config.json`, `/embed/plie.js`) goes
 *   to the bucket as it is, so a missing file stays the bucket's 403 instead of becoming a page;
 * - a page of the app (`/teachers`, `/users/ola`, `/embed/schedule/studio-x`, `/`) is answered by
 *   the app shell `/index.html`;
 * - any other address (`/no-such-page`, `/studios/x/y/z`, `/404`) by `/404.html`, a copy of the
 *   shell (site.ts uploads it), so the app still loads and shows its not-found view.
 * Viewer response: the shell of an unknown address gets status 404. It decides from the URI it is
 * given, whether that is the viewer's (`/no-such-page`) or the rewritten one (`/404.html`), so both
 * readings of CloudFront's event agree. Responses are cached per rewritten key; the status is set on
 * every response, cache hits included. CloudFront runs no viewer-response function on an origin
 * error (≥ 400), so the bucket's own errors pass untouched.
 *
 * Why not the distribution's custom error responses: they apply to every behavior, so they would
 * turn the API's own 403s and 404s into the shell too.
 *
 * The pages are `ROUTES`, written at synth (site.ts `spaRoutingFunctionCode`) from the route table
 * the dashboard's router reads (`WEB_ROUTE_PATTERNS` of @plie/shared); a name that can exist
 * (`/users/nobody`) is a page, and the app says it is not found with status 200: only the API knows.
 * `/api/*` has its own behavior without this function: the API's own statuses reach the caller.
 *
 * A plain script, no imports or exports; CloudFront calls the top-level `handler`. The query string
 * is not part of `request.uri` and is passed on unchanged. spa-routing.test.ts runs the generated code.
 */
// The pages: regular expressions, written in at synth (site.ts). Empty here.
var ROUTES = [];
var NOT_FOUND_SHELL = '/404.html';

function isFile(uri) {
  return uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') !== -1;
}

function isRoute(uri) {
  return ROUTES.some((route) => route.test(uri));
}

function answerNotFound(event) {
  var response = event.response;
  var uri = event.request.uri;
  var unknown = uri === NOT_FOUND_SHELL || (!isFile(uri) && !isRoute(uri));
  if (response.statusCode === 200 && unknown) response.statusCode = 404;
  return response;
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls it
function handler(event) {
  if (event.response) return answerNotFound(event);
  var request = event.request;
  if (!isFile(request.uri)) request.uri = isRoute(request.uri) ? '/index.html' : NOT_FOUND_SHELL;
  return request;
}
