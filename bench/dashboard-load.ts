/**
 * Budget: the dashboard's first load stays near a minimal React page (LCP, JS size).
 * Both are production builds (vite build), served from this machine with gzip sizes computed
 * from the built files, loaded in Debian's Chromium at a phone viewport; LCP is read with a
 * PerformanceObserver. Median of several cold loads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import { percentile } from './stats';

const repoRoot = resolve(import.meta.dirname, '..');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface PageLoad {
  name: string;
  /** JS loaded by the first view (bytes, raw and gzip). */
  jsBytes: number;
  jsGzipBytes: number;
  /** Every JS file the build emitted (gzip). */
  totalJsGzipBytes: number;
  lcpMs: number;
  loads: number;
}

const listFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });

/** Serves a built folder (SPA fallback to index.html) and proxies /api to the API. */
const serve = (dir: string, apiBase?: string): Promise<Server> => {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/') && apiBase) {
      const upstream = await fetch(apiBase + url.pathname + url.search);
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'text/plain',
      });
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    let path = join(dir, decodeURIComponent(url.pathname));
    if (!path.startsWith(dir) || !statSync(path, { throwIfNoEntry: false })?.isFile())
      path = join(dir, 'index.html');
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' });
    response.end(readFileSync(path));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
};

const buildApp = async (root: string, configFile: string | false, outDir: string) => {
  const { build } = await import('vite');
  const react = configFile ? [] : [(await import('@vitejs/plugin-react')).default()];
  await build({ root, configFile, logLevel: 'error', plugins: react, build: { outDir, emptyOutDir: true } });
};

const measure = async (
  name: string,
  dir: string,
  apiBase: string | undefined,
  loads: number,
): Promise<PageLoad> => {
  const server = await serve(dir, apiBase);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const lcps: number[] = [];
  let jsBytes = 0;
  let jsGzipBytes = 0;
  for (let index = 0; index < loads; index++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            done(entries[entries.length - 1]?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => done(Number.NaN), 3000);
        }),
    );
    lcps.push(lcp);
    jsBytes = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
    jsGzipBytes = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    await context.close();
  }
  await browser.close();
  server.close();
  const totalJsGzipBytes = listFiles(dir)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  return { name, jsBytes, jsGzipBytes, totalJsGzipBytes, lcpMs: percentile(lcps, 50), loads };
};

/** This run's build folder. */
const benchOut = join(tmpdir(), `plie-bench-${process.pid}`);

/** The minimal React 19 page's source folder (its index.html is Vite's root). */
export const MINIMAL_REACT_ROOT = join(repoRoot, 'bench/minimal-react');

let minimalBuild: Promise<string> | undefined;
/**
 * The minimal React 19 page, built with the same Vite as the dashboard, once per run (every section
 * that compares with it compares with the same files). Resolves to the built folder.
 */
export const buildMinimalReactPage = (): Promise<string> => {
  const outDir = join(benchOut, 'minimal');
  minimalBuild ??= buildApp(MINIMAL_REACT_ROOT, false, outDir).then(() => outDir);
  return minimalBuild;
};

export const measureDashboardLoad = async (apiBase: string, loads = 5): Promise<PageLoad[]> => {
  const minimalOut = await buildMinimalReactPage();
  const dashboardOut = join(benchOut, 'dashboard');
  await buildApp(join(repoRoot, 'dashboard'), join(repoRoot, 'dashboard/vite.config.ts'), dashboardOut);
  return [
    await measure('Minimal React 19 page', minimalOut, undefined, loads),
    await measure('Dashboard landing page', dashboardOut, apiBase, loads),
  ];
};
