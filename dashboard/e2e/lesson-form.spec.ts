import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { confirmThroughApi, makeDancer, signUpThroughApi, startSession } from './support/account';

/** Seeded accounts (functions/src/local/seed.ts, demo-studios.ts): Piotr owns rytm_krakow, Iryna teaches there. */
const PASSWORD = 'Plie#2026';
const PIOTR = 'piotr@plie.local';
const IRYNA = 'iryna@plie.local';
const ANNA = 'anna.admin@plie.local';
const STUDIO_NAME = 'rytm_krakow';
/** Iryna's lessons made here are named so, to be found and removed again. */
const PARK_LESSON = 'E2E park class';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface SavedLesson {
  id: string;
  name: string;
  weekday: number;
  level: number;
  roomId?: string;
  teacherId?: string;
  customTeacherName?: string;
  customAddress?: { fullAddress: string; city: string; country: string; lat?: number; lng?: number };
}

const logInThroughApi = async (request: APIRequestContext, email: string) => {
  const response = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
};

const lessonOf = async (request: APIRequestContext, id: string, token: string): Promise<SavedLesson> => {
  const response = await request.get(`/api/lesson/${id}`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as SavedLesson;
};

/** The lesson the next Save creates, as the API answered it. */
const createdLesson = (page: Page) =>
  page
    .waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/lesson',
    )
    .then(async (response) => {
      expect(response.status()).toBe(201);
      return (await response.json()) as SavedLesson;
    });

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** Teacher mode's place: a custom address in Kraków, found by the address search (2 s after typing). */
const holdInThePark = async (page: Page) => {
  await page.getByRole('radio', { name: 'Custom address' }).check();
  await page.getByLabel('Country').selectOption({ label: 'Poland' });
  await page.getByRole('combobox', { name: 'City' }).fill('Kraków');
  await page.getByLabel('Street address').fill('Park Jordana');
  await expect(page.getByRole('status').filter({ hasText: 'Location found' })).toBeVisible({
    timeout: 10_000,
  });
};

let piotrToken: string;
let irynaToken: string;
let studioId: string;
let room: { id: string; name: string };
/** The lesson Piotr creates from the calendar slot, then copies and changes. */
let lessonId: string;

/** What the studio calendar opens when Piotr selects Wednesday 19:00–20:00 in this run's room. */
const slotPath = () =>
  `/edit-lesson?${new URLSearchParams({
    studioId,
    roomId: room.id,
    weekday: '2',
    startHour: '19',
    startMinute: '0',
    endHour: '20',
    endMinute: '0',
  })}`;

// One worker runs these in order: the lesson Piotr creates is the one later tests copy and change.
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage({ baseURL: baseURL! });
  piotrToken = await logInThroughApi(page.request, PIOTR);
  irynaToken = await logInThroughApi(page.request, IRYNA);
  const studio = await page.request.get(`/api/studio/studioName/${STUDIO_NAME}`, {
    headers: bearer(piotrToken),
  });
  expect(studio.ok()).toBe(true);
  studioId = ((await studio.json()) as { id: string }).id;
  // A room of this run's own, so no other test's lessons clash with these.
  const created = await page.request.post('/api/room', {
    headers: bearer(piotrToken),
    data: {
      studioId,
      name: `E2E Sala ${run}`,
      capacity: 18,
      address: { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL', lat: 50.0637, lng: 19.9398 },
    },
  });
  expect(created.status()).toBe(201);
  room = (await created.json()) as { id: string; name: string };
  await page.close();
});

/** Iryna's park lessons of earlier runs (a failed run leaves one behind), so her slot is free. */
const removeParkLessons = async (request: APIRequestContext) => {
  const me = (await (await request.get('/api/auth/me', { headers: bearer(irynaToken) })).json()) as {
    id: string;
  };
  const found = await request.post('/api/lesson/search', { data: { teachers: [me.id], limit: 100 } });
  if (!found.ok()) return;
  const { items } = (await found.json()) as { items: SavedLesson[] };
  for (const lesson of items.filter((item) => item.name === PARK_LESSON)) {
    await request.delete(`/api/lesson/${lesson.id}`, { headers: bearer(irynaToken) });
  }
};

