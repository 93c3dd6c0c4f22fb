import path from 'node:path';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { startSession } from './support/account';
import { logInThroughApi, PIOTR } from './support/studios';

/**
 * /developers (the script-tag widgets' documentation) and the ready snippet on a studio's page. The
 * live preview loads the real bundle (`/embed/plie.js`, built and served by the local runtime) and
 * shows the seeded studio Rytm Dance Studio, owned by Piotr.
 */
const STUDIO = { studioName: 'rytm_krakow', name: 'Rytm Dance Studio' };

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * A full-page screenshot for a look, after checking nothing sticks out sideways. Polled: right after
 * the window is resized, the parts laid out by their own width (the lessons' table becomes a list)
 * take one measurement to follow it.
 */
const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  await expect.poll(() => horizontalOverflow(page), { timeout: 5_000 }).toBe(0);
  await page.screenshot({
    path: path.join(testInfo.config.rootDir, `test-results/screenshots/developers-${name}.png`),
    fullPage: true,
  });
};

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const preview = (page: Page) => {
  const region = section(page, 'Live preview');
  return {
    region,
    studio: region.getByRole('textbox', { name: 'Studio page address' }),
    option: (name: string) => region.getByRole('combobox', { name, exact: true }),
    widget: region.locator('plie-schedule'),
    snippet: region.getByRole('figure', { name: 'Snippet for this preview' }),
  };
};

/** The widget's lesson table (inside its open shadow root), with its first lesson shown. */
const expectLessonTable = async (widget: Locator, whenColumn: string) => {
  const table = widget.getByRole('table');
  await expect(table.getByRole('columnheader', { name: whenColumn, exact: true })).toBeVisible();
  await expect(table.locator('tbody tr').first()).toBeVisible();
};

test('the footer leads to /developers: the snippet, the widgets’ reference and the API’s operations', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Developers' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page).toHaveTitle('Developers · Plié');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developers');

  const origin = new URL(page.url()).origin;
  await expect(
    section(page, 'Quick start').getByRole('figure', { name: 'Quick start snippet' }).locator('pre'),
  ).toHaveText(
    `<script type="module" src="${origin}/embed/plie.js"></script>\n` +
      '<plie-schedule studio="your_studio" lang="en"></plie-schedule>',
  );
  // Signed out: no studios of one's own, a way to sign in instead.
  await expect(section(page, 'Your studios').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login',
  );

  const reference = section(page, 'Widget reference');
  for (const tag of ['plie-schedule', 'plie-lesson-signup', 'plie-group-join']) {
    await expect(reference.getByRole('heading', { level: 3, name: `<${tag}>` })).toBeVisible();
  }
  const schedule = reference.getByRole('region', { name: '<plie-schedule>' });
  await expect(
    schedule.getByRole('table', { name: 'Attributes' }).getByRole('row', { name: /^studio/ }),
  ).toContainText('Required');
  await expect(
    schedule.getByRole('table', { name: 'Events' }).getByRole('row', { name: /plie-signup/ }),
  ).toContainText('Detail PlieSignupDetail');
  await expect(schedule).toContainText('bubbles and is composed');
  await expect(schedule.getByRole('table', { name: 'Parts' })).toContainText('attend-button');
  await expect(reference.getByRole('region', { name: 'CSS custom properties' })).toContainText(
    '--plie-primary',
  );

  // The API's operations from its OpenAPI document, one closed group per tag.
  const api = section(page, 'API reference');
  const attendance = api.locator('details').filter({ has: page.getByText('Attendance', { exact: true }) });
  const signUp = attendance
    .getByRole('listitem')
    .filter({ has: page.getByText('/api/attendance', { exact: true }) })
    .filter({ hasText: /^POST/ });
  await expect(attendance).toHaveCount(1);
  await expect(signUp).toBeHidden();
  await attendance.locator('summary').click();
  await expect(signUp).toBeVisible();
  await expect(signUp).toContainText('Public');
  await expect(signUp).toContainText('Sign up for one occurrence of a lesson');

  await shoot(page, testInfo, 'page-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(preview(page).widget.getByText(STUDIO.name).first()).toBeVisible();
  await shoot(page, testInfo, 'page-390');
});

