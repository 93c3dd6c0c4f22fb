import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { startSession } from '../../dashboard/e2e/support/account';
import {
  callApi as api,
  confirmedAccount,
  createRoomLesson,
  ownStudio,
  verifyThroughApi,
} from '../../dashboard/e2e/support/studios';

/**
 * The script-tag widgets on other people's websites (issue 7), against the local runtime's production
 * bundle at /embed/plie.js: the plain HTML studio site of examples/ with hostile CSS, a guest signing
 * up through <plie-schedule> and the host page hearing `plie-signup`, translations, two widgets and
 * the script twice on one page, a strict Content-Security-Policy, and the two form widgets.
 *
 * The sites are served by a little server of the test's own, on another origin than Plié's (a real
 * one: Chromium lets only local pages load from a local Plié), so the widgets run cross-origin exactly
 * as on a studio's own domain. The lessons are this run's own, in a studio of its own.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const LESSONS = {
  open: `Salsa ${run}`,
  group: `Bachata ${run}`,
  single: `Kizomba ${run}`,
  closed: `Tango ${run}`,
};

interface Fixture {
  studioName: string;
  lessonId: string;
  groupId: string;
}
let fixture: Fixture | undefined;

/** A verified studio with a room, three lessons tomorrow evening, and a group of one of them. */
const setUp = async (page: Page, baseURL: string): Promise<Fixture> => {
  const { owner, studio } = await ownStudio(page, baseURL, 'widgets');
  await verifyThroughApi(page.request, studio.id);
  const room = await api(page.request, owner.token, 'post', '/api/room', {
    studioId: studio.id,
    name: 'Sala Główna',
    capacity: 20,
    address: { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL', lat: 50.0637, lng: 19.9398 },
  });
  const tomorrow = (new Date().getUTCDay() + 7) % 7; // 0 = Monday: today's index is tomorrow's weekday
  const lesson = (name: string, styleId: string, hour: number, more: object = {}) =>
    createRoomLesson(
      page.request,
      owner.token,
      { studioId: studio.id, roomId: room.id, name, styleId, weekday: tomorrow, hour },
      more,
    );
  await lesson(LESSONS.open, 'salsa', 18);
  await lesson(LESSONS.closed, 'tango', 21, { isClosedGroup: true });
  const grouped = await lesson(LESSONS.group, 'bachata', 19);
  const single = await lesson(LESSONS.single, 'kizomba', 20);
  const group = await api(page.request, owner.token, 'post', '/api/lesson-group', {
    studioId: studio.id,
    lessonIds: [grouped],
  });
  return { studioName: studio.studioName, lessonId: single, groupId: (group.group ?? group).id };
};

test.beforeEach(async ({ browser, baseURL }) => {
  if (fixture) return;
  const page = await browser.newPage({ baseURL: baseURL! });
  fixture = await setUp(page, baseURL!);
  await page.close();
});

/** The studio sites: each test puts its page at a path of its own, with the headers it wants. */
const pages = new Map<string, { html: string; headers: Record<string, string> }>();
const css = readFileSync(new URL('../../examples/studio-site/site.css', import.meta.url), 'utf8');
let site: Server | undefined;
let siteOrigin = '';

test.beforeAll(async () => {
  if (site) return;
  site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (path.endsWith('.css')) return void response.writeHead(200, { 'content-type': 'text/css' }).end(css);
    const page = pages.get(path);
    if (!page) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...page.headers }).end(page.html);
  });
  await new Promise<void>((resolve) => site!.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  site = undefined;
});

/** Opens `html` as a page of the studio site (its stylesheet beside it), served with `headers`. */
const openSite = async (page: Page, html: string, headers: Record<string, string> = {}) => {
  const path = `/${test.info().testId}`;
  pages.set(path, { html, headers });
  await page.goto(`${siteOrigin}${path}`);
};

/** The example studio site, pointed at this runtime, showing `studio`, with `extraHead` in its head. */
const exampleSite = (baseURL: string, studio: string, extraHead = '') =>
  readFileSync(new URL('../../examples/studio-site/index.html', import.meta.url), 'utf8')
    .replaceAll('http://127.0.0.1:5173', baseURL)
    .replace('studio="rytm_krakow"', `studio="${studio}"`)
    .replace('</head>', `${extraHead}</head>`);

