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
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});
