import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** The local runtime's SES stand-in (playwright.config.ts: port 8106). */
const MAIL_STORE_URL = 'http://127.0.0.1:8106/store';
/** Teachers of this run share a surname nobody else has, so searches see only them. */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const SURNAME = `Zorya${run}`;

/** A confirmed teacher made through the API, as signup and the e-mail link would. */
const makeTeacher = async (request: APIRequestContext, first: string, about?: string) => {
  const username = `t${run}${first.toLowerCase()}`.slice(0, 20);
  const email = `${username}@example.com`;
  const signup = await request.post('/api/auth/signup', {
    data: {
      name: `${first} ${SURNAME}`,
      email,
      username,
      password: 'Dance-2025!',
      dateOfBirth: '1990-02-02',
      termsAccepted: true,
      privacyAccepted: true,
      isTeacher: true,
      ...(about ? { about } : {}),
    },
  });
  expect(signup.status()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await request.get(MAIL_STORE_URL)).json()) as {
        emails: { destination: { to: string[] }; body: { text?: string } }[];
      };
      const mail = emails.find((sent) => sent.destination.to.some((to) => to.includes(email)));
      link = mail?.body.text?.match(/confirm-email\?token=([^\s&]+)/)?.[1];
      return link;
    })
    .toBeTruthy();
  expect((await request.get(`/api/auth/confirm?token=${link}`)).ok()).toBe(true);
  return { name: `${first} ${SURNAME}`, username };
};

const FIRST_NAMES = [
  'Alina',
  'Bohdan',
  'Celina',
  'Dmytro',
  'Ewa',
  'Filip',
  'Halyna',
  'Igor',
  'Jagoda',
  'Kira',
];
let teachers: { name: string; username: string }[] = [];

// One worker makes the teachers once and runs these tests in order.
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  // 51 teachers: one more than a page of 50, so the list has to scroll to a second page.
  const firsts = Array.from(
    { length: 51 },
    (_, index) => `${FIRST_NAMES[index % 10]}${String(index).padStart(2, '0')}`,
  );
  for (let start = 0; start < firsts.length; start += 6) {
    teachers.push(
      ...(await Promise.all(
        firsts
          .slice(start, start + 6)
          .map((first, index) =>
            makeTeacher(request, first, start + index === 0 ? 'Contemporary and jazz.' : undefined),
          ),
      )),
    );
  }
  teachers = teachers.sort((a, b) => a.name.localeCompare(b.name));
});

const cards = (page: Page) => page.getByRole('region', { name: 'Teachers found' }).getByRole('listitem');

test('searching teachers by name applies as one types, keeps the search in the address and scrolls to page two', async ({
  page,
}) => {
  await page.goto('/teachers');
  await expect(page.getByRole('heading', { level: 1, name: 'Teachers' })).toBeVisible();
  await page.getByLabel('Search teachers').fill(SURNAME.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`/teachers\\?search=${SURNAME.toLowerCase()}$`));
  await expect(cards(page)).toHaveCount(50);
  await expect(cards(page).first()).toContainText(teachers[0]!.name);

  // The list may be drawn once more as its answer settles (a card then leaves the DOM under the
  // scroll): scroll to its end until the next page has come.
  await expect(async () => {
    await cards(page).last().scrollIntoViewIfNeeded({ timeout: 2_000 });
    await page.mouse.wheel(0, 4000);
    await expect(cards(page)).toHaveCount(51, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(cards(page).last()).toContainText(teachers[50]!.name);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Two words, any order, without the case: exactly one teacher.
  await page.getByLabel('Search teachers').fill(`${SURNAME} alina00`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Contemporary and jazz.');
  await page.reload();
  await expect(page.getByLabel('Search teachers')).toHaveValue(`${SURNAME} alina00`);
  await cards(page).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/users/${teachers[0]!.username}(\\?tab=schedule)?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teachers[0]!.name);
  await expect(page.getByText('Teacher', { exact: true })).toBeVisible();
});

test('a style nobody teaches yet gives the empty state, and clearing brings teachers back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/teachers?search=${SURNAME}`);
  await expect(cards(page)).toHaveCount(50);
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await panel.getByRole('checkbox', { name: 'Salsa', exact: true }).check();
  await expect(page).toHaveURL(/styles=/);
  await expect(page.getByText('No teacher matches this search.')).toBeVisible();
  await panel.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards(page)).toHaveCount(50);
  await expect(page).toHaveURL(new RegExp(`/teachers\\?search=${SURNAME}$`));
});

