/** The web pages' security headers: what each directive allows, and what the builder refuses. */
import { createHash } from 'node:crypto';
import { PRERENDER_GUARD_SCRIPT } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import {
  analyticsConnectOrigins,
  contentSecurityPolicy,
  DEFAULT_ANALYTICS_API_URL,
  framingOfPath,
  PRERENDER_GUARD_SCRIPT_SOURCE,
  pageSecurityHeaders,
} from './web-headers';

const sources = {
  uploadsOrigin: 'https://uploads.example.net/',
  connectOrigins: ['https://bucket.s3.eu-central-1.amazonaws.com', 'https://api-eu.mixpanel.com'],
};

/** The policy as directive → sources. */
const directivesOf = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );

describe('contentSecurityPolicy', () => {
  const dashboard = directivesOf(contentSecurityPolicy(sources, 'deny'));

  it('runs scripts from the own origin only, no eval, and no inline script but the pre-render guard', () => {
    expect(dashboard['script-src']).toEqual(["'self'", PRERENDER_GUARD_SCRIPT_SOURCE]);
    expect(dashboard['default-src']).toEqual(["'self'"]);
    expect(contentSecurityPolicy(sources, 'deny')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('allows the pre-render guard by the SHA-256 of its exact text', () => {
    const hash = createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64');
    expect(PRERENDER_GUARD_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(createHash('sha256').update(`${PRERENDER_GUARD_SCRIPT} `).digest('base64')).not.toBe(hash);
  });

  it('allows inline styles (emotion injects <style> elements) and nothing else inline', () => {
    expect(dashboard['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('shows images from the uploads CDN, Google account photos and blob: previews', () => {
    expect(dashboard['img-src']).toEqual([
      "'self'",
      'blob:',
      'https://uploads.example.net',
      'https://*.googleusercontent.com',
    ]);
  });

  it('calls its own origin and the given connect origins', () => {
    expect(dashboard['connect-src']).toEqual(["'self'", ...sources.connectOrigins]);
  });

  it('allows no plugins, no base or form target elsewhere', () => {
    expect(dashboard['object-src']).toEqual(["'none'"]);
    expect(dashboard['base-uri']).toEqual(["'self'"]);
    expect(dashboard['form-action']).toEqual(["'self'"]);
  });

  it('lets nobody frame the dashboard, and any site frame the embed pages', () => {
    expect(dashboard['frame-ancestors']).toEqual(["'none'"]);
    expect(directivesOf(contentSecurityPolicy(sources, 'any-site'))['frame-ancestors']).toEqual(['*']);
  });

  it('takes a CDK token for a host as it is', () => {
    // What a CDK token looks like in a string at synth.
    const tokenOrigin = `https://${'$'}{Token[TOKEN.123]}`;
    const policy = contentSecurityPolicy({ uploadsOrigin: tokenOrigin }, 'deny');
    expect(directivesOf(policy)['img-src']).toContain(tokenOrigin);
  });

  it.each([
    ['a path', 'https://cdn.example.net/uploads'],
    ['a directive smuggled in', "https://cdn.example.net; script-src 'unsafe-inline'"],
    ['a quoted keyword', "'unsafe-inline'"],
    ['no scheme', 'cdn.example.net'],
  ])('refuses an origin with %s', (_, origin) => {
    expect(() => contentSecurityPolicy({ uploadsOrigin: origin }, 'deny')).toThrow(/is not an origin/);
    expect(() =>
      contentSecurityPolicy({ uploadsOrigin: 'https://ok.example', connectOrigins: [origin] }, 'deny'),
    ).toThrow(/is not an origin/);
  });
});

describe('pageSecurityHeaders', () => {
  it('sends HSTS, nosniff, the referrer and permissions policies with the CSP', () => {
    expect(pageSecurityHeaders(sources, 'deny')).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(sources, 'deny'),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()',
      'X-Frame-Options': 'DENY',
    });
  });

  it('sends no X-Frame-Options on pages other sites may frame', () => {
    expect(pageSecurityHeaders(sources, 'any-site')).not.toHaveProperty('X-Frame-Options');
  });
});

describe('framingOfPath', () => {
  it.each([
    ['/', 'deny'],
    ['/login', 'deny'],
    ['/embedded', 'deny'],
    ['/embed/schedule/salsa-club', 'any-site'],
    ['/embed/plie.js', 'any-site'],
  ] as const)('%s → %s', (path, framing) => {
    expect(framingOfPath(path)).toBe(framing);
  });
});

describe('analyticsConnectOrigins', () => {
  it('is empty when the build has no analytics token (nothing is sent)', () => {
    expect(analyticsConnectOrigins({ VITE_ANALYTICS_API_URL: 'https://a.example/x' })).toEqual([]);
  });

  it('is the origin of the configured ingestion address, or the default', () => {
    expect(
      analyticsConnectOrigins({
        VITE_ANALYTICS_TOKEN: 't',
        VITE_ANALYTICS_API_URL: 'https://a.example:8443/x',
      }),
    ).toEqual(['https://a.example:8443']);
    expect(analyticsConnectOrigins({ VITE_ANALYTICS_TOKEN: 't' })).toEqual([DEFAULT_ANALYTICS_API_URL]);
  });

  it('names a malformed address', () => {
    expect(() =>
      analyticsConnectOrigins({ VITE_ANALYTICS_TOKEN: 't', VITE_ANALYTICS_API_URL: 'mixpanel' }),
    ).toThrow(/VITE_ANALYTICS_API_URL "mixpanel" is not an absolute URL/);
  });
});

describe('DEFAULT_ANALYTICS_API_URL', () => {
  it('is the dashboard’s own default (repeated here: nothing imports the dashboard)', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(
      new URL('../../dashboard/src/features/analytics/analytics.ts', import.meta.url),
      'utf8',
    );
    expect(source).toContain(`DEFAULT_ANALYTICS_API_URL = '${DEFAULT_ANALYTICS_API_URL}'`);
  });
});
