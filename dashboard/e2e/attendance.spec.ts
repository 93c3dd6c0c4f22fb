import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { mailsTo, makeDancer, signUpThroughApi, startSession } from './support/account';
import {
  callApi as api,
  bearer,
  confirmedAccount,
  createRoomLesson,
  IRYNA,
  logInThroughApi,
  PIOTR,
  toast,
} from './support/studios';

/**
 * Signing up for lessons (spec §2 attendance dialog, §4 Attend button and Attending, §8): Marta signs
 * up as a guest from /schedule, gets the e-mail and cancels through its link; a full lesson's Attend
 * is disabled; a signed-in dancer's form is prefilled and her page lists and cancels her lessons;
 * the teacher's attendance list shows each person's photo or initials and when a place was
 * cancelled, and a teacher whose e-mail is not yet confirmed still opens it (issue #17 items 6, 7).
 * The lessons are this run's own, in a room of their own in Rytm Dance Studio (Kraków).
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const TAG = `at${run}`;
const SCHEDULE = `/schedule?city=Krak%C3%B3w&country=PL&search=${TAG}`;
/** A lesson each, so the tests (run in parallel) count only their own sign-ups. */
const LESSONS = {
  open: `Salsa ${TAG}`,
  small: `Bachata ${TAG}`,
  mine: `Salsa Cubana ${TAG}`,
  list: `Bachata Sensual ${TAG}`,
};

let lessonIds: Record<keyof typeof LESSONS, string>;

/** The viewer's clocks are not Warsaw's, whatever the machine's zone: the rows name the lesson's zone. */
test.use({ timezoneId: 'UTC' });