test('an anonymous visitor is sent to the home page', async ({ page }) => {
  await page.goto('/edit-lesson?studioId=whatever');
  await expect(page).toHaveURL(/\/$/);
});

test('Piotr adds a lesson from a calendar slot; the same slot again is refused', async ({ page }) => {
  await startSession(page, piotrToken);
  await page.goto(slotPath());
  await expect(page.getByRole('heading', { level: 1, name: 'Add lesson' })).toBeVisible();

  // Prefilled from the slot.
  const roomSelect = page.getByRole('combobox', { name: 'Room', exact: true });
  await expect(roomSelect).toHaveValue(room.id);
  await expect(page.getByLabel('Day of the week')).toHaveValue('2');
  await expect(page.getByLabel('Start time')).toHaveValue('19:00');
  await expect(page.getByLabel('End time')).toHaveValue('20:00');
  await expect(page.getByLabel('Level')).toHaveValue('0');
  await expect(page.getByLabel('Minimum age')).toHaveValue('0');
  await expect(page.getByLabel('Maximum age')).toHaveValue('100');
  await expect(page.getByRole('checkbox', { name: 'Every week' })).toBeChecked();

  // Save waits for the style, then the teacher.
  const save = page.getByRole('button', { name: 'Add lesson' });
  await expect(save).toBeDisabled();
  await expect(page.getByText('Missing style field')).toBeVisible();
  await page.getByLabel('Dance style').selectOption({ label: 'Salsa' });
  await page.getByRole('radio', { name: 'Teacher’s name' }).check();
  await expect(page.getByText('Missing teacher')).toBeVisible();
  await page.getByRole('textbox', { name: 'Teacher’s name' }).fill('Anna Kowalska');

  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByText('Time slot is available')).toBeVisible();

  const created = createdLesson(page);
  await save.click();
  const lesson = await created;
  lessonId = lesson.id;
  expect(lesson).toMatchObject({
    name: 'Salsa',
    weekday: 2,
    roomId: room.id,
    customTeacherName: 'Anna Kowalska',
  });
  await expect(toast(page, 'Lesson added')).toBeVisible();
  const notice = page.getByText('“Salsa” is on the schedule.');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('link', { name: 'See it on the studio’s page' })).toHaveAttribute(
    'href',
    `/studios/${STUDIO_NAME}`,
  );

  // Spec §4: the form resets for the next lesson — this hour to the next, Beginner, weekly, ages 0–100.
  await expect(page.getByLabel('Start time')).toHaveValue(/^\d\d:00$/);
  await expect(page.getByLabel('End time')).toHaveValue(/^\d\d:00$/);
  await expect(page.getByLabel('Level')).toHaveValue('0');
  await expect(page.getByLabel('Minimum age')).toHaveValue('0');
  await expect(page.getByLabel('Maximum age')).toHaveValue('100');
  await expect(page.getByRole('checkbox', { name: 'Every week' })).toBeChecked();
  await expect(page.getByLabel('Dance style')).toHaveValue('salsa');

  // The same slot in the same room: the check says so, and so does the server on Save.
  await page.goto(slotPath());
  await page.getByLabel('Dance style').selectOption({ label: 'Bachata' });
  await page.getByRole('radio', { name: 'Teacher’s name' }).check();
  await page.getByRole('textbox', { name: 'Teacher’s name' }).fill('Marco Rossi');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Time slot is not available.' })).toBeVisible();
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await expect(toast(page, 'Time slot is not available.')).toBeVisible();
  await expect(page).toHaveURL(/\/edit-lesson\?/);
});

