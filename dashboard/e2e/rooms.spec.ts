import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  confirmThroughApi,
  type Dancer,
  makeDancer,
  signUpThroughApi,
  startSession,
} from './support/account';

/** A 1 × 1 PNG: the smallest real image the photo upload accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A studio slug nobody else has. */
const uniqueSlug = () => `rooms${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface SavedRoom {
  id: string;
  name: string;
  capacity: number;
  photo?: string;
  address: {
    fullAddress: string;
    city: string;
    country: string;
    postalCode?: string;
    lat?: number;
    lng?: number;
  };
}

let owner: Dancer;
let ownerToken: string;
let studioId: string;
let studioName: string;

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

/** The studio's rooms as the API lists them (`GET /api/room/{studioId}`), by name. */
const roomsOfStudio = async (request: APIRequestContext): Promise<SavedRoom[]> => {
  const response = await request.get(`/api/room/${studioId}`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as SavedRoom[];
};

const roomNamed = async (request: APIRequestContext, name: string): Promise<SavedRoom> => {
  const room = (await roomsOfStudio(request)).find((candidate) => candidate.name === name);
  expect(room, `the room “${name}”`).toBeTruthy();
  return room!;
};

/** A room of the studio made through the API, in Kraków (optionally with a photo). */
const createRoom = async (
  request: APIRequestContext,
  name: string,
  options: { photo?: boolean } = {},
): Promise<SavedRoom> => {
  const headers = { authorization: `Bearer ${ownerToken}` };
  const response = await request.post('/api/room', {
    headers,
    data: {
      studioId,
      name,
      capacity: 18,
      rentPrice: 80,
      rentCurrency: 'PLN',
      address: {
        fullAddress: 'Floriańska 15',
        city: 'Kraków',
        country: 'PL',
        postalCode: '31-019',
        lat: 50.0637,
        lng: 19.9398,
      },
    },
  });
  expect(response.status()).toBe(201);
  const room = (await response.json()) as SavedRoom;
  if (options.photo) {
    const upload = await request.post(`/api/room/avatar/${room.id}`, {
      headers,
      multipart: { avatar: { name: 'sala.png', mimeType: 'image/png', buffer: TINY_PNG } },
    });
    expect(upload.ok()).toBe(true);
  }
  return room;
};

const editRoomPath = (query: Record<string, string>) =>
  `/edit-room?${new URLSearchParams({ studioId, ...query })}`;

/** A new user signed in through the API; `confirmed` confirms the e-mail first. */
const signInAsNewUser = async (page: Page, label: string, confirmed: boolean, baseURL: string) => {
  const user = makeDancer(label);
  const token = await signUpThroughApi(page, user);
  if (confirmed) await confirmThroughApi(page, user, baseURL);
  await startSession(page, token);
};

// One worker makes the owner and the studio once and runs these tests in order: the room Piotr
// adds is the one later tests change, copy and delete.
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage({ baseURL: baseURL! });
  owner = makeDancer('roomowner');
  ownerToken = await signUpThroughApi(page, owner);
  await confirmThroughApi(page, owner, baseURL!);
  studioName = uniqueSlug();
  const response = await page.request.post('/api/studio', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { name: `Rytm ${studioName}`, email: owner.email, studioName },
  });
  expect(response.status()).toBe(201);
  studioId = ((await response.json()) as { id: string }).id;
  await page.close();
});

test('Piotr adds his first room during onboarding: capacity 18 in Kraków, then goes on to step 4', async ({
  page,
}) => {
  await startSession(page, ownerToken);
  await page.goto(editRoomPath({ from: 'onboard' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Add room' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Getting started' })).toHaveAttribute(
    'aria-valuenow',
    '3',
  );
  await expect(page.getByLabel('Capacity')).toHaveValue('30');

  await page.getByLabel('Room name').fill('Sala Mała');
  await page.getByLabel('Capacity').fill('18');
  await page.getByLabel('Rent price per hour').fill('80');
  await page.getByLabel('Country').selectOption({ label: 'Poland' });
  await expect(page.getByLabel('Currency')).toHaveValue('PLN');
  await page.getByRole('combobox', { name: 'City' }).fill('Kraków');
  await expect(page.getByText('Avoid abbreviations such as st.')).toBeVisible();
  await page.getByLabel('Street address').fill('Floriańska 15');

  // The search waits until the typing has stopped for 2 s, then finds the place.
  const status = page.getByRole('status').filter({ hasText: /Location found|Looking up the address/ });
  await expect(status).toHaveText(/Looking up the address/);
  await expect(page.getByRole('status').filter({ hasText: 'Location found' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByLabel('Latitude')).toHaveValue(/^50\.\d{5}$/);
  await expect(page.getByLabel('Longitude')).toHaveValue(/^19\.\d{5}$/);
  // The local geocoder knows no postcodes: the field stays the user's to fill.
  await page.getByLabel('Postal code').fill('31-019');

  await page.getByRole('button', { name: 'Add room' }).click();
  await expect(page).toHaveURL(/\/onboard\?step=4&role=studioOwner$/);
  await expect(toast(page, 'Room added')).toBeVisible();

  const room = await roomNamed(page.request, 'Sala Mała');
  expect(room).toMatchObject({
    capacity: 18,
    address: { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL', postalCode: '31-019' },
  });
  expect(room.address.lat).toBeCloseTo(50.06, 1);
  expect(room.address.lng).toBeCloseTo(19.94, 1);
});

test('the owner changes the room’s capacity and photo, and lands on the studio page', async ({ page }) => {
  const room = await createRoom(page.request, 'Sala Duża');
  await startSession(page, ownerToken);
  await page.goto(editRoomPath({ roomId: room.id }));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit room' })).toBeVisible();
  await expect(page.getByLabel('Room name')).toHaveValue('Sala Duża');
  await expect(page.getByLabel('Capacity')).toHaveValue('18');
  await expect(page.getByLabel('Country')).toHaveValue('PL');
  await expect(page.getByLabel('Street address')).toHaveValue('Floriańska 15');
  // The saved address is not looked up again.
  await expect(page.getByRole('status').filter({ hasText: 'Location found' })).toBeVisible();

  await page
    .getByLabel('Choose photo')
    .setInputFiles({ name: 'sala.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toast(page, 'Photo uploaded')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sala Duża' })).toHaveAttribute('src', /rooms\/.+/);

  await page.getByLabel('Capacity').fill('20');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/studios/${studioName}$`));
  await expect(toast(page, 'Room saved')).toBeVisible();

  const saved = await roomNamed(page.request, 'Sala Duża');
  expect(saved.capacity).toBe(20);
  expect(saved.photo).toMatch(/rooms\//);
  expect(saved.address.lat).toBe(room.address.lat);
});

