import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { waitUntilInteractive } from './support/hydration';

/** The legal pages of spec §2, with their English titles. */
const PAGES = [
  { path: '/terms-and-conditions', title: 'Terms and Conditions' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/legal-notice', title: 'Legal Notice' },
] as const;

/** How far the page scrolls sideways: 0 when nothing sticks out. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [390, 1280]) {
  for (const { path: pagePath, title } of PAGES) {
    test(`${pagePath} renders at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pagePath);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} · Plié`);
      // The contents: open beside the text on a laptop, folded above it on a phone.
      const contents = page.getByRole('navigation', { name: 'Contents' });
      if (width < 960) {
        await expect(contents.getByRole('link')).toHaveCount(0);
        await contents.getByText('Contents').click();
      }
      await expect(contents.getByRole('link').first()).toBeVisible();
      await expect(contents.getByRole('link').first()).toHaveAttribute('href', /^#[a-z-]+$/);
      // Every entry of the contents leads to a heading of the document.
      for (const href of await contents
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        await expect(page.locator(`h2${href}`)).toHaveCount(1);
      }
      // The other two documents are linked at the end.
      const others = page.getByRole('navigation', { name: 'Other legal documents' });
      await expect(others.getByRole('link')).toHaveCount(2);
      // Issue #17 item 9: no draft marker or placeholder; the local runtime's operator is marked fictional.
      await expect(page.getByRole('article')).not.toContainText(/draft|to be completed|\{\w+\}/i);
      if (pagePath === '/legal-notice') {
        await expect(page.getByRole('note')).toContainText('Demonstration site');
        await expect(page.getByRole('article')).toContainText('Plié Demo sp. z o.o.');
      } else {
        await expect(page.getByRole('note')).toHaveCount(0);
      }

      // The screenshot shows the page as it opens (contents folded on a phone).
      if (width < 960) await contents.getByText('Contents').click();
      expect(await horizontalOverflow(page)).toBe(0);
      await page.screenshot({
        path: path.join(
          testInfo.config.rootDir,
          `test-results/screenshots/legal-${pagePath.slice(1)}-${width}.png`,
        ),
        fullPage: true,
      });
    });
  }
}

test('the terms state their date and the rules of the spec', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  const article = page.getByRole('article');
  await expect(page.getByText('Last updated: 25/09/2025')).toBeVisible();
  await expect(article).toContainText('Plié is intended for people aged 13 or over.');
  await expect(article).toContainText('you may use Plié only with the consent of a parent or legal guardian');
  await expect(article).toContainText(
    'Accounts whose e-mail address is not confirmed may be deleted after 24 hours.',
  );
  await expect(article).toContainText('Accounts that have been inactive for over 12 months may be deleted');
  await expect(article).toContainText('Plié is currently free');
  await expect(article).toContainText('These terms are governed by Polish law.');
  await expect(article).toContainText('These terms are available in English, Polish and Ukrainian');
  await expect(article.getByRole('link', { name: 'hello@plie.dance' }).first()).toHaveAttribute(
    'href',
    'mailto:hello@plie.dance',
  );

  // The contents lead to the sections.
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: '3. Your account' })
    .click();
  await expect(page).toHaveURL(/\/terms-and-conditions#accounts$/);
  await expect(page.getByRole('heading', { level: 2, name: '3. Your account' })).toBeInViewport();
});

test('the terms follow the footer language switcher: Polish, then Ukrainian', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  const title = page.getByRole('heading', { level: 1 });
  const article = page.getByRole('article');
  const footer = page.getByRole('contentinfo');
  await expect(title).toHaveText('Terms and Conditions');
  // The page is pre-rendered: its buttons work once the app has taken it over.
  await waitUntilInteractive(page);

  await footer.getByRole('button', { name: 'Polski' }).click();
  await expect(title).toHaveText('Regulamin');
  await expect(page).toHaveTitle('Regulamin · Plié');
  await expect(article).toHaveAttribute('lang', 'pl');
  await expect(article).toContainText('Plié jest przeznaczone dla osób, które ukończyły 13 lat.');
  await expect(article).toContainText('Regulamin podlega prawu polskiemu.');
  await expect(article).toContainText('Konta nieaktywne przez ponad 12 miesięcy mogą zostać usunięte');
  await expect(page.getByRole('heading', { level: 2, name: '15. Prawo właściwe i spory' })).toBeVisible();
  await expect(page.locator('time[datetime="2025-09-25"]')).toContainText('25.09.2025');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pl');

  await footer.getByRole('button', { name: 'Українська' }).click();
  await expect(title).toHaveText('Умови використання');
  await expect(article).toHaveAttribute('lang', 'uk');
  await expect(article).toContainText('Ці умови регулюються правом Польщі.');
  await expect(article).toContainText(
    'Облікові записи з непідтвердженою адресою електронної пошти можуть бути видалені через 24 години.',
  );
  await expect(page.locator('time[datetime="2025-09-25"]')).toContainText('25.09.2025');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ua');
});

test('the privacy policy and the legal notice open in the stored language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'ua'));
  // A link to a section scrolls to it once the text has arrived.
  await page.goto('/privacy-policy#rights');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Політика конфіденційності');
  await expect(page.getByRole('heading', { level: 2, name: '7. Ваші права' })).toBeInViewport();
  expect(await horizontalOverflow(page)).toBe(0);
  await expect(page.getByRole('article')).toContainText('UODO');
  await expect(page.getByRole('article')).toContainText('Завантажити мої дані');

  // A link inside the text (section 1 names the controller's details).
  await page.getByRole('article').getByRole('link', { name: 'Правовому повідомленні' }).click();
  await expect(page).toHaveURL(/\/legal-notice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Правове повідомлення');
  // The operator of the site's configuration (the local runtime's fictional one, marked so), no placeholder.
  await expect(page.getByRole('article')).toContainText('Plié Demo sp. z o.o.');
  await expect(page.getByRole('article')).toContainText('KRS 0000000000');
  await expect(page.getByRole('article')).not.toContainText('[буде доповнено]');
  await expect(page.getByRole('note')).toContainText('Демонстраційний сайт');
  expect(await horizontalOverflow(page)).toBe(0);
});

test('the footer links lead to the legal pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const { path: pagePath, title } of PAGES) {
    await footer.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('article')).toBeVisible();
  }
});

test('the legal links of the signup form open in a new tab', async ({ page, context }) => {
  await page.goto('/signup');
  const form = page.getByRole('main');
  for (const { path: pagePath, title } of PAGES.slice(0, 2)) {
    const link = form.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('href', pagePath);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    form.getByRole('link', { name: 'Privacy Policy' }).click(),
  ]);
  await expect(tab).toHaveURL(/\/privacy-policy$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  // The form stays where it was.
  await expect(page).toHaveURL(/\/signup$/);
});

/** Issue #18: the legal pages are pre-rendered at build time, in each language. */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a legal document reads on a phone and a laptop; the legal notice shows its heading', async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/terms-and-conditions');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
      await expect(page).toHaveTitle('Terms and Conditions · Plié');
      await expect(page.getByRole('article')).toContainText('These terms are governed by Polish law.');
      await expect(page.getByText('Last updated: 25/09/2025')).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
    }
    // The operator's details come from the site's configuration in the browser: never from the build.
    await page.goto('/legal-notice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Notice');
    await expect(page.getByText('Plié Demo sp. z o.o.')).toHaveCount(0);
  });
});

test('a visitor who chose Polish gets the Polish document, which the app takes over as it is', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The choice as the app keeps it: in localStorage, mirrored into a cookie for the server.
  await page.addInitScript(() => localStorage.setItem('language', 'pl'));
  await page.context().addCookies([{ name: 'plie-lang', value: 'pl', url: testInfo.project.use.baseURL }]);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { parsedArticle?: Element | null }).parsedArticle = document.querySelector('article');
    });
  });
  const response = await page.goto('/privacy-policy');
  expect(await response?.text()).toContain('<html lang="pl" data-prerendered="pl">');
  await waitUntilInteractive(page, 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polityka prywatności');
  // Hydrated: the article is the one the browser parsed, not a second render.
  expect(
    await page.evaluate(
      () =>
        (window as { parsedArticle?: Element | null }).parsedArticle === document.querySelector('article'),
    ),
  ).toBe(true);
  // Its links lead on within the app.
  await page
    .getByRole('navigation', { name: 'Inne dokumenty prawne' })
    .getByRole('link', { name: 'Regulamin' })
    .click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regulamin');
  expect(errors).toEqual([]);
});
