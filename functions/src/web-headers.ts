/**
 * The security headers of Plié's web pages — the dashboard and the bare embed pages
 * (`/embed/schedule/{studio}`) — defined once. CloudFront's response headers policies
 * (`infra/src/site.ts`, imported as `@plie/functions/web-headers`) and the local production
 * preview (`PLIE_DASHBOARD=build`, `local/preview-headers.ts`) both build theirs from here, so a
 * browser test on `npm start` meets the policy AWS serves.
 *
 * Pure values: no AWS, DOM or Vite import (infra loads this at synth, where origins may be CDK
 * tokens such as `https://${Token[…]}`: they are used as given, never parsed).
 */
import { createHash } from 'node:crypto';
import { PRERENDER_GUARD_SCRIPT } from '@plie/shared';

/** Where a page's content may come from besides its own origin. Origins only (`scheme://host[:port]`), no path. */
export interface PageSources {
  /** Public uploads (images): the uploads CDN in AWS, the S3 stand-in locally. */
  uploadsOrigin: string;
  /** What the page calls with `fetch` besides its own origin: where presigned uploads are posted, analytics. */
  connectOrigins?: readonly string[];
}

/** Who may frame a page: nobody (the dashboard), or any site (the bare embed pages, framed by studios' sites). */
export type Framing = 'deny' | 'any-site';

/** Google account photos: a Google sign-in keeps the account's `picture` address as the user's photo. */
export const GOOGLE_PHOTO_SOURCE = 'https://*.googleusercontent.com';

/**
 * Strict-Transport-Security: two years, subdomains included (not `preload`: that is a promise about
 * the whole registrable domain, which the deployment doesn't own; browsers ignore it over http).
 */
export const STRICT_TRANSPORT_SECURITY = { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubdomains: true };
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Location may be asked for by the app itself later; camera, microphone and the rest never. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()';

/**
 * The dashboard's analytics ingestion address when no `VITE_ANALYTICS_API_URL` is set: the default of
 * `dashboard/src/features/analytics/analytics.ts` (nothing may import the dashboard, so it is repeated
 * here; change both together).
 */
export const DEFAULT_ANALYTICS_API_URL = 'https://api-eu.mixpanel.com';

/**
 * The origin the dashboard's build sends analytics to, as a `connect-src` source: none when the build
 * has no `VITE_ANALYTICS_TOKEN` (analytics off, nothing is sent), else the origin of
 * `VITE_ANALYTICS_API_URL` or the default. Read from the environment the dashboard is built in.
 */
export const analyticsConnectOrigins = (env: Record<string, string | undefined>): string[] => {
  if (!env.VITE_ANALYTICS_TOKEN) return [];
  const url = env.VITE_ANALYTICS_API_URL || DEFAULT_ANALYTICS_API_URL;
  try {
    return [new URL(url).origin];
  } catch {
    throw new Error(
      `VITE_ANALYTICS_API_URL "${url}" is not an absolute URL (e.g. ${DEFAULT_ANALYTICS_API_URL}).`,
    );
  }
};

/**
 * The one inline script the pages may run, by its hash: the guard at the top of each pre-rendered
 * document (`PRERENDER_GUARD_SCRIPT` of @plie/shared), which hides the page until the app renders
 * when the visitor's start language is not the document's. Any other inline script stays blocked.
 */
export const PRERENDER_GUARD_SCRIPT_SOURCE = `'sha256-${createHash('sha256')
  .update(PRERENDER_GUARD_SCRIPT, 'utf8')
  .digest('base64')}'`;

/** `scheme://host[:port]` (a CDK token may stand for the host): nothing that could end or add a directive. */
const ORIGIN_SOURCE = /^https?:\/\/[^\s;,'"/]+$/;

const sourceOf = (origin: string, what: string): string => {
  const source = origin.replace(/\/+$/, '');
  if (!ORIGIN_SOURCE.test(source)) {
    throw new Error(
      `${what} "${origin}" is not an origin like https://cdn.example.net (no path, no quotes).`,
    );
  }
  return source;
};

/**
 * The Content-Security-Policy of a page. Scripts only from the page's own origin (no eval, and no inline
 * script but the pre-rendered pages' guard, by its hash): `index.html` has none and Vite's build emits none. Styles allow `'unsafe-inline'` because
 * emotion (the dashboard's and the widgets' CSS-in-JS) injects `<style>` elements at run time; a style
 * cannot run code, and scripts stay strict. Images: the uploads CDN, Google account photos and `blob:`
 * (a room photo's preview before it is uploaded, `URL.createObjectURL`).
 */
export const contentSecurityPolicy = (sources: PageSources, framing: Framing): string => {
  const uploads = sourceOf(sources.uploadsOrigin, 'The uploads origin');
  const connect = (sources.connectOrigins ?? []).map((origin) => sourceOf(origin, 'A connect origin'));
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", PRERENDER_GUARD_SCRIPT_SOURCE],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'blob:', uploads, GOOGLE_PHOTO_SOURCE],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...new Set(connect)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // Every form is sent by script (fetch); "Continue with Google" is a link, not a form.
    ['form-action', "'self'"],
    ['frame-ancestors', framing === 'deny' ? "'none'" : '*'],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
};

/** Every security header of a page, as HTTP sends them (the local preview sets exactly these). */
export const pageSecurityHeaders = (sources: PageSources, framing: Framing): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(sources, framing),
  'Strict-Transport-Security': `max-age=${STRICT_TRANSPORT_SECURITY.maxAgeSeconds}${
    STRICT_TRANSPORT_SECURITY.includeSubdomains ? '; includeSubDomains' : ''
  }`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
  // For browsers that predate `frame-ancestors`; the embed pages must stay frameable.
  ...(framing === 'deny' ? { 'X-Frame-Options': 'DENY' } : {}),
});

/** The path prefix of the embeds (the script bundle and the bare embed pages), as CloudFront routes it. */
export const EMBED_PATH_PREFIX = '/embed/';

/** Which framing a request path gets: the embed pages may be framed by any site, the rest by none. */
export const framingOfPath = (path: string): Framing =>
  path.startsWith(EMBED_PATH_PREFIX) ? 'any-site' : 'deny';
