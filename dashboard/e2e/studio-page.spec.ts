import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startSession } from './support/account';
import { waitUntilInteractive } from './support/hydration';
import {
  bearer,
  type CreatedStudio,
  confirmedAccount,
  logInThroughApi,
  MAGDALENA,
  ownStudio,
  PIOTR,
  toast,
  verifyThroughApi,
  visitorPage,
} from './support/studios';

/** Seeded, verified: teal and light; purple and dark. */
const LIGHT_STUDIO = 'rytm_krakow';
const DARK_STUDIO = 'flow_wroclaw';

/** A 1 × 1 PNG: the smallest real image the uploads accept. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The theme's colours (dashboard/src/ui/theme.ts, palette.ts) as the browser computes them. */
const LIGHT_TEXT = 'rgb(27, 25, 23)';
const DARK_BACKGROUND = 'rgb(15, 17, 21)';
const TEAL = 'rgb(13, 148, 136)';
const PURPLE = 'rgb(147, 51, 234)';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The studio's header (the page's own, not the site's). */
const studioHeader = (page: Page) => page.locator('main header').first();
const team = (page: Page) => page.getByRole('list', { name: 'Teachers' });
const ADMIN_CONTROLS = ['Edit studio', 'Hide', 'Make visible', 'Delete studio', 'Send invite', 'Make admin'];

const expectNoAdminControls = async (page: Page) => {
  for (const name of ADMIN_CONTROLS) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add room' })).toHaveCount(0);
};

