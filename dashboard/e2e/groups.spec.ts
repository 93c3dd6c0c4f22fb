import path from 'node:path';
import { expect, test } from '@playwright/test';
import { mailsTo, startSession } from './support/account';
import { callApi as api, bearer, confirmedAccount, IRYNA, logInThroughApi, PIOTR } from './support/studios';

/**
 * Oleh joins a course (JOURNEYS.md): a lesson of a group asks "one-time lesson or the group?", the
 * join page shows the group's lessons and the form, the member is signed up for its classes and gets
 * the leave link, which works once. The group is this run's own, of two lessons in a room of its own.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const TAG = `gr${run}`;
const SCHEDULE = `/schedule?city=Krak%C3%B3w&country=PL&search=${TAG}`;
let group: { id: string; name: string };
/** Two lessons for Piotr to gather into a group of his own from the studio page. */
const PIOTR_COURSE = `Tango course ${TAG}`;

test.beforeAll(async ({ browser, baseURL }) => {
  // A worker that comes back to this file runs this again: the group of the run exists already.
  if (group) return;
  const page = await browser.newPage({ baseURL: baseURL! });
  const token = await logInThroughApi(page.request, PIOTR);
  const studio = await (await page.request.get('/api/studio/studioName/rytm_krakow')).json();
  const room = await api(page.request, token, 'post', '/api/room', {
    studioId: studio.id,
    name: `Sala ${TAG}`,
    capacity: 12,
    address: { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL', lat: 50.0637, lng: 19.9398 },
  });
  const lesson = (weekday: number) =>
    api(page.request, token, 'post', '/api/lesson', {
      name: `Kizomba course ${TAG}`,
      styleId: 'kizomba',
      weekday,
      startHour: 20,
      startMinute: 0,
      endHour: 21,
      endMinute: 0,
      lessonTimezone: 'Europe/Warsaw',
      roomId: room.id,
      studioId: studio.id,
      customTeacherName: 'Oksana Bondarenko',
    });
  const lessons = [await lesson(1), await lesson(3)];
  for (const weekday of [2, 4])
    await api(page.request, token, 'post', '/api/lesson', {
      name: PIOTR_COURSE,
      styleId: 'tango',
      weekday,
      startHour: 20,
      startMinute: 0,
      endHour: 21,
      endMinute: 0,
      lessonTimezone: 'Europe/Warsaw',
      roomId: room.id,
      studioId: studio.id,
      customTeacherName: 'Marco Rossi',
    });
  group = await api(page.request, token, 'post', '/api/lesson-group', {
    studioId: studio.id,
    lessonIds: lessons.map((each: { id: string }) => each.id),
    name: `Kizomba course ${TAG}`,
  });
  await page.close();
});

test('Oleh chooses the group over a one-time lesson, joins it, and leaves it with the e-mailed link', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const oleh = await confirmedAccount(page, 'oleh', baseURL!);
  await startSession(page, oleh.token);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SCHEDULE);
  await page
    .getByRole('button', { name: `Attend ${group.name}` })
    .first()
    .click();
  const choice = page.getByRole('dialog', { name: `How do you want to sign up for ${group.name}?` });
  await expect(choice.getByRole('button', { name: 'One-time lesson' })).toBeVisible();
  await choice.getByRole('link', { name: 'Join the group' }).click();

  await expect(page).toHaveURL(new RegExp(`/join-group\\?groupId=${group.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.name);
  await expect(page.getByRole('table', { name: `Lessons of ${group.name}` }).locator('tbody tr')).toHaveCount(
    2,
  );
  await expect(page.getByLabel('Full name')).toHaveValue(oleh.name);
  await expect(page.getByLabel('Join from')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('button', { name: 'Join the group' }).click();
  await expect(page.getByText('You joined the group!')).toBeVisible();

  // Signed up for the group's classes: they are among his upcoming lessons.
  const upcoming = await (
    await page.request.get(`/api/attendance/user?dateFrom=${new Date().toISOString().slice(0, 10)}`, {
      headers: bearer(oleh.token),
    })
  ).json();
  expect(
    upcoming.filter(
      (attendance: { lesson?: { groupId?: string } }) => attendance.lesson?.groupId === group.id,
    ).length,
  ).toBeGreaterThanOrEqual(2);

  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(page, oleh.email))
        .map((mail) => mail.body.text ?? '')
        .join(' ')
        .match(/https?:\/\/\S+\/leave-group\?token=\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const leave = new URL(link!);
  const leavePath = new URL(`${leave.pathname}${leave.search}`, baseURL).toString();
  await page.goto(leavePath);
  await expect(page.getByText('You left the group')).toBeVisible();
  const after = await (
    await page.request.get(`/api/attendance/user?dateFrom=${new Date().toISOString().slice(0, 10)}`, {
      headers: bearer(oleh.token),
    })
  ).json();
  expect(
    after.filter(
      (attendance: { isDeleted: boolean; lesson?: { groupId?: string } }) =>
        attendance.lesson?.groupId === group.id && !attendance.isDeleted,
    ),
  ).toHaveLength(0);
  // A second click says it is done (the link was spent with the work).
  await page.goto(leavePath);
  await expect(page.getByText('You left the group')).toBeVisible();
});

test('a guest joins in Polish and must accept the legal documents first', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'pl'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/join-group?groupId=${group.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.name);
  const join = page.getByRole('button', { name: 'Dołącz do grupy' });
  await expect(join).toBeDisabled();
  await page.getByLabel('Imię i nazwisko').fill('Ola Gość');
  await page.getByLabel('E-mail').fill(`guest.${run}@example.com`);
  await page.getByRole('checkbox').check();
  await join.click();
  await expect(page.getByText('Dołączyłeś(-aś) do grupy!')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an unknown group is not found', async ({ page }) => {
  await page.goto('/join-group?groupId=no-such-group');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('a member sees the group’s lessons as “In your group”, and leaves it from her page', async ({
  page,
  baseURL,
}) => {
  const member = await confirmedAccount(page, 'member', baseURL!);
  const joined = await page.request.post('/api/lesson-group/user', {
    headers: bearer(member.token),
    data: {
      groupId: group.id,
      userId: member.id,
      name: member.name,
      email: member.email,
      joinStarting: new Date().toISOString().slice(0, 10),
    },
  });
  expect(joined.status()).toBe(201);
  await startSession(page, member.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SCHEDULE);
  // The group's rows (this run's Tango lessons, on other days, may come first in the week).
  const groupRows = page
    .getByRole('table', { name: 'Lessons in Kraków' })
    .locator('tbody tr')
    .filter({ hasText: group.name });
  await expect(groupRows.first()).toContainText('In your group');
  await expect(page.getByRole('button', { name: `Attend ${group.name}` })).toHaveCount(0);

  await page.goto(`/users/${member.username}?tab=groups`);
  const item = page.getByRole('list', { name: 'Your groups' }).getByRole('listitem', { name: group.name });
  await expect(item).toContainText('2 lessons a week');
  await item.getByRole('button', { name: 'Leave' }).click();
  await page
    .getByRole('dialog', { name: `Leave ${group.name}?` })
    .getByRole('button', { name: 'Leave the group' })
    .click();
  await expect(page.getByText('You are in no group.', { exact: false })).toBeVisible();
  await page.goto(SCHEDULE);
  await expect(page.getByRole('button', { name: `Attend ${group.name}` }).first()).toBeVisible();
});

test('Piotr gathers two lessons into a group, copies its join link and manages its students', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await logInThroughApi(page.request, PIOTR);
  await startSession(page, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studios/rytm_krakow?tab=schedule&sub=groups');
  await page.getByRole('link', { name: 'Create group' }).click();
  await expect(page).toHaveURL(/\/create-group\?studioId=/);
  const course = page.getByRole('checkbox', { name: new RegExp(PIOTR_COURSE) });
  await expect(course).toHaveCount(2);
  // The lessons of Oleh's group are in a group already: dimmed, not to be chosen.
  await expect(
    page.getByRole('checkbox', { name: new RegExp(`Kizomba course ${TAG}`) }).first(),
  ).toBeDisabled();
  await course.nth(0).check();
  await course.nth(1).check();
  await page.getByLabel('Group name (optional)').fill(`Tango ${TAG}`);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(/\/studios\/rytm_krakow\?tab=schedule&sub=groups$/);
  const row = page.getByRole('listitem', { name: `Tango ${TAG}` });
  await expect(row).toContainText('2 lessons a week');

  const groups = await (
    await page.request.get(
      `/api/lesson-group/studio/${(await (await page.request.get('/api/studio/studioName/rytm_krakow')).json()).id}`,
    )
  ).json();
  const tango = groups.find((each: { name: string }) => each.name === `Tango ${TAG}`);
  const joined = await page.request.post('/api/lesson-group/user', {
    data: {
      groupId: tango.id,
      name: 'Lena Student',
      email: `lena.${run}@example.com`,
      joinStarting: new Date().toISOString().slice(0, 10),
      legalAccepted: true,
    },
  });
  expect(joined.status()).toBe(201);

  await page.reload();
  await row.getByRole('button', { name: 'Students' }).click();
  const students = page.getByRole('dialog', { name: `Students of Tango ${TAG}` });
  await students.getByRole('button', { name: 'Copy the join link' }).click();
  await expect(students.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/join-group\\?groupId=${tango.id}$`),
  );
  // The confirmation goes after 1.5 s.
  await expect(students.getByText('Link copied')).toBeHidden({ timeout: 4_000 });
  const lena = students.getByRole('listitem', { name: 'Lena Student' });
  await expect(lena).toContainText(`lena.${run}@example.com`);
  // A guest member: initials in a circle (no account, no photo).
  await expect(lena).toContainText('LS');
  await expect(lena.locator('img')).toHaveCount(0);
  await lena.getByRole('button', { name: 'Remove Lena Student' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Lena Student left the group'),
  ).toBeVisible();
  // Struck through, with when she left.
  await expect(lena).toContainText(/Cancelled [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}/);
  await expect(lena.getByRole('button', { name: 'Remove Lena Student' })).toHaveCount(0);
  await page.screenshot({
    path: path.join(test.info().config.rootDir, 'test-results/screenshots/students-dialog-1280.png'),
  });
});

