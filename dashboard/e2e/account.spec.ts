import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { confirmationLink, logIn, mailsTo, makeDancer, signUp, startSession } from './support/account';
import { bearer, confirmedAccount } from './support/studios';

test('sign up, confirm the e-mail, log in to onboarding, log out', async ({ page, baseURL }) => {
  const dancer = makeDancer('journey');
  await signUp(page, dancer);

  // The mail goes through the outbox (ADR 0017): the local runtime's worker sends it within a second or so.
  await expect.poll(async () => (await mailsTo(page, dancer.email)).length).toBe(1);
  await page.goto(await confirmationLink(page, dancer.email, baseURL!));
  await expect(page.getByText('E-mail confirmed')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('onboardingRequired'))).toBe('true');
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, dancer.email);
  await expect(page).toHaveURL(/\/onboard$/);
  expect(await page.evaluate(() => localStorage.getItem('onboardingRequired'))).toBeNull();

  const menu = page.getByRole('banner').getByText(dancer.name);
  await expect(menu).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail confirmation' })).toHaveCount(0);
  await menu.click();
  const profile = page.getByRole('navigation', { name: 'Profile' });
  await expect(profile.getByRole('link', { name: 'My profile' })).toHaveAttribute(
    'href',
    `/users/${dancer.username}`,
  );
  await expect(profile.getByRole('link', { name: 'Admin panel' })).toHaveCount(0);
  await profile.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('an unconfirmed user sees the banner and can have the e-mail sent again', async ({ page }) => {
  const dancer = makeDancer('banner');
  await signUp(page, dancer);
  await logIn(page, dancer.email);
  await expect(page).toHaveURL(new RegExp(`/users/${dancer.username}$`));

  const banner = page.getByRole('region', { name: 'E-mail confirmation' });
  await expect(banner).toContainText(`Please confirm your e-mail address ${dancer.email}`);
  await expect(banner.getByRole('link', { name: 'Open the local mail inbox' })).toHaveAttribute(
    'href',
    'http://127.0.0.1:8106',
  );
  await banner.getByRole('button', { name: 'Re-send the e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail sent' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(page, dancer.email)).length).toBe(2);
});

test('a wrong password shows the generic error; invalid input is caught before sending', async ({ page }) => {
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true }).last();
  await expect(signIn).toBeDisabled();

  await logIn(page, `nobody.${Date.now()}@example.com`, 'Wrong-pass1');
  await expect(page.getByRole('alert')).toContainText('Invalid e-mail or password');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-mail').fill('not-an-email');
  await signIn.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email is invalid' })).toBeVisible();

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
});

test('the login page explains ?error=auth_failed and /auth/callback without a token leads there', async ({
  page,
}) => {
  await page.goto('/auth/callback');
  await expect(page).toHaveURL(/\/login\?error=auth_failed$/);
  await expect(page.getByRole('alert')).toContainText('Could not login');
});

test('a broken confirmation link says so', async ({ page }) => {
  await page.goto('/confirm-email?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('Failed to confirm email');
});

test('signup in Polish: age rules, consent and a taken username', async ({ page }) => {
  const taken = makeDancer('taken');
  await signUp(page, taken);
  await page.evaluate(() => localStorage.setItem('language', 'pl'));
  await page.goto('/signup');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Załóż konto');
  await page.getByLabel('Data urodzenia').fill('2020-01-01');
  await expect(page.getByText('Aby założyć konto, musisz mieć co najmniej 13 lat')).toBeVisible();
  await page.getByLabel('Data urodzenia').fill('2012-01-01');
  await expect(page.getByRole('checkbox', { name: /rodzic lub opiekun prawny/ })).toBeVisible();

  await page.getByLabel('Nazwa użytkownika').fill(taken.username);
  await expect(page.getByText('nazwa użytkownika jest już zajęta')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Utwórz konto' })).toBeDisabled();
});

for (const width of [390, 1280]) {
  test(`login and signup at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of ['login', 'signup']) {
      await page.goto(`/${screen}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: path.join(testInfo.config.rootDir, `test-results/screenshots/${screen}-${width}.png`),
        fullPage: true,
      });
    }
  });
}

test('a dancer downloads their data at 390 px and reads what deleting keeps, in Polish, at 1280 px', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const dancer = await confirmedAccount(page, 'export', baseURL!);
  // One attendance of the dancer's own, on a seeded lesson in Kraków that still has room.
  const search = await request.post('/api/lesson/search', { data: { country: 'PL', city: 'Kraków' } });
  const lessons = (
    (await search.json()) as { items: { id: string; nextDate?: string; isClosedGroup: boolean }[] }
  ).items;
  let bookedLessonId: string | undefined;
  for (const lesson of lessons.filter((each) => each.nextDate && !each.isClosedGroup)) {
    const booking = await request.post('/api/attendance', {
      headers: bearer(dancer.token),
      data: {
        lessonId: lesson.id,
        date: lesson.nextDate,
        name: dancer.name,
        email: dancer.email,
        userId: dancer.id,
      },
    });
    if (booking.status() === 201) {
      bookedLessonId = lesson.id;
      break;
    }
  }
  expect(bookedLessonId, 'a seeded lesson in Kraków to book').toBeDefined();

  await startSession(page, dancer.token);
  await page.goto('/profile-settings');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^plie-data-${dancer.username}-\\d{4}-\\d\\d-\\d\\d\\.json$`),
  );
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.account).toMatchObject({ email: dancer.email, username: dancer.username });
  expect(data.attendances).toEqual([expect.objectContaining({ lessonId: bookedLessonId, isDeleted: false })]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => localStorage.setItem('language', 'pl'));
  await page.reload();
  const deletion = page.getByRole('region', { name: 'Usuń konto' });
  await expect(deletion.getByText(/^Co zostanie usunięte: Twój profil/)).toBeVisible();
  // Kept anonymised, as the deletion does it (workflows/account-deletion.ts).
  await expect(
    deletion.getByText(
      /^Co zostaje, bez danych osobowych, i dlaczego: .* jako „Usunięte konto” — bez Twojego imienia, e-maila/,
    ),
  ).toBeVisible();
  await expect(
    deletion.getByText(/nie wysyłamy Ci już żadnych e-maili\. .*„Pobierz moje dane”/),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Twoje dane' }).getByRole('button', { name: 'Pobierz moje dane' }),
  ).toBeVisible();
});
