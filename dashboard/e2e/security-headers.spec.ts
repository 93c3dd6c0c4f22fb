import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';

/**
 * The pages' Content-Security-Policy (functions/src/web-headers.ts, the one CloudFront sends) is served
 * by `npm start`'s production preview too: each screen renders under it without a single violation,
 * the dashboard may be framed by nobody and the embed pages by any site, and the build has no inline
 * script for the policy to block but the pre-rendered pages' guard, which it allows by its hash.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    plieCspViolations: Violation[];
    plieInlineScriptRan?: boolean;
  }
}

/** Records every CSP violation of the page (events, and the console errors Chromium logs for them). */
const watchViolations = async (page: Page) => {
  // Init scripts are injected by the browser's debugging protocol: the page's CSP does not apply to them.
  await page.addInitScript(() => {
    window.plieCspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.plieCspViolations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  return {
    violations: async () => ({
      events: await page.evaluate(() => window.plieCspViolations),
      consoleErrors,
    }),
  };
};

const SCREENS: [name: string, path: string, heading: RegExp][] = [
  ['the landing page', '/', /./],
  ['the schedule', '/schedule?country=PL&city=Krak%C3%B3w', /Schedule/],
  ['a studio page', '/studios/rytm_krakow', /Rytm Dance Studio/],
  ['the login page', '/login', /./],
  ['the developers page (the widget script, in this page)', '/developers', /Developers/],
  ['an embed page', '/embed/schedule/rytm_krakow', /Rytm Dance Studio/],
];

for (const [name, path, heading] of SCREENS) {
  test(`${name} renders under the strict CSP without a violation`, async ({ page }) => {
    const watcher = await watchViolations(page);
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'];
    expect(csp, 'the Content-Security-Policy header').toBeDefined();
    // Scripts from the site itself, and one inline script by its hash: the pre-rendered pages' guard.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}';/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    expect(await watcher.violations()).toEqual({ events: [], consoleErrors: [] });
  });
}

test('the CSP is enforced: an injected inline script is blocked, and reported', async ({ page }) => {
  const watcher = await watchViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.plieInlineScriptRan = true;';
    document.body.append(script);
  });
  await expect.poll(async () => (await watcher.violations()).events.length).toBeGreaterThan(0);
  expect((await watcher.violations()).events[0]).toMatchObject({
    directive: 'script-src-elem',
    blocked: 'inline',
  });
  expect(await page.evaluate(() => window.plieInlineScriptRan)).toBeUndefined();
});

test('the dashboard may be framed by nobody, the embed pages by any site', async ({ request }) => {
  const dashboard = (await request.get('/studios/rytm_krakow')).headers();
  expect(dashboard['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(dashboard['x-frame-options']).toBe('DENY');
  const embed = (await request.get('/embed/schedule/rytm_krakow')).headers();
  expect(embed['content-security-policy']).toContain('frame-ancestors *');
  expect(embed['x-frame-options']).toBeUndefined();
  for (const headers of [dashboard, embed]) {
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('geolocation=(self)'),
    });
  }
});

test('the built index.html has no inline script (each script element loads a file)', async ({ request }) => {
  // The plain app shell, an empty #root: what an unknown address is answered with (status 404).
  const html = await (await request.get('/no-such-page')).text();
  expect(html).toContain('<div id="root"></div>');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes, 'a script element with a src').toMatch(/\bsrc=/);
    expect(body?.trim()).toBe('');
  }
});

test('a pre-rendered page’s one inline script is its guard, which the CSP allows by its exact hash (the app shell’s copy too)', async ({
  request,
}) => {
  for (const path of ['/', '/login']) {
    const response = await request.get(path);
    const html = await response.text();
    expect(html, path).toContain('data-prerendered="en"');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attributes]) => !/\bsrc=/.test(attributes ?? ''),
    );
    expect(inline, path).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0]?.[2] ?? '')
      .digest('base64');
    expect(response.headers()['content-security-policy'], path).toContain(`'sha256-${hash}'`);
  }
});
