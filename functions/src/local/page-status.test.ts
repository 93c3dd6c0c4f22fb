/**
 * Issue #17 item 10 on the local runtime: a real Vite dev server and a real production preview, each
 * with the plugin `npm start` gives them, answer an unknown address with the shell and status 404.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreviewServer, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersNotFound, prerenderedFileFor, unknownPagesAnswerNotFound } from './page-status';
import { freePort } from './stand-ins';

const SHELL =
  '<!doctype html><html><head><title>Plié</title></head><body><div id="root"></div></body></html>';
const copyOf = (language: string) =>
  `<!doctype html><html data-prerendered="${language}"><body><div id="root"><h1>${language}</h1></div></body></html>`;
const APP_SHELL_PL =
  '<!doctype html><html data-prerendered="pl"><body><div id="root"><header>Plié</header></div></body></html>';
const APP_SHELL_PL_STUDIO = APP_SHELL_PL.replace(
  '</body>',
  '<template id="plie-app">studio</template></body>',
);
const root = mkdtempSync(join(tmpdir(), 'plie-page-status-'));
const servers: { name: string; origin: string }[] = [];
let preview: PreviewServer;
let dev: ViteDevServer;

beforeAll(async () => {
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), SHELL);
  writeFileSync(join(root, 'dist', 'index.html'), SHELL);
  writeFileSync(join(root, 'dist', 'assets', 'index-abc123.js'), 'export {};');
  writeFileSync(join(root, 'dist', 'config.json'), '{}');
  // Pre-rendered copies of the landing page in English and Polish (none in Ukrainian, none of the others).
  for (const language of ['en', 'pl']) {
    mkdirSync(join(root, 'dist', 'prerendered', language), { recursive: true });
    writeFileSync(join(root, 'dist', 'prerendered', language, 'index.html'), copyOf(language));
  }
  // The app shell's copies for /teachers and a studio's page, in Polish only.
  writeFileSync(join(root, 'dist', 'prerendered', 'pl', 'app-teachers.html'), APP_SHELL_PL);
  writeFileSync(join(root, 'dist', 'prerendered', 'pl', 'app-studio.html'), APP_SHELL_PL_STUDIO);
  const vite = await import('vite');
  const common = {
    configFile: false as const,
    root,
    logLevel: 'silent' as const,
    plugins: [unknownPagesAnswerNotFound()],
  };
  const previewPort = await freePort();
  preview = await vite.preview({
    ...common,
    preview: { host: '127.0.0.1', port: previewPort, strictPort: true },
  });
  const devPort = await freePort();
  dev = await vite.createServer({
    ...common,
    server: { host: '127.0.0.1', port: devPort, strictPort: true, ws: false },
  });
  await dev.listen();
  servers.push({ name: 'preview', origin: `http://127.0.0.1:${previewPort}` });
  servers.push({ name: 'dev server', origin: `http://127.0.0.1:${devPort}` });
});

afterAll(async () => {
  await preview?.close();
  await dev?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the local web server’s status for each address', () => {
  it.each(['/no-such-page', '/studios/x/y/z', '/embed/nothing', '/404'])(
    'answers %s with the app shell and status 404 (dev server and preview)',
    async (path) => {
      for (const { name, origin } of servers) {
        const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
        expect(response.status, `${name} ${path}`).toBe(404);
        expect(response.headers.get('content-type'), name).toMatch(/text\/html/);
        expect(await response.text(), name).toContain('<div id="root"></div>');
      }
    },
  );

  it.each(['/teachers', '/teachers/', '/users/nobody', '/schedule?city=Krak%C3%B3w', '/embed/schedule/rytm'])(
    'answers the page %s with the app shell and status 200',
    async (path) => {
      for (const { name, origin } of servers) {
        const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
        expect(response.status, `${name} ${path}`).toBe(200);
        expect(await response.text(), name).toContain('<div id="root"></div>');
      }
    },
  );

  it('answers the other pages with the site’s layout on the preview with the app shell’s copy where the build has it', async () => {
    const [previewServer] = servers;
    const pages = await Promise.all(
      ['/teachers', '/studios/rytm/?tab=team', '/embed/schedule/rytm', '/no-such-page'].map((path) =>
        fetch(`${previewServer!.origin}${path}`, {
          headers: { accept: 'text/html', cookie: 'plie-lang=pl' },
        }),
      ),
    );
    const [teachers, studio, embedded, unknown] = pages;
    expect(teachers!.status).toBe(200);
    expect(teachers!.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
    expect(await teachers!.text()).toBe(APP_SHELL_PL);
    expect(await studio!.text()).toBe(APP_SHELL_PL_STUDIO);
    // The embedded schedule's copy is not in this build: the plain shell; an unknown address keeps its 404 and the plain shell.
    expect(await embedded!.text()).toContain('<div id="root"></div>');
    expect(unknown!.status).toBe(404);
    expect(await unknown!.text()).toContain('<div id="root"></div>');
    // No Polish copy asked for: the plain shell, as the build has no English one.
    const english = await fetch(`${previewServer!.origin}/teachers`, { headers: { accept: 'text/html' } });
    expect(await english.text()).toContain('<div id="root"></div>');
  });

  it.each([
    ['the cookie', { cookie: 'theme=x; plie-lang=pl', 'accept-language': 'en' }, 'pl'],
    ['Accept-Language', { 'accept-language': 'de-DE,pl;q=0.8' }, 'pl'],
    ['nothing: English', {}, 'en'],
  ])('answers / on the preview with the pre-rendered copy chosen by %s', async (_, headers, language) => {
    const [previewServer] = servers;
    for (const path of ['/', '/?from=mail']) {
      const response = await fetch(`${previewServer!.origin}${path}`, {
        headers: { accept: 'text/html', ...headers },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
      expect(await response.text()).toBe(copyOf(language));
    }
  });

  it('answers with the shell where the build has no copy, and on the dev server', async () => {
    const [previewServer, devServer] = servers;
    const ukrainian = await fetch(`${previewServer!.origin}/`, { headers: { cookie: 'plie-lang=ua' } });
    expect(await ukrainian.text()).toContain('<div id="root"></div>');
    const terms = await fetch(`${previewServer!.origin}/terms-and-conditions`, {
      headers: { cookie: 'plie-lang=pl' },
    });
    expect(await terms.text()).toContain('<div id="root"></div>');
    const dev = await fetch(`${devServer!.origin}/`, { headers: { cookie: 'plie-lang=pl' } });
    expect(await dev.text()).toContain('<div id="root"></div>');
  });

  it('serves files as before', async () => {
    const [previewServer] = servers;
    expect((await fetch(`${previewServer!.origin}/assets/index-abc123.js`)).status).toBe(200);
    expect((await fetch(`${previewServer!.origin}/config.json`)).status).toBe(200);
  });
});

describe('answersNotFound', () => {
  it.each([
    ['GET', '/no-such-page', true],
    ['HEAD', '/no-such-page?x=1', true],
    ['POST', '/no-such-page', false],
    ['GET', '/teachers', false],
    ['GET', '/@vite/client', false],
    ['GET', '/@fs/work/x', false],
    ['GET', '/api/nothing', false],
    ['GET', '/assets/missing.js', false],
  ] as const)('%s %s → %s', (method, url, expected) => {
    expect(answersNotFound(method, url)).toBe(expected);
  });
});

describe('prerenderedFileFor', () => {
  it.each([
    ['GET', '/', {}, '/prerendered/en/index.html'],
    ['HEAD', '/Legal-Notice/?x=1', { 'accept-language': 'uk-UA' }, '/prerendered/ua/legal-notice.html'],
    ['GET', '/developers', { cookie: 'plie-lang=pl' }, '/prerendered/pl/developers.html'],
    ['POST', '/', {}, undefined],
    ['GET', '/login', { cookie: 'plie-lang=pl' }, '/prerendered/pl/app-login.html'],
    ['GET', '/studios/berlin_move/', { 'accept-language': 'uk' }, '/prerendered/ua/app-studio.html'],
    [
      'GET',
      '/embed/schedule/berlin_move',
      { cookie: 'plie-lang=pl' },
      '/prerendered/pl/app-embeddedSchedule.html',
    ],
    ['GET', '/404', {}, undefined],
    ['GET', '/no-such-page', {}, undefined],
    ['GET', '/assets/x.js', {}, undefined],
  ] as const)('%s %s %j → %s', (method, url, headers, expected) => {
    expect(prerenderedFileFor({ method, url, headers })).toBe(expected);
  });
});
