import { expect, type Page, test } from '@playwright/test';

/**
 * "Sign in with Google" against the local runtime's identity provider (oidc-provider's
 * built-in dev pages: a login form, then a consent form), which vouches for any e-mail.
 */
/** "Continue with Google" from /login, through the local provider's login and consent pages. */
const continueWithGoogle = async (page: Page, email: string) => {
  await page.goto('/login');
  const google = page.getByRole('link', { name: 'Continue with Google' });
  const box = await google.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await google.click();

  // The provider's login page (lib/views/login.js): `login`, `password`, a submit button.
  const login = page.locator('input[name="login"]');
  await expect(login).toBeVisible();
  await login.fill(email);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"], input[type="submit"]').first().click();

  // Its consent page (lib/views/interaction.js): "Continue".
  await expect(page.locator('input[name="login"]')).toHaveCount(0);
  await page.locator('button[type="submit"], input[type="submit"]').first().click();
};

/** YYYY-MM-DD of someone `years` old (and a month). */
const bornYearsAgo = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years, date.getMonth() - 1);
  return date.toISOString().slice(0, 10);
};

test('continue with Google: a new dancer completes the sign-up step, lands signed in and sets a password', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `oleh.${stamp}@gmail.test`;
  await continueWithGoogle(page, email);

  // A new Google account owes the sign-up rules first: one short step.
  await expect(page).toHaveURL(/\/complete-signup$/);
  await expect(page.getByRole('heading', { name: 'Almost there' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  await expect(page.getByRole('banner').getByText(`Oleh ${stamp}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail confirmation' })).toHaveCount(0);

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const finish = page.getByRole('button', { name: 'Finish signing up' });
  await expect(finish).toBeDisabled();
  await page.getByLabel('Date of birth').fill(bornYearsAgo(15));
  const consent = page.getByRole('checkbox', {
    name: 'My parent or legal guardian agrees to my creating this account.',
  });
  await expect(consent).toBeVisible();
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await page.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
  await expect(finish).toBeDisabled();
  await consent.check();
  await expect(finish).toBeEnabled();
  const finishBox = await finish.boundingBox();
  expect(finishBox?.height).toBeGreaterThanOrEqual(44);
  expect(finishBox?.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/complete-signup-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await finish.click();

  // Signed in, on to getting started, with nothing left to complete.
  await expect(page).toHaveURL(/\/onboard/);
  await expect(page.getByRole('region', { name: 'Finish signing up' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText(`Oleh ${stamp}`)).toBeVisible();

  // No password yet: the settings offer to set one, without a current password.
  await page.goto('/profile-settings');
  const passwordSection = page.getByRole('region', { name: 'Set a password' });
  await expect(passwordSection).toBeVisible();
  await expect(passwordSection.getByLabel('Current password')).toHaveCount(0);
  await passwordSection.getByLabel('New password', { exact: true }).fill('Plie-Bachata-2026!');
  await passwordSection.getByLabel('Repeat the new password').fill('Plie-Bachata-2026!');
  await passwordSection.getByRole('button', { name: 'Set password' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Password set', { exact: true }),
  ).toBeVisible();
  // From now on it is a password change.
  const changeSection = page.getByRole('region', { name: 'Change password' });
  await expect(changeSection.getByLabel('Current password')).toBeVisible();

  // Log out; the e-mail and the new password sign in.
  await page.getByRole('banner').getByText(`Oleh ${stamp}`).click();
  await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Plie-Bachata-2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('banner').getByText(`Oleh ${stamp}`)).toBeVisible();
});

test('continue with Google again: a completed account goes straight in', async ({ page }) => {
  const stamp = Date.now();
  const email = `marta.${stamp}@gmail.test`;
  await continueWithGoogle(page, email);
  await expect(page).toHaveURL(/\/complete-signup$/);
  await page.getByLabel('Date of birth').fill(bornYearsAgo(30));
  await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await page.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Finish signing up' }).click();
  await expect(page).toHaveURL(/\/onboard/);

  // Signed out, and out of the provider's session too: the whole way again.
  await page.evaluate(() => localStorage.removeItem('accessToken'));
  await page.context().clearCookies();
  await continueWithGoogle(page, email);
  await expect(page).not.toHaveURL(/\/(login|auth\/callback|complete-signup)/);
  await expect(page.getByRole('banner').getByText(`Marta ${stamp}`)).toBeVisible();
});

test('the Google button is on the signup page too, translated', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
    'href',
    '/api/auth/google',
  );
  await page.evaluate(() => localStorage.setItem('language', 'pl'));
  await page.goto('/signup');
  await expect(page.getByRole('link', { name: 'Kontynuuj z Google' })).toBeVisible();
  await expect(page.getByText('lub', { exact: true })).toBeVisible();
});
