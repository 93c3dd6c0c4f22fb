import path from 'node:path';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { confirmThroughApi, makeDancer, signUpThroughApi, startSession } from './support/account';

/**
 * The embedded studio schedule (spec §2 "A separate bare layout serves /embed/schedule/{studioName}
 * (query lang switches language)") and a teacher's schedule on their user page. The seeded runtime
 * has a week of demo lessons in the verified studio Rytm Dance Studio (functions/src/local/demo-lessons.ts),
 * some of them taught by the seeded teacher Iryna.
 */
const STUDIO = { studioName: 'rytm_krakow', name: 'Rytm Dance Studio' };
const EMBED = `/embed/schedule/${STUDIO.studioName}`;
const IRYNA = { username: 'iryna_teacher', name: 'Iryna Shevchenko', email: 'iryna@plie.local' };
const DEMO_PASSWORD = 'Plie#2026';
const POLISH_WEEKDAYS = ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'];

interface LessonItem {
  id: string;
  weekday: number;
  startHour: number;
  isReoccurring: boolean;
}

/** Every public lesson of a search, page after page, as the API gives them. */
const allLessons = async (request: APIRequestContext, filters: object): Promise<LessonItem[]> => {
  const lessons: LessonItem[] = [];
  let cursor: string | null = null;
  do {
    const response = await request.post('/api/lesson/search', {
      data: { ...filters, limit: 100, ...(cursor ? { cursor } : {}) },
    });
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as { items: LessonItem[]; nextCursor: string | null };
    lessons.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return lessons;
};

const studioId = async (request: APIRequestContext) => {
  const response = await request.get(`/api/studio/studioName/${STUDIO.studioName}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
};

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({
    path: path.join(testInfo.config.rootDir, `test-results/screenshots/${name}.png`),
    fullPage: true,
  });
};

/** The lesson blocks of the calendar (each a Tab stop named by its lesson). */
const calendarLessons = (page: Page) => page.locator('[part~="lesson"]');

test('the embed in Polish: every lesson in the table, Polish headings and weekdays, no site header', async ({
  page,
}) => {
  const lessons = await allLessons(page.request, { studioIds: [await studioId(page.request)] });
  expect(lessons.length).toBeGreaterThan(20);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${EMBED}?lang=pl`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STUDIO.name);
  const table = page.getByRole('table');
  for (const column of ['Kiedy', 'Najbliższy termin', 'Zajęcia', 'Poziom', 'Instruktor', 'Miejsce']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.locator('tbody tr')).toHaveCount(lessons.length);
  const weekdays = new Set(lessons.map((lesson) => POLISH_WEEKDAYS[lesson.weekday]));
  for (const weekday of weekdays) await expect(table).toContainText(weekday!);

  // The bare layout: no site header, navigation or footer; kept out of search engines.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Teachers' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
});

test('the calendar toggle shows the week’s lessons as blocks; on a phone, one day at a time', async ({
  page,
}) => {
  const lessons = await allLessons(page.request, { studioIds: [await studioId(page.request)] });
  const weekly = lessons.filter((lesson) => lesson.isReoccurring);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${EMBED}?lang=pl`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STUDIO.name);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('radio', { name: /Calendar|Kalendarz/ }).check();
  await expect(page).toHaveURL(/view=calendar/);
  await expect(page).toHaveURL(/lang=pl/);

  const calendar = page
    .getByRole('region', { name: `Zajęcia: ${STUDIO.name}` })
    .or(page.getByRole('region', { name: `Lessons of ${STUDIO.name}` }));
  await expect(calendar).toBeVisible();
  await expect(page.locator('[part="day-header"]')).toHaveCount(7);
  await expect(page.locator('[part="day-header"]').first()).toContainText('pon.');
  expect(await calendarLessons(page).count()).toBeGreaterThanOrEqual(weekly.length);
  // Demo studios teach on Monday from 17:00 (functions/src/local/demo-lessons.ts).
  const monday = page.getByRole('list', { name: /^poniedziałek/ });
  const block = monday.getByRole('article', { name: /poniedziałek 17:00–18:00/ }).first();
  await expect(block).toBeVisible();
  await block.focus();
  await expect(block).toBeFocused();
  await expect(block).toHaveAccessibleName(/Rytm Dance Studio/);

  // A phone: the day view with the week's days to pick from, and the previous and next day.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('[part="day-header"]')).toHaveCount(0);
  const days = page.getByRole('button', { pressed: true });
  await expect(days).toHaveCount(1);
  await page.getByRole('button', { name: /^poniedziałek/ }).click();
  await expect(page.getByRole('button', { name: /^poniedziałek/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(calendarLessons(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Następny dzień' }).click();
  await expect(page.getByRole('button', { name: /^wtorek/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .getByRole('list', { name: /^wtorek/ })
      .getByRole('article')
      .first(),
  ).toBeVisible();
});

test('an unknown studio, and one not yet verified, are not found', async ({ page, baseURL }) => {
  await page.goto(`/embed/schedule/nobody_${Date.now().toString(36)}?lang=pl`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
  await expect(page.getByRole('banner')).toHaveCount(0);

  const owner = makeDancer('embed');
  const token = await signUpThroughApi(page, owner);
  await confirmThroughApi(page, owner, baseURL!);
  const slug = `e${owner.username.slice(4)}`;
  const created = await page.request.post('/api/studio', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Studio ${slug}`, email: owner.email, studioName: slug },
  });
  expect(created.status()).toBe(201);
  // Even its owner, signed in, gets not-found: an embed shows what every visitor sees.
  await startSession(page, token);
  await page.goto(`/embed/schedule/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('a teacher’s page has a Schedule tab with her lessons; her card on /teachers opens it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/teachers?search=Shevchenko');
  const card = page.getByRole('link', { name: IRYNA.name });
  await expect(card).toHaveAttribute('href', `/users/${IRYNA.username}?tab=schedule`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/users/${IRYNA.username}\\?tab=schedule$`));
  await expect(page.getByRole('tab')).toHaveText(['Schedule']);
  await expect(page.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: `Lessons of ${IRYNA.name}` });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText(IRYNA.name);
  await expect(table).toContainText(STUDIO.name);

  // Her own page: her attendances, groups, schedule (with a way to add a lesson), then her invites.
  const login = await page.request.post('/api/auth/login', {
    data: { email: IRYNA.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await startSession(page, ((await login.json()) as { access_token: string }).access_token);
  await page.goto(`/users/${IRYNA.username}?tab=schedule`);
  await expect(page.getByRole('tab')).toHaveCount(4);
  await expect(page.getByRole('tab').first()).toHaveText('Attendances');
  await expect(page.getByRole('tab').nth(1)).toHaveText('Groups');
  await expect(page.getByRole('tab').nth(2)).toHaveText('Schedule');
  await expect(page.getByRole('tab').nth(3)).toContainText('Invites');
  await expect(page.getByRole('link', { name: 'Add a lesson' })).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(IRYNA.name);
});

for (const width of [390, 1280]) {
  test(`the embed at ${width} px, as a table and as a calendar`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${EMBED}?lang=pl`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STUDIO.name);
    await expect(page.getByRole(width < 600 ? 'list' : 'table', { name: /Rytm Dance Studio/ })).toBeVisible();
    await shoot(page, testInfo, `embed-table-${width}`);
    await page.goto(`${EMBED}?lang=pl&view=calendar`);
    await expect(calendarLessons(page).first()).toBeVisible();
    await shoot(page, testInfo, `embed-calendar-${width}`);
  });
}
