import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { drawnAgainSinceRemembered, rememberDrawnProps, waitUntilInteractive } from './support/hydration';
import {
  bearer,
  type CreatedStudio,
  ownStudio,
  toast,
  verifyThroughApi,
  visitorPage,
} from './support/studios';

/**
 * The studio page's schedule tab (spec §2): Piotr's journey on a studio of his own — no rooms yet, then
 * a lesson from a calendar slot, a copy refused on the same slot then moved, a change, a delete — and
 * what a visitor sees once the studio is verified.
 */

interface SavedLesson {
  id: string;
  name: string;
  weekday: number;
  level: number;
  roomId?: string;
  startHour: number;
}

const addRoom = async (request: APIRequestContext, token: string, studioId: string, name: string) => {
  const response = await request.post('/api/room', {
    headers: bearer(token),
    data: {
      studioId,
      name,
      capacity: 18,
      address: { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL', lat: 50.0637, lng: 19.9398 },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string };
};

/** The lesson the next Save creates, as the API answered it. */
const createdLesson = (page: Page) =>
  page
    .waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/lesson',
    )
    .then(async (response) => {
      expect(response.status()).toBe(201);
      return (await response.json()) as SavedLesson;
    });

const lessonsOf = async (request: APIRequestContext, token: string, studioId: string) => {
  const response = await request.post('/api/lesson/search', {
    headers: bearer(token),
    data: { studioIds: [studioId], limit: 100 },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: SavedLesson[] }).items;
};

const scheduleTable = (page: Page, studio: CreatedStudio) =>
  page.getByRole('table', { name: `Lessons of ${studio.name}` });

/** The lesson form's required choices for a studio lesson: the style and a teacher's name. */
const fillStyleAndTeacher = async (page: Page) => {
  await page.getByLabel('Dance style').selectOption({ label: 'Salsa' });
  await page.getByRole('radio', { name: 'Teacher’s name' }).check();
  await page.getByRole('textbox', { name: 'Teacher’s name' }).fill('Anna Kowalska');
};

test('Piotr’s schedule tab: rooms first, then a lesson from a calendar slot, copied, changed and deleted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { owner, studio } = await ownStudio(page, baseURL!, 'calendar');
  await page.goto(`/studios/${studio.studioName}`);
  await expect(page.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByText('No lessons yet. Add the first one, or choose a time in the calendar.'),
  ).toBeVisible();

  // No rooms: the warning of spec §2, and the rooms tab.
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await expect(toast(page, 'You need to create some room before adding a lesson :)')).toBeVisible();
  await expect(page).toHaveURL(/\?tab=rooms$/);
  await expect(page.getByRole('tab', { name: 'Rooms' })).toHaveAttribute('aria-selected', 'true');

  // With a room, a calendar slot (an empty week shows 08:00–12:00) opens the form filled in.
  const room = await addRoom(page.request, owner.token, studio.id, 'Sala Główna');
  await page.goto(`/studios/${studio.studioName}?view=calendar`);
  await expect(
    page.getByText('In the calendar, choose a free time (or drag over it) to add a lesson there.'),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Add a lesson on Tuesday.* at 10:00$/ }).click();
  await expect(page).toHaveURL(/\/edit-lesson\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    studioId: studio.id,
    roomId: room.id,
    weekday: '1',
    startHour: '10',
    startMinute: '0',
    endHour: '11',
    endMinute: '0',
  });
  await expect(page.getByRole('combobox', { name: 'Room', exact: true })).toHaveValue(room.id);
  await expect(page.getByLabel('Day of the week')).toHaveValue('1');
  await expect(page.getByLabel('Start time')).toHaveValue('10:00');
  await expect(page.getByLabel('End time')).toHaveValue('11:00');
  await fillStyleAndTeacher(page);
  const created = createdLesson(page);
  await page.getByRole('button', { name: 'Add lesson' }).click();
  const lesson = await created;
  expect(lesson).toMatchObject({ weekday: 1, startHour: 10, roomId: room.id });

  // The owner sees it on the calendar of his studio, still awaiting verification (not public yet).
  await page.goto(`/studios/${studio.studioName}?view=calendar`);
  const block = page.getByRole('button', { name: /^Salsa, Tuesday 10:00/ });
  await expect(block).toBeVisible();
  await page.screenshot({
    path: path.join(test.info().config.rootDir, 'test-results/screenshots/studio-schedule-calendar-1280.png'),
    fullPage: true,
  });

  // A copy on the same slot is refused by the server; on Thursday it is added.
  await page.getByRole('radio', { name: 'Table' }).check();
  await expect(page).toHaveURL(/view=table/);
  await scheduleTable(page, studio).getByRole('link', { name: 'Duplicate Salsa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add lesson' })).toBeVisible();
  await expect(page.getByLabel('Dance style')).toHaveValue('salsa');
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await expect(toast(page, 'Time slot is not available.')).toBeVisible();
  await page.getByLabel('Day of the week').selectOption('3');
  const copied = createdLesson(page);
  await page.getByRole('button', { name: 'Add lesson' }).click();
  const copy = await copied;
  expect(copy).toMatchObject({ weekday: 3, startHour: 10, roomId: room.id });

  // The Tuesday lesson changes level from its row, back on the studio page.
  await page.goto(`/studios/${studio.studioName}?view=table`);
  const rows = scheduleTable(page, studio).getByRole('row');
  await expect(rows).toHaveCount(3);
  await rows.filter({ hasText: 'Tue' }).getByRole('link', { name: 'Edit Salsa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit lesson' })).toBeVisible();
  await page.getByLabel('Level').selectOption({ label: 'Intermediate' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/studios/${studio.studioName}$`));
  await expect(toast(page, 'Lesson saved')).toBeVisible();

  // The copy is deleted after confirming.
  await expect(rows).toHaveCount(3);
  await rows.filter({ hasText: 'Thu' }).getByRole('button', { name: 'Delete Salsa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the lesson “Salsa”?' });
  await dialog.getByRole('button', { name: 'Delete lesson' }).click();
  await expect(toast(page, 'Deleted successfully')).toBeVisible();
  await expect(rows).toHaveCount(2);
  expect(await lessonsOf(page.request, owner.token, studio.id)).toEqual([
    expect.objectContaining({ id: lesson.id, level: 1, weekday: 1 }),
  ]);

  // A second room: the schedule narrows to one, and a slot then carries that room.
  const small = await addRoom(page.request, owner.token, studio.id, 'Sala Mała');
  await page.goto(`/studios/${studio.studioName}?view=calendar`);
  await page.getByRole('combobox', { name: 'Room' }).selectOption({ label: small.name });
  await expect(block).toHaveCount(0);
  await page.getByRole('button', { name: /^Add a lesson on Wednesday.* at 09:00$/ }).click();
  await expect(page).toHaveURL(/\/edit-lesson\?/);
  expect(new URL(page.url()).searchParams.get('roomId')).toBe(small.id);

  // Once verified, a visitor sees the lesson, and nothing to change it with.
  await verifyThroughApi(page.request, studio.id);
  const visitor = await visitorPage(browser, baseURL!);
  await visitor.goto(`/studios/${studio.studioName}`);
  await expect(scheduleTable(visitor, studio).getByRole('row')).toHaveCount(2);
  await expect(visitor.getByRole('button', { name: 'Add lesson' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Delete Salsa' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Edit Salsa' })).toHaveCount(0);
  await visitor.getByRole('radio', { name: 'Calendar' }).check();
  await expect(visitor.getByText('Salsa').first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: /^Add a lesson on/ })).toHaveCount(0);
  await visitor.context().close();
});

test('on a phone the studio calendar shows one day, and a slot still opens the form', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { owner, studio } = await ownStudio(page, baseURL!, 'phonecal');
  const room = await addRoom(page.request, owner.token, studio.id, 'Sala');
  await page.goto(`/studios/${studio.studioName}?view=calendar`);
  await expect(page.getByRole('button', { name: 'Next day' })).toBeVisible();
  const slots = page.getByRole('button', { name: /^Add a lesson on .* at 08:00$/ });
  await expect(slots).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({
    path: path.join(test.info().config.rootDir, 'test-results/screenshots/studio-schedule-calendar-390.png'),
    fullPage: true,
  });
  await slots.click();
  await expect(page).toHaveURL(/\/edit-lesson\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('roomId')).toBe(room.id);
  expect(query.get('startHour')).toBe('8');
});

test('a new owner’s onboarding ends on the studio page, whose next step makes a group of the first lesson', async ({
  page,
  baseURL,
}) => {
  const { owner, studio } = await ownStudio(page, baseURL!, 'onboarded');
  await addRoom(page.request, owner.token, studio.id, 'Sala Główna');
  await page.goto('/onboard?step=4&role=studioOwner');
  await page.getByRole('link', { name: 'Add lesson' }).click();
  await expect(page).toHaveURL(/\/edit-lesson\?studioId=.+&from=onboard$/);
  await fillStyleAndTeacher(page);
  await page.getByLabel('Lesson name').fill('Salsa od zera');
  await page.getByRole('combobox', { name: 'Room', exact: true }).selectOption({ label: 'Sala Główna' });
  await page.getByLabel('Day of the week').selectOption({ label: 'Monday' });
  await page.getByLabel('Start time').fill('18:00');
  const created = createdLesson(page);
  await page.getByRole('button', { name: 'Add lesson' }).click();
  await created;

  await expect(page).toHaveURL(new RegExp(`/studios/${studio.studioName}\\?from=onboard$`));
  await expect(toast(page, 'Your first lesson is on the schedule!')).toBeVisible();
  const nextSteps = page.getByRole('region', { name: 'Next steps' });
  await expect(nextSteps).toContainText('Dancers can already sign up for single classes with Attend');
  await nextSteps.getByRole('link', { name: 'Create a group' }).click();
  await expect(page).toHaveURL(new RegExp(`/create-group\\?studioId=${studio.id}$`));
  await page.getByRole('checkbox', { name: /Salsa od zera/ }).check();
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(new RegExp(`/studios/${studio.studioName}\\?tab=schedule&sub=groups$`));
  await expect(page.getByRole('listitem', { name: /Salsa od zera/ })).toContainText('1 lesson a week');
  await expect(nextSteps).toHaveCount(0);
});

test('a visitor narrows a demo studio’s schedule by style and day in the phone’s drawer; the address keeps it', async ({
  page,
}) => {
  const studio = (await (
    await page.request.get('/api/studio/studioName/berlin_move')
  ).json()) as CreatedStudio;
  const search = await page.request.post('/api/lesson/search', {
    data: { studioIds: [studio.id], limit: 100 },
  });
  const lessons = (
    (await search.json()) as { items: (SavedLesson & { style: { id: string; name: string } })[] }
  ).items;
  // A style and a day of its first lesson: one of them alone would leave more lessons.
  const { style, weekday } = lessons[0]!;
  const matching = lessons.filter((lesson) => lesson.style.id === style.id && lesson.weekday === weekday);
  expect(matching.length).toBeLessThan(lessons.length);
  const dayName = new Date(Date.UTC(2024, 0, 1 + weekday)).toLocaleDateString('en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/studios/${studio.studioName}`);
  // At 390 px the lesson table lays its lessons out as a list, a lesson an item.
  const rows = page.getByRole('list', { name: `Lessons of ${studio.name}` }).locator(':scope > li');
  await expect(rows).toHaveCount(lessons.length);
  // Below 600 px the panel is a full-screen drawer behind the Filters button.
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBeGreaterThanOrEqual(389);
  // The studio fixes the city: the Studio variant has no city field.
  await expect(drawer.getByRole('combobox', { name: 'City' })).toHaveCount(0);
  await drawer.getByRole('checkbox', { name: style.name, exact: true }).check();
  await drawer.getByRole('checkbox', { name: dayName, exact: true }).check();
  await page.screenshot({
    path: path.join(test.info().config.rootDir, 'test-results/screenshots/studio-schedule-filters-390.png'),
  });
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();

  await expect(rows).toHaveCount(matching.length);
  for (const lesson of matching) await expect(rows.filter({ hasText: lesson.name }).first()).toBeVisible();
  const query = () => new URL(page.url()).searchParams;
  expect(query().get('styles')).toBe(style.id);
  expect(query().get('days')).toBe(String(weekday));
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.reload();
  await expect(rows).toHaveCount(matching.length);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters (2)' }).click();
  await drawer.getByRole('button', { name: 'Clear filters' }).click();
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(rows).toHaveCount(lessons.length);
  expect(query().get('styles')).toBeNull();
});

test('switching table ↔ calendar draws the lessons again, not the search box or the filter panel (issue #18)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studios/berlin_move');
  await waitUntilInteractive(page);
  await expect(page.getByRole('table', { name: /Lessons of/ })).toBeVisible();
  // The search box and every field of the side panel's filters (not the view toggle itself).
  const filters = 'main input:not([name="schedule-view"]), main select';
  expect(await rememberDrawnProps(page, filters)).toBeGreaterThan(5);
  await page.getByRole('radio', { name: 'Calendar' }).check();
  await expect(page.getByRole('region', { name: /Lessons of/ })).toBeVisible();
  await expect(page).toHaveURL(/view=calendar/);
  expect(await drawnAgainSinceRemembered(page)).toBe(0);
  await page.getByRole('radio', { name: 'Table' }).check();
  await expect(page.getByRole('table', { name: /Lessons of/ })).toBeVisible();
  expect(await drawnAgainSinceRemembered(page)).toBe(0);
  // A filter still answers: its own parameter changes what the panel shows.
  await page.getByRole('searchbox', { name: 'Search this schedule' }).fill('zzz-no-such-lesson');
  await expect(page.getByText('No lessons of this studio match these filters.')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('view')).toBe('table');
});