test('the live preview renders the real widget, in the language, view and studio chosen', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/developers');
  const { region, studio, option, widget, snippet } = preview(page);
  await expect(studio).toHaveValue(STUDIO.studioName);
  await expect(widget).toHaveAttribute('studio', STUDIO.studioName);
  await expectLessonTable(widget, 'When');
  await expect(snippet).toContainText(
    `<plie-schedule studio="${STUDIO.studioName}" lang="en"></plie-schedule>`,
  );

  await option('Language').selectOption('pl');
  await expect(widget).toHaveAttribute('lang', 'pl');
  await expectLessonTable(widget, 'Kiedy');
  // The bundle is loaded once, whatever the preview shows.
  await expect(page.locator('script[src="/embed/plie.js"]')).toHaveCount(1);
  await expect(snippet).toContainText(
    `<plie-schedule studio="${STUDIO.studioName}" lang="pl"></plie-schedule>`,
  );

  await option('View').selectOption('calendar');
  await option('Theme').selectOption('dark');
  await expect(widget.locator('[part~="lesson"]').first()).toBeVisible();
  await expect(snippet).toContainText(
    `<plie-schedule studio="${STUDIO.studioName}" lang="pl" view="calendar" theme="dark"></plie-schedule>`,
  );
  await shoot(page, testInfo, 'preview-calendar-1280');

  // Another studio: applied on Show, kept in the address, so a reload (or a link) shows it again.
  await studio.fill('salsa_warszawa');
  await region.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/\/developers\?studio=salsa_warszawa$/);
  await expect(widget).toHaveAttribute('studio', 'salsa_warszawa');
  await expect(widget.getByText('Salsa Warszawa').first()).toBeVisible();
  await page.reload();
  await expect(studio).toHaveValue('salsa_warszawa');
  await expect(widget).toHaveAttribute('studio', 'salsa_warszawa');
});

test('a studio owner copies the snippet from his studio’s page; More options opens the preview with it', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await startSession(page, await logInThroughApi(page.request, PIOTR));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/studios/${STUDIO.studioName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STUDIO.name);

  await page.getByText('Put this schedule on your website').click();
  const snippet = page.getByRole('figure', { name: 'Snippet for your website' });
  await expect(snippet).toContainText(`studio="${STUDIO.studioName}"`);
  await page.getByRole('button', { name: 'Copy the snippet for your website' }).click();
  await expect(snippet.getByRole('status')).toHaveText('Copied');
  const origin = new URL(page.url()).origin;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `<script type="module" src="${origin}/embed/plie.js"></script>\n` +
      `<plie-schedule studio="${STUDIO.studioName}" lang="en"></plie-schedule>`,
  );
  // The confirmation goes after 1.5 s.
  await expect(snippet.getByRole('status')).toHaveText('', { timeout: 4_000 });
  await shoot(page, testInfo, 'studio-page-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, testInfo, 'studio-page-390');

  await page.getByRole('link', { name: 'More options' }).click();
  await expect(page).toHaveURL(new RegExp(`/developers\\?studio=${STUDIO.studioName}$`));
  const { studio, widget } = preview(page);
  await expect(studio).toHaveValue(STUDIO.studioName);
  await expect(widget).toHaveAttribute('studio', STUDIO.studioName);
  // His studios, each with its own snippet.
  await expect(
    section(page, 'Your studios').getByRole('figure', { name: `Snippet for ${STUDIO.name}` }),
  ).toContainText(`<plie-schedule studio="${STUDIO.studioName}" lang="en"></plie-schedule>`);
});
