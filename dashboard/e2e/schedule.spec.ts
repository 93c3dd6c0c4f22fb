import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { waitUntilInteractive } from './support/hydration';
import { callApi as api } from './support/studios';

/**
 * /schedule (spec §2, JOURNEYS Marta 1–2): a visitor finds a city's lessons from the landing hero and
 * narrows them by style, level, weekday and age, on a laptop and on a phone. The lessons are made
 * here through the API by the seeded owner of Rytm Dance Studio (Kraków), in rooms of this run only
 * (the availability check refuses overlaps in a room), with a word in their names nobody else uses.
 */
const PIOTR = { email: 'piotr@plie.local', password: 'Plie#2026' };
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** In the names of the week's lessons of this run… */
const TAG = `qx${run}`;
/** …and in the name of the lesson under way right now. */
const NOW_TAG = `nw${run}`;
const KRAKOW_SCHEDULE = '/schedule?city=Krak%C3%B3w&country=PL';

const LESSONS = {
  salsaBasics: {
    name: `Salsa basics ${TAG}`,
    styleId: 'salsa',
    weekday: 1,
    start: 18,
    level: 0,
    ages: [0, 100],
  },
  salsaPro: {
    name: `Salsa pro ${TAG}`,
    styleId: 'salsa',
    weekday: 1,
    start: 20,
    level: 2,
    ages: [18, 100],
    closed: true,
  },
  bachata: { name: `Bachata ${TAG}`, styleId: 'bachata', weekday: 3, start: 19, level: 1, ages: [16, 100] },
  kids: {
    name: `Kids dance ${TAG}`,
    styleId: 'contemporary',
    weekday: 5,
    start: 10,
    level: 0,
    ages: [6, 12],
  },
} as const;
type LessonKey = keyof typeof LESSONS;

/** The wall clock in Kraków: weekday (0 = Monday) and hour. */
const krakowClock = () => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Warsaw',
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return {
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')),
    hour: Number(part('hour')),
  };
};
/** A lesson from the last hour to the next one is under way now (after 23:00 it runs past midnight). */
const clock = krakowClock();

const createRoom = async (request: APIRequestContext, token: string, studioId: string, name: string) =>
  (
    (await api(request, token, 'post', '/api/room', {
      studioId,
      name,
      capacity: 4,
      address: { fullAddress: 'ul. Floriańska 15', city: 'Kraków', country: 'PL', postalCode: '31-019' },
    })) as { id: string }
  ).id;

test.describe.configure({ mode: 'default' });
// Marta's phone is in Kraków: the lessons' times are in her own zone (no zone note).
test.use({ timezoneId: 'Europe/Warsaw' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  const login = await request.post('/api/auth/login', { data: PIOTR });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const studio = (await api(request, token, 'get', '/api/studio/studioName/rytm_krakow')) as { id: string };
  const roomId = await createRoom(request, token, studio.id, `Sala ${run}`);
  const lesson = (fields: {
    name: string;
    styleId: string;
    weekday: number;
    start: number;
    end?: number;
    level: number;
    ages: readonly [number, number];
    closed?: boolean;
    room: string;
  }) =>
    api(request, token, 'post', '/api/lesson', {
      name: fields.name,
      styleId: fields.styleId,
      weekday: fields.weekday,
      startHour: fields.start,
      startMinute: 0,
      endHour: fields.end ?? fields.start + 1,
      endMinute: 0,
      lessonTimezone: 'Europe/Warsaw',
      roomId: fields.room,
      customTeacherName: `Ola Tancerz ${run}`,
      level: fields.level,
      ageMin: fields.ages[0],
      ageMax: fields.ages[1],
      isClosedGroup: fields.closed ?? false,
    });
  for (const fields of Object.values(LESSONS)) await lesson({ ...fields, room: roomId });
  // Its own room: today's weekday could be one the lessons above use.
  const nowRoom = await createRoom(request, token, studio.id, `Sala teraz ${run}`);
  await lesson({
    name: `Jazz ${NOW_TAG}`,
    styleId: 'jazz',
    weekday: clock.weekday,
    start: Math.max(0, clock.hour - 1),
    // Under way for at least an hour after this setup (a run that starts at :59 still finds it), ending
    // at midnight at the latest.
    end: Math.min(clock.hour + 2, 24) % 24,
    level: 3,
    ages: [0, 100],
    room: nowRoom,
  });
});

