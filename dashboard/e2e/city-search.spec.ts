import { expect, type Page, test } from '@playwright/test';
import { waitUntilInteractive } from './support/hydration';

const citySearch = (page: Page) => page.getByRole('combobox', { name: 'Where do you want to dance?' });

test('typing "Kra" suggests Kraków; choosing it opens the schedule of Kraków', async ({ page }) => {
  await page.goto('/');
  await waitUntilInteractive(page);
  const search = citySearch(page);
  // Spec §5: the fetch starts after more than 1 character, the list opens after more than 2.
  await search.fill('Kr');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.pressSequentially('a');
  const krakow = page.getByRole('option', { name: /^Kraków\b/ });
  await expect(krakow).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');

  await krakow.click();
  await expect(page).toHaveURL(/\/schedule\?city=Krak%C3%B3w&country=PL$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule');
});

test('the city search works from the keyboard', async ({ page }) => {
  await page.goto('/');
  await waitUntilInteractive(page);
  const search = citySearch(page);
  await search.fill('Krak');
  await expect(page.getByRole('option', { name: /^Kraków\b/ })).toBeVisible();

  await search.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-expanded', 'true');

  // Arrow down to Kraków (the list is largest first), then Enter.
  const options = page.getByRole('option');
  const count = await options.count();
  for (let step = 0; step < count; step++) {
    await search.press('ArrowDown');
    if ((await page.getByRole('option', { selected: true }).textContent())?.startsWith('Kraków')) break;
  }
  await expect(page.getByRole('option', { selected: true })).toHaveText(/^Kraków/);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/schedule\?city=Krak%C3%B3w&country=PL$/);
});

test('with Polish selected, "Kra" suggests Kraków first, before larger cities', async ({ page }) => {
  await page.goto('/');
  await waitUntilInteractive(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Polski' }).click();
  const search = page.getByRole('combobox', { name: 'Gdzie chcesz tańczyć?' });
  await search.fill('Kra');
  await expect(page.getByRole('option').first()).toHaveText(/^Kraków\b/);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/schedule\?city=Krak%C3%B3w&country=PL$/);
});