test('on a phone the filters open in a full-screen drawer', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/teachers?search=${SURNAME}`);
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBeGreaterThanOrEqual(389);
  await page.screenshot({
    path: path.join(testInfo.config.rootDir, 'test-results/screenshots/teachers-filters-390.png'),
  });
  await drawer.getByRole('checkbox', { name: 'Argentine Tango', exact: true }).check();
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});

test('an unknown user page says Not found', async ({ page }) => {
  await page.goto(`/users/nobody_${run}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
});

test('the teachers page and a user page in Ukrainian', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ua'));
  await page.goto('/teachers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Викладачі');
  await page.goto(`/users/nobody_${run}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Не знайдено');
});

for (const width of [390, 1280]) {
  test(`teachers and a teacher's page at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const shoot = async (name: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: path.join(testInfo.config.rootDir, `test-results/screenshots/${name}-${width}.png`),
        fullPage: name !== 'teachers',
      });
    };
    await page.goto(`/teachers?search=${SURNAME}`);
    await expect(cards(page)).toHaveCount(50);
    await shoot('teachers');
    await page.goto(`/users/${teachers[0]!.username}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(teachers[0]!.name);
    await shoot('user-page');
  });
}

test('a demo teacher’s page settles without moving, and their schedule narrows by level in the side panel at 1280 px, then in Polish', async ({
  page,
}) => {
  const LEVEL_NAMES = ['Beginner', 'Intermediate', 'Pro', 'Open'];
  const teacher = (await (await page.request.get('/api/user/username/kasia_salsa')).json()) as {
    id: string;
    name: string;
  };
  const search = await page.request.post('/api/lesson/search', {
    data: { teachers: [teacher.id], limit: 100 },
  });
  const lessons = ((await search.json()) as { items: { name: string; level: number }[] }).items;
  const { level } = lessons[0]!;
  const matching = lessons.filter((lesson) => lesson.level === level);
  expect(matching.length).toBeLessThan(lessons.length);
  const shown = (count: number) => Math.min(count, 20);

  // Layout shifts from the first byte (what Lighthouse sums as CLS): the title block is drawn before
  // the teacher arrives, so nothing moves when they do.
  await page.addInitScript(() => {
    const seen = { shift: 0 };
    Object.assign(window, { __seen: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/users/kasia_salsa');
  const rows = page.getByRole('table', { name: `Lessons of ${teacher.name}` }).getByRole('rowheader');
  await expect(rows).toHaveCount(shown(lessons.length));
  const shift = await page.evaluate(() => (window as unknown as { __seen: { shift: number } }).__seen.shift);
  expect(shift, 'layout shift while the teacher’s page loads').toBeLessThan(0.01);
  // From 600 px the panel stands beside the schedule; the Teacher variant has no city or teacher field.
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await expect(panel.getByRole('combobox', { name: 'City' })).toHaveCount(0);
  await expect(panel.getByRole('group', { name: 'Levels' })).toBeVisible();
  await panel.getByRole('checkbox', { name: LEVEL_NAMES[level]!, exact: true }).check();
  await expect(rows).toHaveCount(shown(matching.length));
  expect(new URL(page.url()).searchParams.get('levels')).toBe(String(level));
  await page.screenshot({
    path: path.join(test.info().config.rootDir, 'test-results/screenshots/teacher-schedule-filters-1280.png'),
  });

  await page.evaluate(() => localStorage.setItem('language', 'pl'));
  await page.reload();
  const polishPanel = page.getByRole('complementary', { name: 'Filtry' });
  await expect(polishPanel.getByRole('group', { name: 'Poziomy' })).toBeVisible();
  await expect(polishPanel.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(
    page.getByRole('table', { name: `Zajęcia: ${teacher.name}` }).getByRole('rowheader'),
  ).toHaveCount(shown(matching.length));
});
