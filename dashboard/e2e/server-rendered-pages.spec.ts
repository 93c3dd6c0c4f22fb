import { expect, test } from '@playwright/test';
import {
  awayFromTheMinuteTurn,
  drawnAgainSinceHydrating,
  keptParsedHeading,
  rememberParsedHeading,
  waitUntilInteractive,
  watchErrors,
} from './support/hydration';
import { logInThroughApi, PIOTR, visitorPage } from './support/studios';

/**
 * ADR 0019 (issue #18: LCP): the public data pages come from the server with their first data, drawn as
 * an anonymous visitor sees them, in the visitor's language; the app then takes them over (hydrates)
 * without drawing them again. A visitor with a session gets their own view, rendered anew.
 */
const STUDIO = 'rytm_krakow';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'pl-PL' });

  test('a studio’s page reads with its schedule, in the browser’s language', async ({ page }) => {
    await page.goto(`/studios/${STUDIO}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rytm Dance Studio');
    await expect(page.getByRole('tab', { name: 'Grafik' })).toHaveAttribute('aria-selected', 'true');
    // The lessons themselves, from the server's reads: a laptop's table.
    const rows = page.getByRole('table').getByRole('row');
    expect(await rows.count()).toBeGreaterThan(2);
    await expect(
      page.getByRole('contentinfo').getByText('Polityka prywatności', { exact: true }),
    ).toBeVisible();
  });

  test('the schedule of a city and a teacher’s page read with their lessons', async ({ page }) => {
    await page.goto('/schedule?country=PL&city=Krak%C3%B3w');
    expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThan(2);
    await page.goto('/users/iryna_teacher');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Iryna');
  });

  test('the teachers and the studios read with what they found', async ({ page }) => {
    await page.goto('/teachers?search=iryna');
    await expect(
      page.getByRole('region', { name: 'Znalezieni instruktorzy' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await page.goto('/studios');
    expect(
      await page.getByRole('region', { name: 'Znalezione studia' }).getByRole('listitem').count(),
    ).toBeGreaterThan(1);
  });

  test('an embedded schedule reads with its lessons in its `?lang=`, not the browser’s', async ({ page }) => {
    await page.goto(`/embed/schedule/${STUDIO}?lang=ua`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rytm Dance Studio');
    await expect(page.getByText('Розклад занять')).toBeVisible();
    expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThan(2);
  });
});

test('the data pages come from the `pages` function’s bundle, invoked as CloudFront invokes it', async ({
  request,
}) => {
  // The browser suite runs the Lambda bundles CDK deploys (playwright.config.ts: PLIE_LAMBDA=bundle):
  // a render by the pages function carries its CDN policy (functions/src/lambdas/pages/pages-handler.ts,
  // `RENDER_CACHE_CONTROL`), which the in-process render of the sources (PLIE_LAMBDA=source) does not.
  const bundled = process.env.PLIE_LAMBDA !== 'source';
  for (const path of [
    `/studios/${STUDIO}`,
    '/schedule?country=PL&city=Krak%C3%B3w',
    '/teachers',
    '/studios',
  ]) {
    const response = await request.get(path);
    expect(await response.text(), path).toContain('data-server-rendered');
    expect(response.headers()['cache-control'], path).toBe(
      bundled
        ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
        : 'public, max-age=0, s-maxage=60',
    );
  }
});

test('a phone gets its own layout from the server: the list, and the filters behind a button', async ({
  request,
}) => {
  const phone = await request.get(`/studios/${STUDIO}`, {
    headers: {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36',
      'sec-ch-ua-mobile': '?1',
    },
  });
  const html = await phone.text();
  expect(html).toMatch(/<html[^>]* data-server-rendered=""/);
  expect(html).toMatch(/<ul[^>]*part="list"/);
  expect(html).not.toContain('<table');
  expect(html).toMatch(/<dialog[^>]*aria-labelledby/);
});

test('the app takes a server-rendered studio page over without drawing it again, and it works', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await rememberParsedHeading(page, 'main h1');
  const response = await page.goto(`/studios/${STUDIO}`);
  expect(await response?.text()).toMatch(/<html[^>]* data-server-rendered=""/);
  await waitUntilInteractive(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rytm Dance Studio');
  expect(await keptParsedHeading(page, 'main h1')).toBe(true);
  // Alive: the view toggle and a lesson's sign-up.
  await page.getByRole('radio', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/view=calendar/);
  await page.getByRole('radio', { name: 'Table' }).click();
  await page
    .getByRole('button', { name: /^Attend/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor with a session gets their own view of the page, rendered anew', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await visitorPage(browser, baseURL as string, await logInThroughApi(page.request, PIOTR));
  const errors = watchErrors(owner);
  await owner.goto(`/studios/${STUDIO}`);
  await expect(owner.getByRole('button', { name: 'Add lesson' })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Edit studio' })).toBeVisible();
  expect(errors).toEqual([]);
  await owner.context().close();
});

test('an embedded schedule hydrates in its `?lang=` without drawing it again, and works', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await rememberParsedHeading(page, 'h1');
  const response = await page.goto(`/embed/schedule/${STUDIO}?lang=pl`);
  expect(await response?.text()).toMatch(/<html lang="pl"[^>]* data-server-rendered=""/);
  await expect(page.locator('html')).not.toHaveClass(/\bplie-hydrating\b/);
  expect(await keptParsedHeading(page, 'h1')).toBe(true);
  await page.getByRole('radio', { name: 'Kalendarz' }).click();
  await expect(page).toHaveURL(/view=calendar/);
  await expect(page.getByText('Grafik zajęć')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a list of teachers found hydrates, and a filter chosen at once then cleared shows them again', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await rememberParsedHeading(page, 'main h1');
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto('/teachers?search=iryna');
  expect(await response?.text()).toMatch(/<html[^>]* data-server-rendered=""/);
  const found = page.getByRole('region', { name: 'Teachers found' }).getByRole('listitem');
  const count = await found.count();
  expect(count).toBeGreaterThan(0);
  await waitUntilInteractive(page);
  expect(await keptParsedHeading(page, 'main h1')).toBe(true);
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await panel.getByRole('checkbox', { name: 'Tap', exact: true }).check();
  await expect(page.getByText('No teacher matches this search.')).toBeVisible();
  await panel.getByRole('button', { name: 'Clear filters' }).click();
  await expect(found).toHaveCount(count);
  expect(errors).toEqual([]);
});

test.describe('after hydrating, with its answers asked again, a page draws none of its rows again', () => {
  // Issue #18: the first taps after hydrating waited for whole lists drawn again for nothing (an
  // address read with and without its `?`, a clock set to the same minute, a width measured the same,
  // the same answers as new objects). Each case is one of those.
  for (const { name, path, items, phone } of [
    {
      name: 'a city’s schedule, on a laptop',
      path: '/schedule?country=PL&city=Krak%C3%B3w',
      items: '[part~="row"]',
    },
    {
      name: 'a studio’s schedule, on a phone',
      path: `/studios/${STUDIO}`,
      items: '[part~="row"]',
      phone: true,
    },
    { name: 'an embedded schedule', path: `/embed/schedule/${STUDIO}`, items: '[part~="row"]' },
    { name: 'the teachers found', path: '/teachers', items: 'main section li' },
    { name: 'the studios found', path: '/studios', items: 'main section li' },
  ]) {
    test(name, async ({ page }) => {
      if (phone) await page.setViewportSize({ width: 390, height: 844 });
      await awayFromTheMinuteTurn(page);
      const response = await page.goto(path);
      expect(await response?.text()).toMatch(/<html[^>]* data-server-rendered=""/);
      await expect(page.locator('html')).not.toHaveClass(/\bplie-hydrating\b/);
      // The answers asked again once hydrated are back, and drawn if they changed anything.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(await page.locator(items).count()).toBeGreaterThan(1);
      expect(await drawnAgainSinceHydrating(page, items)).toBe(0);
    });
  }
});

test('a tap before the app has taken the page over is held, then replayed once it has', async ({ page }) => {
  const errors = watchErrors(page);
  // The app's code arrives late, as on a slow phone: the page reads, and takes taps, meanwhile.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/studios/${STUDIO}`);
  await expect(page.locator('html')).toHaveClass(/\bplie-hydrating\b/);
  await page.getByRole('radio', { name: 'Calendar' }).check();
  // Held: the radio shows the tap at once, but no handler has run (the address is unchanged).
  await page.waitForTimeout(300);
  expect(page.url()).not.toMatch(/view=calendar/);
  await expect(page.getByRole('table')).toBeVisible();
  release();
  await expect(page.locator('html')).not.toHaveClass(/\bplie-hydrating\b/, { timeout: 30_000 });
  // Replayed on the app: the calendar shows, as if tapped now.
  await expect(page).toHaveURL(/view=calendar/);
  await expect(page.getByRole('radio', { name: 'Calendar' })).toBeChecked();
  expect(errors).toEqual([]);
});
