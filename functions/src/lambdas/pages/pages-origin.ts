/**
 * What the `pages` function (ADR 0019) shares with the infra that deploys it and the CloudFront
 * distribution in front of it: the files its zip holds beside `index.mjs`, and the request headers
 * CloudFront hands it. Free of imports, so infra reads it (`@plie/functions/pages-origin`).
 *
 * The zip (infra/src/pages.ts ships it; server-bundle.ts reads it; the local runtime's bundle mode
 * finds it in the synthesized asset):
 * - `render-page.mjs`: the dashboard's server bundle (`dashboard/dist-server/render-page.js` and its
 *   chunks) bundled with its bare imports (react, react-dom/static, swr, jotai, wouter, Lingui…) into
 *   one ESM file, so the zip needs no `node_modules`;
 * - `data-pages.json`: the build's manifest of the data pages (the shell, each page's preloads);
 * - `prerendered/<language>/app-<page>.html`: each server-rendered page's app shell copy, at the path
 *   the dashboard's build has it (`appShellFileOf` of @plie/shared), for a render that fails;
 * - `404.html`: the plain app shell (`dashboard/dist/index.html`), sent with status 404 for an address
 *   under a page's path pattern that is no page (`/studios/a/b`), as the bucket's `404.html` is.
 */
export const PAGES_BUNDLE_FILES = {
  renderer: 'render-page.mjs',
  manifest: 'data-pages.json',
  notFoundShell: '404.html',
} as const;

/** The dashboard build's files the function ships: in `dist-server/` the first two, in `dist/` the shell. */
export const DASHBOARD_BUILD_FILES = {
  /** The server bundle's entry (Vite's SSR output; its chunks are in `dist-server/assets/`). */
  renderer: 'render-page.js',
  manifest: 'data-pages.json',
  /** The plain app shell. */
  shell: 'index.html',
} as const;

/**
 * The request header CloudFront's viewer-request function (infra/src/spa-routing.js) writes the
 * viewer's path into, on every request (a viewer's own value is overwritten): the function has
 * rewritten the URI to the app shell copy's key by then. Part of the data pages' cache key.
 */
export const PAGE_PATH_HEADER = 'x-plie-page-path';

/** The request header CloudFront writes the viewer's `ip:port` into (named in an origin request policy). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The statuses of the `pages` function on which CloudFront asks the bucket instead: the function
 * failing or down (500, 502, 503, 504), and refused by Lambda (403: the origin's signature or the
 * invoke permissions broken by a change). The function itself never answers them. CloudFront takes
 * only 400, 403, 404, 416 and 5xx here: a 429 (Lambda's throttle, or the function's own flood limit)
 * reaches the viewer.
 */
export const DATA_PAGE_FAILOVER_STATUSES: readonly number[] = [403, 500, 502, 503, 504];

/** CloudFront's device headers, the narrow-window hint of a render: part of the data pages' cache key. */
export const DEVICE_HEADERS = ['cloudfront-is-mobile-viewer', 'cloudfront-is-tablet-viewer'] as const;