test.beforeAll(async ({ browser, baseURL }) => {
  // A worker that comes back to this file runs this again: the lessons of the run exist already.
  if (lessonIds) return;
  const page = await browser.newPage({ baseURL: baseURL! });
  const token = await logInThroughApi(page.request, PIOTR);
  const studio = await api(page.request, token, 'get', '/api/studio/studioName/rytm_krakow');
  const address = { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL', lat: 50.0637, lng: 19.9398 };
  const iryna = await api(page.request, await logInThroughApi(page.request, IRYNA), 'get', '/api/auth/me');
  const lesson = async (name: string, capacity: number, hour: number) => {
    const room = await api(page.request, token, 'post', '/api/room', {
      studioId: studio.id,
      name: `Sala ${name}`,
      capacity,
      address,
    });
    return createRoomLesson(page.request, token, {
      studioId: studio.id,
      roomId: room.id,
      name,
      styleId: name.startsWith('Salsa') ? 'salsa' : 'bachata',
      weekday: (new Date().getUTCDay() + 8) % 7,
      hour,
    });
  };
  /**
   * Taught by Iryna, who keeps its attendance list: a quarter of an hour before dawn, the first one
   * free of her other lessons (another worker's run of this file may hold one).
   */
  const irynasLesson = async () => {
    const room = await api(page.request, token, 'post', '/api/room', {
      studioId: studio.id,
      name: `Sala ${LESSONS.list}`,
      capacity: 18,
      address,
    });
    for (let quarter = 0; quarter < 16; quarter += 1) {
      const start = quarter * 15;
      const response = await page.request.post('/api/lesson', {
        headers: bearer(token),
        data: {
          name: LESSONS.list,
          styleId: 'bachata',
          weekday: (new Date().getUTCDay() + 8) % 7,
          startHour: Math.floor(start / 60),
          startMinute: start % 60,
          endHour: Math.floor((start + 15) / 60),
          endMinute: (start + 15) % 60,
          lessonTimezone: 'Europe/Warsaw',
          roomId: room.id,
          studioId: studio.id,
          teacherId: iryna.id,
        },
      });
      if (response.status() === 409) continue;
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    }
    throw new Error('No free quarter of an hour for Iryna before dawn');
  };
  lessonIds = {
    open: await lesson(LESSONS.open, 18, 17),
    small: await lesson(LESSONS.small, 1, 18),
    mine: await lesson(LESSONS.mine, 18, 19),
    list: await irynasLesson(),
  };
  await page.close();
});

/** "Cancelled Dec 3, 14:05": the day and time the place was cancelled, in English. */
const CANCELLED_AT = /Cancelled [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}/;

/** A real png for an avatar. */
const smallPng = () => PNG.sync.write({ width: 48, height: 48, data: randomBytes(48 * 48 * 4) } as PNG);

const row = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Lessons in Kraków' }).getByRole('row').filter({ hasText: name });

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Sign up for the lesson' });

test('Marta signs up as a guest, gets the e-mail, and cancels with its link', async ({ page, baseURL }) => {
  // The whole journey: a refused and an accepted form, a refused repeat, the mail and its link twice.
  test.setTimeout(60_000);
  const email = `marta.${run}@example.com`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SCHEDULE);
  await expect(row(page, LESSONS.open)).toContainText('0/18');
  await row(page, LESSONS.open)
    .getByRole('button', { name: `Attend ${LESSONS.open}` })
    .click();

  const form = dialog(page);
  await expect(form).toContainText(LESSONS.open);
  const submit = form.getByRole('button', { name: 'Sign up' });
  await expect(submit).toBeDisabled();
  await expect(form.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('target', '_blank');
  await form.getByLabel('Full name').fill('Ma');
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByRole('checkbox').check();
  await submit.click();
  await expect(form.getByText('Full name is required (at least 3 characters)')).toBeVisible();
  await expect(form.getByText('Email is invalid')).toBeVisible();
  await form.getByLabel('Full name').fill('Marta Nowak');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Instagram (optional)').fill('https://instagram.com/marta.dances');
  await page.screenshot({
    path: path.join(test.info().config.rootDir, 'test-results/screenshots/sign-up-dialog-1280.png'),
  });
  await submit.click();
  await expect(form.getByText('You are signed in for the lesson!')).toBeVisible();
  await expect(toast(page, 'You are signed in for the lesson!')).toBeVisible();
  await form.getByRole('button', { name: 'Close' }).click();
  // The list reloads: the place is taken.
  await expect(row(page, LESSONS.open)).toContainText('1/18');
  expect(await page.evaluate(() => localStorage.getItem('lastSignedUpLessonId'))).toBe(lessonIds.open);

  // Signing up again with the same e-mail is refused with the server's reason.
  await row(page, LESSONS.open)
    .getByRole('button', { name: `Attend ${LESSONS.open}` })
    .click();
  await dialog(page).getByLabel('Full name').fill('Marta Nowak');
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).getByRole('checkbox').check();
  await dialog(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Failed to register attendance: This e-mail is already signed up for this lesson',
  );
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  // The e-mail, and its cancel link.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(page, email);
      link = mails
        .map((mail) => mail.body.text ?? '')
        .join(' ')
        .match(/https?:\/\/\S+\/cancel-attendance\?token=\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  await page.goto(new URL(`${url.pathname}${url.search}`, baseURL).toString());
  await expect(page.getByText('Your attendance is cancelled')).toBeVisible();
  await page.goto(SCHEDULE);
  await expect(row(page, LESSONS.open)).toContainText('0/18');
  // A second click says it is done (the link was spent with the work), and frees nothing more.
  await page.goto(new URL(`${url.pathname}${url.search}`, baseURL).toString());
  await expect(page.getByText('Your attendance is cancelled')).toBeVisible();
  await page.goto(SCHEDULE);
  await expect(row(page, LESSONS.open)).toContainText('0/18');
});

test('a full lesson’s Attend is disabled and its places badge red', async ({ page, request }) => {
  const signUp = await request.post('/api/attendance', {
    data: {
      lessonId: lessonIds.small,
      date: (await (await request.get(`/api/lesson/${lessonIds.small}`)).json()).nextDate,
      name: 'Olena Full',
      email: `full.${run}@example.com`,
      legalAccepted: true,
    },
  });
  expect(signUp.status()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(SCHEDULE);
  const lesson = page.getByRole('listitem').filter({ hasText: LESSONS.small });
  await expect(lesson.getByRole('button', { name: `Attend ${LESSONS.small}` })).toBeDisabled();
  await expect(lesson).toContainText('Full. 1 of 1 places taken');
  await page.screenshot({
    path: path.join(test.info().config.rootDir, 'test-results/screenshots/attend-full-390.png'),
    fullPage: true,
  });
});

test('a signed-in dancer’s form is prefilled; her page lists the lesson and cancels it', async ({
  page,
  baseURL,
}) => {
  const dancer = await confirmedAccount(page, 'attend', baseURL!);
  await startSession(page, dancer.token);
  await page.goto(SCHEDULE);
  await row(page, LESSONS.mine)
    .getByRole('button', { name: `Attend ${LESSONS.mine}` })
    .click();
  await expect(dialog(page).getByLabel('Full name')).toHaveValue(dancer.name);
  await expect(dialog(page).getByLabel('E-mail')).toHaveValue(dancer.email);
  await expect(dialog(page).getByRole('checkbox')).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog(page).getByText('You are signed in for the lesson!')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  // Signed up: no second Attend for her.
  await expect(row(page, LESSONS.mine).getByText('Signed up')).toBeVisible();
  await expect(row(page, LESSONS.mine).getByRole('button', { name: `Attend ${LESSONS.mine}` })).toHaveCount(
    0,
  );

  await page.goto(`/users/${dancer.username}`);
  await expect(page.getByRole('tab', { name: 'Attendances' })).toHaveAttribute('aria-selected', 'true');
  const item = page
    .getByRole('list', { name: 'Upcoming lessons' })
    .getByRole('listitem')
    .filter({ hasText: LESSONS.mine });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: `Cancel your place at ${LESSONS.mine}?` })
    .getByRole('button', { name: 'Cancel my place' })
    .click();
  await expect(toast(page, 'Attendance cancelled')).toBeVisible();
  await expect(item).toContainText('Cancelled');
  await page.getByRole('radio', { name: 'History' }).check();
  await expect(page.getByText('No past lessons yet.')).toBeVisible();
});

