import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { createClient, type PlieClient } from '@plie/sdk';
import { build } from 'esbuild';
import { chromiumLaunchOptions } from '../../chromium';
import { createRoomLesson, logInThroughApi, PIOTR, roomOfThisRun } from '../../dashboard/e2e/support/studios';
import { baseURL as runtimeOrigin } from '../../playwright.config';

/**
 * The React example as a third-party site runs it: `src/main.tsx` bundled with esbuild and served with
 * `index.html` from an origin of its own (made up, answered by `page.route`), talking cross-origin to
 * the local runtime's API (`baseURL`, with demo data). The demo studio Rytm Dance Studio has a week of
 * lessons in its rooms Sala Duża and Sala Mała (functions/src/local/demo-lessons.ts), which the app
 * shows and these tests only read: the guest signs up for a lesson of the run's own, in a room of its
 * own in that studio (dashboard/e2e/support/studios.ts says why).
 */
const APP_ORIGIN = 'http://react-app.test';
const STUDIO = { studioName: 'rytm_krakow', name: 'Rytm Dance Studio' };
const DEMO_ROOMS = ['Sala Duża', 'Sala Mała'];

/**
 * Chromium refuses a page on a public origin its calls to a loopback address (Private Network Access),
 * and the runtime's API listens on 127.0.0.1. A real site calls Plié's public API: so Chromium is told
 * to count the runtime's address as public, and nothing else changes.
 */
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      `--ip-address-space-overrides=${new URL(runtimeOrigin).host}=public`,
    ],
  },
});

