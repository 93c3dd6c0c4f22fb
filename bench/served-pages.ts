/**
 * The pages Lighthouse measures beside the product, each served as a user would get it:
 *
 * - The minimal React 19 page (the bench's baseline) behind Vite's own preview server, as the local
 *   runtime serves the dashboard's build: the same gzip of text files of 1 kB and more, the same
 *   `no-cache` + ETag caching. Like is compared with like.
 * - The example studio site (`examples/studio-site/index.html`, with the two other widgets added
 *   for seeded lessons and groups) on an origin of its own, as a studio's site is, loading the
 *   widgets straight from the runtime, which compresses `/embed/*` as CloudFront does
 *   (functions/src/local/embed-bundle.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MINIMAL_REACT_ROOT } from './dashboard-load';

const repoRoot = resolve(import.meta.dirname, '..');

export interface ServedPage {
  origin: string;
  stop: () => Promise<void>;
}

const listen = async (server: Server, host = '127.0.0.1'): Promise<number> => {
  await new Promise<void>((done) => server.listen(0, host, done));
  return (server.address() as AddressInfo).port;
};

const closeServer = (server: Server) =>
  new Promise<void>((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });

/** The minimal page's build (`buildMinimalReactPage`) behind `vite preview`, as the dashboard's build is served. */
export const serveMinimalPage = async (outDir: string): Promise<ServedPage> => {
  const { preview } = await import('vite');
  const server = await preview({
    root: MINIMAL_REACT_ROOT,
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  const port = (server.httpServer.address() as AddressInfo).port;
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
};

const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

/** What the studio site's three widgets show: seeded ones of the demo studio. */
export interface StudioSiteWidgets {
  studioName: string;
  lessonId: string;
  groupId: string;
}

/**
 * The example studio site's HTML with its script pointing at `plieOrigin`, and the lesson sign-up and
 * group join widgets added beside its schedule (the example shows the schedule only).
 */
export const studioSiteHtml = (template: string, plieOrigin: string, widgets: StudioSiteWidgets): string => {
  const scriptUrl = /src="http:\/\/127\.0\.0\.1:5173(\/embed\/plie\.js)"/;
  const contact = '<section id="kontakt"';
  if (
    !scriptUrl.test(template) ||
    !template.includes(contact) ||
    !template.includes('<plie-schedule studio=')
  ) {
    throw new Error(
      'examples/studio-site/index.html changed: update bench/served-pages.ts (studioSiteHtml).',
    );
  }
  return template
    .replace(scriptUrl, `src="${plieOrigin}$1"`)
    .replace(/<plie-schedule studio="[^"]*"/, `<plie-schedule studio="${widgets.studioName}"`)
    .replace(
      contact,
      `<section id="zapisy">
        <h2>Zapisy</h2>
        <plie-lesson-signup lesson="${widgets.lessonId}" lang="pl"></plie-lesson-signup>
        <plie-group-join group="${widgets.groupId}" lang="pl"></plie-group-join>
      </section>

      ${contact}`,
    );
};

const getJson = async (url: string, init?: RequestInit): Promise<unknown> => {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** A seeded lesson (open, not in a group) and group of the demo studio, read through the runtime's API. */
export const seededWidgets = async (
  webOrigin: string,
  studioName = 'rytm_krakow',
): Promise<StudioSiteWidgets> => {
  const studio = (await getJson(`${webOrigin}/api/studio/studioName/${studioName}`)) as { id: string };
  const groups = (await getJson(`${webOrigin}/api/lesson-group/studio/${studio.id}`)) as Array<{
    id: string;
    lessonIds: string[];
  }>;
  const grouped = new Set(groups.flatMap((group) => group.lessonIds));
  const search = (await getJson(`${webOrigin}/api/lesson/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ studioIds: [studio.id], limit: 50 }),
  })) as { items: Array<{ id: string; isClosedGroup?: boolean }> };
  const lesson = search.items.find((item) => !item.isClosedGroup && !grouped.has(item.id));
  const group = groups[0];
  if (!lesson || !group)
    throw new Error(`The demo studio ${studioName} has no open lesson or no group to show.`);
  return { studioName, lessonId: lesson.id, groupId: group.id };
};

/**
 * The example studio site on `http://localhost:<port>` (another origin than Plié's 127.0.0.1, as a
 * studio's own domain is), gzipped as an ordinary web host would, with the widgets from Plié's origin.
 */
export const serveStudioSite = async (
  plieOrigin: string,
  widgets: StudioSiteWidgets,
): Promise<ServedPage> => {
  const siteDir = join(repoRoot, 'examples/studio-site');
  const files: Record<string, { type: string; body: Buffer }> = {
    '/': {
      type: 'text/html; charset=utf-8',
      body: Buffer.from(
        studioSiteHtml(readFileSync(join(siteDir, 'index.html'), 'utf8'), plieOrigin, widgets),
      ),
    },
    '/site.css': { type: 'text/css; charset=utf-8', body: readFileSync(join(siteDir, 'site.css')) },
    // A studio's site has its own icon: the browser's request for it must not count against the widgets
    // (a 404 is a console error, which Lighthouse's best practices score).
    '/favicon.ico': { type: 'image/svg+xml', body: Buffer.from(FAVICON) },
  };
  const site = createServer((request, response) => {
    const file = files[(request.url ?? '/').split('?')[0] ?? '/'];
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipSync(file.body) : file.body);
  });
  const port = await listen(site);
  return {
    origin: `http://localhost:${port}`,
    stop: () => closeServer(site),
  };
};
