import { expect, test } from '@playwright/test';
import { waitUntilInteractive } from './support/hydration';

test('switching to Polish translates the page and survives a reload; then Ukrainian', async ({ page }) => {
  await page.goto('/');
  const title = page.getByRole('heading', { level: 1 });
  const footer = page.getByRole('contentinfo');
  await expect(title).toHaveText('Find your next dance class');
  // The page is pre-rendered: its buttons work once the app has taken it over.
  await waitUntilInteractive(page);

  await footer.getByRole('button', { name: 'Polski' }).click();
  await expect(title).toHaveText('Znajdź swoje kolejne zajęcia taneczne');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Instruktorzy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Przeglądaj według stylu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(footer.getByRole('button', { name: 'Polski' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pl');

  await page.reload();
  await expect(title).toHaveText('Znajdź swoje kolejne zajęcia taneczne');
  await expect(page.getByRole('combobox', { name: 'Gdzie chcesz tańczyć?' })).toBeVisible();
  await expect(page).toHaveTitle('Plié — zajęcia taneczne, instruktorzy i studia w pobliżu');
  await waitUntilInteractive(page, 'pl');

  await footer.getByRole('button', { name: 'Українська' }).click();
  await expect(title).toHaveText('Знайдіть своє наступне заняття з танців');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  // Ukrainian plural rules apply to `ua` ("3 літери", not an English-shaped form).
  await expect(page.getByText('Введіть щонайменше 3 літери й оберіть місто зі списку.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ua');
});

test('the embedded schedule takes its language from ?lang= without storing it', async ({ page }) => {
  await page.goto('/embed/schedule/some-studio?lang=pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
});