test('an owner’s new studio awaits verification: the owner sees it, a visitor gets not-found', async ({
  page,
  browser,
  baseURL,
}) => {
  const { studio } = await ownStudio(page, baseURL!, 'fresh');
  await page.goto(`/studios/${studio.studioName}`);
  await expect(heading(page)).toHaveText(studio.name);
  await expect(page.getByRole('status').filter({ hasText: /^Awaiting verification/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit studio' })).toBeVisible();
  // No banner uploaded yet: a pattern in the studio's colour stands in.
  await expect(studioHeader(page).locator('[data-banner="pattern"]')).toBeVisible();

  const visitor = await visitorPage(browser, baseURL!);
  await visitor.goto(`/studios/${studio.studioName}`);
  await expect(heading(visitor)).toHaveText('Page Not Found');
  await expect(visitor.getByText(studio.name)).toHaveCount(0);
  await visitor.goto('/studios/no_such_studio_here');
  await expect(heading(visitor)).toHaveText('Page Not Found');
  await visitor.context().close();
});

test('the owner invites a teacher by username; once they accept, the owner makes them admin, then owner', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { owner, studio } = await ownStudio(page, baseURL!, 'team');
  const teacher = await confirmedAccount(page, 'teacher', baseURL!);
  await page.goto(`/studios/${studio.studioName}?tab=teachers`);
  const box = page.getByLabel('Teacher’s e-mail or username');

  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText("Please enter a teacher's email")).toBeVisible();
  await box.fill('nobody_here_at_all');
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.locator('form').getByText('Such user not found')).toBeVisible();

  await box.fill(teacher.username);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(toast(page, 'Invitation sent successfully')).toBeVisible();
  await expect(box).toHaveValue('');
  const invite = page.getByRole('region', { name: 'Invites' }).getByRole('listitem', { name: teacher.name });
  await expect(invite).toContainText('Waiting for the teacher');
  await expect(invite.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  // The teacher accepts on their side (their own page does this through the same call).
  const accepted = await page.request.post('/api/studio/invite/accept', {
    headers: bearer(teacher.token),
    data: { studioId: studio.id, userId: teacher.id },
  });
  expect(accepted.ok()).toBe(true);

  await page.reload();
  const row = team(page).getByRole('listitem', { name: teacher.name });
  await expect(row).toContainText('Teacher (no lessons)');
  await expect(row).toContainText(teacher.email);
  await expect(page.getByText('No open invites.')).toBeVisible();
  // The owner's own row offers nothing: nobody changes their own role.
  const ownRow = team(page).getByRole('listitem', { name: owner.name });
  await expect(ownRow).toContainText('Owner');
  await expect(ownRow.getByRole('button')).toHaveCount(0);

  await row.getByRole('button', { name: 'Make admin' }).click();
  await expect(toast(page, `${teacher.name} is now an admin`)).toBeVisible();
  await expect(row).toContainText('Admin');
  await expect(row.getByRole('button', { name: 'Remove admin' })).toBeVisible();

  const teacherPage = await visitorPage(browser, baseURL!, teacher.token);
  await teacherPage.goto(`/studios/${studio.studioName}?tab=teachers`);
  await expect(heading(teacherPage)).toHaveText(studio.name);
  await expect(teacherPage.getByRole('button', { name: 'Edit studio' })).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: 'Send invite' })).toBeVisible();
  // Owner-only actions stay the owner's; the admin's own row offers nothing.
  await expect(teacherPage.getByRole('button', { name: 'Delete studio' })).toHaveCount(0);
  await expect(teacherPage.getByRole('button', { name: 'Hide' })).toHaveCount(0);
  await expect(
    team(teacherPage).getByRole('listitem', { name: teacher.name }).getByRole('button'),
  ).toHaveCount(0);
  await teacherPage.getByRole('tab', { name: 'Rooms' }).click();
  await expect(teacherPage.getByRole('link', { name: 'Add room' })).toBeVisible();
  await teacherPage.context().close();

  // The handover, after a confirmation: the new roles show at once.
  await row.getByRole('button', { name: 'Make owner' }).click();
  const dialog = page.getByRole('dialog', { name: `Make ${teacher.name} the owner?` });
  await dialog.getByRole('button', { name: 'Make owner' }).click();
  await expect(toast(page, `${teacher.name} is now the owner`)).toBeVisible();
  await expect(row).toContainText('Owner');
  await expect(ownRow).toContainText('Admin');
  await expect(page.getByRole('button', { name: 'Delete studio' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit studio' })).toBeVisible();
});

test('hiding the studio takes it from visitors until the owner makes it visible again', async ({
  page,
  browser,
  baseURL,
}) => {
  const { studio } = await ownStudio(page, baseURL!, 'hide');
  await verifyThroughApi(page.request, studio.id);
  const visitor = await visitorPage(browser, baseURL!);
  await visitor.goto(`/studios/${studio.studioName}`);
  await expect(heading(visitor)).toHaveText(studio.name);

  await page.goto(`/studios/${studio.studioName}`);
  await expect(page.getByText('Awaiting verification')).toHaveCount(0);
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(page, 'Studio hidden: only its team sees it now')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Hidden/ })).toBeVisible();

  await visitor.reload();
  await expect(heading(visitor)).toHaveText('Page Not Found');

  await page.getByRole('button', { name: 'Make visible' }).click();
  await expect(toast(page, 'The studio is visible again')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Hidden/ })).toHaveCount(0);

  await visitor.reload();
  await expect(heading(visitor)).toHaveText(studio.name);
  await visitor.context().close();
});

