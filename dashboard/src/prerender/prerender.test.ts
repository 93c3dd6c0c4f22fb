/**
 * The build's pre-rendering (issue #18): the document a page's markup is put into, and the real
 * thing — the Vite plugin's server build run on a built shell, every page in every language.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_SHELL_PAGES,
  appShellFileOf,
  type DataPageRenderRequest,
  DEMO_SITE_OPERATOR,
  LANGUAGES,
  PRERENDER_GUARD_SCRIPT,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  prerenderedFileOf,
} from '@plie/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunksToPreload, renderPrerenderedDocuments } from '../../build/prerender-plugin';
import { prerenderedDocument, shellWithPreloads } from './prerender-document';

const DASHBOARD = path.join(import.meta.dirname, '..', '..');

/** The built shell as Vite writes it (dist/index.html), its asset names shortened. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Plié</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/render-def.js">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Plié needs JavaScript to run.</noscript>
  </body>
</html>
`;

describe('the document of a pre-rendered page', () => {
  const markup =
    '<title>Regulamin · Plié</title><style data-emotion="css-global 1x">body{margin:0}</style>' +
    '<div class="css-a1"><style data-emotion="css b2">.css-b2{color:red}</style><ul><li class="css-b2">a</li>' +
    '<style data-emotion="css c3">.css-c3{color:blue}</style><li class="css-c3">b</li></ul><h1>Regulamin</h1></div>';
  const html = prerenderedDocument({ shell: SHELL, markup, language: 'pl' });
  const head = html.slice(0, html.indexOf('</head>'));
  const root = html.slice(html.indexOf('<div id="root">'));

  it('names its language on <html>, in BCP 47 and as the product’s code', () => {
    expect(html).toContain('<html lang="pl" data-prerendered="pl">');
    expect(prerenderedDocument({ shell: SHELL, markup, language: 'ua' })).toContain(
      '<html lang="uk" data-prerendered="ua">',
    );
  });

  it('runs the guard first in the head, right after the charset, before anything paints', () => {
    expect(head).toMatch(
      /<meta charset="UTF-8" \/>\s*<script>[\s\S]+?<\/script>\s*<style>\.plie-prerender-hidden #root\{visibility:hidden\}[^<]*<\/style>/,
    );
    expect(head).toContain(`<script>${PRERENDER_GUARD_SCRIPT}</script>`);
  });

  it('takes the page’s title', () => {
    expect(head).toContain('<title>Regulamin · Plié</title>');
    expect(html).not.toContain('<title>Plié</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('moves every style into the head: the global ones first, the rest as one element naming every rule', () => {
    expect(head).toContain(
      '<style data-emotion="css-global 1x" data-s="">body{margin:0}</style>' +
        '<style data-emotion="css b2 c3" data-s="">.css-b2{color:red}.css-c3{color:blue}</style>',
    );
    expect(root).not.toContain('<style');
    expect(root).toContain('<ul><li class="css-b2">a</li><li class="css-c3">b</li></ul>');
  });

  it('keeps the app’s script and preloads for the guard to load after the first paint, none in the head', () => {
    expect(head).not.toContain('/assets/');
    expect(root).toContain(
      '<template id="plie-app">' +
        // The entry first, as a preload (a script the guard adds would be fetched after every preload).
        '<link rel="modulepreload" crossorigin href="/assets/index-abc.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/render-def.js">' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script></template>',
    );
  });

  it('puts the markup in #root, without the shell’s “needs JavaScript” notice', () => {
    expect(root).toMatch(/^<div id="root"><div class="css-a1">/);
    expect(html).not.toContain('<noscript>');
  });

  it('refuses markup with a script (the CSP would block it) and a shell it cannot fill', () => {
    expect(() =>
      prerenderedDocument({ shell: SHELL, markup: '<div></div><script>$RC("B:0")</script>', language: 'en' }),
    ).toThrow(/script element/);
    expect(() =>
      prerenderedDocument({ shell: SHELL.replace('<div id="root"></div>', ''), markup, language: 'en' }),
    ).toThrow(/empty #root/);
  });
});

describe('the chunks a pre-rendered page preloads', () => {
  const chunks = [
    { fileName: 'assets/index-a.js', moduleIds: ['/src/main.tsx'], imports: ['assets/locale-b.js'] },
    { fileName: 'assets/locale-b.js', moduleIds: ['/src/locale.ts'], imports: [] },
    { fileName: 'assets/messages-c.js', moduleIds: ['/src/locales/pl/messages.po'], imports: [] },
    {
      fileName: 'assets/LegalPage-d.js',
      moduleIds: ['/src/features/legal/LegalPage.tsx', '/src/features/legal/documents.ts'],
      imports: ['assets/Alert-e.js', 'assets/locale-b.js'],
    },
    { fileName: 'assets/Alert-e.js', moduleIds: ['/src/ui/Alert.tsx'], imports: [] },
  ];
  const shell = '<script type="module" src="/assets/index-a.js"></script><link href="/assets/locale-b.js">';

  it('names each module’s chunk and what it imports, minus what the shell loads', () => {
    expect(
      chunksToPreload({
        modules: ['/src/locales/pl/messages.po', '/src/features/legal/LegalPage.tsx'],
        chunks,
        shell,
        base: '/',
      }),
    ).toEqual(['/assets/messages-c.js', '/assets/LegalPage-d.js', '/assets/Alert-e.js']);
  });

  it('fails the build for a module no chunk holds (a renamed file)', () => {
    expect(() => chunksToPreload({ modules: ['/src/gone.tsx'], chunks, shell, base: '/' })).toThrow(
      /gone\.tsx/,
    );
  });

  it('puts them after the shell’s own, before the entry script, each once', () => {
    const html = prerenderedDocument({
      shell: SHELL,
      markup: '<h1>x</h1>',
      language: 'pl',
      preloads: ['/assets/messages-c.js', '/assets/render-def.js', '/assets/messages-c.js'],
    });
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/render-def.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/messages-c.js"><script type="module"',
    );
    expect(html.match(/messages-c\.js/g)).toHaveLength(1);
    expect(html.match(/render-def\.js/g)).toHaveLength(1);
  });
});

describe('the copy of a page drawn without the layout', () => {
  it('is the plain shell with the page’s preloads after its own, each once, its scripts still in the head', () => {
    const html = shellWithPreloads({
      shell: SHELL,
      preloads: [
        '/assets/Embedded-x.js',
        '/assets/render-def.js',
        '/assets/Embedded-x.js',
        '/assets/index-abc.js',
      ],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Embedded-x.js">');
    expect(head.indexOf('render-def.js')).toBeLessThan(head.indexOf('Embedded-x.js'));
    expect(html.match(/Embedded-x\.js/g)).toHaveLength(1);
    expect(html.match(/render-def\.js/g)).toHaveLength(1);
    expect(html.match(/index-abc\.js/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<template');
  });
});

/** Each page's heading (its `h1`), in each language. */
const HEADINGS: Record<PrerenderedPage, Record<(typeof LANGUAGES)[number], string>> = {
  landing: {
    en: 'Find your next dance class',
    ua: 'Знайдіть своє наступне заняття з танців',
    pl: 'Znajdź swoje kolejne zajęcia taneczne',
  },
  terms: { en: 'Terms and Conditions', ua: 'Умови використання', pl: 'Regulamin' },
  privacyPolicy: { en: 'Privacy Policy', ua: 'Політика конфіденційності', pl: 'Polityka prywatności' },
  legalNotice: { en: 'Legal Notice', ua: 'Правове повідомлення', pl: 'Nota prawna' },
  developers: { en: 'Developers', ua: 'Для розробників', pl: 'Dla programistów' },
};

