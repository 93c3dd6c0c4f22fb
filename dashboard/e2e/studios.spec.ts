import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { confirmThroughApi, makeDancer, signUpThroughApi, startSession } from './support/account';

/** Studios of this run carry a word nobody else's have, so searches see only them. */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** The seeded platform admin (functions/src/local/seed.ts). */
const ADMIN = { email: 'anna.admin@plie.local', password: 'Plie#2026' };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const adminToken = async (request: APIRequestContext): Promise<string> => {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
};

interface CreatedStudio {
  id: string;
  name: string;
  studioName: string;
}

const createStudioThroughApi = async (
  request: APIRequestContext,
  token: string,
  studio: { name: string; studioName: string; primaryColor?: string; about?: string },
): Promise<CreatedStudio> => {
  const response = await request.post('/api/studio', {
    headers: bearer(token),
    data: { email: `${studio.studioName}@example.com`, ...studio },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as CreatedStudio;
};

const verifyThroughApi = async (request: APIRequestContext, studioId: string) => {
  const response = await request.get(`/api/studio/verify/${studioId}?isVerified=true`, {
    headers: bearer(await adminToken(request)),
  });
  expect(response.ok()).toBe(true);
};

/** A new user with a confirmed e-mail, signed in in the browser; answers their access token. */
const signedInOwner = async (page: Page, label: string, baseURL: string): Promise<string> => {
  const owner = makeDancer(label);
  const token = await signUpThroughApi(page, owner);
  await confirmThroughApi(page, owner, baseURL);
  await startSession(page, token);
  return token;
};

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
const cards = (page: Page) => page.getByRole('region', { name: 'Studios found' }).getByRole('listitem');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('Piotr creates his studio during onboarding (slug checked live, colour, theme) and finds it among his studios, awaiting verification', async ({
  page,
  baseURL,
}) => {
  const takenSlug = `taken${run}`;
  await createStudioThroughApi(page.request, await adminToken(page.request), {
    name: `Taken ${run}`,
    studioName: takenSlug,
  });
  const token = await signedInOwner(page, 'piotr', baseURL!);
  const name = `Piotr Dance ${run}`;
  const slug = `piotr_${run}`;

  await page.goto('/onboard');
  await page.getByRole('button', { name: 'Studio owner' }).click();
  await expect(page).toHaveURL(/\/onboard\?step=2&role=studioOwner$/);
  await page.getByRole('link', { name: 'Create studio' }).click();
  await expect(page).toHaveURL(/\/studios\/create\?from=onboard$/);
  await expect(heading(page)).toHaveText('Create studio');
  await expect(page.getByText('Step 2 of 4')).toBeVisible();

  const create = page.getByRole('button', { name: 'Create studio' });
  await expect(create).toBeDisabled();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await expect(email).not.toHaveValue('');

  await page.getByRole('textbox', { name: 'Studio name', exact: true }).fill(name);
  // The address is proposed from the name until one is typed.
  const address = page.getByRole('textbox', { name: 'Page address', exact: true });
  await expect(address).toHaveValue('piotr-dance');
  await address.fill(takenSlug);
  await expect(address).toHaveAccessibleDescription('Studio name taken');
  await expect(create).toBeDisabled();
  await address.fill(slug);
  await expect(page.getByText('This address is free.')).toBeVisible();

  await page
    .getByRole('textbox', { name: 'About the studio', exact: true })
    .fill('Salsa and bachata in the heart of Kraków.');
  await page
    .getByRole('textbox', { name: 'Instagram', exact: true })
    .fill('https://www.instagram.com/piotr.dance/');
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('piotr-dance.pl');
  await page.getByRole('textbox', { name: 'Website', exact: true }).blur();
  await expect(page.getByRole('textbox', { name: 'Instagram', exact: true })).toHaveValue('piotr.dance');
  await expect(page.getByRole('textbox', { name: 'Website', exact: true })).toHaveValue(
    'https://piotr-dance.pl',
  );
  await page.getByRole('radio', { name: 'Purple' }).check();
  await page.getByRole('radio', { name: 'Dark' }).check();
  const preview = page.getByRole('figure');
  await expect(preview).toContainText(name);
  await expect(preview).toHaveAttribute('data-theme', 'dark');

  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/onboard\?step=3&role=studioOwner$/);
  await expect(toast(page, 'Studio created')).toBeVisible();

  // Saved as typed, normalised.
  const mine = await page.request.post('/api/studio/search', {
    headers: bearer(token),
    data: { withAdminRights: true },
  });
  const { items } = (await mine.json()) as { items: Record<string, unknown>[] };
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    name,
    studioName: slug,
    instagram: 'piotr.dance',
    link: 'https://piotr-dance.pl',
    primaryColor: 'purple',
    theme: false,
    isVerified: false,
    isOwner: true,
  });

  await page.goto('/studios?filter=my');
  await expect(heading(page)).toHaveText('My studios');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(name);
  await expect(cards(page)).toContainText('Awaiting verification');
  await expect(cards(page).getByRole('link')).toHaveAttribute('href', `/studios/${slug}`);
  // He owns a studio now: no "Create a studio" card.
  await expect(page.getByRole('link', { name: 'Create a studio' })).toHaveCount(0);
});

