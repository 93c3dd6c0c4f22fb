import { expect, test } from '@playwright/test';

/**
 * "Sign in with Google" against the local runtime's identity provider (oidc-provider's
 * built-in dev pages: a login form, then a consent form), which vouches for any e-mail.
 */
test('continue with Google: a new dancer is signed in with a confirmed e-mail', async ({ page }) => {
  const stamp = Date.now();
  const email = `oleh.${stamp}@gmail.test`;

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

  // Back on the dashboard, signed in under the name made from the e-mail's local part.
  await expect(page.getByRole('banner').getByText(`Oleh ${stamp}`)).toBeVisible();
  await expect(page).not.toHaveURL(/\/(login|auth\/callback)/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  await expect(page.getByRole('region', { name: 'E-mail confirmation' })).toHaveCount(0);
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