const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

/** A link of the footer in each language. */
const FOOTER_LINK = { en: 'Privacy Policy', ua: 'Політика конфіденційності', pl: 'Polityka prywatności' };

/** Where the test's build keeps its server bundle (as `dist-server/` beside a real build). */
const SERVER_DIR = mkdtempSync(path.join(tmpdir(), 'plie-server-bundle-'));
afterAll(() => rmSync(SERVER_DIR, { recursive: true, force: true }));

describe('the build’s pre-render (the plugin’s server build, run on a built shell)', () => {
  let documents: Map<string, string>;

  beforeAll(async () => {
    documents = await renderPrerenderedDocuments({
      serverDir: SERVER_DIR,
      config: {
        root: DASHBOARD,
        configFile: path.join(DASHBOARD, 'vite.config.ts'),
        mode: 'production',
        define: {},
        base: '/',
      },
      entry: path.join(DASHBOARD, 'src/prerender/render-page.tsx'),
      shell: SHELL,
    });
  }, 120_000);

  it('writes the pages’ copies and the app shell’s for every other page, beside the plain shell (which it leaves as it is)', () => {
    expect([...documents.keys()].every((file) => file.startsWith('prerendered/'))).toBe(true);
    expect(documents.size).toBe((PRERENDERED_PAGES.length + APP_SHELL_PAGES.length) * LANGUAGES.length);
    for (const page of APP_SHELL_PAGES) {
      for (const language of LANGUAGES)
        expect(documents.has(appShellFileOf(page, language)), page).toBe(true);
    }
  });

  it.each(LANGUAGES)(
    'writes the embedded schedule’s copy in %s: the plain shell, nothing drawn',
    (language) => {
      const html = documents.get(appShellFileOf('embeddedSchedule', language)) as string;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('<header');
      expect(html).not.toContain('data-prerendered');
    },
  );

  it.each(LANGUAGES)(
    'writes the app shell in %s: the layout in that language around an empty main, its CSS, no page',
    (language) => {
      const html = documents.get(appShellFileOf('studio', language)) as string;
      expect(html).toContain(`data-prerendered="${language}"`);
      const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html);
      expect(main?.[1]).toBe('');
      const footer = textOf(html.slice(html.indexOf('<footer'), html.indexOf('</footer>')));
      expect(footer).toContain(FOOTER_LINK[language]);
      expect(textOf(html.slice(html.indexOf('<header'), html.indexOf('</header>')))).not.toContain('Sign in');
      expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-emotion="css [\w -]+" data-s="">/);
      expect(html.match(/<script\b/g)).toHaveLength(2);
      // Drawn, not alive until the app renders into it; without JavaScript the notice says why.
      expect(html).toContain('<div id="root" inert>');
      expect(html).toContain('<noscript>');
      // The shell's own title: the page's title comes with its screen.
      expect(html).toContain('<title>Plié</title>');
    },
  );

  it.each(PRERENDERED_PAGES.flatMap((page) => LANGUAGES.map((language) => [page, language] as const)))(
    'writes %s in %s with its heading in that language, its CSS and no script',
    (page, language) => {
      const html = documents.get(prerenderedFileOf(page, language)) as string;
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
      expect(textOf(heading)).toBe(HEADINGS[page][language]);
      expect(html).toContain(`data-prerendered="${language}"`);
      // The CSS of the first paint, in the head; the elements use its classes.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<style data-emotion="css [\w -]+" data-s="">[^<]*\.css-\w+/);
      expect(html.slice(html.indexOf('<body'))).not.toContain('<style');
      const firstClass = /<h1[^>]*class="(css-[\w-]+)"/.exec(html)?.[1];
      expect(head).toContain(`.${firstClass}`);
      // No script in the page but the shell's module and the guard (allowed by its hash).
      expect(html.match(/<script\b/g)).toHaveLength(2);
    },
  );

  it('renders the whole page: the landing page’s lower sections and a legal text are in it', () => {
    expect(textOf(documents.get('prerendered/en/index.html') as string)).toContain(
      'Check who came with one tap',
    );
    expect(textOf(documents.get('prerendered/pl/terms-and-conditions.html') as string)).toContain(
      'Regulamin podlega prawu polskiemu.',
    );
  });

  it('never bakes an operator into the legal notice: its text is read from config.json in the browser', () => {
    for (const language of LANGUAGES) {
      const html = documents.get(prerenderedFileOf('legalNotice', language)) as string;
      expect(html).not.toContain(DEMO_SITE_OPERATOR.name);
      expect(html).not.toContain(DEMO_SITE_OPERATOR.register);
      expect(html).toContain('aria-busy="true"');
    }
  });

  it('renders the session as not known yet: neither a sign-in button nor a profile', () => {
    const html = documents.get('prerendered/en/index.html') as string;
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(textOf(header)).not.toContain('Sign in');
  });
});