test('a user without a studio sees "Create a studio" among his studios', async ({ page, baseURL }) => {
  await signedInOwner(page, 'no-studio', baseURL!);
  await page.goto('/studios?filter=my');
  await expect(page.getByText('You don’t run any studio yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Create a studio' }).click();
  await expect(page).toHaveURL(/\/studios\/create$/);
  await expect(heading(page)).toHaveText('Create studio');
});

test('a new studio stays out of the public search until the platform admin verifies it', async ({
  page,
  baseURL,
}) => {
  const token = await signedInOwner(page, 'verify', baseURL!);
  const name = `Verify Me ${run}`;
  const studio = await createStudioThroughApi(page.request, token, {
    name,
    studioName: `verify_${run}`,
    about: 'Tango nights.',
  });

  await page.goto('/studios');
  await expect(heading(page)).toHaveText('Studios');
  await page.getByLabel('Search studios').fill(name);
  await expect(page).toHaveURL(/\/studios\?search=Verify/);
  await expect(page.getByText('No studio matches this search.', { exact: false })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await verifyThroughApi(page.request, studio.id);
  await page.reload();
  await expect(page.getByLabel('Search studios')).toHaveValue(name);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(name);
  await expect(cards(page)).toContainText('Tango nights.');
  await expect(cards(page)).not.toContainText('Awaiting verification');
});

test('signed-out visitors of /studios/create go to /login with a message; /studios?filter=my goes to /login', async ({
  page,
}) => {
  await page.goto('/studios/create');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Please log in to create a studio')).toBeVisible();

  await page.goto('/studios?filter=my');
  await expect(page).toHaveURL(/\/login$/);
});

test('a user whose e-mail is unconfirmed sees the not-found page at /studios/create', async ({ page }) => {
  const dancer = makeDancer('unconfirmed');
  await startSession(page, await signUpThroughApi(page, dancer));
  await page.goto('/studios/create');
  await expect(heading(page)).toHaveText('Page Not Found');
  await expect(page.getByLabel('Studio name')).toHaveCount(0);
});

test('/studios?from=onboard congratulates for 5 seconds', async ({ page }) => {
  // The page's clock is the test's: the toast's 5 s are counted exactly, however slow the machine.
  await page.clock.install();
  await page.goto('/studios?from=onboard');
  const congratulation = toast(page, 'Congratulations, you’re all set!');
  await expect(congratulation).toBeVisible();
  // Longer than the usual 3 s toast…
  await page.clock.runFor(3500);
  await expect(congratulation).toBeVisible();
  // …gone after 5 s.
  await page.clock.runFor(1600);
  await expect(congratulation).toBeHidden();
});

test('the studio pages in Polish', async ({ page, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'pl'));
  await page.goto('/studios');
  await expect(heading(page)).toHaveText('Studia');
  await signedInOwner(page, 'polish', baseURL!);
  await page.goto('/studios?filter=my');
  await expect(heading(page)).toHaveText('Moje studia');
  await page.goto('/studios/create');
  await expect(heading(page)).toHaveText('Utwórz studio');
});

