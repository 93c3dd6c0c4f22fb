import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  confirmThroughApi,
  type Dancer,
  makeDancer,
  signUpThroughApi,
  startSession,
} from './support/account';

/** The seeded platform admin (functions/src/local/seed.ts). */
const ADMIN = { email: 'anna.admin@plie.local', password: 'Plie#2026' };
/** This run's studio: a name and slug nobody else has, so a search finds only it. */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const STUDIO = { name: `Admin Check ${run}`, studioName: `adm${run}` };

const logInThroughApi = async (request: APIRequestContext, email: string, password: string) => {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
};

/** The studio page's data as an anonymous visitor gets it: 200 only when publicly visible. */
const publicStudioStatus = async (request: APIRequestContext) =>
  (await request.get(`/api/studio/studioName/${STUDIO.studioName}`)).status();

const signInAsAdmin = async (page: Page) => {
  await startSession(page, await logInThroughApi(page.request, ADMIN.email, ADMIN.password));
};

const rowOf = (page: Page, text: string): Locator =>
  page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: text });

const results = (page: Page) => page.getByRole('status').filter({ hasText: /^Results: / });

/** "Results: loaded / total" as numbers. */
const resultNumbers = async (page: Page) => {
  const match = (await results(page).textContent())?.match(/^Results: (\d+) \/ (\d+)$/);
  expect(match, 'Results: n / n').toBeTruthy();
  return { loaded: Number(match![1]), total: Number(match![2]) };
};

let owner: Dancer;

// One worker makes the studio once and runs these tests in order (they verify and unverify it).
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage({ baseURL: baseURL! });
  owner = makeDancer('admincheck');
  const token = await signUpThroughApi(page, owner);
  await confirmThroughApi(page, owner, baseURL!);
  const response = await page.request.post('/api/studio', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: STUDIO.name, email: owner.email, studioName: STUDIO.studioName },
  });
  expect(response.status()).toBe(201);
  await page.close();
});

test('a signed-out visitor is sent to log in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user who is not a platform admin sees Page Not Found, nothing of the panel', async ({
  page,
}) => {
  const dancer = makeDancer('notadmin');
  await startSession(page, await signUpThroughApi(page, dancer));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByText('Admin panel')).toHaveCount(0);
  await expect(page).toHaveTitle('Page Not Found · Plié');
});

test('the platform admin finds a new studio awaiting verification, verifies it and unverifies it', async ({
  page,
}) => {
  expect(await publicStudioStatus(page.request)).toBe(404);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Studios' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lessons Bulk' })).toBeVisible();

  await page.getByLabel('Search studios').fill(STUDIO.name);
  await expect(page).toHaveURL(/[?&]search=Admin\+Check/);
  const row = rowOf(page, STUDIO.name);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `/studios/${STUDIO.studioName}` })).toHaveAttribute(
    'href',
    `/studios/${STUDIO.studioName}`,
  );
  await expect(row).toContainText(owner.email);
  await expect(row).toContainText(/Created \w+/);
  await expect(row.getByText('Awaiting verification')).toBeVisible();
  await expect(results(page)).toHaveText('Results: 1 / 1');

  await row.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Studio verified'),
  ).toBeVisible();
  await expect(row.getByText('Awaiting verification')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Unverify', exact: true })).toBeEnabled();
  expect(await publicStudioStatus(page.request)).toBe(200);

  await row.getByRole('button', { name: 'Unverify', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Studio unverified'),
  ).toBeVisible();
  await expect(row.getByText('Awaiting verification')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Verify', exact: true })).toBeEnabled();
  expect(await publicStudioStatus(page.request)).toBe(404);

  // The verification filter: the studio awaits verification again, so "Verified" finds nothing.
  await page.getByLabel('Verification', { exact: true }).selectOption('awaiting');
  await expect(page).toHaveURL(/[?&]status=awaiting/);
  await expect(rowOf(page, STUDIO.name)).toHaveCount(1);
  await page.getByLabel('Verification', { exact: true }).selectOption('verified');
  await expect(page.getByText('No studio matches this search.')).toBeVisible();
  await expect(results(page)).toHaveText('Results: 0 / 0');
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page.getByLabel('Search studios')).toHaveValue('');
  const { loaded, total } = await resultNumbers(page);
  expect(loaded).toBe(Math.min(total, 50));
  expect(total).toBeGreaterThanOrEqual(1);
});

