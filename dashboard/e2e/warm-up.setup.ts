import { expect, test as setup } from '@playwright/test';

/**
 * Runs before the browser tests: the dev server transforms each module on its first request, so the
 * first page of each screen is slow (seconds, on 2 cores) and would eat the time of whichever test
 * came first. One visit to each screen here pays that once, and checks that each one renders.
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
