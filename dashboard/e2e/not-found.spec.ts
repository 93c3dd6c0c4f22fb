import { expect, test } from '@playwright/test';

test('an unknown address shows the 404 page, with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found · Plié');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next dance class');
});

test('/404 is the 404 page', async ({ page }) => {
  const response = await page.goto('/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('unknown addresses answer HTTP 404 with the app’s 404 view; pages answer 200 (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const address of ['/no-such-page', '/studios/x/y/z', '/embed/nothing']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  }
  const teachers = await page.goto('/teachers');
  expect(teachers?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  // A user that does not exist is still a page: the SPA says so itself (only the API knows).
  const nobody = await page.goto('/users/nobody_here');
  expect(nobody?.status()).toBe(200);
});