const lessonTable = (page: Page) => page.getByRole('table', { name: 'Lessons in Kraków' });

/** Exactly these lessons of the run are listed (in any order: the order follows today's date). */
const expectLessons = (rows: Locator, keys: LessonKey[]) =>
  expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      const listed = (Object.keys(LESSONS) as LessonKey[]).filter((key) =>
        texts.some((text) => text.includes(LESSONS[key].name)),
      );
      return { count: texts.length, listed: listed.sort() };
    })
    .toEqual({ count: keys.length, listed: [...keys].sort() });

/** Neither the page nor the table's own box scrolls sideways: every column fits. */
const noHorizontalScroll = async (page: Page, width: number) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const table = page.getByRole('table');
  if ((await table.count()) > 0) {
    expect(
      await table.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth),
    ).toBeLessThanOrEqual(0);
  }
};

const screenshot = (page: Page, rootDir: string, width: number) =>
  page.screenshot({
    path: path.join(rootDir, `test-results/screenshots/schedule-${width}.png`),
    fullPage: true,
  });

test('a visitor finds Kraków’s lessons from the hero and narrows them by style, level, day and age', async ({
  page,
}, testInfo) => {
  // A whole journey: the hero's search, then every filter one after another.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitUntilInteractive(page);
  await page.getByRole('combobox', { name: 'Where do you want to dance?' }).fill('Kra');
  await page.getByRole('option', { name: /^Kraków\b/ }).click();
  await expect(page).toHaveURL(new RegExp(`${KRAKOW_SCHEDULE.replace('?', '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(lessonTable(page)).toBeVisible();

  await page.getByLabel('Search lessons').fill(TAG);
  const rows = lessonTable(page).getByRole('rowheader');
  await expectLessons(rows, ['salsaBasics', 'salsaPro', 'bachata', 'kids']);
  const basics = lessonTable(page).getByRole('row').filter({ hasText: LESSONS.salsaBasics.name });
  await expect(basics).toContainText(`Ola Tancerz ${run}`);
  await expect(basics).toContainText(`Rytm Dance Studio`);
  await expect(basics).toContainText(`Sala ${run}`);
  await expect(basics).toContainText('Beginner');
  await expect(basics).toContainText('0/4');
  await expect(basics).toContainText(/Tue\s*Tuesday\s*18:00–19:00/);
  await expect(basics.getByRole('link', { name: 'Studio page: Rytm Dance Studio' })).toHaveAttribute(
    'href',
    '/studios/rytm_krakow',
  );
  // Visitors may not edit.
  await expect(lessonTable(page).getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(lessonTable(page).getByRole('row').filter({ hasText: LESSONS.salsaPro.name })).toContainText(
    'Closed group',
  );
  await screenshot(page, testInfo.config.rootDir, 1280);
  await noHorizontalScroll(page, 1280);

  const panel = page.getByRole('complementary', { name: 'Filters' });
  await panel.getByRole('checkbox', { name: 'Salsa', exact: true }).check();
  await expectLessons(rows, ['salsaBasics', 'salsaPro']);
  await panel.getByRole('checkbox', { name: 'Beginner', exact: true }).check();
  await expectLessons(rows, ['salsaBasics']);
  await expect(page).toHaveURL(/styles=salsa&levels=0/);

  await panel.getByRole('button', { name: 'Clear filters' }).click();
  await expectLessons(rows, ['salsaBasics', 'salsaPro', 'bachata', 'kids']);
  await panel.getByRole('checkbox', { name: 'Thursday' }).check();
  await panel.getByRole('checkbox', { name: 'Saturday' }).check();
  await expectLessons(rows, ['bachata', 'kids']);
  await panel.getByRole('spinbutton', { name: 'Dancer’s age' }).fill('10');
  await expect(page).toHaveURL(/days=3,5&age=10$/);
  await expectLessons(rows, ['kids']);
  await panel.getByRole('spinbutton', { name: 'Dancer’s age' }).fill('16');
  await expect(page).toHaveURL(/days=3,5&age=16$/);
  await expectLessons(rows, ['bachata']);

  // The search is in the address: a reload (or a shared link) shows the same.
  await page.reload();
  await expectLessons(rows, ['bachata']);
  await expect(page.getByLabel('Search lessons')).toHaveValue(TAG);
  await expect(panel.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  await expect(panel.getByRole('spinbutton', { name: 'Dancer’s age' })).toHaveValue('16');

  // Nothing matches: the empty state says so and clears the filters.
  await panel.getByRole('checkbox', { name: 'Pro', exact: true }).check();
  await expect(page.getByText('No lessons in Kraków match this search.')).toBeVisible();
  await page
    .getByRole('region', { name: 'Lessons found' })
    .getByRole('button', { name: 'Clear filters' })
    .click();
  await expect(page).toHaveURL(/\/schedule\?country=PL&city=Krak%C3%B3w$/);
  await expect(page.getByLabel('Search lessons')).toHaveValue('');
});

test('on a phone the filters open in a drawer and the lessons are short rows', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${KRAKOW_SCHEDULE}&search=${TAG}&open=1`);
  const list = page.getByRole('list', { name: 'Lessons in Kraków' });
  await expectLessons(list.getByRole('listitem'), ['salsaBasics', 'bachata', 'kids']);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  await screenshot(page, testInfo.config.rootDir, 390);
  await noHorizontalScroll(page, 390);

  await page.getByRole('button', { name: 'Filters (1)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBeGreaterThanOrEqual(389);
  await expect(drawer.getByRole('checkbox', { name: 'Hide closed groups' })).toBeChecked();
  await drawer.getByRole('checkbox', { name: 'Bachata', exact: true }).check();
  await page.screenshot({
    path: path.join(testInfo.config.rootDir, 'test-results/screenshots/schedule-filters-390.png'),
  });
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();
  await expectLessons(list.getByRole('listitem'), ['bachata']);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
});

test('a fresh visitor opens on their country’s largest city, then comes back to the city they chose', async ({
  page,
}, testInfo) => {
  // The browser is in Warsaw's time zone (above) and speaks English: Poland, whose largest city is Warsaw.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const entries = await page.evaluate(() => history.length);
  await page.goto('/schedule?styles=salsa');
  // The city joins the address in place (no extra history entry), keeping the landing link's style.
  await expect(page).toHaveURL(/\/schedule\?.*country=PL&city=Warsaw&styles=salsa/);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  const warsaw = page.getByRole('table', { name: 'Lessons in Warsaw' });
  await expect(warsaw.getByRole('rowheader').first()).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await expect(panel.getByText('Warsaw', { exact: true })).toBeVisible();
  await page.screenshot({
    path: path.join(testInfo.config.rootDir, 'test-results/screenshots/schedule-default-city-1280.png'),
  });

  // The chip stays changeable; the choice is kept for the next visit.
  await panel.getByRole('button', { name: 'Change city, now Warsaw' }).click();
  await panel.getByRole('combobox', { name: 'City' }).fill('Kra');
  await panel.getByRole('option', { name: /^Kraków\b/ }).click();
  await expect(page).toHaveURL(/country=PL&city=Krak%C3%B3w&styles=salsa/);
  await page.getByLabel('Search lessons').fill(TAG);
  await expectLessons(lessonTable(page).getByRole('rowheader'), ['salsaBasics', 'salsaPro']);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/schedule');
  await expect(page).toHaveURL(/\/schedule\?country=PL&city=Krak%C3%B3w$/);
  await expect(page.getByText('Dance classes in Kraków, the soonest first.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Lessons in Kraków' }).getByRole('listitem').first(),
  ).toBeVisible();
  await noHorizontalScroll(page, 390);
});

/** The distances the lessons show, in their order (metres), and how many lessons are listed. */
const shownDistances = async (page: Page) =>
  page
    .locator('[data-distance-meters]')
    .evaluateAll((elements) =>
      elements.map((element) => Number(element.getAttribute('data-distance-meters'))),
    );

/** The nearest first: each shown distance at least the one before. */
const expectNearestFirst = async (page: Page) => {
  await expect.poll(async () => (await shownDistances(page)).length).toBeGreaterThan(0);
  const distances = await shownDistances(page);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
};

test('“Near me” asks for the location only when pressed, then lists the lessons around, nearest first', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/schedule?country=PL&city=Warsaw');
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await expect(
    page.getByRole('table', { name: 'Lessons in Warsaw' }).getByRole('rowheader').first(),
  ).toBeVisible();
  // Refused (the browser's default here, nothing granted): a clear message, and the city stays.
  await panel.getByRole('button', { name: 'Near me' }).click();
  await expect(panel.getByRole('status')).toContainText('Your browser did not share your location');
  await expect(page).toHaveURL(/country=PL&city=Warsaw$/);
  await expect(page.locator('[data-distance-meters]')).toHaveCount(0);

  // Allowed, on Kraków's main square: Kraków's lessons, each page nearest first, with the distance.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 50.0617, longitude: 19.9373 });
  await panel.getByRole('button', { name: 'Near me' }).click();
  await expect(page).toHaveURL(/country=PL&city=Krak%C3%B3w$/);
  await expect(page.getByText('Dance classes near you in Kraków')).toBeVisible();
  const table = lessonTable(page);
  await expect(table.getByRole('row').nth(1).locator('[data-distance-meters]')).toHaveText(
    /(\d+\s?m|\d+(\.\d)?\s?km)$/,
  );
  await expectNearestFirst(page);
  await page.screenshot({
    path: path.join(testInfo.config.rootDir, 'test-results/screenshots/schedule-near-me-1280.png'),
  });
  await noHorizontalScroll(page, 1280);

  await page.setViewportSize({ width: 390, height: 844 });
  const list = page.getByRole('list', { name: 'Lessons in Kraków' });
  await expect(list.getByRole('listitem').first().locator('[data-distance-meters]')).toBeVisible();
  await expectNearestFirst(page);
  await page.screenshot({
    path: path.join(testInfo.config.rootDir, 'test-results/screenshots/schedule-near-me-390.png'),
  });
  await noHorizontalScroll(page, 390);
});

test('the lesson under way is highlighted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${KRAKOW_SCHEDULE}&search=${NOW_TAG}`);
  const row = lessonTable(page).locator('tr[aria-current="time"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Jazz ${NOW_TAG}`);
  await expect(row.getByRole('rowheader')).toContainText('Now');
  await expect(row).not.toContainText('GMT');
});

test('the studio’s owner gets Edit and Duplicate links to the lesson form', async ({
  page,
  request,
}, testInfo) => {
  const login = await request.post('/api/auth/login', { data: PIOTR });
  const token = ((await login.json()) as { access_token: string }).access_token;
  await page.goto('/404');
  await page.evaluate((value) => localStorage.setItem('accessToken', value), token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${KRAKOW_SCHEDULE}&search=${TAG}`);
  const row = lessonTable(page).getByRole('row').filter({ hasText: LESSONS.bachata.name });
  await expect(row.getByRole('link', { name: `Edit ${LESSONS.bachata.name}` })).toHaveAttribute(
    'href',
    /^\/edit-lesson\?studioId=[^&]+&lessonId=[^&]+$/,
  );
  await expect(row.getByRole('link', { name: `Duplicate ${LESSONS.bachata.name}` })).toHaveAttribute(
    'href',
    /&isDuplication=true$/,
  );
  await page.screenshot({
    path: path.join(testInfo.config.rootDir, 'test-results/screenshots/schedule-owner-1280.png'),
  });
  await noHorizontalScroll(page, 1280);
});

test('the schedule in Polish', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'pl'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${KRAKOW_SCHEDULE}&search=${TAG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Grafik' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Filtry' })).toBeVisible();
  const headers = page.getByRole('table').getByRole('columnheader');
  // The laptop's table is under 800 px: the teacher and the next date sit under the lesson and the time.
  await expect(headers).toHaveText(['Kiedy', 'Zajęcia', 'Poziom', 'Miejsce', 'Miejsca', 'Akcje']);
  const basics = page.getByRole('row').filter({ hasText: LESSONS.salsaBasics.name });
  await expect(basics).toContainText(/wt\.\s*wtorek/);
  await expect(basics).toContainText('Początkujący');
  await expect(basics.getByRole('rowheader')).toContainText(`Instruktor: Ola Tancerz ${run}`);
  await expect(
    page.getByRole('complementary', { name: 'Filtry' }).getByRole('checkbox', { name: 'czwartek' }),
  ).toBeVisible();

  // "W pobliżu" (near me), ~1.3 km south of the studio: the distance in Polish number format.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 50.0517, longitude: 19.9373 });
  await page.getByLabel('Szukaj zajęć').fill('');
  await page
    .getByRole('complementary', { name: 'Filtry' })
    .getByRole('button', { name: 'W pobliżu' })
    .click();
  await expect(page.getByText('Zajęcia taneczne blisko ciebie, w mieście Kraków')).toBeVisible();
  await expect(page.locator('[data-distance-meters]').first()).toHaveText(/\d,\d\s?km$/);
});