test('the Users tab finds a fresh user by e-mail and counts everyone', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=users');
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(results(page)).toBeVisible();
  const everyone = await resultNumbers(page);
  expect(everyone.total).toBeGreaterThanOrEqual(5);
  expect(everyone.loaded).toBe(Math.min(everyone.total, 50));

  await page.getByLabel('Search users').fill(owner.email);
  const row = rowOf(page, owner.name);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `@${owner.username}` })).toHaveAttribute(
    'href',
    `/users/${owner.username}`,
  );
  await expect(row).toContainText(owner.email);
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(row).toContainText(/Joined \w+/);
  await expect(results(page)).toHaveText('Results: 1 / 1');

  await page.getByLabel('Search users').fill(ADMIN.email);
  const admin = rowOf(page, 'Anna Admin');
  await expect(admin.getByText('Admin', { exact: true })).toBeVisible();
});

test('tabs switch with the arrow keys, Home and End, and live in the address', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  const studios = page.getByRole('tab', { name: 'Studios' });
  const users = page.getByRole('tab', { name: 'Users' });
  const bulk = page.getByRole('tab', { name: 'Lessons Bulk' });

  await studios.focus();
  await page.keyboard.press('ArrowRight');
  await expect(users).toBeFocused();
  await expect(users).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
  await expect(page.getByRole('tabpanel', { name: 'Users' })).toBeVisible();
  await expect(page.getByLabel('Search users')).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(bulk).toBeFocused();
  await expect(page).toHaveURL(/\/admin\?tab=lessons-bulk$/);
  await expect(page.getByRole('heading', { name: 'Where the lessons go' })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(studios).toBeFocused();
  await expect(page).toHaveURL(/\/admin\?tab=studios$/);
  await page.keyboard.press('ArrowLeft');
  await expect(bulk).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(studios).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(bulk).toHaveAttribute('aria-selected', 'true');
  // Only the selected tab is a Tab stop.
  await expect(studios).toHaveAttribute('tabindex', '-1');
  await expect(bulk).toHaveAttribute('tabindex', '0');

  // A search belongs to its tab: switching drops it.
  await page.goto('/admin?tab=studios&search=zzz');
  await users.click();
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
  await expect(page.getByLabel('Search users')).toHaveValue('');

  await page.goto('/admin?tab=lessons-bulk');
  await expect(bulk).toHaveAttribute('aria-selected', 'true');
  await page.goto('/admin?tab=nonsense');
  await expect(studios).toHaveAttribute('aria-selected', 'true');
});

for (const width of [390, 1280]) {
  test(`the admin panel at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    const shoot = async (tab: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: path.join(testInfo.config.rootDir, `test-results/screenshots/admin-${tab}-${width}.png`),
      });
    };
    await page.goto('/admin');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await expect(results(page)).toBeVisible();
    await shoot('studios');
    await page.goto('/admin?tab=users');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await shoot('users');
    await page.goto('/admin?tab=lessons-bulk');
    await expect(page.getByRole('heading', { name: 'Where the lessons go' })).toBeVisible();
    await shoot('lessons-bulk');
  });
}

test('the admin panel in Polish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'pl'));
  await signInAsAdmin(page);
  await page.goto('/admin?tab=users');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel administratora' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Studia' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Użytkownicy' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Import zajęć' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Wyniki: \d+ \/ \d+$/ })).toBeVisible();
});