const appFile = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** The app as a browser gets it, built once per worker: the API origin is the test runtime's. */
let bundle: Promise<string> | undefined;
const bundleFor = (apiOrigin: string) => {
  bundle ??= build({
    entryPoints: [appFile('./src/main.tsx')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    // Workspace packages from their TypeScript sources, as in the rest of the repository.
    conditions: ['plie-source', 'module'],
    define: {
      'import.meta.env.VITE_PLIE_API': JSON.stringify(apiOrigin),
      'process.env.NODE_ENV': JSON.stringify('development'),
    },
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return bundle;
};

const openApp = async (page: Page, apiOrigin: string) => {
  const script = await bundleFor(apiOrigin);
  const html = readFileSync(appFile('./index.html'), 'utf8');
  await page.route(`${APP_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
    // index.html asks for its entry by the path Vite serves it at; here it is the bundle.
    if (pathname === '/src/main.tsx') return route.fulfill({ contentType: 'text/javascript', body: script });
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.goto(`${APP_ORIGIN}/`);
  return failures;
};

type Lesson = Awaited<ReturnType<PlieClient['lessons']['search']>>['items'][number];

/** Every lesson of the studio, page after page, as the schedule loads them. */
const studioLessons = async (client: PlieClient, studioId: string): Promise<Lesson[]> => {
  const lessons: Lesson[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.lessons.search({ body: { studioIds: [studioId], limit: 100, cursor } });
    lessons.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return lessons;
};

const startOf = (lesson: Lesson) =>
  `${String(lesson.startHour).padStart(2, '0')}:${String(lesson.startMinute).padStart(2, '0')}`;

/**
 * A lesson of the run's own a guest can sign up for with one dialog: in a room of its own in the demo
 * studio (made by its owner), tomorrow evening (not today: it could start while the test runs), with
 * places, in no group.
 */
const lessonOfThisRun = async (page: Page, client: PlieClient, studioId: string): Promise<Lesson> => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const token = await logInThroughApi(page.request, PIOTR);
  const room = await roomOfThisRun(page.request, token, studioId, `Sala React ${run}`);
  const tomorrow = (new Date().getUTCDay() + 7) % 7; // 0 = Monday: today's index is tomorrow's weekday
  const id = await createRoomLesson(page.request, token, {
    studioId,
    roomId: room.id,
    name: `Salsa React ${run}`,
    styleId: 'salsa',
    weekday: tomorrow,
    hour: 20,
  });
  const lesson = (await studioLessons(client, studioId)).find((candidate) => candidate.id === id);
  if (!lesson?.nextDate) throw new Error(`The lesson ${id} of this run has no next date`);
  return lesson;
};

/** The lesson's row in a table: its Attend button, its next date and its start time. */
const attendButton = (page: Page, lesson: Lesson) => {
  const button = page.getByRole('button', { name: `Attend ${lesson.name}`, exact: true });
  return schedule(page)
    .locator('tbody tr')
    .filter({ has: page.locator(`time[datetime="${lesson.nextDate}"]`) })
    .filter({ hasText: startOf(lesson) })
    .filter({ has: button })
    .locator(button);
};

const schedule = (page: Page) => page.getByRole('table', { name: `${STUDIO.name}: class schedule` });
const cityPanel = (page: Page) => page.getByRole('region', { name: 'Lessons in Kraków' });

test('the app shows the studio’s schedule and Kraków’s first lessons, cross-origin to the API, in the chosen language', async ({
  page,
  baseURL,
}) => {
  const client = createClient({ baseUrl: baseURL! });
  const studio = await client.studios.getByStudioName({ params: { studioName: STUDIO.studioName } });
  await page.setViewportSize({ width: 1280, height: 900 });
  const failures = await openApp(page, baseURL!);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dance classes');
  await expect(page.getByRole('combobox', { name: 'Studio' })).toHaveValue(STUDIO.studioName);
  // The studio picker offers what the studio search found, besides the two it knows from the start.
  await expect(page.getByRole('option', { name: 'Flow Wrocław' })).toBeAttached();
  await expect(schedule(page).locator('tbody tr').first()).toBeVisible();
  const lessons = await studioLessons(client, studio.id);
  // The schedule draws its rows a few per task (`rowsPerTask`): every one of them, in the end.
  await expect
    .poll(() => schedule(page).locator('tbody tr').count())
    .toBeGreaterThanOrEqual(lessons.filter((lesson) => DEMO_ROOMS.includes(lesson.room?.name ?? '')).length);
  await expect(
    schedule(page)
      .getByRole('button', { name: /^Attend / })
      .first(),
  ).toBeVisible();

  // The client's own search: five lessons of Kraków, every one of them a Kraków lesson.
  const cityRows = cityPanel(page).getByRole('table', { name: 'Lessons in Kraków' }).locator('tbody tr');
  await expect(cityRows).toHaveCount(5);
  const inKrakow = (await client.lessons.search({ body: { city: 'Kraków', country: 'PL', limit: 100 } }))
    .items;
  for (const text of await cityRows.locator('th').allTextContents()) {
    expect(inKrakow.some((lesson) => text.includes(lesson.name))).toBe(true);
  }
  await expect(page.getByRole('region', { name: 'Signed up' })).toContainText('Nobody yet');

  // Another language: the components and the app's own texts switch together.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zajęcia taneczne');
  await expect(page.getByRole('columnheader', { name: 'Kiedy' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.getByRole('combobox', { name: 'Język' }).selectOption('en');

  await page.screenshot({
    path: path.join(test.info().config.rootDir, 'test-results/screenshots/react-app-1280.png'),
    fullPage: true,
  });
  expect(failures).toEqual([]);
});

test('a guest signs up through Attend, and the app’s log shows what onSignedUp reported', async ({
  page,
  baseURL,
}) => {
  const client = createClient({ baseUrl: baseURL! });
  const studio = await client.studios.getByStudioName({ params: { studioName: STUDIO.studioName } });
  const lesson = await lessonOfThisRun(page, client, studio.id);
  const guest = { name: 'Ola Reactowska', email: `ola.react.${Date.now().toString(36)}@example.com` };
  await page.setViewportSize({ width: 1280, height: 900 });
  const failures = await openApp(page, baseURL!);

  await attendButton(page, lesson).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up for the lesson' });
  await dialog.getByLabel('Full name').fill(guest.name);
  await dialog.getByLabel('E-mail').fill(guest.email);
  await dialog.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await expect(dialog.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
    'href',
    `${baseURL}/terms-and-conditions`,
  );
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText('You are signed in for the lesson!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const log = page.getByRole('region', { name: 'Signed up' }).getByRole('listitem');
  await expect(log).toHaveCount(1);
  await expect(log).toContainText(guest.name);
  await expect(log).toContainText(guest.email);
  await expect(log).toContainText(lesson.name);
  await page.screenshot({
    path: path.join(test.info().config.rootDir, 'test-results/screenshots/react-app-signed-up-1280.png'),
    fullPage: true,
  });
  expect(failures).toEqual([]);

  // The sign-up is the API's: the studio's owner sees it on the lesson.
  const token = await logInThroughApi(page.request, PIOTR);
  const owner = createClient({ baseUrl: baseURL!, getToken: () => token });
  const attendances = await owner.attendance.listForLesson({
    params: { lessonId: lesson.id },
    query: { date: lesson.nextDate! },
  });
  const attendance = attendances.find((candidate) => candidate.email === guest.email);
  expect(attendance).toMatchObject({ name: guest.name, date: lesson.nextDate, isDeleted: false });
});