/** Collects the widgets' events on the document, for the test to read. */
const recordEvents = (page: Page) =>
  page.addInitScript(() => {
    const seen: { type: string; detail: unknown }[] = [];
    (window as unknown as { plieEvents: typeof seen }).plieEvents = seen;
    for (const type of ['plie-ready', 'plie-error', 'plie-signup', 'plie-group-join']) {
      document.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
    }
  });

const eventsOf = (page: Page, type: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { plieEvents: { type: string; detail: unknown }[] }).plieEvents.filter(
        (event) => event.type === wanted,
      ),
    type,
  );

/** The example site with a "Zapisy" section of the two form widgets before its contact, as the bench shows it. */
const withSignUpSection = (html: string, { lessonId, groupId }: Fixture) => {
  const contact = '<section id="kontakt"';
  expect(html).toContain(contact);
  return html.replace(
    contact,
    `<section id="zapisy">
      <h2>Zapisy</h2>
      <plie-lesson-signup lesson="${lessonId}" lang="pl"></plie-lesson-signup>
      <plie-group-join group="${groupId}" lang="pl"></plie-group-join>
    </section>
    ${contact}`,
  );
};

/** Sums the page's layout shifts without recent input, from its first paint on (as CLS counts them). */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { plieShifts: typeof shifts }).plieShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shift so far, once the frames after the last change are drawn. */
const layoutShiftOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { plieShifts: { total: number } }).plieShifts.total),
          ),
        ),
      ),
  );

const HOSTILE_CSS = `<style>
  * { all: unset !important; }
  button { color: green !important; background: yellow !important; }
  table { border-collapse: collapse; }
  h2 { font-size: 60px !important; }
</style>`;

test('the studio site with hostile CSS shows the schedule as designed, and a guest signs up through it', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await recordEvents(page);
  await openSite(page, exampleSite(baseURL!, fixture!.studioName, HOSTILE_CSS));

  const widget = page.locator('plie-schedule');
  const table = widget.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: LESSONS.open })).toHaveCount(1);
  await expect.poll(() => eventsOf(page, 'plie-ready')).toHaveLength(1);
  await page.screenshot({ path: 'test-results/widgets/studio-site-hostile-1280.png', fullPage: true });

  // The host's rules reach none of the widget: its buttons keep the theme's colours, its box is a block.
  const attend = widget.getByRole('button', { name: `Zapisz się: ${LESSONS.open}` });
  const look = await attend.evaluate((button) => {
    const style = getComputedStyle(button);
    return { color: style.color, background: style.backgroundColor, cursor: style.cursor };
  });
  expect(look.color).toBe('rgb(255, 255, 255)');
  expect(look.background).not.toBe('rgb(255, 255, 0)');
  expect(look.cursor).toBe('pointer');
  const box = await widget.boundingBox();
  expect(box?.height).toBeGreaterThan(300);
  // …and the widget's rules never leak out: the page gained no style elements, its own h2s keep the host's size.
  expect(await page.locator('head style, body style').count()).toBe(1);
  expect(await page.locator('#kontakt h2').evaluate((heading) => getComputedStyle(heading).fontSize)).toBe(
    '60px',
  );
  const title = widget.getByRole('heading', { name: /grafik zajęć/ });
  expect(await title.evaluate((heading) => getComputedStyle(heading).fontSize)).toBe('18px');

  // A guest signs up for the next class; the host page hears of it.
  await attend.click();
  const dialog = widget.getByRole('dialog', { name: 'Zapisz się na zajęcia' });
  await expect(dialog).toBeVisible();
  const email = `widget.${run}@example.com`;
  await dialog.getByLabel('Imię i nazwisko').fill('Zofia Widget');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Zapisz się', exact: true }).click();
  await expect(dialog.getByText(email)).toBeVisible();
  const [signup] = await eventsOf(page, 'plie-signup');
  expect(signup?.detail).toMatchObject({
    attendance: { email, name: 'Zofia Widget', lessonId: expect.any(String) },
    lesson: { name: LESSONS.open },
  });
  // The schedule reloads: one place of twenty is taken.
  await widget
    .getByRole('button', { name: /Zamknij|Close/ })
    .first()
    .click();
  await expect(table.getByRole('row').filter({ hasText: LESSONS.open })).toContainText('1/20');
});

