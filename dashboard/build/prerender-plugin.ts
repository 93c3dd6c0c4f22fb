import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultServerConditions, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { type CatalogSplitApi, catalogSplitOf } from './catalog-split-plugin.ts';

/**
 * Pre-renders the public, mostly-static pages at build time (issue #18): once the client build is
 * written, builds the server entry (`src/prerender/render-page.tsx`) with Vite's SSR build and the
 * same configuration (same mode, defines and plugins, so it renders what the browser will render),
 * runs it in Node — it renders every pre-rendered page in every language into the built shell — and
 * writes each document beside the shell: `dist/prerendered/<language>/<file>.html` (@plie/shared
 * prerendered-pages.ts), and the app shell's copy for every other page with the layout in each language
 * (`app-<page>.html`: the layout around an empty main, naming the code that page's first view needs). The shell `index.html` stays as it was, an empty
 * `#root` for the pages without the layout and the unknown addresses. (Which pages and languages, and how a document is made, are the entry's: this file runs
 * where Vite loads its configuration, which cannot import the workspace's TypeScript packages.)
 *
 * The server bundle goes to a folder under the dashboard's `node_modules` (React, emotion… are
 * imported from there, as the dashboard's own dependencies) and is removed afterwards. A page that
 * fails to render fails the build: the edge would otherwise answer it with a missing file.
 */
export function prerenderPages(options: { entry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'plie:prerender-pages',
    // The client build only: the server build this plugin starts has the same configuration.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_output, bundle) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const documents = await renderPrerenderedDocuments({
        config,
        entry: options.entry,
        shell: readFileSync(path.join(outDir, 'index.html'), 'utf8'),
        chunks: Object.values(bundle).filter((output) => output.type === 'chunk'),
        catalogPreloads: catalogSplitOf(config.plugins)?.catalogPreloads,
        serverDir: path.resolve(config.root, SERVER_BUNDLE_DIR),
      });
      for (const [file, html] of documents) {
        mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        writeFileSync(path.join(outDir, file), html);
      }
      config.logger.info(`pre-rendered ${documents.size} documents: ${[...documents.keys()].join(', ')}`);
    },
  };
}

/**
 * Where the build keeps its server bundle (beside `dist/`, never served): `render-page.js`, whose
 * `renderDataPageDocument` the servers call to render the data pages on request (ADR 0019), and
 * `data-pages.json`, the shell and preloads those renders put their markup into.
 */
export const SERVER_BUNDLE_DIR = 'dist-server';

/** What the server build takes from the client build's configuration. */
export type PrerenderConfig = Pick<ResolvedConfig, 'root' | 'configFile' | 'mode' | 'define' | 'base'>;

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'moduleIds' | 'imports'>;

/**
 * The URLs of the chunks that hold `modules` (absolute ids) and of the chunks they import, minus
 * those the shell already loads. A module in no chunk fails the build: a renamed file must not
 * silently drop its preload.
 */
export const chunksToPreload = (input: {
  modules: readonly string[];
  chunks: readonly Chunk[];
  shell: string;
  base: string;
}): string[] => {
  const chunkOf = new Map(input.chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
  const byFileName = new Map(input.chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (chunk: Chunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) add(byFileName.get(imported));
  };
  for (const module of input.modules) {
    const chunk = chunkOf.get(module);
    if (!chunk)
      throw new Error(`No chunk of the client build holds ${module}, which a pre-rendered page preloads`);
    add(chunk);
  }
  return [...files]
    .map((fileName) => `${input.base}${fileName}`)
    .filter((url) => !input.shell.includes(`"${url}"`));
};

/**
 * Every pre-rendered page in every language, as file (relative to the build folder) → document:
 * the server entry built and run on `shell` (the built index.html).
 */
export const renderPrerenderedDocuments = async (input: {
  config: PrerenderConfig;
  entry: string;
  shell: string;
  /** The client build's chunks, for each page's preloads (none without). */
  chunks?: readonly Chunk[];
  /** The split catalogs that stand for a page's whole catalog (catalog-split-plugin.ts), if the build splits them. */
  catalogPreloads?: CatalogSplitApi['catalogPreloads'];
  /**
   * Where to keep the server bundle, with the data pages' manifest; without, it is built in a folder
   * of its own and removed once the documents are rendered.
   */
  serverDir?: string;
}): Promise<Map<string, string>> => {
  const { config, entry, shell } = input;
  const serverDir =
    input.serverDir ?? path.join(config.root, 'node_modules', `.plie-prerender-${process.pid}-${Date.now()}`);
  try {
    const { build } = await import('vite');
    await build({
      configFile: config.configFile ?? false,
      root: config.root,
      mode: config.mode,
      define: config.define,
      logLevel: 'warn',
      // Workspace packages from their sources, as in the client build; emotion bundled too, so its build
      // is the client's (its development build labels class names); the rest imported from node_modules.
      ssr: {
        noExternal: [/^@plie\//, /^@emotion\//],
        resolve: { conditions: ['plie-source', ...defaultServerConditions] },
      },
      build: {
        ssr: entry,
        outDir: serverDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        sourcemap: false,
        rolldownOptions: { output: { entryFileNames: 'render-page.js' } },
      },
    });
    const entryModule = (await import(pathToFileURL(path.join(serverDir, 'render-page.js')).href)) as {
      renderPrerenderedDocuments: (
        shell: string,
        preloadsOf: (page: string, language: string) => string[],
      ) => Promise<Map<string, string>>;
      modulesToPreload: (page: string, language: string) => string[];
      dataPageManifest: (shell: string, preloadsOf: (page: string, language: string) => string[]) => unknown;
    };
    const sourceDir = path.join(config.root, 'src');
    const preloadsOf = (page: string, language: string) => {
      if (!input.chunks) return [];
      const modules = entryModule
        .modulesToPreload(page, language)
        .map((module) => path.join(sourceDir, module));
      const catalogs = input.catalogPreloads?.(language, modules) ?? { modules, files: [] };
      return [
        ...chunksToPreload({ modules: catalogs.modules, chunks: input.chunks, shell, base: config.base }),
        ...catalogs.files.map((file) => `${config.base}${file}`),
      ];
    };
    if (input.serverDir) {
      writeFileSync(
        path.join(serverDir, 'data-pages.json'),
        JSON.stringify(entryModule.dataPageManifest(shell, preloadsOf)),
      );
    }
    return await entryModule.renderPrerenderedDocuments(shell, preloadsOf);
  } finally {
    if (!input.serverDir) rmSync(serverDir, { recursive: true, force: true });
  }
};
