import { type APIRequestContext, expect, test } from '@playwright/test';
import { mailsTo, startSession } from './support/account';
import { bearer, confirmedAccount, logInThroughApi, PIOTR } from './support/studios';

/**
 * Oleh joins a course (JOURNEYS.md): a lesson of a group asks "one-time lesson or the group?", the
 * join page shows the group's lessons and the form, the member is signed up for its classes and gets
 * the leave link, which works once. The group is this run's own, of two lessons in a room of its own.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const TAG = `gr${run}`;
const SCHEDULE = `/schedule?city=Krak%C3%B3w&country=PL&search=${TAG}`;
let group: { id: string; name: string };

const api = async (request: APIRequestContext, token: string, url: string, data: object) => {
  const response = await request.post(url, { headers: bearer(token), data });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
};

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage({ baseURL: baseURL! });
  const token = await logInThroughApi(page.request, PIOTR);
  const studio = await (await page.request.get('/api/studio/studioName/rytm_krakow')).json();
  const room = await api(page.request, token, '/api/room', {
    studioId: studio.id,
    name: `Sala ${TAG}`,
    capacity: 12,
    address: { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL', lat: 50.0637, lng: 19.9398 },
  });
  const lesson = (weekday: number) =>
    api(page.request, token, '/api/lesson', {
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
  group = await api(page.request, token, '/api/lesson-group', {
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
  await page.goto(leavePath);
  await expect(page.getByText('There was an issue leaving the group')).toBeVisible();
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