test('editing the studio’s name, address and colour updates its header and moves it to the new address', async ({
  page,
  baseURL,
}) => {
  const { studio } = await ownStudio(page, baseURL!, 'edit');
  await page.goto(`/studios/${studio.studioName}`);
  const banner = studioHeader(page).locator('[data-banner="pattern"]');
  await expect(banner).toHaveCSS('background-image', new RegExp(TEAL.replace(/[()]/g, '\\$&')));

  await page.getByRole('button', { name: 'Edit studio' }).click();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save changes' }) });
  // The studio's own address counts as free.
  await expect(form.getByText('This address is free.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();

  const name = `${studio.name} Nowe`;
  const slug = `${studio.studioName}n`;
  await form.getByLabel('Studio name').fill(name);
  await form.getByLabel('Page address').fill(slug);
  await expect(form.getByText('This address is free.')).toBeVisible();
  await form.getByRole('radio', { name: 'Purple' }).check();
  await form.getByRole('button', { name: 'Save changes' }).click();

  await expect(toast(page, 'Studio saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/studios/${slug}$`));
  await expect(heading(page)).toHaveText(name);
  await expect(banner).toHaveCSS('background-image', new RegExp(PURPLE.replace(/[()]/g, '\\$&')));
  await expect(form).toHaveCount(0);
  // The old address is free again; the new one holds the studio.
  await page.reload();
  await expect(heading(page)).toHaveText(name);
});

test('the owner adds a video to the studio’s page, then removes it', async ({ page, baseURL }) => {
  const { studio } = await ownStudio(page, baseURL!, 'video');
  const link = 'https://www.youtube.com/watch?v=plie-salsa';
  await page.goto(`/studios/${studio.studioName}`);
  const videos = page.getByRole('region', { name: 'Videos' });
  await expect(heading(page)).toHaveText(studio.name);
  await expect(videos).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit studio' }).click();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save changes' }) });
  const save = form.getByRole('button', { name: 'Save changes' });
  await form.getByRole('button', { name: 'Add video' }).click();
  const row = form.getByRole('listitem', { name: 'Video 1' });
  await expect(row.getByLabel('Title')).toBeFocused();
  await expect(save).toBeDisabled();
  await row.getByLabel('Title').fill('Salsa night');
  await row.getByLabel('Link').fill('not a link');
  await row.getByLabel('Link').blur();
  await expect(row.getByLabel('Link')).toHaveAccessibleDescription(
    'Enter the video’s link, such as https://www.youtube.com/watch?v=…',
  );
  await expect(save).toBeDisabled();
  await row.getByLabel('Link').fill(link);
  await save.click();

  await expect(toast(page, 'Studio saved')).toBeVisible();
  await expect(form).toHaveCount(0);
  const video = videos.getByRole('link', { name: 'Salsa night' });
  await expect(video).toHaveAttribute('href', link);
  await page.reload();
  await expect(video).toHaveAttribute('href', link);

  await page.getByRole('button', { name: 'Edit studio' }).click();
  await expect(row.getByLabel('Title')).toHaveValue('Salsa night');
  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  await save.click();
  await expect(toast(page, 'Studio saved')).toBeVisible();
  await expect(videos).toHaveCount(0);
  await page.reload();
  await expect(heading(page)).toHaveText(studio.name);
  await expect(videos).toHaveCount(0);
});

test('the rooms tab: the add-room link carries the studio, and a room is deleted after confirming', async ({
  page,
  baseURL,
}) => {
  const { owner, studio } = await ownStudio(page, baseURL!, 'rooms');
  const created = await page.request.post('/api/room', {
    headers: bearer(owner.token),
    data: {
      studioId: studio.id,
      name: 'Sala Duża',
      capacity: 18,
      rentPrice: 80,
      rentCurrency: 'PLN',
      address: { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL', postalCode: '31-019' },
    },
  });
  expect(created.status()).toBe(201);
  const room = (await created.json()) as { id: string };

  await page.goto(`/studios/${studio.studioName}`);
  await page.getByRole('tab', { name: 'Rooms' }).click();
  await expect(page).toHaveURL(/\?tab=rooms$/);
  const card = page.getByRole('listitem', { name: 'Sala Duża' });
  await expect(card).toContainText('18 people');
  await expect(card).toContainText(/PLN\s80\.00 per hour/);
  await expect(card).toContainText('Floriańska 15, 31-019 Kraków, Poland');
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/edit-room?studioId=${studio.id}&roomId=${room.id}`,
  );
  await expect(card.getByRole('link', { name: 'Duplicate' })).toHaveAttribute(
    'href',
    `/edit-room?studioId=${studio.id}&roomId=${room.id}&isDuplication=true`,
  );

  await card.getByRole('button', { name: 'Delete room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the room “Sala Duża”?' });
  await dialog.getByRole('button', { name: 'Delete room' }).click();
  await expect(toast(page, 'Room deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No rooms yet. Lessons take place in rooms: add the first one.')).toBeVisible();

  await page.getByRole('link', { name: 'Add room' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-room\\?studioId=${studio.id}$`));
  await expect(heading(page)).toHaveText('Add room');
});