test('duplicating a room adds a second one, named as a copy', async ({ page }) => {
  const room = await createRoom(page.request, 'Sala Lustrzana');
  await startSession(page, ownerToken);
  await page.goto(editRoomPath({ roomId: room.id, isDuplication: 'true' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Add room' })).toBeVisible();
  await expect(page.getByLabel('Room name')).toHaveValue('Sala Lustrzana (copy)');
  await expect(page.getByLabel('Capacity')).toHaveValue('18');
  await expect(page.getByRole('button', { name: 'Delete room' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add room' }).click();
  await expect(page).toHaveURL(new RegExp(`/studios/${studioName}$`));

  const rooms = (await roomsOfStudio(page.request)).filter((saved) =>
    saved.name.startsWith('Sala Lustrzana'),
  );
  expect(rooms.map((saved) => saved.name).sort()).toEqual(['Sala Lustrzana', 'Sala Lustrzana (copy)']);
  const copy = rooms.find((saved) => saved.name === 'Sala Lustrzana (copy)')!;
  expect(copy.id).not.toBe(room.id);
  expect(copy).toMatchObject({ capacity: 18, address: room.address });
});

test('the owner deletes a room after confirming in the dialog', async ({ page }) => {
  const room = await createRoom(page.request, 'Sala Stara');
  await startSession(page, ownerToken);
  await page.goto(editRoomPath({ roomId: room.id }));
  await page.getByRole('button', { name: 'Delete room' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete the room “Sala Stara”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete room' }).click();
  await dialog.getByRole('button', { name: 'Delete room' }).click();
  await expect(page).toHaveURL(new RegExp(`/studios/${studioName}$`));
  await expect(toast(page, 'Room deleted')).toBeVisible();
  expect((await roomsOfStudio(page.request)).map((saved) => saved.id)).not.toContain(room.id);
});

test('a capacity of 0 or none keeps Save disabled and says why', async ({ page }) => {
  await startSession(page, ownerToken);
  await page.goto(editRoomPath({}));
  const save = page.getByRole('button', { name: 'Add room' });
  const capacity = page.getByLabel('Capacity');
  await page.getByLabel('Room name').fill('Sala Duża');
  await page.getByLabel('Country').selectOption({ label: 'Poland' });
  await page.getByRole('combobox', { name: 'City' }).fill('Kraków');
  await page.getByLabel('Street address').fill('Floriańska 15');
  await expect(save).toBeEnabled();

  for (const value of ['0', '']) {
    await capacity.fill(value);
    await expect(save).toBeDisabled();
    await expect(capacity).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#room-capacity-message')).toHaveText(
      'Capacity is required: a whole number, 1 or more',
    );
  }
  await capacity.fill('25');
  await expect(save).toBeEnabled();
  await page.getByLabel('Room name').fill('');
  await expect(save).toBeDisabled();
  await expect(page.locator('#room-form-blocker')).toHaveText('Room name is required');
});

test('a signed-out visitor is sent to the home page', async ({ page }) => {
  await page.goto(editRoomPath({ from: 'onboard' }));
  await expect(page).toHaveURL(/\/$/);
});

test('a user who does not administer the studio is refused and sent to the home page', async ({
  page,
  baseURL,
}) => {
  await signInAsNewUser(page, 'roomstranger', true, baseURL!);
  await page.goto(editRoomPath({}));
  await expect(toast(page, 'You are not allowed to change studio data')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a user whose e-mail is unconfirmed sees Page Not Found', async ({ page, baseURL }) => {
  await signInAsNewUser(page, 'roomunconfirmed', false, baseURL!);
  await page.goto(editRoomPath({}));
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByLabel('Room name')).toHaveCount(0);
});

test('without a studio the form is not found', async ({ page }) => {
  await startSession(page, ownerToken);
  await page.goto('/edit-room?from=onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the room form at ${width} px, adding and editing`, async ({ page }, testInfo) => {
    const room = await createRoom(page.request, `Sala ${width}`, { photo: true });
    await page.setViewportSize({ width, height: 900 });
    await startSession(page, ownerToken);
    for (const [mode, query] of [
      ['add', { from: 'onboard' }],
      ['edit', { roomId: room.id }],
    ] as const) {
      await page.goto(editRoomPath(query));
      await expect(page.getByLabel('Room name')).toBeVisible();
      if (mode === 'add') {
        await page.getByLabel('Room name').fill('Sala Duża');
        await page.getByLabel('Country').selectOption({ label: 'Poland' });
      } else {
        await expect(page.getByRole('img', { name: `Sala ${width}` })).toBeVisible();
      }
      await page.getByLabel('Room name').blur();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: path.join(testInfo.config.rootDir, `test-results/screenshots/edit-room-${mode}-${width}.png`),
        fullPage: true,
      });
    }
  });
}

test('the room form in Polish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'pl'));
  await startSession(page, ownerToken);
  await page.goto(editRoomPath({}));
  await expect(page.getByRole('heading', { level: 1, name: 'Dodaj salę' })).toBeVisible();
  // A Polish user's room is in Poland, rented in złoty, unless they choose otherwise.
  await expect(page.getByLabel('Kraj')).toHaveValue('PL');
  await expect(page.getByLabel('Waluta')).toHaveValue('PLN');
  await expect(page.getByLabel('Nazwa sali')).toBeVisible();
  await expect(page.getByLabel('Pojemność')).toHaveValue('30');
  await expect(page.getByText('Unikaj skrótów, takich jak „ul.”.')).toBeVisible();
  await page.getByLabel('Pojemność').fill('0');
  await expect(page.locator('#room-capacity-message')).toHaveText(
    'Podaj pojemność: liczbę całkowitą, co najmniej 1',
  );
});