test('Piotr copies the lesson to another day', async ({ page }) => {
  await startSession(page, piotrToken);
  await page.goto(`/edit-lesson?lessonId=${lessonId}&isDuplication=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add lesson' })).toBeVisible();
  await expect(page.getByLabel('Dance style')).toHaveValue('salsa');
  await expect(page.getByRole('textbox', { name: 'Teacher’s name' })).toHaveValue('Anna Kowalska');
  await expect(page.getByRole('combobox', { name: 'Room', exact: true })).toHaveValue(room.id);

  await page.getByLabel('Day of the week').selectOption('3');
  const created = createdLesson(page);
  await page.getByRole('button', { name: 'Add lesson' }).click();
  const copy = await created;
  expect(copy.id).not.toBe(lessonId);
  expect(await lessonOf(page.request, copy.id, piotrToken)).toMatchObject({ weekday: 3, roomId: room.id });
  expect(await lessonOf(page.request, lessonId, piotrToken)).toMatchObject({ weekday: 2 });
});

test('Piotr changes the lesson’s level and returns to the studio page', async ({ page }) => {
  await startSession(page, piotrToken);
  await page.goto(`/edit-lesson?lessonId=${lessonId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit lesson' })).toBeVisible();
  await expect(page.getByLabel('Start time')).toHaveValue('19:00');
  await page.getByLabel('Level').selectOption({ label: 'Intermediate' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/studios/${STUDIO_NAME}$`));
  await expect(toast(page, 'Lesson saved')).toBeVisible();
  expect(await lessonOf(page.request, lessonId, piotrToken)).toMatchObject({ level: 1, weekday: 2 });
});

test('the end follows the start: the next hour (23 → 0), the same minute', async ({ page }) => {
  await startSession(page, piotrToken);
  await page.goto(`/edit-lesson?studioId=${studioId}`);
  const start = page.getByLabel('Start time');
  const end = page.getByLabel('End time');
  await start.fill('23:00');
  await expect(end).toHaveValue('00:00');
  await start.fill('23:30');
  await expect(end).toHaveValue('00:30');
  await start.fill('18:30');
  await expect(end).toHaveValue('19:30');
  // The end alone moves nothing else.
  await end.fill('20:15');
  await expect(start).toHaveValue('18:30');
});

test('Iryna adds her own weekly lesson in a park (teacher mode, custom address)', async ({ page }) => {
  await removeParkLessons(page.request);
  await startSession(page, irynaToken);
  await page.goto('/edit-lesson');
  await expect(page.getByRole('heading', { level: 1, name: 'Add lesson' })).toBeVisible();
  // Her own lesson: she is the teacher.
  await expect(page.getByRole('status', { name: 'Teacher' })).toHaveText('Iryna Shevchenko');

  await holdInThePark(page);

  await page.getByLabel('Dance style').selectOption({ label: 'Contemporary' });
  await page.getByLabel('Lesson name').fill(PARK_LESSON);
  await page.getByLabel('Day of the week').selectOption({ label: 'Saturday' });
  await page.getByLabel('Start time').fill('06:10');
  await expect(page.getByLabel('End time')).toHaveValue('07:10');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByText('Time slot is available')).toBeVisible();

  const created = createdLesson(page);
  await page.getByRole('button', { name: 'Add lesson' }).click();
  const lesson = await created;
  try {
    await expect(toast(page, 'Lesson added')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See it on your page' })).toHaveAttribute(
      'href',
      '/users/iryna_teacher',
    );
    const saved = await lessonOf(page.request, lesson.id, irynaToken);
    expect(saved).toMatchObject({
      name: PARK_LESSON,
      weekday: 5,
      customAddress: { city: 'Kraków', country: 'PL' },
    });
    expect(saved.roomId).toBeUndefined();
    expect(saved.customAddress?.lat).toBeDefined();
  } finally {
    await page.request.delete(`/api/lesson/${lesson.id}`, { headers: bearer(irynaToken) });
  }
});

test('onboarding step 4 leads Iryna into the form, and her first lesson to her profile', async ({ page }) => {
  await removeParkLessons(page.request);
  await startSession(page, irynaToken);
  await page.goto('/onboard?step=4&role=teacher');
  await page.getByRole('link', { name: 'Add lesson' }).click();
  await expect(page).toHaveURL(/\/edit-lesson\?teacherId=.+&from=onboard$/);
  await expect(page.getByRole('progressbar', { name: 'Getting started' })).toHaveAttribute(
    'aria-valuenow',
    '4',
  );

  await page.getByLabel('Dance style').selectOption({ label: 'Contemporary' });
  await page.getByLabel('Lesson name').fill(PARK_LESSON);
  await holdInThePark(page);
  await page.getByLabel('Day of the week').selectOption({ label: 'Sunday' });
  await page.getByLabel('Start time').fill('06:20');

  const created = createdLesson(page);
  await page.getByRole('button', { name: 'Add lesson' }).click();
  const lesson = await created;
  try {
    await expect(page).toHaveURL(/\/users\/iryna_teacher\?from=onboard$/);
    await expect(toast(page, 'Your first lesson is on the schedule!')).toBeVisible();

    // The next step: a group of her lessons. 'Not now' drops it; the marked address shows it again.
    const nextSteps = page.getByRole('region', { name: 'Next steps' });
    await expect(nextSteps).toContainText('Next: gather your lessons into a group');
    await nextSteps.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(/\/users\/iryna_teacher$/);
    await expect(nextSteps).toBeHidden();
    await page.goto('/users/iryna_teacher?from=onboard');
    await nextSteps.getByRole('link', { name: 'Create a group' }).click();
    await expect(page).toHaveURL(/\/create-group\?teacherId=[^&]+$/);
    await expect(page.getByRole('checkbox', { name: new RegExp(PARK_LESSON) })).toBeVisible();
  } finally {
    await page.request.delete(`/api/lesson/${lesson.id}`, { headers: bearer(irynaToken) });
  }
});

test('what the form refuses: a lesson or a studio it cannot read, a studio of someone else’s', async ({
  page,
}) => {
  await startSession(page, irynaToken);
  await page.goto('/edit-lesson?lessonId=no-such-lesson');
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Failed to fetch lesson')).toBeVisible();

  await page.goto('/edit-lesson?studioId=no-such-studio');
  await expect(page).toHaveURL(/\/studios$/);

  // Iryna teaches at rytm_krakow, not at salsa_warszawa.
  const other = await page.request.get('/api/studio/studioName/salsa_warszawa');
  const otherId = ((await other.json()) as { id: string }).id;
  await page.goto(`/edit-lesson?studioId=${otherId}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'You are not allowed to change studio data')).toBeVisible();
});

test('a new studio owner without rooms is sent to add one; without a studio in the address, picks it', async ({
  page,
  baseURL,
}) => {
  const owner = makeDancer('lessonowner');
  const token = await signUpThroughApi(page, owner);
  await confirmThroughApi(page, owner, baseURL!);
  const response = await page.request.post('/api/studio', {
    headers: bearer(token),
    data: { name: `Lesson Check ${run}`, email: owner.email, studioName: `les${run}` },
  });
  expect(response.status()).toBe(201);
  const studio = (await response.json()) as { id: string; studioName: string };
  await startSession(page, token);

  await page.goto('/edit-lesson');
  await expect(page.getByRole('heading', { name: 'Whose schedule is the lesson for?' })).toBeVisible();
  await page.getByRole('link', { name: `Lesson Check ${run}` }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-lesson\\?studioId=${studio.id}$`));

  await expect(page.getByText('You need to create some room before adding a lesson :)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the rooms' })).toHaveAttribute(
    'href',
    `/studios/${studio.studioName}?tab=rooms`,
  );
});

test('Anna imports three lessons into the room: two are created, one is refused with its reason', async ({
  page,
}) => {
  await startSession(page, await logInThroughApi(page.request, ANNA));
  await page.goto('/admin?tab=lessons-bulk');
  await page.getByLabel('Find a studio').fill(STUDIO_NAME);
  const studioSelect = page.getByLabel('Studio', { exact: true });
  await expect(studioSelect.locator('option')).toHaveCount(2);
  await studioSelect.selectOption(studioId);
  await page.getByLabel('Room', { exact: true }).selectOption(room.id);
  await page.getByLabel('Weekday').selectOption({ label: 'Sunday' });

  // Client-side: not an array.
  const lessons = page.getByLabel('Lessons (JSON array)');
  await lessons.fill('{"styleId": "salsa"}');
  await expect(page.getByText('Paste a JSON array of lessons: [ … ], one object per lesson.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  const row = { lessonTimezone: 'Europe/Warsaw', customTeacherName: 'Olena Petrenko' };
  await lessons.fill(
    JSON.stringify([
      { ...row, styleId: 'bachata', startHour: 7, startMinute: 0, endHour: 8, endMinute: 0 },
      {
        styleId: 'salsa',
        lessonTimezone: 'Europe/Warsaw',
        startHour: 8,
        startMinute: 0,
        endHour: 9,
        endMinute: 0,
      },
      { ...row, styleId: 'kizomba', startHour: 9, startMinute: 0, endHour: 10, endMinute: 0, level: 3 },
    ]),
  );
  await expect(page.getByText('3 lessons ready to import.')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText('Created: 2')).toBeVisible();
  await expect(page.getByText('Refused: 1')).toBeVisible();
  const refused = page.getByRole('list', { name: 'Refused rows' });
  await expect(refused.getByRole('listitem')).toHaveCount(1);
  await expect(refused).toContainText('Row 2 (index 1)');
  await expect(refused).toContainText('Missing teacher');
  const json = JSON.parse((await page.getByTestId('bulk-result-json').textContent()) ?? '') as {
    created: { index: number; lesson: SavedLesson }[];
    refused: { index: number; message: string }[];
  };
  expect(json.created.map((item) => item.index)).toEqual([0, 2]);
  expect(json.created.every((item) => item.lesson.roomId === room.id && item.lesson.weekday === 6)).toBe(
    true,
  );
  expect(json.refused).toMatchObject([{ index: 1, message: 'Missing teacher' }]);
});

for (const width of [390, 1280]) {
  test(`the lesson form and the bulk import at ${width} px`, async ({ page }, testInfo) => {
    // Three sessions, an address lookup and three full-page screenshots.
    test.setTimeout(60_000);
    const shoot = async (name: string) => {
      await noSidewaysScroll(page, width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(testInfo.config.rootDir, `test-results/screenshots/${name}-${width}.png`),
        fullPage: true,
      });
    };
    await page.setViewportSize({ width, height: 900 });

    // Studio mode, as the calendar opens it.
    await startSession(page, piotrToken);
    await page.goto(slotPath());
    await expect(page.getByRole('combobox', { name: 'Room', exact: true })).toHaveValue(room.id);
    await page.getByLabel('Dance style').selectOption({ label: 'Salsa' });
    await shoot('lesson-form-studio');

    // Teacher mode, at a custom address.
    await startSession(page, irynaToken);
    await page.goto('/edit-lesson');
    await holdInThePark(page);
    await shoot('lesson-form-teacher');

    // The bulk import with its result: a row without a teacher is refused, the other is created
    // (at 390 px) or clashes with the one created then (at 1280 px).
    await startSession(page, await logInThroughApi(page.request, ANNA));
    await page.goto('/admin?tab=lessons-bulk');
    await page.getByLabel('Studio', { exact: true }).selectOption(studioId);
    await page.getByLabel('Room', { exact: true }).selectOption(room.id);
    await page.getByLabel('Weekday').selectOption({ label: 'Friday' });
    const row = { styleId: 'salsa', endMinute: 0, lessonTimezone: 'Europe/Warsaw' };
    await page.getByLabel('Lessons (JSON array)').fill(
      JSON.stringify([
        { ...row, startHour: 6, startMinute: 0, endHour: 7 },
        { ...row, startHour: 7, startMinute: 0, endHour: 8, customTeacherName: 'Olena Petrenko' },
      ]),
    );
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Import result' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Refused rows' })).toContainText('Missing teacher');
    await shoot('lessons-bulk-import');
  });
}
