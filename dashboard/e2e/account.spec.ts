import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/** The local runtime's SES stand-in (playwright.config.ts: port 8106): every sent mail. */
const MAIL_STORE_URL = 'http://127.0.0.1:8106/store';
const PASSWORD = 'Dance-2025!';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** A new dancer, unique per run and test. */
const makeDancer = (label: string) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Ola ${label} Kowalska`, email: `ola.${label}.${id}@example.com`, username: `ola_${id}` };
};
type Dancer = ReturnType<typeof makeDancer>;

const mailsTo = async (page: Page, email: string): Promise<StoredMail[]> => {
  const response = await page.request.get(MAIL_STORE_URL);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.some((to) => to.includes(email)));
};

/** The confirmation link of the latest mail to `email`, on the test's own origin. */
const confirmationLink = async (page: Page, email: string, baseURL: string): Promise<string> => {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(page, email);
      const text = mails.map((mail) => `${mail.body.text ?? ''} ${mail.body.html ?? ''}`).join(' ');
      link = text.match(/https?:\/\/[^\s"'<>]+\/confirm-email\?token=[^\s"'<>&]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return new URL(`${url.pathname}${url.search}`, baseURL).toString();
};

const signUp = async (page: Page, dancer: Dancer) => {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(dancer.name);
  await page.getByLabel('E-mail').fill(dancer.email);
  await page.getByLabel('Username', { exact: true }).fill(dancer.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Date of birth').fill('1995-05-01');
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await page.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
  await expect(page.getByText('This username is free.')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login\?fromRegister=true$/);
  await expect(page.getByText('Your account has been created.')).toBeVisible();
};

const logIn = async (page: Page, email: string, password = PASSWORD) => {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
};

test('sign up, confirm the e-mail, log in to onboarding, log out', async ({ page, baseURL }) => {
  const dancer = makeDancer('journey');
  await signUp(page, dancer);

  const mails = await mailsTo(page, dancer.email);
  expect(mails).toHaveLength(1);
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