test('an admin uploads the studio’s logo and banner', async ({ page, baseURL }) => {
  const { studio } = await ownStudio(page, baseURL!, 'logo');
  await page.goto(`/studios/${studio.studioName}`);
  await page.getByRole('button', { name: 'Edit studio' }).click();

  await page
    .getByLabel('Upload logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toast(page, 'Logo uploaded')).toBeVisible();
  await expect(studioHeader(page).locator('img').first()).toHaveAttribute('src', /studios\/.+\/avatar/);

  await page
    .getByLabel('Upload banner')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toast(page, 'Banner uploaded')).toBeVisible();
  await expect(studioHeader(page).locator('[data-banner="image"]')).toHaveAttribute(
    'src',
    /studios\/.+\/banner/,
  );
});

test('the owner deletes the studio after confirming, and lands on their studios', async ({
  page,
  baseURL,
}) => {
  const { studio } = await ownStudio(page, baseURL!, 'delete');
  await page.goto(`/studios/${studio.studioName}`);
  await page.getByRole('button', { name: 'Delete studio' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${studio.name}?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete studio' }).click();
  await dialog.getByRole('button', { name: 'Delete studio' }).click();
  await expect(toast(page, 'Studio deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/studios\?filter=my$/);
});

test('visitors and dancers see a verified studio’s teachers and rooms without admin controls; the page is noindex', async ({
  page,
  browser,
  baseURL,
}) => {
  const studio = (await (
    await page.request.get(`/api/studio/studioName/${LIGHT_STUDIO}`)
  ).json()) as CreatedStudio;
  await page.goto(`/studios/${LIGHT_STUDIO}`);
  await expect(heading(page)).toHaveText(studio.name);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The schedule first (spec §2 "Tabs: schedule, teachers, rooms"): the lessons, without changing them.
  await expect(page.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page
      .getByRole('table', { name: `Lessons of ${studio.name}` })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add lesson' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Teachers' }).click();
  await expect(page).toHaveURL(/\?tab=teachers$/);
  await expect(team(page).getByRole('listitem').first()).toBeVisible();
  await expectNoAdminControls(page);

  await page.getByRole('tab', { name: 'Rooms' }).click();
  await expect(page).toHaveURL(/\?tab=rooms$/);
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText('people');
  await expectNoAdminControls(page);
  await expect(page.getByRole('button', { name: 'Delete room' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);

  const dancer = await confirmedAccount(page, 'dancer', baseURL!);
  const dancerPage = await visitorPage(browser, baseURL!, dancer.token);
  await dancerPage.goto(`/studios/${LIGHT_STUDIO}?tab=rooms`);
  await expect(heading(dancerPage)).toHaveText(studio.name);
  await expect(dancerPage.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await expectNoAdminControls(dancerPage);
  await dancerPage.context().close();
});

/** A phone's browser, as the server tells one (ADR 0019: the phone's layout comes from the server). */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';

/** Watches from the first byte: layout shifts (what Lighthouse sums as CLS), and what the schedule inserts before it settles. */
const watchSettling = (page: Page) =>
  page.addInitScript(() => {
    const seen = { shift: 0, tables: 0, noLessons: 0 };
    Object.assign(window, { __seen: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('table, :has(table)') && node.closest('[role="tabpanel"]')) seen.tables += 1;
          if (/No lessons to show/.test(node.textContent ?? '')) seen.noLessons += 1;
        }
    }).observe(document, { childList: true, subtree: true });
  });

const seenWhileSettling = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);

/** The paths of the studio page's reads the browser makes. */
const watchStudioReads = (page: Page) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/(studio\/studioName|lesson\/search|style\/studio)\//.test(`${path}/`)) reads.push(path);
  });
  return reads;
};