/** A studio as `GET /api/studio/studioName/{slug}` answers an anonymous visitor. */
const STUDIO = {
  id: 'studio-1',
  name: 'Rytm Dance Studio',
  studioName: 'rytm_krakow',
  email: 'hello@rytm.example',
  about: 'Salsa </script><script>alert(1)</script> & bachata in the Old Town.',
  theme: true,
  primaryColor: 'teal',
  isVerified: true,
  isHidden: false,
  isDeleted: false,
  rooms: [],
  videos: [],
};

/** A lesson of the studio as `POST /api/lesson/search` answers it. */
const lessonOf = (id: string, name: string, weekday: number, startHour: number) => ({
  id,
  name,
  styleId: 'salsa',
  style: { id: 'salsa', name: 'Salsa' },
  weekday,
  startHour,
  startMinute: 0,
  endHour: startHour + 1,
  endMinute: 0,
  lessonTimezone: 'Europe/Warsaw',
  teacherId: 'user-iryna',
  teacher: { id: 'user-iryna', name: 'Iryna Kovalenko', username: 'iryna', isTeacher: true },
  roomId: 'room-1',
  room: {
    id: 'room-1',
    name: 'Sala Duża',
    capacity: 30,
    address: { fullAddress: 'ul. Floriańska 15', city: 'Kraków', country: 'PL' },
    studio: {
      id: 'studio-1',
      name: 'Rytm Dance Studio',
      studioName: 'rytm_krakow',
      primaryColor: 'teal',
      theme: true,
    },
  },
  studioId: 'studio-1',
  isClosedGroup: false,
  isReoccurring: true,
  level: 1,
  ageMin: 0,
  ageMax: 100,
  capacity: 30,
  attendeeCount: 12,
});

