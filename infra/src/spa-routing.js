/**
 * SPA routing for the web site's distribution: a CloudFront Function (runtime cloudfront-js-2.0) on
 * the viewer requests AND viewer responses of `/*` (the dashboard) and `/embed/*` (the embed bundle
 * and its bare pages). Issue #17 item 10: an address that is no page answers HTTP 404.
 *
 * Viewer request:
 * - every request first gets the viewer's own path in `PRERENDER.pagePathHeader` (`x-plie-page-path`),
 *   overwriting whatever the viewer sent: the data pages' behaviors (ADR 0019) send the request to
 *   the `pages` function with the URI rewritten as below (the app shell copy's key, which the bucket
 *   answers when the function fails over to it), so the function reads the page's path from there,
 *   and their cache key includes it;
 * - a file (the last path segment has a dot: `/assets/x.js`, `/config.json`, `/embed/plie.js`) goes
 *   to the bucket as it is, so a missing file stays the bucket's 403 instead of becoming a page;
 * - a pre-rendered page (`/`, the legal documents, `/developers`: `PRERENDER.pages`) is answered by
 *   its copy in the visitor's language, `/prerendered/<language>/<file>.html`: the language of the
 *   `plie-lang` cookie (the app's stored choice, mirrored), else the first of Accept-Language the
 *   product speaks (`uk` is Ukrainian, `ua`), else English. The rewritten URI is the cache key (the
 *   cache policy adds no cookie or header), so each language's copy is cached apart from the others;
 * - any other page with the site's layout (`/teachers`, `/users/ola`: `PRERENDER.appShellPages`) by
 *   the app shell's copy for that page in the visitor's language, `/prerendered/<language>/app-user.html`
 *   (header and footer drawn, an empty main: the app renders the page into it; the copy names the
 *   code the page's first view needs), chosen and cached the same way;
 * - a page without the layout (`/embed/schedule/studio-x`) by the plain app shell `/index.html` (an
 *   empty `#root`: the app renders it);
 * - any other address (`/no-such-page`, `/studios/x/y/z`, `/404`) by `/404.html`, a copy of the
 *   shell (site.ts uploads it), so the app still loads and shows its not-found view.
 * Viewer response: the shell of an unknown address gets status 404. It decides from the URI it is
 * given, whether that is the viewer's (`/no-such-page`) or the rewritten one (`/404.html`), so both
 * readings of CloudFront's event agree; a pre-rendered page's answer says it varies by cookie and
 * Accept-Language (for the caches after CloudFront). Responses are cached per rewritten key; the
 * status is set on every response, cache hits included. CloudFront runs no viewer-response function on an origin
 * error (≥ 400), so the bucket's own errors pass untouched.
 *
 * Why not the distribution's custom error responses: they apply to every behavior, so they would
 * turn the API's own 403s and 404s into the shell too.
 *
 * The pages are `ROUTES`, written at synth (site.ts `spaRoutingFunctionCode`) from the route table
 * the dashboard's router reads (`WEB_ROUTE_PATTERNS` of @plie/shared), and `PRERENDER` from
 * @plie/shared's prerendered-pages.ts (the pages, their files, the languages and how a browser's
 * language tag names them: the one ua/uk mapping, never written here); a name that can exist
 * (`/users/nobody`) is a page, and the app says it is not found with status 200: only the API knows.
 * `/api/*` has its own behavior without this function: the API's own statuses reach the caller.
 *
 * A plain script, no imports or exports; CloudFront calls the top-level `handler`. The query string
 * is not part of `request.uri` and is passed on unchanged. spa-routing.test.ts runs the generated code.
 */
// The pages: regular expressions, written in at synth (site.ts). Empty here.
var ROUTES = [];
var NOT_FOUND_SHELL = '/404.html';
// The pre-rendered pages and the app shell's copies ([pattern, file name]), their folder, the languages:
// written in at synth. Empty here.
var PRERENDER = {};

function isFile(uri) {
  return uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') !== -1;
}

function isRoute(uri) {
  return ROUTES.some((route) => route.test(uri));
}

/** The file name of the pre-rendered page at `uri`, if it is one. */
function prerenderedFile(uri) {
  var page = PRERENDER.pages.find((entry) => entry[0].test(uri));
  return page ? page[1] : undefined;
}

/** The file name of the app shell's copy for `uri`, if it is a page drawn in the site's layout that no pre-rendered copy answers. */
function appShellFile(uri) {
  var page = PRERENDER.appShellPages.find((entry) => entry[0].test(uri));
  return page ? page[1] : undefined;
}

/** The language a browser's tag (`uk-UA`, `pl`, `en_GB`) names, if the product speaks it. */
function languageOfTag(tag) {
  var subtag = tag.trim().toLowerCase().split(/[-_]/)[0];
  var language = PRERENDER.subtags[subtag];
  // Only the table's own entries (`constructor` is no language).
  return PRERENDER.languages.indexOf(language) !== -1 ? language : undefined;
}

/** The first language of an Accept-Language value the product speaks, by weight then order. */
function languageOfAcceptLanguage(value) {
  var ranges = value
    .split(',')
    .map((part, index) => {
      var parameters = part.split(';');
      var quality = parameters
        .slice(1)
        .map((parameter) => parameter.trim())
        .find((parameter) => /^q=/i.test(parameter));
      var weight = quality === undefined ? 1 : Number(quality.slice(2));
      return { tag: parameters[0], weight: Number.isFinite(weight) ? weight : 0, index: index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map((range) => languageOfTag(range.tag)).find((language) => language !== undefined);
}

/** The language of the copy to send: the cookie's, else Accept-Language's, else the fallback. */
function languageOf(request) {
  // CloudFront always hands the function `cookies` and `headers` objects (empty when none came).
  var cookie = request.cookies[PRERENDER.cookie];
  var chosen = cookie && typeof cookie.value === 'string' ? cookie.value.trim() : undefined;
  if (PRERENDER.languages.indexOf(chosen) !== -1) return chosen;
  var header = request.headers['accept-language'];
  return (header && languageOfAcceptLanguage(header.value)) || PRERENDER.fallback;
}

function isPrerendered(uri) {
  return (
    uri.indexOf(PRERENDER.dir) === 0 ||
    (!isFile(uri) && (prerenderedFile(uri) !== undefined || appShellFile(uri) !== undefined))
  );
}

function answerNotFound(event) {
  var response = event.response;
  var uri = event.request.uri;
  var unknown = uri === NOT_FOUND_SHELL || (!isFile(uri) && !isRoute(uri));
  if (response.statusCode === 200 && unknown) response.statusCode = 404;
  if (isPrerendered(uri)) response.headers.vary = { value: 'Cookie, Accept-Language' };
  return response;
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls it
function handler(event) {
  if (event.response) return answerNotFound(event);
  var request = event.request;
  request.headers[PRERENDER.pagePathHeader] = { value: request.uri };
  if (isFile(request.uri)) return request;
  var file = prerenderedFile(request.uri) || appShellFile(request.uri);
  if (file) request.uri = `${PRERENDER.dir}${languageOf(request)}/${file}`;
  else request.uri = isRoute(request.uri) ? '/index.html' : NOT_FOUND_SHELL;
  return request;
}
