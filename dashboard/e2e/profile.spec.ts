import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  confirmationLink,
  confirmThroughApi,
  type Dancer,
  logIn,
  makeDancer,
  PASSWORD,
  signUp,
  signUpThroughApi,
  startSession,
} from './support/account';

/** A 1 × 1 PNG: the smallest real image the avatar upload accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const NEW_PASSWORD = 'Plie-Salsa-2026?';

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

/** The signed-in user's profile, read straight from the API with the browser's session. */
const currentUser = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { name: string; isTeacher: boolean; instagram?: string; photo?: string };
};

/** A new dancer signed in through the API, on `path`; `confirmed` skips the unconfirmed-e-mail banner. */
const signedInDancer = async (
  page: Page,
  label: string,
  path: string,
  options: { confirmed?: boolean; baseURL?: string } = {},
): Promise<Dancer> => {
  const dancer = makeDancer(label);
  const token = await signUpThroughApi(page, dancer);
  if (options.confirmed) await confirmThroughApi(page, dancer, options.baseURL!);
  await startSession(page, token);
  await page.goto(path);
  return dancer;
};

test('the whole journey: onboarding as a teacher, profile edit with a photo, new password, account deletion', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dancer = makeDancer('profile');
  await signUp(page, dancer);
  await page.goto(await confirmationLink(page, dancer.email, baseURL!));
  await expect(page.getByText('E-mail confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await logIn(page, dancer.email);

  // Onboarding, step 1: the teacher is marked as one and goes to step 4.
  await expect(page).toHaveURL(/\/onboard$/);
  const progress = page.getByRole('progressbar', { name: 'Getting started' });
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await expect(progress).toHaveAttribute('aria-valuemax', '4');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How will you use Plié?');
  await page.getByRole('button', { name: 'Teacher' }).click();
  await expect(page).toHaveURL(/\/onboard\?step=4&role=teacher$/);
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '4');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your first lesson');
  await expect(page.getByRole('link', { name: 'Add lesson' })).toHaveAttribute(
    'href',
    /^\/edit-lesson\?teacherId=/,
  );
  expect((await currentUser(page)).isTeacher).toBe(true);
  await page.getByRole('link', { name: 'Skip', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${dancer.username}$`));

  // Profile settings through the header's profile menu.
  await page.getByRole('banner').getByText(dancer.name).click();
  await page
    .getByRole('navigation', { name: 'Profile' })
    .getByRole('link', { name: 'Profile settings' })
    .click();
  await expect(page).toHaveURL(/\/profile-settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile settings');
  const personal = page.getByRole('region', { name: 'Personal information' });
  await expect(personal).toContainText(dancer.email);
  await expect(personal).toContainText(`@${dancer.username}`);

  // Cancel leaves edit mode and forgets what was typed.
  await personal.getByRole('button', { name: 'Edit' }).click();
  await expect(personal.getByLabel('Name', { exact: true })).toBeFocused();
  await personal.getByLabel('Name', { exact: true }).fill('Someone Else');
  await personal.getByRole('button', { name: 'Cancel' }).click();
  await expect(personal.getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(personal).toContainText(dancer.name);
  await expect(personal).not.toContainText('Someone Else');

  // Edit: name, about, instagram from a pasted link, and a photo.
  await personal.getByRole('button', { name: 'Edit' }).click();
  await expect(personal.getByLabel('Name', { exact: true })).toHaveValue(dancer.name);
  await personal.getByLabel('Name', { exact: true }).fill('Ola Nowak');
  await personal.getByLabel('About').fill('Salsa and bachata, Tuesdays in Kraków.');
  const instagram = personal.getByLabel('Instagram');
  await instagram.fill('https://example.com/ola.dance');
  await instagram.blur();
  await expect(personal.getByText('Invalid instagram – Links are not allowed, only username')).toBeVisible();
  await instagram.fill('https://instagram.com/ola.dance/?hl=en');
  await instagram.blur();
  await expect(instagram).toHaveValue('ola.dance');
  await expect(personal.getByText('Invalid instagram')).toHaveCount(0);

  await personal
    .getByLabel('Change photo')
    .setInputFiles({ name: 'ola.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toast(page, 'Photo uploaded')).toBeVisible();
  await expect(personal.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    /avatars\/users\/.+\.png$/,
  );

  await personal.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await expect(personal.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(personal).toContainText('Ola Nowak');
  await expect(personal).toContainText('Salsa and bachata, Tuesdays in Kraków.');
  await expect(personal.getByRole('link', { name: 'ola.dance' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/ola.dance/',
  );
  const photo = personal.getByRole('img', { name: 'Your profile photo' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('banner').getByText('Ola Nowak')).toBeVisible();
  const saved = await currentUser(page);
  expect(saved).toMatchObject({ name: 'Ola Nowak', instagram: 'ola.dance' });
  expect(saved.photo).toMatch(/avatars\/users\//);

  // Password change: the form's own checks, a wrong current password, then the change.
  const passwordSection = page.getByRole('region', { name: 'Change password' });
  const changePassword = passwordSection.getByRole('button', { name: 'Change password' });
  await changePassword.click();
  await expect(passwordSection.getByRole('alert')).toHaveText('All fields are required');
  await passwordSection.getByLabel('Current password').fill(PASSWORD);
  await passwordSection.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await passwordSection.getByLabel('Repeat the new password').fill('Plie-Tango-2026?');
  await changePassword.click();
  await expect(passwordSection.getByRole('alert')).toHaveText('New passwords do not match');
  await expect(passwordSection.getByLabel('Repeat the new password')).toHaveAttribute('aria-invalid', 'true');
  await passwordSection.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await passwordSection.getByLabel('Current password').fill('Not-my-password1!');
  await changePassword.click();
  await expect(toast(page, 'The current password is not right')).toBeVisible();
  await passwordSection.getByLabel('Current password').fill(PASSWORD);
  await changePassword.click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  await expect(passwordSection.getByLabel('Current password')).toHaveValue('');
  await expect(passwordSection.getByLabel('New password', { exact: true })).toHaveValue('');
  // The session goes on with the new token, also after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Personal information' })).toContainText('Ola Nowak');
  await expect(page).toHaveURL(/\/profile-settings$/);

  // Log out; the old password no longer works, the new one does.
  await page.getByRole('banner').getByText('Ola Nowak').click();
  await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, dancer.email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, dancer.email, NEW_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/users/${dancer.username}$`));

  // Delete the account through the confirm dialog (Escape first: nothing happens).
  await page.goto('/profile-settings');
  const deleteSection = page.getByRole('region', { name: 'Delete account' });
  await expect(deleteSection).toContainText('future attendances');
  // What is kept says how (workflows/account-deletion.ts anonymises it).
  await expect(deleteSection).toContainText('lists as “Deleted account”, without your name, e-mail');
  const openDialog = deleteSection.getByRole('button', { name: 'Delete account' });
  await openDialog.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openDialog).toBeFocused();
  await openDialog.click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Your account has been deleted')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await logIn(page, dancer.email, NEW_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an avatar that is not a png or jpeg, too large, or refused by the server is not uploaded', async ({
  page,
}) => {
  await signedInDancer(page, 'avatar', '/profile-settings');
  const personal = page.getByRole('region', { name: 'Personal information' });
  await personal.getByRole('button', { name: 'Edit' }).click();
  const upload = personal.getByLabel('Change photo');
  const failure = page.getByRole('region', { name: 'Notifications' }).getByRole('alert').last();

  await upload.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text'),
  });
  await expect(failure).toContainText('Cannot upload file');
  await expect(failure).toContainText('Only png or jpeg images are allowed');

  const tooLarge = Buffer.alloc(800_001);
  TINY_PNG.copy(tooLarge);
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooLarge });
  await expect(failure).toContainText('File is too large');

  // What the server says on a 4xx is shown; a 500 shows only the title.
  let status = 400;
  await page.route('**/api/user/avatar', (route) =>
    route.fulfill({
      status,
      json: {
        statusCode: status,
        error: 'Error',
        message: status === 400 ? 'Only 1 file can be uploaded' : 'Oops',
      },
    }),
  );
  await upload.setInputFiles({ name: 'ola.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(failure).toContainText('Only 1 file can be uploaded');
  status = 500;
  await upload.setInputFiles({ name: 'ola.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(failure).toContainText('Cannot upload file');
  await expect(failure.locator('p')).toHaveCount(1);
  await expect(personal.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0);
});

test('onboarding: a dancer goes to the studios', async ({ page }) => {
  await signedInDancer(page, 'onboard-dancer', '/onboard');
  await page.getByRole('button', { name: 'Dancer' }).click();
  await expect(page).toHaveURL(/\/studios\?from=onboard$/);
});

test('onboarding: a studio owner goes to step 2; Skip and Go back work; bad addresses fall back to step 1', async ({
  page,
}) => {
  const dancer = await signedInDancer(page, 'onboard-owner', '/onboard');
  await page.getByRole('button', { name: 'Studio owner' }).click();
  await expect(page).toHaveURL(/\/onboard\?step=2&role=studioOwner$/);
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your studio');
  await expect(page.getByRole('link', { name: 'Create studio' })).toHaveAttribute(
    'href',
    '/studios/create?from=onboard',
  );

  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/onboard$/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Studio owner' }).click();
  await page.getByRole('link', { name: 'Skip', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${dancer.username}$`));

  // From step 3 on, Skip goes to the owner's studios.
  await page.goto('/onboard?step=3&role=studioOwner');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a room');
  await expect(page.getByRole('link', { name: 'Add room' })).toHaveAttribute(
    'href',
    '/edit-room?from=onboard',
  );
  await page.getByRole('link', { name: 'Skip', exact: true }).click();
  await expect(page).toHaveURL(/\/studios\?filter=my$/);

  for (const search of [
    '?step=9&role=studioOwner',
    '?step=2&role=wizard',
    '?step=2',
    '?step=3&role=teacher',
  ]) {
    await page.goto(`/onboard${search}`);
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How will you use Plié?');
  }
});

test('signed-out visitors of /profile-settings and /onboard go to /login', async ({ page }) => {
  for (const screen of ['/profile-settings', '/onboard?step=2&role=studioOwner']) {
    await page.goto(screen);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('profile settings and onboarding in Polish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'pl'));
  await signedInDancer(page, 'polish', '/profile-settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ustawienia profilu');
  await expect(page.getByRole('heading', { level: 2, name: 'Dane osobowe' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Zmień hasło' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Usuń konto' })).toBeVisible();

  await page.goto('/onboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jak będziesz korzystać z Plié?');
  await expect(page.getByText('Krok 1 z 4')).toBeVisible();
  await page.goto('/onboard?step=2&role=studioOwner');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Utwórz swoje studio');
});

for (const width of [390, 1280]) {
  test(`profile settings and onboarding at ${width} px`, async ({ page, baseURL }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const dancer = await signedInDancer(page, `screens${width}`, '/profile-settings', {
      confirmed: true,
      baseURL: baseURL!,
    });
    const shoot = async (name: string, fullPage = true) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: path.join(testInfo.config.rootDir, `test-results/screenshots/${name}-${width}.png`),
        fullPage,
        animations: 'disabled',
      });
    };

    const personal = page.getByRole('region', { name: 'Personal information' });
    await expect(personal.getByRole('button', { name: 'Edit' })).toBeVisible();
    await shoot('profile-settings-view');
    await personal.getByRole('button', { name: 'Edit' }).click();
    await expect(personal.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await shoot('profile-settings-edit');
    await personal.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('region', { name: 'Delete account' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await shoot('profile-settings-delete-dialog', false);
    await page.keyboard.press('Escape');

    // A video added in settings (checked like a studio's) shows in the header of the user's page.
    await personal.getByRole('button', { name: 'Edit' }).click();
    await personal.getByRole('button', { name: 'Add video' }).click();
    const row = personal.getByRole('listitem', { name: 'Video 1' });
    await expect(row.getByLabel('Title')).toBeFocused();
    await row.getByLabel('Link').fill('youtu.be/solo');
    await row.getByLabel('Link').blur();
    await expect(row.getByLabel('Link')).toHaveValue('https://youtu.be/solo');
    await personal.getByRole('button', { name: 'Save changes' }).click();
    await expect(row.getByText('Enter the video’s title')).toBeVisible();
    await row.getByLabel('Title').fill('My solo');
    await personal.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Changes saved')).toBeVisible();
    await page.goto(`/users/${dancer.username}`);
    const videos = page.getByRole('region', { name: 'Videos' });
    await expect(videos.getByRole('link', { name: 'My solo' })).toHaveAttribute(
      'href',
      'https://youtu.be/solo',
    );
    await expect(page.locator('main header [data-banner="pattern"]')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    await shoot('user-page-videos');

    await page.goto('/onboard');
    await expect(page.getByRole('button', { name: 'Studio owner' })).toBeVisible();
    await shoot('onboard');
    for (const role of ['Dancer', 'Teacher', 'Studio owner']) {
      const box = await page.getByRole('button', { name: role }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    await page.goto('/onboard?step=2&role=studioOwner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your studio');
    await shoot('onboard-step-2');
  });
}
