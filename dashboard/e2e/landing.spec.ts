import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The landing page of spec §1, on a phone and on a laptop (English: the browser's language). */
for (const width of [390, 1280]) {
  test(`the landing page renders at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');

    // Hero: headline, city search, call to action.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next dance class');
    await expect(page.getByRole('combobox', { name: 'Where do you want to dance?' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Sign up for free' }).first(),
    ).toHaveAttribute('href', '/signup');

    // Dance styles from the API, as links to the schedule.
    const styles = page.getByRole('region', { name: 'Browse by style' });
    await expect(styles.getByRole('link', { name: 'Bachata', exact: true })).toHaveAttribute(
      'href',
      '/schedule?styles=bachata',
    );

    // The four-item feature grid.
    const features = page.getByRole('region', { name: 'Everything dance, in one place' });
    for (const label of ['Search', 'Join', 'Manage', 'Plan']) {
      await expect(features.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(features.getByRole('listitem')).toHaveCount(4);

    // The three demos.
    const schedule = page.getByRole('region', { name: 'A timetable dancers can actually read' });
    await expect(schedule.getByRole('table')).toBeVisible();
    await expect(schedule.getByRole('row')).toHaveCount(6);

    const attendance = page.getByRole('region', { name: 'Check who came with one tap' });
    await expect(attendance.getByRole('checkbox')).toHaveCount(3);
    await expect(attendance.getByText('Kasia Zielińska')).toBeVisible();
    const customization = page.getByRole('region', { name: 'Your studio, your colours' });
    await expect(customization.getByRole('radio', { name: 'Teal' })).toBeChecked();

    await page.screenshot({
      path: path.join(testInfo.config.rootDir, `test-results/screenshots/landing-${width}.png`),
      fullPage: true,
    });

    // The demos respond: a tick in the attendance list, a colour and a theme in the customization.
    const zofia = attendance.getByRole('checkbox', { name: 'Zofia Mazur is present' });
    await expect(zofia).not.toBeChecked();
    await zofia.check();
    await expect(attendance.getByText('Present: 3 of 3')).toBeVisible();
    await customization.getByRole('radio', { name: 'Purple' }).check();
    await customization.getByRole('radio', { name: 'Dark' }).check();
    await expect(customization.getByRole('radio', { name: 'Purple' })).toBeChecked();

    // Header: links inline on a laptop, behind the menu on a phone.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Plié' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    if (width < 600) {
      await expect(header.getByRole('link', { name: 'Teachers' })).toBeHidden();
      await header.getByLabel('Menu').click();
    }
    await expect(header.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/schedule');
    await expect(header.getByRole('link', { name: 'Teachers' })).toHaveAttribute('href', '/teachers');
    await expect(header.getByRole('link', { name: 'Studios' })).toHaveAttribute('href', '/studios');
    if (width < 600) await page.keyboard.press('Escape');

    // Footer: languages, social, contact, documents.
    const footer = page.getByRole('contentinfo');
    for (const language of ['English', 'Українська', 'Polski']) {
      await expect(footer.getByRole('button', { name: language })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com/);
    await expect(footer.getByRole('link', { name: 'hello@plie.dance' })).toHaveAttribute(
      'href',
      'mailto:hello@plie.dance',
    );
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Legal Notice' })).toHaveAttribute('href', '/legal-notice');
  });
}

test('on a phone the menu closes when a link is followed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByLabel('Menu').click();
  await header.getByRole('link', { name: 'Studios' }).click();
  await expect(page).toHaveURL(/\/studios$/);
  await expect(header.getByRole('link', { name: 'Studios' })).toBeHidden();
});