test('the teacher opens the attendance list and marks who came; a cancelled one is struck through', async ({
  page,
  request,
  baseURL,
}) => {
  const lesson = await (await request.get(`/api/lesson/${lessonIds.list}`)).json();
  const signUp = async (name: string) => {
    const response = await request.post('/api/attendance', {
      data: {
        lessonId: lessonIds.list,
        date: lesson.nextDate,
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}.${run}@example.com`,
        instagram: 'dancer.one',
        legalAccepted: true,
      },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const came = await signUp('Zofia Came');
  const gone = await signUp('Kasia Cancelled');
  // A signed-in dancer with a photo: the list shows it (guests get their initials).
  const pictured = await confirmedAccount(page, 'photo', baseURL!);
  const avatar = await request.post('/api/user/avatar', {
    headers: bearer(pictured.token),
    multipart: { avatar: { name: 'me.png', mimeType: 'image/png', buffer: smallPng() } },
  });
  expect(avatar.ok(), await avatar.text()).toBe(true);
  const { avatarUrl } = (await avatar.json()) as { avatarUrl: string };
  const withPhoto = await request.post('/api/attendance', {
    headers: bearer(pictured.token),
    data: {
      lessonId: lessonIds.list,
      date: lesson.nextDate,
      name: pictured.name,
      email: pictured.email,
      userId: pictured.id,
    },
  });
  expect(withPhoto.status(), await withPhoto.text()).toBe(201);
  const token = await logInThroughApi(request, IRYNA);
  expect((await request.delete(`/api/attendance/${gone.id}`, { headers: bearer(token) })).ok()).toBe(true);

  await startSession(page, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SCHEDULE);
  await row(page, LESSONS.list)
    .getByRole('button', { name: `Attendances of ${LESSONS.list}` })
    .click();
  const list = page.getByRole('dialog', { name: `Attendances of ${LESSONS.list}` });
  const zofia = list.getByRole('listitem', { name: 'Zofia Came' });
  await expect(zofia).toContainText('@dancer.one');
  // A guest: initials in a circle, no picture.
  await expect(zofia).toContainText('ZC');
  await expect(zofia.locator('img')).toHaveCount(0);
  const kasia = list.getByRole('listitem', { name: 'Kasia Cancelled' });
  await expect(kasia).toContainText(CANCELLED_AT);
  await expect(kasia).toContainText(/\d+ hours before the lesson/);
  await expect(kasia.getByRole('checkbox')).toHaveCount(0);
  // A signed-in dancer: their account's photo, really loaded.
  const photo = list.getByRole('listitem', { name: pictured.name }).locator('img');
  await expect(photo).toHaveAttribute('src', avatarUrl);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  await zofia.getByRole('checkbox', { name: 'Attended' }).check();
  await expect
    .poll(async () => {
      const listed = await (
        await request.get(`/api/attendance/lesson/${lessonIds.list}?date=${lesson.nextDate}`, {
          headers: bearer(token),
        })
      ).json();
      return listed.find((attendance: { id: string }) => attendance.id === came.id)?.attended;
    })
    .toBe(true);
  await page.screenshot({
    path: path.join(test.info().config.rootDir, 'test-results/screenshots/attendance-list-1280.png'),
  });
  await list.getByRole('button', { name: 'Load an earlier week' }).click();
  await expect(list.getByText('Nobody signed up for this week.')).toBeVisible();

  // In Polish: the lesson's zone is the same offset as in English (not "CET"), the time of the
  // cancellation in Polish.
  await page.evaluate(() => localStorage.setItem('language', 'pl'));
  await page.goto(SCHEDULE);
  const polishRow = page.getByRole('row').filter({ hasText: LESSONS.list });
  await expect(polishRow).toContainText(/GMT[+-]\d/);
  await expect(polishRow).not.toContainText(/CES?T/);
  await polishRow.getByRole('button', { name: `Zapisy: ${LESSONS.list}` }).click();
  await expect(page.getByRole('dialog').getByRole('listitem', { name: 'Kasia Cancelled' })).toContainText(
    /Odwołano \d{1,2} [a-ząćęłńóśźż]{3}, \d{2}:\d{2}/,
  );
});

/**
 * A teacher on Rytm's team whose e-mail is not confirmed yet, with a lesson of their own (made by
 * Piotr) and one guest signed up for its next occurrence: the teacher's token and the lesson's name.
 */
const unconfirmedTeachersLesson = async (page: Page, request: APIRequestContext, label: string) => {
  const teacher = makeDancer(label);
  const token = await signUpThroughApi(page, teacher);
  const me = await api(request, token, 'get', '/api/auth/me');
  expect(me.isEmailConfirmed).toBe(false);
  const patched = await request.patch(`/api/user/${me.id}`, {
    headers: bearer(token),
    data: { isTeacher: true },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  const piotr = await logInThroughApi(request, PIOTR);
  const studio = await api(request, piotr, 'get', '/api/studio/studioName/rytm_krakow');
  await api(request, piotr, 'post', `/api/studio/${studio.id}/invite-teacher`, { userId: me.id });
  await api(request, token, 'post', '/api/studio/invite/accept', { studioId: studio.id, userId: me.id });
  const name = `Zouk ${label} ${TAG}`;
  const room = await api(request, piotr, 'post', '/api/room', {
    studioId: studio.id,
    name: `Sala ${name}`,
    capacity: 10,
    address: { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL', lat: 50.0637, lng: 19.9398 },
  });
  const lesson = await api(request, piotr, 'post', '/api/lesson', {
    name,
    styleId: 'salsa',
    weekday: (new Date().getUTCDay() + 8) % 7,
    startHour: 20,
    startMinute: 0,
    endHour: 21,
    endMinute: 0,
    lessonTimezone: 'Europe/Warsaw',
    roomId: room.id,
    studioId: studio.id,
    teacherId: me.id,
  });
  const signUp = await request.post('/api/attendance', {
    data: {
      lessonId: lesson.id,
      date: lesson.nextDate,
      name: 'Ewa Early',
      email: `ewa.${label}.${run}@example.com`,
      legalAccepted: true,
    },
  });
  expect(signUp.status()).toBe(201);
  return { token, name };
};

for (const width of [390, 1280]) {
  test(`a teacher whose e-mail is not confirmed still opens who signed up for their lesson at ${width} px`, async ({
    page,
    request,
  }) => {
    const { token, name } = await unconfirmedTeachersLesson(page, request, `unconf${width}`);
    await startSession(page, token);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(SCHEDULE);
    // Editing stays locked until the e-mail is confirmed; the list does not.
    await expect(page.getByRole('link', { name: `Edit ${name}` })).toHaveCount(0);
    await page.getByRole('button', { name: `Attendances of ${name}` }).click();
    const list = page.getByRole('dialog', { name: `Attendances of ${name}` });
    const ewa = list.getByRole('listitem', { name: 'Ewa Early' });
    await expect(ewa).toContainText('EE');
    await expect(ewa.getByRole('checkbox', { name: 'Attended' })).toBeVisible();
    // The photo stays beside the name at every width: the row never runs off the screen.
    const box = await ewa.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: path.join(
        test.info().config.rootDir,
        `test-results/screenshots/attendance-list-unconfirmed-${width}.png`,
      ),
    });
  });
}