const LESSONS = [
  lessonOf('lesson-1', 'Salsa Cubana for starters', 1, 19),
  lessonOf('lesson-2', 'Bachata Sensual', 3, 20),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the server's render reaches it: the reads of a studio's page, and every request it made. */
const fakeApi = (options: { lessons?: 'answer' | 'fail' } = {}) => {
  const requests: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://api.test');
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname === '/api/studio/studioName/rytm_krakow') return json(STUDIO);
    if (url.pathname === '/api/studio/studioName/nobody_here')
      return json({ statusCode: 404, error: 'Not Found', message: 'Studio not found' }, 404);
    if (url.pathname === '/api/style/studio/studio-1' || url.pathname === '/api/style')
      return json([{ id: 'salsa', name: 'Salsa' }]);
    if (url.pathname === '/api/studio/studio-1/teachers') return json([]);
    if (url.pathname === '/api/lesson/search') {
      if (options.lessons === 'fail') return json({ statusCode: 500, error: 'Internal', message: 'x' }, 500);
      return json({ items: LESSONS, page: 0, limit: 100, nextCursor: null });
    }
    return json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  };
  return { fetch, requests };
};

interface DataPageBundle {
  renderDataPageDocument: (request: DataPageRenderRequest) => Promise<string | undefined>;
}

const dataOf = (html: string) => {
  const text = /<script type="application\/json" id="plie-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(text ?? 'null') as {
    path: string;
    renderedAt: string;
    narrowWindow: boolean;
    answers: Record<string, unknown>;
  };
};