test('a group lesson asks first: the visitor joins the group, and the page hears plie-group-join', async ({
  page,
  baseURL,
}) => {
  await recordEvents(page);
  await openSite(
    page,
    `<!doctype html><html lang="en"><head><script type="module" src="${baseURL}/embed/plie.js"></script></head>
     <body><plie-schedule studio="${fixture!.studioName}"></plie-schedule></body></html>`,
  );
  const widget = page.locator('plie-schedule');
  await widget.getByRole('button', { name: `Attend ${LESSONS.group}` }).click();
  await widget
    .getByRole('dialog', { name: 'This lesson belongs to a group' })
    .getByRole('button', { name: 'Join the group' })
    .click();
  const dialog = widget.getByRole('dialog', { name: 'Join the group' });
  const email = `group.${run}@example.com`;
  await dialog.getByLabel('Full name').fill('Gosia Grupa');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Join the group' }).click();
  await expect(dialog.getByText('You joined the group!')).toBeVisible();
  const [joined] = await eventsOf(page, 'plie-group-join');
  expect(joined?.detail).toMatchObject({ groupId: fixture!.groupId, member: { email, name: 'Gosia Grupa' } });
});

test('ua and pl render translated; two widgets on one page; the script loaded twice is harmless', async ({
  page,
  baseURL,
}) => {
  await recordEvents(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openSite(
    page,
    `<!doctype html><html lang="uk"><head>
      <script type="module" src="${baseURL}/embed/plie.js"></script>
      <script type="module" src="${baseURL}/embed/plie.js?again"></script>
    </head><body>
      <plie-schedule id="ua" studio="${fixture!.studioName}"></plie-schedule>
      <plie-schedule id="pl" studio="${fixture!.studioName}" lang="pl" view="calendar" theme="dark" color="#0a78c8"></plie-schedule>
    </body></html>`,
  );
  // Ukrainian from the page's <html lang="uk">; Polish from the attribute.
  await expect(page.locator('#ua').getByRole('columnheader', { name: 'Коли' })).toBeVisible();
  await expect(page.locator('#pl').getByRole('radio', { name: 'Kalendarz' })).toBeChecked();
  await expect(page.locator('#pl').getByText(LESSONS.open).first()).toBeVisible();
  // A lesson that can't be chosen in the calendar says why.
  await page
    .locator('#pl')
    .getByRole('button', { name: new RegExp(LESSONS.closed) })
    .first()
    .click();
  await expect(page.locator('#pl').getByRole('status')).toHaveText(
    'Na te zajęcia mogą zapisać się tylko członkowie grupy',
  );
  await expect.poll(() => eventsOf(page, 'plie-ready')).toHaveLength(2);
  expect(errors).toEqual([]);
  // The dark theme and the chosen colour, set by attributes.
  const surface = await page
    .locator('#pl')
    .evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector('[part="base"]')!).backgroundColor);
  expect(surface).toBe('rgb(15, 17, 21)');
  // Without the attribute, the visitor's preference (light here) decides again.
  await page.locator('#pl').evaluate((host) => host.removeAttribute('theme'));
  await expect
    .poll(() =>
      page
        .locator('#pl')
        .evaluate(
          (host) => getComputedStyle(host.shadowRoot!.querySelector('[part="base"]')!).backgroundColor,
        ),
    )
    .toBe('rgb(250, 248, 245)');
  await page.locator('#pl').evaluate((host) => host.setAttribute('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/widgets/two-widgets-390.png', fullPage: true });
});

