import { expect, test } from '@playwright/test';
import { mailsTo } from './support/account';
import { callApi as api, createRoomLesson, logInThroughApi, PIOTR } from './support/studios';

/**
 * "Send me my booking e-mail again" (issue #16): a guest signs up from /schedule, follows the
 * success view's "Lost your e-mail? Send it again" to /bookings/resend, asks for their links, and the
 * local mailbox gets one listing whose cancel link cancels the booking. The cancel page's
 * invalid-link state leads to the same page. The lesson is this run's own (Rytm Dance Studio, Kraków).
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const TAG = `rl${run}`;
const LESSON = `Salsa ${TAG}`;
const SCHEDULE = `/schedule?city=Krak%C3%B3w&country=PL&search=${TAG}`;

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage({ baseURL: baseURL! });
  const token = await logInThroughApi(page.request, PIOTR);
  const studio = await api(page.request, token, 'get', '/api/studio/studioName/rytm_krakow');
  const room = await api(page.request, token, 'post', '/api/room', {
    studioId: studio.id,
    name: `Sala ${LESSON}`,
    capacity: 18,
    address: { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL', lat: 50.0637, lng: 19.9398 },
  });
  await createRoomLesson(page.request, token, {
    studioId: studio.id,
    roomId: room.id,
    name: LESSON,
    styleId: 'salsa',
    weekday: (new Date().getUTCDay() + 8) % 7,
    hour: 20,
  });
  await page.close();
});

test('a guest who lost the sign-up e-mail asks again and cancels with the listed link', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const email = `lost.${run}@example.com`;
  await page.goto(SCHEDULE);
  const row = page
    .getByRole('table', { name: 'Lessons in Kraków' })
    .getByRole('row')
    .filter({ hasText: LESSON });
  await row.getByRole('button', { name: `Attend ${LESSON}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up for the lesson' });
  await dialog.getByLabel('Full name').fill('Marta Nowak');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText('You are signed in for the lesson!')).toBeVisible();

  await dialog.getByRole('link', { name: 'Lost your e-mail? Send it again' }).click();
  await expect(page).toHaveURL(/\/bookings\/resend$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByText('If there are bookings for this address, we have sent them to it.'),
  ).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(async () => {
      const listing = (await mailsTo(page, email)).find((mail) => mail.subject === 'Your bookings on Plié');
      link = listing?.body.text?.match(/https?:\/\/\S+\/cancel-attendance\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  await page.goto(new URL(`${url.pathname}${url.search}`, baseURL).toString());
  await expect(page.getByText('Your attendance is cancelled')).toBeVisible();
});

test('the cancel page’s invalid-link state leads to “send it again”', async ({ page }) => {
  await page.goto('/cancel-attendance?token=not-a-token');
  await expect(page.getByText('Failed to cancel your attendance')).toBeVisible();
  await page.getByRole('link', { name: 'Lost your e-mail? Send it again' }).click();
  await expect(page.getByRole('heading', { name: 'Send my booking e-mail again' })).toBeVisible();
});