test('Iryna gathers her own outdoor lesson into a course from her page', async ({ page }) => {
  const token = await logInThroughApi(page.request, IRYNA);
  const me = await (await page.request.get('/api/auth/me', { headers: bearer(token) })).json();
  const name = `Park course ${TAG}`;
  await api(page.request, token, 'post', '/api/lesson', {
    name,
    styleId: 'contemporary',
    // Wednesday at dawn: clear of her other lessons (the lesson form's tests add some on weekends).
    weekday: 2,
    startHour: 5,
    startMinute: 0,
    endHour: 6,
    endMinute: 0,
    lessonTimezone: 'Europe/Warsaw',
    teacherId: me.id,
    customAddress: { fullAddress: 'Park Jordana', city: 'Kraków', country: 'PL', lat: 50.061, lng: 19.917 },
  });
  await startSession(page, token);
  await page.goto(`/users/${me.username}?tab=groups`);
  await page
    .getByRole('region', { name: 'Your courses' })
    .getByRole('link', { name: 'Create group' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/create-group\\?teacherId=${me.id}$`));
  await page.getByRole('checkbox', { name: new RegExp(name) }).check();
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${me.username}\\?tab=groups$`));
  await expect(
    page.getByRole('region', { name: 'Your courses' }).getByRole('listitem', { name: new RegExp(name) }),
  ).toContainText('1 lesson a week');
});