test('under a strict Content-Security-Policy (no unsafe-inline) the widgets render styled, with no violation, and the studio’s page does not move as the three arrive, at 1280 and 390 px', async ({
  page,
  baseURL,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await recordEvents(page);
  await recordLayoutShifts(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSite(page, withSignUpSection(exampleSite(baseURL!, fixture!.studioName), fixture!), {
    'content-security-policy': `default-src 'none'; script-src ${baseURL}; connect-src ${baseURL}; img-src ${baseURL} data:; style-src 'self'; base-uri 'none'; form-action 'none'`,
  });
  const widget = page.locator('plie-schedule');
  /** Every widget shows its content: the schedule its lessons, the two forms theirs. */
  const allShown = async () => {
    await expect(widget.getByRole('button', { name: `Zapisz się: ${LESSONS.open}` })).toBeVisible();
    await expect(
      page.locator('plie-lesson-signup').getByRole('heading', { name: LESSONS.single }),
    ).toBeVisible();
    await expect(
      page.locator('plie-group-join').getByRole('button', { name: 'Dołącz do grupy' }),
    ).toBeVisible();
    await expect.poll(() => eventsOf(page, 'plie-ready')).toHaveLength(3);
  };
  await allShown();
  await expect(widget.getByRole('table').getByRole('row').filter({ hasText: LESSONS.open })).toBeVisible();
  const background = await widget
    .getByRole('button', { name: `Zapisz się: ${LESSONS.open}` })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  // Each element kept its widget's space from the first paint (the site's CSS before the script,
  // the loader's after) until the widget showed its content, so nothing on the page moved.
  const wide = await layoutShiftOf(page);
  test.info().annotations.push({ type: 'layout shift at 1280 × 800', description: wide.toFixed(4) });
  expect(wide).toBeLessThan(0.05);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await allShown();
  const narrow = await layoutShiftOf(page);
  test.info().annotations.push({ type: 'layout shift at 390 × 844', description: narrow.toFixed(4) });
  expect(narrow).toBeLessThan(0.05);
  expect(violations).toEqual([]);
});

test('the lesson sign-up and group-join widgets on their own; a missing attribute is explained; tags added later render; the schedule’s code is never fetched', async ({
  page,
  baseURL,
}) => {
  await recordEvents(page);
  // The widgets' scripts the page fetches: the loader, then only the code of the tags it has.
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/embed/') && path.endsWith('.js')) scripts.push(path.slice('/embed/'.length));
  });
  await openSite(
    page,
    `<!doctype html><html><head><script type="module" src="${baseURL}/embed/plie.js"></script></head><body>
      <plie-lesson-signup lesson="${fixture!.lessonId}"></plie-lesson-signup>
      <plie-group-join group="${fixture!.groupId}" lang="pl"></plie-group-join>
      <plie-group-join id="broken"></plie-group-join>
    </body></html>`,
  );
  const signup = page.locator('plie-lesson-signup');
  await expect(signup.getByRole('heading', { name: LESSONS.single })).toBeVisible();
  const email = `single.${run}@example.com`;
  await signup.getByLabel('Full name').fill('Ira Single');
  await signup.getByLabel('E-mail').fill(email);
  await signup.getByRole('checkbox').check();
  await signup.getByRole('button', { name: 'Sign up' }).click();
  await expect(signup.getByText(email)).toBeVisible();
  expect((await eventsOf(page, 'plie-signup'))[0]?.detail).toMatchObject({
    attendance: { email, lessonId: fixture!.lessonId },
  });

  const join = page.locator('plie-group-join').first();
  await expect(join.getByText(/1 zajęcia w tygodniu/)).toBeVisible();
  await expect(join.getByRole('heading', { name: `${LESSONS.group} · Ola Tancerz` })).toBeVisible();
  await expect(join.getByRole('listitem')).toHaveText(new RegExp(`19:00–20:00 · ${LESSONS.group}`));
  await expect(join.getByRole('button', { name: 'Dołącz do grupy' })).toBeVisible();

  await expect(page.locator('#broken').getByRole('alert')).toHaveText(
    'The widget needs its group attribute.',
  );
  const errors = await eventsOf(page, 'plie-error');
  expect(errors.map((event) => event.detail)).toContainEqual({
    message: 'The widget needs its group attribute.',
  });

  // Tags a script adds after the page loaded render too: one given its lesson as a property, one
  // inside another component's shadow root.
  await page.evaluate(
    ({ lessonId, groupId }) => {
      const later = document.createElement('plie-lesson-signup') as HTMLElement & { lesson: string };
      later.id = 'later';
      later.lesson = lessonId;
      document.body.append(later);
      const host = document.createElement('div');
      host.id = 'shadow-host';
      host.attachShadow({
        mode: 'open',
      }).innerHTML = `<plie-group-join group="${groupId}"></plie-group-join>`;
      document.body.append(host);
    },
    { lessonId: fixture!.lessonId, groupId: fixture!.groupId },
  );
  await expect(page.locator('#later').getByRole('heading', { name: LESSONS.single })).toBeVisible();
  await expect(page.locator('#later')).toHaveAttribute('lesson', fixture!.lessonId);
  await expect(
    page.locator('#shadow-host plie-group-join').getByRole('button', { name: 'Join the group' }),
  ).toBeVisible();

  // The loader and the forms' code; never the schedule's, nor its calendar.
  expect(scripts[0]).toBe('plie.js');
  expect(scripts.filter((script) => /^plie-forms-\w+\.js$/.test(script))).toHaveLength(1);
  expect(scripts.filter((script) => /^(plie-schedule|lesson-calendar)-/.test(script))).toEqual([]);
});

