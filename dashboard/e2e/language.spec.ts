import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { compileCatalogs } from '../build/catalog-split-plugin';
import { waitUntilInteractive } from './support/hydration';

/** Every message id (what a message missing from the loaded catalogs would show as). */
const messageIds = async () =>
  new Set(
    Object.keys((await compileCatalogs(path.join(import.meta.dirname, '../lingui.config.ts'))).en ?? {}),
  );

/** The words on the page that are message ids. */
const idsShown = async (page: Page, ids: ReadonlySet<string>) =>
  (await page.locator('body').allInnerTexts())
    .join(' ')
    .split(/\s+/)
    .filter((word) => ids.has(word));

test('switching to Polish translates the page and survives a reload; then Ukrainian, on a screen opened later too', async ({
  page,
}) => {
  // The production build splits the catalogs (issue #18): the core first, each screen's beside its code.
  const catalogs: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.match(/^\/assets\/(messages-[^/]+\.js)$/)?.[1];
    if (file) catalogs.push(file);
  });
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

  // A screen opened after the first view comes with its Ukrainian messages: no English, no id.
  const ids = await messageIds();
  await page.getByRole('banner').getByRole('link', { name: 'Викладачі' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Викладачі');
  await expect(page.getByText('Знайдіть викладача за ім’ям, містом або стилем танцю.')).toBeVisible();
  expect(await idsShown(page, ids)).toEqual([]);
  // Switching language there loads the screen's messages in the new language before switching.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Polski' }).click();
  await expect(page.getByText('Znajdź instruktora po imieniu, mieście lub stylu tańca.')).toBeVisible();
  expect(await idsShown(page, ids)).toEqual([]);
  expect(catalogs).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^messages-TeachersPage\.ua-/),
      expect.stringMatching(/^messages-TeachersPage\.pl-/),
    ]),
  );
  // Every message shown was in the split catalogs: no language needed its whole catalog (the safety net).
  expect(catalogs.filter((file) => !/^messages-[\w-]+\.(en|ua|pl)-/.test(file))).toEqual([]);
});

test('the embedded schedule takes its language from ?lang= without storing it', async ({ page }) => {
  await page.goto('/embed/schedule/some-studio?lang=pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
});
