import { expect, type Page, test } from '@playwright/test';

const stylesSection = (page: Page) => page.getByRole('region', { name: 'Browse by style' });

test('the landing page lists the dance styles of the API; a style opens its schedule', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const section = stylesSection(page);
  // Wide screens show every style at once.
  await expect(section.getByRole('link', { name: 'Bachata', exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: 'West Coast Swing' })).toBeVisible();
  await expect(section.getByRole('button', { name: /^Show all/ })).toBeHidden();

  await section.getByRole('link', { name: 'Salsa', exact: true }).click();
  // The schedule opens on a city (the visitor's country's largest, issue #17), keeping the style.
  await expect(page).toHaveURL(/\/schedule\?(.*&)?styles=salsa$/);
});

test('on a phone the first styles show, the rest behind "Show all"; chips are touch-sized', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const section = stylesSection(page);
  const chips = section.getByRole('link');
  await expect(section.getByRole('link', { name: 'Bachata', exact: true })).toBeVisible();
  await expect(chips).toHaveCount(12);
  await expect(section.getByRole('link', { name: 'West Coast Swing' })).toBeHidden();

  const showAll = section.getByRole('button', { name: /^Show all \d+ styles$/ });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await showAll.click();
  const showFewer = section.getByRole('button', { name: 'Show fewer styles' });
  await expect(showFewer).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByRole('link', { name: 'West Coast Swing' })).toBeVisible();
  expect(await chips.count()).toBeGreaterThan(12);

  for (const chip of await chips.all()) {
    const box = await chip.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await showFewer.click();
  await expect(section.getByRole('link', { name: 'West Coast Swing' })).toBeHidden();
});

test('when the styles cannot load, an inline message offers to try again', async ({ page }) => {
  let failing = true;
  await page.route('**/api/style', (route) =>
    failing ? route.fulfill({ status: 503, json: { error: 'Unavailable' } }) : route.fallback(),
  );
  await page.goto('/');
  const section = stylesSection(page);
  await expect(section.getByRole('alert')).toHaveText(/Could not load the dance styles/);

  failing = false;
  await section.getByRole('button', { name: 'Try again' }).click();
  await expect(section.getByRole('link', { name: 'Bachata', exact: true })).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
});