test('on Plié’s own site a signed-in dancer signs up as herself: her details filled in, no legal checkbox', async ({
  page,
  baseURL,
}) => {
  const dancer = await confirmedAccount(page, 'widget', baseURL!);
  await startSession(page, dancer.token);
  await page.setContent(
    `<script type="module" src="/embed/plie.js"></script><plie-lesson-signup lesson="${fixture!.lessonId}"></plie-lesson-signup>`,
  );
  const signup = page.locator('plie-lesson-signup');
  const heard = page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        document.addEventListener('plie-signup', (event) => resolve((event as CustomEvent).detail)),
      ),
  );
  await expect(signup.getByLabel('Full name')).toHaveValue(dancer.name);
  await expect(signup.getByLabel('E-mail')).toHaveValue(dancer.email);
  await expect(signup.getByRole('checkbox')).toHaveCount(0);
  await signup.getByRole('button', { name: 'Sign up' }).click();
  await expect(signup.getByText(dancer.email)).toBeVisible();
  expect(await heard).toMatchObject({
    attendance: { email: dancer.email, userId: dancer.id, lessonId: fixture!.lessonId },
  });
});

test('a long schedule is drawn a few rows a task, and every lesson ends up in the table', async ({
  page,
  baseURL,
}) => {
  // The demo studio of the example site: its lessons, as the API lists them.
  const studio = await (await page.request.get(`${baseURL}/api/studio/studioName/berlin_move`)).json();
  const search = await page.request.post(`${baseURL}/api/lesson/search`, {
    data: { studioIds: [studio.id], limit: 100 },
  });
  const lessons = ((await search.json()).items as unknown[]).length;
  expect(lessons, 'the demo studio has more lessons than one task draws').toBeGreaterThan(10);
  // The table's row count each time the widget's shadow root changes (its observer runs once per task
  // that changed it): how many rows each task drew.
  await page.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { rowCounts: number[] }).rowCounts = counts;
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      new MutationObserver(() => {
        const drawn = root.querySelector('tbody')?.rows.length ?? 0;
        if (drawn !== (counts.at(-1) ?? 0)) counts.push(drawn);
      }).observe(root, { childList: true, subtree: true });
      return root;
    };
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSite(
    page,
    `<!doctype html><html lang="en"><head><script type="module" src="${baseURL}/embed/plie.js"></script></head>
    <body><plie-schedule studio="berlin_move"></plie-schedule></body></html>`,
  );
  const rows = page.locator('plie-schedule').getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(lessons);
  const counts = await page.evaluate(() => (window as unknown as { rowCounts: number[] }).rowCounts);
  expect(counts.at(-1)).toBe(lessons);
  const drawnPerTask = counts.map((count, index) => count - (counts[index - 1] ?? 0));
  expect(Math.max(...drawnPerTask), `rows drawn per task: ${drawnPerTask.join(', ')}`).toBeLessThanOrEqual(5);
});