describe('a data page rendered on request with its data (ADR 0019, the same server bundle)', () => {
  let bundle: DataPageBundle;
  let manifest: unknown;
  const NOW = new Date('2026-03-10T18:30:00Z');

  beforeAll(async () => {
    // The bundle the build above kept, and the manifest it wrote beside it.
    bundle = (await import(pathToFileURL(path.join(SERVER_DIR, 'render-page.js')).href)) as DataPageBundle;
    manifest = JSON.parse(readFileSync(path.join(SERVER_DIR, 'data-pages.json'), 'utf8'));
  });

  const render = (request: Partial<Parameters<DataPageBundle['renderDataPageDocument']>[0]> = {}) =>
    bundle.renderDataPageDocument({
      path: '/studios/rytm_krakow',
      search: '',
      language: 'en',
      now: NOW,
      narrowWindow: true,
      fetch: fakeApi().fetch,
      manifest,
      ...request,
    });

  it('renders a studio’s page with its lessons, read through the API as an anonymous visitor', async () => {
    const api = fakeApi();
    const html = (await render({ fetch: api.fetch })) as string;
    const text = textOf(html);
    expect(text).toContain('Rytm Dance Studio');
    expect(text).toContain('Salsa Cubana for starters');
    expect(text).toContain('Bachata Sensual');
    // As an anonymous visitor sees it: the header offers to sign in.
    expect(textOf(html.slice(html.indexOf('<header'), html.indexOf('</header>')))).toContain('Sign in');
    expect(api.requests).toContain('GET /api/studio/studioName/rytm_krakow');
    expect(api.requests).toContain('POST /api/lesson/search');
    expect(html).toContain('<html lang="en" data-prerendered="en" data-server-rendered="">');
  });

  it('hands the browser the answers it rendered, the moment and the window, by SWR key', async () => {
    const data = dataOf((await render()) as string);
    expect(data.path).toBe('/studios/rytm_krakow');
    expect(data.renderedAt).toBe(NOW.toISOString());
    expect(data.narrowWindow).toBe(true);
    const keys = Object.keys(data.answers);
    expect(keys.some((key) => key.includes('studios.getByStudioName') && key.includes('anonymous'))).toBe(
      true,
    );
    const lessons = Object.entries(data.answers).find(([key]) => key.includes('lessons.search'))?.[1];
    expect((lessons as { id: string }[]).map((lesson) => lesson.id)).toEqual(['lesson-1', 'lesson-2']);
  });

  it('never lets the data end its element or run: every < in the JSON is escaped, the text in the markup too', async () => {
    const html = (await render()) as string;
    expect(html).not.toContain('<script>alert(1)</script>');
    const dataElement = /<script type="application\/json" id="plie-data">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(dataElement).not.toContain('<');
    expect(dataOf(html).answers).toBeDefined();
    // Only the guard, the JSON (not executable) and the app's module script (in its template).
    expect(html.match(/<script\b/g)).toHaveLength(3);
  });

  it('draws a phone’s list for a narrow window and the table for a wide one', async () => {
    const narrow = (await render({ narrowWindow: true })) as string;
    const wide = (await render({ narrowWindow: false })) as string;
    expect(narrow).toMatch(/<ul[^>]*aria-label="[^"]*"[^>]*part="list"/);
    expect(narrow).not.toContain('<table');
    expect(wide).toContain('<table');
  });

  it('renders in the visitor’s language', async () => {
    const html = (await render({ language: 'pl' })) as string;
    expect(html).toContain('data-prerendered="pl"');
    expect(textOf(html.slice(html.indexOf('<footer'), html.indexOf('</footer>')))).toContain(FOOTER_LINK.pl);
  });

  it('renders a read that failed as not answered yet, for the browser to ask again', async () => {
    const html = (await render({ fetch: fakeApi({ lessons: 'fail' }).fetch })) as string;
    expect(textOf(html)).toContain('Rytm Dance Studio');
    expect(textOf(html)).not.toContain('Salsa Cubana for starters');
    expect(Object.keys(dataOf(html).answers).some((key) => key.includes('lessons.search'))).toBe(false);
  });

  it('renders an unknown studio’s page as the app shows it (its not-found view)', async () => {
    const html = (await render({ path: '/studios/nobody_here' })) as string;
    expect(html).toContain('data-server-rendered');
    expect(textOf(html)).not.toContain('Rytm Dance Studio');
  });

  it('answers nothing for an address that is no data page', async () => {
    expect(await render({ path: '/login' })).toBeUndefined();
    expect(await render({ path: '/studios/a/b' })).toBeUndefined();
  });

  it('gives up when its time is up, so the server can send the app shell copy', async () => {
    const slow: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    await expect(render({ fetch: slow, signal: AbortSignal.timeout(200) })).rejects.toThrow();
    // The next render is not held up by the one that gave up.
    expect(textOf((await render()) as string)).toContain('Rytm Dance Studio');
  });
});