test('the studio page settles without moving what is on screen: a phone gets its list from the server, never a table first, never "no lessons" first, each read asked again once at most', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    userAgent: PHONE_USER_AGENT,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await watchSettling(page);
  const reads = watchStudioReads(page);
  const studioDocument = await page.goto(`/studios/${LIGHT_STUDIO}`);
  const html = (await studioDocument?.text()) ?? '';
  expect(html, 'the server drew the page').toMatch(/<html[^>]* data-server-rendered=""/);
  expect(html, 'with the phone’s list of its lessons').toMatch(/<ul[^>]*part="list"/);
  const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.join('\n'), 'the document preloads the page’s code').toMatch(/StudioPage-/);
  expect(preloads.join('\n'), 'and its schedule’s').toMatch(/StudioScheduleTabs-/);
  await waitUntilInteractive(page);
  await expect(
    page.getByRole('tabpanel').getByRole('list').first().getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dance styles' })).toBeVisible();
  const phone = await seenWhileSettling(page);
  expect(phone.tables, 'a table drawn before the phone list').toBe(0);
  expect(phone.noLessons, '"No lessons" shown before the lessons').toBe(0);
  expect(phone.shift, 'layout shift at 390 px').toBeLessThan(0.05);
  // The page came with its answers: the browser only checks them again, once each.
  for (const read of ['/studioName/', '/api/lesson/search', '/api/style/studio/'])
    expect(reads.filter((path) => path.includes(read)).length, `reads of ${read}`).toBeLessThanOrEqual(1);
  await context.close();

  const laptop = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const laptopPage = await laptop.newPage();
  await watchSettling(laptopPage);
  await laptopPage.goto(`/studios/${LIGHT_STUDIO}`);
  await expect(laptopPage.getByRole('tabpanel').getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(laptopPage.getByRole('list', { name: 'Dance styles' })).toBeVisible();
  const wide = await seenWhileSettling(laptopPage);
  expect(wide.noLessons, '"No lessons" shown before the lessons').toBe(0);
  expect(wide.shift, 'layout shift at 1280 px').toBeLessThan(0.05);
  await laptop.close();
});

