/**
 * The dashboard's server bundle as the `pages` function holds it (pages-origin.ts): the renderer of
 * the data pages, the build's manifest, and the documents a request gets when there is no render —
 * each server-rendered page's app shell copy, and the plain shell for an address that is no page.
 * Read once per cold start, in the function's init (Lambda gives it its own time and full CPU).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  appShellFileOf,
  type DataPageRenderRequest,
  LANGUAGES,
  type Language,
  SERVER_RENDERED_PAGES,
  type ServerRenderedPage,
} from '@plie/shared';
import { PAGES_BUNDLE_FILES } from './pages-origin';

/** What `render-page.mjs` exports (dashboard/src/server-render/render-data-page.tsx). */
export interface DataPageRenderer {
  renderDataPageDocument: (request: DataPageRenderRequest) => Promise<string | undefined>;
}

export interface ServerBundle {
  renderer: DataPageRenderer;
  manifest: unknown;
  /** The page's app shell copy in `language`. */
  appShellCopy: (page: ServerRenderedPage, language: Language) => string;
  /** The plain app shell, for an address that is no page. */
  notFoundShell: string;
}

const pathIn = (dir: string, file: string): string => {
  const path = join(dir, file);
  if (!existsSync(path)) {
    throw new Error(`The pages function's bundle has no ${file} (looked in ${dir}): see pages-origin.ts`);
  }
  return path;
};

const readText = (dir: string, file: string): string => readFileSync(pathIn(dir, file), 'utf8');

/**
 * Loads the bundle in `dir` (the function's own folder in Lambda). Fails loudly when a file is
 * missing: every copy is read now, so a zip without one fails its first invocation's init, not a
 * visitor's fallback later.
 */
export const loadServerBundle = async (dir: string): Promise<ServerBundle> => {
  const manifest = JSON.parse(readText(dir, PAGES_BUNDLE_FILES.manifest)) as unknown;
  const notFoundShell = readText(dir, PAGES_BUNDLE_FILES.notFoundShell);
  const copies = new Map<string, string>();
  for (const page of SERVER_RENDERED_PAGES) {
    for (const language of LANGUAGES) {
      copies.set(`${page}/${language}`, readText(dir, appShellFileOf(page, language)));
    }
  }
  const rendererPath = pathIn(dir, PAGES_BUNDLE_FILES.renderer);
  // A computed URL: esbuild leaves the import to run time, so index.mjs does not inline the renderer.
  const renderer = (await import(pathToFileURL(rendererPath).href)) as DataPageRenderer;
  if (typeof renderer.renderDataPageDocument !== 'function') {
    throw new Error(`${rendererPath} exports no renderDataPageDocument`);
  }
  return {
    renderer,
    manifest,
    appShellCopy: (page, language) => copies.get(`${page}/${language}`) as string,
    notFoundShell,
  };
};
