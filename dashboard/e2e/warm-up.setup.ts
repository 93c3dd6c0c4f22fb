import { expect, test as setup } from '@playwright/test';

/**
 * One visit to each screen checks that each renders from the production build (in its first
 * language too: the Polish and Ukrainian catalogs load on first use). It runs beside the other
 * browser tests (playwright.config.ts); against `npm start`'s dev server it also pays each screen's
 * compile once.
 */
const SCREENS: [path: string, heading: RegExp][] = [
  ['/', /./],
  ['/schedule?city=Krak%C3%B3w&country=PL', /Schedule/],
  ['/studios/rytm_krakow', /Rytm Dance Studio/],
  ['/studios/rytm_krakow?tab=rooms', /Rytm Dance Studio/],
  ['/embed/schedule/rytm_krakow?view=calendar', /Rytm Dance Studio/],
  // The Polish and Ukrainian catalogs are compiled on their first use too.
  ['/embed/schedule/rytm_krakow?lang=pl', /Rytm Dance Studio/],
  ['/embed/schedule/rytm_krakow?lang=ua', /Rytm Dance Studio/],
  ['/users/iryna_teacher', /Iryna/],
  ['/teachers', /Teachers/],
  ['/studios', /Studios/],
  ['/login', /./],
  ['/signup', /./],
  ['/terms-and-conditions', /./],
  ['/developers', /Developers/],
];

setup('every screen is compiled and renders once before the tests', async ({ page }) => {
  setup.setTimeout(180_000);
  for (const [path, heading] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  }
});