test('for a visitor with a session the studio page is rendered in the browser: its first reads, started by the entry, reach the API once each, and the phone list is drawn once', async ({
  browser,
  baseURL,
  page: apiPage,
}) => {
  const dancer = await confirmedAccount(apiPage, 'dancer', baseURL!);
  const page = await visitorPage(browser, baseURL!, dancer.token);
  await watchSettling(page);
  const reads = watchStudioReads(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const studioReadBy: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (!request.url.includes('/api/studio/studioName/')) return;
    const frames = [initiator.stack, initiator.stack?.parent].flatMap((stack) => stack?.callFrames ?? []);
    studioReadBy.push(...frames.map((frame) => new URL(frame.url, request.url).pathname));
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/studios/${LIGHT_STUDIO}`);
  await expect(
    page.getByRole('tabpanel').getByRole('list').first().getByRole('listitem').first(),
  ).toBeVisible();
  const settled = await seenWhileSettling(page);
  expect(settled.noLessons, '"No lessons" shown before the lessons').toBe(0);
  expect(
    reads.filter((path) => path.includes('/studioName/')),
    'reads of the studio',
  ).toHaveLength(1);
  expect(reads[0], 'the studio is asked for first').toMatch(/\/studioName\//);
  expect(studioReadBy.join(' '), 'the studio is asked for by the early reads, not by the page').toMatch(
    /\/assets\/(early-reads|index)-/,
  );
  expect(studioReadBy.join(' ')).not.toMatch(/StudioPage-/);
  expect(
    reads.filter((path) => path === '/api/lesson/search'),
    'reads of its lessons',
  ).toHaveLength(1);
  expect(
    reads.filter((path) => path.startsWith('/api/style/studio/')),
    'reads of its styles',
  ).toHaveLength(1);
  await page.context().close();
});

test('the studio’s colour and theme stay on its page: leaving it resets them', async ({ page }) => {
  await page.goto('/studios');
  const before = await heading(page).evaluate((element) => getComputedStyle(element).color);
  expect(before).toBe(LIGHT_TEXT);
  const siteHeader = await page
    .getByRole('banner')
    .evaluate((element) => getComputedStyle(element).backgroundColor);

  // Client-side navigation, as a link would do: no reload resets anything.
  await page.evaluate((path) => window.history.pushState(null, '', path), `/studios/${DARK_STUDIO}`);
  const surface = page.locator('[data-studio-theme="dark"]');
  await expect(surface).toHaveCSS('background-color', DARK_BACKGROUND);
  await expect(heading(page)).not.toHaveCSS('color', LIGHT_TEXT);
  // The site's own header keeps the site's theme meanwhile.
  await expect(page.getByRole('banner')).toHaveCSS('background-color', siteHeader);

  await page.getByRole('banner').getByRole('link', { name: 'Studios' }).click();
  await expect(page).toHaveURL(/\/studios$/);
  await expect(surface).toHaveCount(0);
  await expect(heading(page)).toHaveCSS('color', before);
});

test('the title block of a studio page: the breadcrumb leads to /studios, Back goes back or up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/studios/${LIGHT_STUDIO}`);
  const name = (await heading(page).textContent()) ?? '';
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Studios' })).toHaveAttribute('href', '/studios');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(name);
  // Opened directly: Back goes up the breadcrumb rather than out of the site.
  await back.click();
  await expect(page).toHaveURL(/\/studios$/);

  await page.goto(`/studios/${LIGHT_STUDIO}`);
  await breadcrumb.getByRole('link', { name: 'Studios' }).click();
  await expect(page).toHaveURL(/\/studios$/);
  // Reached inside the site: Back returns to the page before.
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/studios/${LIGHT_STUDIO}$`));
  await expect(heading(page)).toHaveText(name);

  // On a phone the breadcrumb keeps only its parent link.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(breadcrumb.getByRole('link', { name: 'Studios' })).toBeVisible();
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeHidden();
  await expect(back).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const [scheme, studioName, owner] of [
  ['light', LIGHT_STUDIO, PIOTR],
  ['dark', DARK_STUDIO, MAGDALENA],
] as const) {
  test(`the ${scheme} studio page at phone and laptop widths, as its owner (screenshots)`, async ({
    page,
  }, testInfo) => {
    // Two widths, each with the schedule, teachers, rooms and edit views.
    test.setTimeout(60_000);
    await startSession(page, await logInThroughApi(page.request, owner));
    const shoot = (name: string) =>
      page.screenshot({
        path: path.join(testInfo.config.rootDir, `test-results/screenshots/${name}.png`),
        fullPage: true,
      });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/studios/${studioName}`);
      await expect(page.locator(`[data-studio-theme="${scheme}"]`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add lesson' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit studio' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(`studio-page-${scheme}-${width}`);
      // The other views: the teachers and rooms tabs, and the edit section with its form.
      await page.getByRole('tab', { name: 'Teachers' }).click();
      await expect(team(page).getByRole('listitem').first()).toBeVisible();
      await page.getByRole('tab', { name: 'Rooms' }).click();
      await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
      await page.getByRole('button', { name: 'Edit studio' }).click();
      await expect(page.getByText('This address is free.')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(`studio-page-${scheme}-edit-rooms-${width}`);
    }
  });
}

test('the studio page in Polish for a visitor, in Ukrainian for its owner', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'pl'));
  await page.goto(`/studios/${LIGHT_STUDIO}`);
  await expect(page.getByRole('tab', { name: 'Grafik' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'Kalendarz' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sale' }).click();
  await expect(page.getByRole('tabpanel').getByText('Pojemność').first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Adres').first()).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Sala Duża' })).toContainText('30 osób');
  const breadcrumb = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
  await expect(breadcrumb.getByRole('link', { name: 'Studia' })).toHaveAttribute('href', '/studios');
  await expect(breadcrumb.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');

  const owner = await visitorPage(browser, baseURL!, await logInThroughApi(page.request, PIOTR));
  await owner.addInitScript(() => localStorage.setItem('language', 'ua'));
  await owner.goto(`/studios/${LIGHT_STUDIO}?tab=teachers`);
  await expect(owner.getByRole('button', { name: 'Редагувати студію' })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Запросити викладача' })).toBeVisible();
  await owner.getByRole('button', { name: 'Надіслати запрошення' }).click();
  await expect(owner.getByText('Введіть e-mail або ім’я користувача викладача')).toBeVisible();
  await owner.context().close();
});
