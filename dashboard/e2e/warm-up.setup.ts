import { expect, test as setup } from '@playwright/test';

/**
 * Runs before the browser tests: one visit to each screen checks that each renders from the production
 * build, and pays the runtime's cold start (first queries, first chunks and catalogs) once, not in
 * whichever test comes first. With `npm start`'s dev server instead, it pays each screen's compile.
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
