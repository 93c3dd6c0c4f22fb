/**
 * SPA routing for the web site's distribution: a CloudFront Function (runtime cloudfront-js-2.0) on
 * the viewer requests of `/*` (the dashboard) and `/embed/*` (the embed bundle and its bare pages).
 *
 * A request whose last path segment has no dot is a route of the app (`/teachers`,
 * `/users/ola`, `/embed/schedule/studio-x`, `/`), answered by the app shell `/index.html`; anything
 * else is a file (`/assets/x.js`, `/config.json`, `/embed/plie.js`) and goes to the bucket as it is,
 * so a missing file stays a 403/404 instead of becoming a page. Usernames and studio slugs, the only
 * free-form route segments, never contain a dot (shared/src/validation/username.ts).
 * `/api/*` has its own behavior without this function: the API's own statuses reach the caller.
 *
 * This file is deployed as it is (site.ts reads it) and run by spa-routing.test.ts: a plain script,
 * no imports or exports; CloudFront calls the top-level `handler`. The query string is not part of
 * `request.uri` and is passed on unchanged.
 */
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls it
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  const lastSegment = uri.slice(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