test('the studio pages in Ukrainian', async ({ page, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ua'));
  await page.goto('/studios');
  await expect(heading(page)).toHaveText('Студії');
  await expect(
    page.getByText('Знайдіть танцювальну студію за назвою, містом або стилем танцю.'),
  ).toBeVisible();
  await signedInOwner(page, 'ukrainian', baseURL!);
  await page.goto('/studios?filter=my');
  await expect(heading(page)).toHaveText('Мої студії');
  await expect(page.getByRole('link', { name: 'Створити студію' })).toBeVisible();
  await page.goto('/studios/create');
  await expect(page.getByRole('heading', { level: 2, name: 'Дані студії' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Адреса сторінки', exact: true })).toBeVisible();
  await expect(page.getByText('Заповніть усі обов’язкові поля')).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the studio pages at ${width} px`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const shoot = async (name: string, fullPage = true) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // From the top: the sticky header stays where it belongs in a full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(testInfo.config.rootDir, `test-results/screenshots/${name}-${width}.png`),
        fullPage,
      });
    };

    // Three verified studios in different colours, one with a long name and about.
    const word = `Shot${run}${width}`;
    const admin = await adminToken(page.request);
    const made = [
      { name: `Salsa Fuego ${word}`, studioName: `f${width}${run}`, primaryColor: 'orange' },
      {
        name: `Akademia Tańca Współczesnego i Baletu ${word}`,
        studioName: `a${width}${run}`,
        primaryColor: '#7c3aed',
        about:
          'Balet klasyczny, taniec współczesny i jazz dla dzieci, młodzieży i dorosłych. Zajęcia w małych grupach, od poziomu początkującego po zaawansowany.',
      },
      { name: `Kyiv Tango Club ${word}`, studioName: `k${width}${run}`, primaryColor: 'teal' },
    ];
    for (const studio of made) {
      const created = await createStudioThroughApi(page.request, admin, studio);
      await verifyThroughApi(page.request, created.id);
    }
    await page.goto(`/studios?search=${word}`);
    await expect(cards(page)).toHaveCount(3);
    await shoot('studios', false);

    // An owner whose studio awaits verification and is hidden.
    const token = await signedInOwner(page, `shots${width}`, baseURL!);
    const own = await createStudioThroughApi(page.request, token, {
      name: `Bachata Corner ${word}`,
      studioName: `c${width}${run}`,
      primaryColor: 'pink',
      about: 'Bachata sensual and dominicana, every evening.',
    });
    const hidden = await page.request.patch(`/api/studio/${own.id}/visibility`, {
      headers: bearer(token),
      data: { isHidden: true },
    });
    expect(hidden.ok()).toBe(true);
    await page.goto('/studios?filter=my');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Awaiting verification');
    await expect(cards(page)).toContainText('Hidden');
    await shoot('studios-my');

    // Someone without a studio: "Create a studio", then the form.
    await signedInOwner(page, `form${width}`, baseURL!);
    await page.goto('/studios?filter=my');
    await expect(page.getByRole('link', { name: 'Create a studio' })).toBeVisible();
    await shoot('studios-my-none');
    await page.getByRole('link', { name: 'Create a studio' }).click();
    await expect(heading(page)).toHaveText('Create studio');
    await page.getByRole('textbox', { name: 'Studio name', exact: true }).fill('Studio Tańca Pod Wawelem');
    await page
      .getByRole('textbox', { name: 'About the studio', exact: true })
      .fill('Salsa, bachata i kizomba w sercu Krakowa.');
    await expect(page.getByText('This address is free.')).toBeVisible();
    await shoot('studios-create');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByLabel('Or your own colour, as a hex code').fill('#e11d48');
    await expect(page.getByRole('figure')).toHaveAttribute('data-theme', 'dark');
    await shoot('studios-create-dark');
  });
}
