import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  keptParsedHeading,
  rememberParsedHeading,
  waitUntilInteractive,
  watchErrors,
} from './support/hydration';

/** The landing page of spec §1, on a phone and on a laptop (English: the browser's language). */
for (const width of [390, 1280]) {
  test(`the landing page renders at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');

    // Hero: headline, city search, call to action.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next dance class');
    await expect(page.getByRole('combobox', { name: 'Where do you want to dance?' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Sign up for free' }).first(),
    ).toHaveAttribute('href', '/signup');

    // Dance styles from the API, as links to the schedule.
    const styles = page.getByRole('region', { name: 'Browse by style' });
    await expect(styles.getByRole('link', { name: 'Bachata', exact: true })).toHaveAttribute(
      'href',
      '/schedule?styles=bachata',
    );

    // The four-item feature grid.
    const features = page.getByRole('region', { name: 'Everything dance, in one place' });
    for (const label of ['Search', 'Join', 'Manage', 'Plan']) {
      await expect(features.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(features.getByRole('listitem')).toHaveCount(4);

    // The three demos.
    const schedule = page.getByRole('region', { name: 'A timetable dancers can actually read' });
    await expect(schedule.getByRole('table')).toBeVisible();
    await expect(schedule.getByRole('row')).toHaveCount(6);

    const attendance = page.getByRole('region', { name: 'Check who came with one tap' });
    await expect(attendance.getByRole('checkbox')).toHaveCount(3);
    await expect(attendance.getByText('Kasia Zielińska')).toBeVisible();
    const customization = page.getByRole('region', { name: 'Your studio, your colours' });
    await expect(customization.getByRole('radio', { name: 'Teal' })).toBeChecked();

    await page.screenshot({
      path: path.join(testInfo.config.rootDir, `test-results/screenshots/landing-${width}.png`),
      fullPage: true,
    });

    // The demos respond: a tick in the attendance list, a colour and a theme in the customization.
    const zofia = attendance.getByRole('checkbox', { name: 'Zofia Mazur is present' });
    await expect(zofia).not.toBeChecked();
    await zofia.check();
    await expect(attendance.getByText('Present: 3 of 3')).toBeVisible();
    await customization.getByRole('radio', { name: 'Purple' }).check();
    await customization.getByRole('radio', { name: 'Dark' }).check();
    await expect(customization.getByRole('radio', { name: 'Purple' })).toBeChecked();

    // Header: links inline on a laptop, behind the menu on a phone.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Plié' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    if (width < 600) {
      await expect(header.getByRole('link', { name: 'Teachers' })).toBeHidden();
      await header.getByLabel('Menu').click();
    }
    await expect(header.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/schedule');
    await expect(header.getByRole('link', { name: 'Teachers' })).toHaveAttribute('href', '/teachers');
    await expect(header.getByRole('link', { name: 'Studios' })).toHaveAttribute('href', '/studios');
    if (width < 600) await page.keyboard.press('Escape');

    // Footer: languages, social, contact, documents.
    const footer = page.getByRole('contentinfo');
    for (const language of ['English', 'Українська', 'Polski']) {
      await expect(footer.getByRole('button', { name: language })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com/);
    await expect(footer.getByRole('link', { name: 'hello@plie.dance' })).toHaveAttribute(
      'href',
      'mailto:hello@plie.dance',
    );
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Legal Notice' })).toHaveAttribute('href', '/legal-notice');
  });
}

test('on a phone the menu closes when a link is followed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByLabel('Menu').click();
  await header.getByRole('link', { name: 'Studios' }).click();
  await expect(page).toHaveURL(/\/studios$/);
  await expect(header.getByRole('link', { name: 'Studios' })).toBeHidden();
});

/**
 * Issue #18: the landing page is pre-rendered at build time, in each language. Its first paint needs
 * no JavaScript; the app then takes it over (hydrates it) without rendering it again.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page reads on a phone and a laptop, in the language of the cookie or the browser', async ({
    page,
    browser,
  }, testInfo) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next dance class');
      await expect(page).toHaveTitle('Plié — dance classes, teachers and studios near you');
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Sign up for free' }).first(),
      ).toHaveAttribute('href', '/signup');
      // The lower sections are in the page too, and the links lead on.
      await expect(page.getByRole('region', { name: 'Check who came with one tap' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    }
    // A Polish browser gets the Polish copy; the chosen language (its cookie) comes first.
    const polish = await browser.newContext({
      locale: 'pl-PL',
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
    });
    const polishPage = await polish.newPage();
    await polishPage.goto('/');
    await expect(polishPage.getByRole('heading', { level: 1 })).toHaveText(
      'Znajdź swoje kolejne zajęcia taneczne',
    );
    await expect(polishPage.locator('html')).toHaveAttribute('lang', 'pl');
    await polish.addCookies([{ name: 'plie-lang', value: 'ua', url: testInfo.project.use.baseURL }]);
    await polishPage.goto('/');
    await expect(polishPage.getByRole('heading', { level: 1 })).toHaveText(
      'Знайдіть своє наступне заняття з танців',
    );
    await expect(polishPage.locator('html')).toHaveAttribute('lang', 'uk');
    await polish.close();
  });
});

/**
 * Issue #18: every other page with the site's layout (but the data pages the server renders with their
 * data: server-rendered-pages.spec.ts) gets the app shell's copy in the visitor's language: the
 * header and footer paint from the HTML, and the app renders the page into that frame.
 */
test.describe('the app shell', () => {
  test.use({ locale: 'pl-PL' });

  test('paints the frame of any page from the HTML, in Polish, which the app then renders the page into', async ({
    page,
    browser,
  }, testInfo) => {
    const noScript = await browser.newContext({
      locale: 'pl-PL',
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
    });
    const frameOnly = await noScript.newPage();
    await frameOnly.goto('/signup');
    await expect(frameOnly.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(
      frameOnly.getByRole('contentinfo').getByText('Polityka prywatności', { exact: true }),
    ).toBeAttached();
    await expect(frameOnly.locator('main')).toBeEmpty();
    await noScript.close();

    const errors = watchErrors(page);
    const response = await page.goto('/bookings/resend');
    expect(await response?.text()).toContain('<div id="root" inert>');
    await waitUntilInteractive(page, 'pl');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByRole('banner').getByRole('link', { name: 'Studia' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Studia');
    expect(errors).toEqual([]);
  });
});

test('the app takes the pre-rendered landing page over without an error, then its links and buttons work', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await rememberParsedHeading(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitUntilInteractive(page);
  // Hydrated: the elements are the ones the browser parsed, not a second render.
  expect(await keptParsedHeading(page)).toBe(true);
  await expect(
    page.getByRole('region', { name: 'Browse by style' }).getByRole('link', { name: 'Bachata', exact: true }),
  ).toBeVisible();
  // The picture beside the hero, on a laptop only.
  await expect(page.getByText('Tonight in Kraków')).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByText('Tonight in Kraków')).toBeVisible();
  // A button of the app, then a link followed within the app.
  const attendance = page.getByRole('region', { name: 'Check who came with one tap' });
  await attendance.getByRole('checkbox', { name: 'Zofia Mazur is present' }).check();
  await expect(attendance.getByText('Present: 3 of 3')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Studios' }).click();
  await expect(page).toHaveURL(/\/studios$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Studios');
  expect(errors).toEqual([]);
});

test('the sections below the first screen load their code as the visitor scrolls to them, and a tap before it arrives is not lost', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const sectionsCode: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The sections' code is held back until the tap below has been made.
  await page.route(/\/assets\/LandingMore-[^/]*\.js$/, async (route) => {
    sectionsCode.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { parsedSection?: Element | null }).parsedSection = document.querySelector(
        'section[aria-labelledby]:last-of-type',
      );
    });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitUntilInteractive(page);
  // The app has taken the page over; the sections are on screen from the HTML, their code not asked for.
  const attendance = page.getByRole('region', { name: 'Check who came with one tap' });
  await expect(attendance.getByText('Kasia Zielińska')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(sectionsCode).toEqual([]);

  // Scrolled to: the code is asked for. A tap on the demo before it arrives is held, then replayed.
  const zofia = attendance.getByRole('checkbox', { name: 'Zofia Mazur is present' });
  await zofia.scrollIntoViewIfNeeded();
  await expect.poll(() => sectionsCode.length).toBe(1);
  const box = await zofia.boundingBox();
  if (!box) throw new Error('The checkbox has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(attendance.getByText('Present: 2 of 3')).toBeVisible();
  release();
  await expect(zofia).toBeChecked();
  await expect(attendance.getByText('Present: 3 of 3')).toBeVisible();
  // Hydrated, not drawn anew: the sections are the elements the browser parsed.
  expect(
    await page.evaluate(() => {
      const parsed = (window as { parsedSection?: Element | null }).parsedSection;
      return Boolean(parsed?.isConnected);
    }),
  ).toBe(true);
  // The next tap is handled at once.
  await zofia.uncheck();
  await expect(attendance.getByText('Present: 2 of 3')).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('a Polish visitor', () => {
  test.use({ locale: 'pl-PL' });

  test('gets the landing page as Polish HTML, which the app takes over as it is', async ({ page }) => {
    const errors = watchErrors(page);
    await rememberParsedHeading(page);
    const response = await page.goto('/');
    expect(await response?.text()).toContain('<html lang="pl" data-prerendered="pl">');
    await waitUntilInteractive(page, 'pl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Znajdź swoje kolejne zajęcia taneczne');
    expect(await keptParsedHeading(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
