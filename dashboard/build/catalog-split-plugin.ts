import path from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin, Rollup } from 'vite';
import { CATALOG_MANIFEST_PLACEHOLDER, type CatalogManifest } from '../src/i18n/catalog-manifest.ts';
import type { Language } from '../src/i18n/languages.ts';

/**
 * The English (and every) catalog split per screen (issue #18): the first view loads only the messages
 * it shows. Lingui's macros leave message ids in the built code (`_({id:"Sxm8rQ"})`); once Rolldown has
 * made the chunks, this plugin reads the ids each chunk's code holds and writes, per language:
 *
 * - a **core** catalog: the ids of every chunk the entry reaches, statically or lazily, short of a
 *   screen — what renders before any screen (the app's chunk: layout, header, footer, the landing and
 *   error pages; the landing page's lower sections);
 * - a catalog per **screen** (each module `screensOf` imports lazily: app/routes.tsx): the ids of its
 *   chunk and of what it imports, short of another screen or the core, minus the core's. An id that
 *   several screens show is in each of their catalogs, so a screen's first view needs one file beside
 *   the core's. Moving on downloads the shared ones again (schedule → studio page: 204 messages, 4.1 kB
 *   gzip in English, 5.1 kB in Ukrainian); a shared file would save that at the price of one more file
 *   on every first view, and on a phone files cost more than bytes (ADR 0018, fewer chunks).
 *
 * Each is a small ES module (`export const messages=JSON.parse("…")`, as Lingui's Vite plugin compiles a
 * `.po`) with a content hash in its name, and the manifest naming them (src/i18n/catalog-manifest.ts)
 * goes into the built code before its chunk's hash is taken. The pre-render (a server build of the same
 * configuration) and the dev server are left alone: they load whole catalogs.
 *
 * The build fails when the finished chunks hold an id that the catalogs they can be loaded with lack, or
 * when `screen()` in routes.tsx names a module that is not one of its lazy imports (or leaves one out):
 * the app would then wait on, or skip, the wrong catalog. At run time, whatever slips through (an id
 * computed at run time) loads the whole catalog rather than show as a hash (i18n/catalog-loading.ts).
 */
export function catalogSplit(options: {
  /** lingui.config.ts */
  configPath: string;
  /** The folder screen names are relative to (`features/schedule/SchedulePage` for `src/features/…/SchedulePage.tsx`). */
  sourceDir: string;
  /** The module whose lazy imports are the screens: app/routes.tsx. */
  screensOf: string;
}): Plugin & { api: CatalogSplitApi } {
  const screensOf = path.resolve(options.screensOf);
  let compiled: Record<string, Messages>;
  let knownIds: Set<string>;
  let split: Split | undefined;
  let manifestWrittenInto: string[] = [];

  return {
    name: CATALOG_SPLIT_PLUGIN,
    api: {
      catalogPreloads: (language, modules) => {
        if (!split) return undefined;
        const { manifest, screenModules } = split;
        const screens = modules.flatMap((module) => screenModules.get(module) ?? []);
        return {
          modules: modules.filter((module) => !WHOLE_CATALOG.test(module)),
          files: [
            manifest.core[language as Language],
            ...screens.map((name) => manifest.screens[name]?.[language as Language]),
          ].filter((file): file is string => file !== undefined),
        };
      },
    },
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      compiled = await compileCatalogs(options.configPath);
      knownIds = new Set(Object.keys(compiled[SOURCE_LANGUAGE] ?? {}));
      split = undefined;
      manifestWrittenInto = [];
    },
    renderChunk(code, chunk, _outputOptions, meta) {
      if (!split) {
        const rendered = Object.values(meta.chunks);
        const routes = this.getModuleInfo(screensOf);
        const routesCode = rendered.find((candidate) => candidate.modules[screensOf])?.modules[screensOf]
          ?.code;
        if (!routes || !routesCode) this.error(`${screensOf} is in no chunk: which screens are there?`);
        const screenModules = new Map(
          routes.dynamicallyImportedIds.map((module) => [module, screenNameOf(options.sourceDir, module)]),
        );
        const naming = screenNamingProblems(new Set(screenModules.values()), routesCode);
        if (naming.length > 0)
          this.error(`The screens and their catalogs do not match:\n${naming.join('\n')}`);
        const chunks = rendered.map((renderedChunk) =>
          chunkNodeOf(renderedChunk, renderedMessageIds(renderedChunk, knownIds)),
        );
        const catalogs = partitionMessages({ chunks, screenModules });
        const manifest = emitCatalogs(catalogs, compiled, (name, source) =>
          this.getFileName(this.emitFile({ type: 'asset', name, source })),
        );
        split = {
          catalogs,
          screenModules,
          manifest,
          manifestLiteral: JSON.stringify(JSON.stringify(manifest)),
        };
      }
      if (!code.includes(CATALOG_MANIFEST_PLACEHOLDER)) return null;
      manifestWrittenInto.push(chunk.fileName);
      const { manifestLiteral } = split;
      return code.replace(PLACEHOLDER_LITERAL, () => manifestLiteral);
    },
    generateBundle(_outputOptions, bundle) {
      if (!split) return;
      if (manifestWrittenInto.length === 0) {
        this.error(
          `No chunk holds ${CATALOG_MANIFEST_PLACEHOLDER} (src/i18n/catalog-manifest.ts): no manifest written`,
        );
      }
      // Checked on the finished, minified chunks: what the browser runs.
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => chunkNodeOf(chunk, messageIdsIn(chunk.code, knownIds)));
      const problems = uncoveredMessages({
        chunks,
        screenModules: split.screenModules,
        catalogs: split.catalogs,
      });
      if (problems.length > 0) {
        this.error(
          `Messages the split catalogs do not cover (catalog-split-plugin.ts):\n${problems.join('\n')}`,
        );
      }
    },
  };
}

const CATALOG_SPLIT_PLUGIN = 'plie:catalog-split';

/** One build's split: where the messages are, the screens (module → name) and the manifest. */
interface Split {
  catalogs: SplitCatalogs;
  screenModules: Map<string, string>;
  manifest: CatalogManifest;
  /** The manifest as a string literal of JSON, as the built code holds it. */
  manifestLiteral: string;
}

/** What the plugin tells the build's other plugins. */
export interface CatalogSplitApi {
  /**
   * For a pre-rendered page (prerender-plugin.ts): `modules` (absolute), which its first render loads,
   * without the whole catalogs among them, and the split catalogs that stand for them in `language` —
   * the core's and those of the screens among `modules` — as paths under the base. Undefined until the
   * client build has rendered its chunks.
   */
  catalogPreloads(
    language: string,
    modules: readonly string[],
  ): { modules: string[]; files: string[] } | undefined;
}

/** This build's catalog split, if its plugins have one. */
export const catalogSplitOf = (
  plugins: readonly { name: string; api?: unknown }[],
): CatalogSplitApi | undefined =>
  plugins.find((plugin) => plugin.name === CATALOG_SPLIT_PLUGIN)?.api as CatalogSplitApi | undefined;

/** A language's whole catalog (the `.po` Lingui's Vite plugin compiles). */
const WHOLE_CATALOG = /\.po$/;

/** Compiled messages: id → Lingui's compiled form (a string, or the parts of an ICU message). */
type Messages = Record<string, unknown>;

/** The source language, whose catalog lists every message id. */
const SOURCE_LANGUAGE = 'en';

/** The placeholder as a string literal in the rendered code, with any quotes. */
const PLACEHOLDER_LITERAL = new RegExp(`(["'\`])${CATALOG_MANIFEST_PLACEHOLDER}\\1`, 'g');

/** Each language's whole catalog, compiled as Lingui's Vite plugin compiles it (English fallback included). */
export const compileCatalogs = async (configPath: string): Promise<Record<string, Messages>> => {
  const config = getConfig({ configPath });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error(`${configPath} declares no catalog`);
  const { fallbackLocales, sourceLocale } = config;
  if (!fallbackLocales || !sourceLocale)
    throw new Error(`${configPath} names no source or fallback language`);
  const compiled: Record<string, Messages> = {};
  for (const locale of config.locales) {
    const { messages } = await catalog.getTranslations(locale, { fallbackLocales, sourceLocale });
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
    if (errors.length > 0) throw new Error(`The ${locale} catalog does not compile: ${errors[0]?.id}`);
    compiled[locale] = (JSON.parse(source) as { messages: Messages }).messages;
  }
  return compiled;
};

/** A chunk as the partition sees it. */
export interface ChunkNode {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** The message ids its code holds. */
  messageIds: ReadonlySet<string>;
}

/** The ids of `knownIds` that `code` names as a message descriptor's `id` (`id:"…"`, `id: '…'`, ``id:`…` ``). */
export const messageIdsIn = (code: string, knownIds: ReadonlySet<string>): Set<string> => {
  const ids = new Set<string>();
  for (const match of code.matchAll(/\bid\s*:\s*(["'`])((?:(?!\1)[^\\\n])+)\1/g)) {
    const id = match[2] as string;
    if (knownIds.has(id)) ids.add(id);
  }
  return ids;
};

type ChunkLike = Pick<
  Rollup.RenderedChunk,
  'fileName' | 'isEntry' | 'facadeModuleId' | 'imports' | 'dynamicImports'
> & {
  modules: Record<string, { code: string | null }>;
};

/** A chunk's node in the graph, holding `messageIds`. */
const chunkNodeOf = (chunk: ChunkLike, messageIds: ReadonlySet<string>): ChunkNode => ({
  fileName: chunk.fileName,
  isEntry: chunk.isEntry,
  facadeModuleId: chunk.facadeModuleId,
  imports: chunk.imports,
  dynamicImports: chunk.dynamicImports,
  messageIds,
});

/** The ids a chunk being rendered holds, read from each of its modules' rendered (tree-shaken) code. */
const renderedMessageIds = (chunk: ChunkLike, knownIds: ReadonlySet<string>): Set<string> =>
  new Set(Object.values(chunk.modules).flatMap((module) => [...messageIdsIn(module.code ?? '', knownIds)]));

/** A screen's name: its module's path under `sourceDir`, without extension, with `/`. */
export const screenNameOf = (sourceDir: string, module: string): string =>
  path
    .relative(sourceDir, module)
    .replace(/\.[cm]?[jt]sx?$/, '')
    .split(path.sep)
    .join('/');

/** Where the messages are: the core's and each screen's beyond them. */
export interface SplitCatalogs {
  core: Set<string>;
  /** Screen name → its ids beyond the core's (every screen, even one with none). */
  screens: Map<string, Set<string>>;
}

const CORE = 'core';

/**
 * What each chunk is loaded with: `core` when the entry reaches it without passing through a screen,
 * and the name of each screen that reaches it without passing through another screen or the core.
 * Reaching goes through static and lazy imports alike: the app's chunk is a lazy import of the entry,
 * and a screen's lazy dialog is loaded with the screen's catalog in hand.
 */
export const loadingPartsOf = (input: {
  chunks: readonly ChunkNode[];
  /** Screen module → its name. */
  screenModules: ReadonlyMap<string, string>;
}): Map<string, string[]> => {
  const byFile = new Map(input.chunks.map((chunk) => [chunk.fileName, chunk]));
  const screenChunks = new Map<string, string>();
  for (const [module, name] of input.screenModules) {
    const chunk = input.chunks.find((candidate) => candidate.facadeModuleId === module);
    if (!chunk) throw new Error(`No chunk of its own for the screen ${name} (${module})`);
    screenChunks.set(chunk.fileName, name);
  }
  const reach = (start: readonly string[], stops: (fileName: string) => boolean) => {
    const reached = new Set<string>(start);
    const queue = [...start];
    for (let fileName = queue.pop(); fileName !== undefined; fileName = queue.pop()) {
      const chunk = byFile.get(fileName);
      for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
        if (reached.has(next) || stops(next) || !byFile.has(next)) continue;
        reached.add(next);
        queue.push(next);
      }
    }
    return reached;
  };
  const entries = input.chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const core = reach(entries, (fileName) => screenChunks.has(fileName));
  const parts = new Map<string, string[]>(input.chunks.map((chunk) => [chunk.fileName, []]));
  for (const fileName of core) parts.get(fileName)?.push(CORE);
  for (const [screenFile, name] of screenChunks) {
    for (const fileName of reach([screenFile], (next) => screenChunks.has(next) || core.has(next))) {
      parts.get(fileName)?.push(name);
    }
  }
  return parts;
};

/** The core's ids and each screen's beyond them. */
export const partitionMessages = (input: {
  chunks: readonly ChunkNode[];
  screenModules: ReadonlyMap<string, string>;
}): SplitCatalogs => {
  const parts = loadingPartsOf(input);
  const core = new Set<string>();
  const screens = new Map([...input.screenModules.values()].map((name) => [name, new Set<string>()]));
  for (const chunk of input.chunks) {
    for (const part of parts.get(chunk.fileName) ?? []) {
      const ids = part === CORE ? core : screens.get(part);
      for (const id of chunk.messageIds) ids?.add(id);
    }
  }
  for (const ids of screens.values()) for (const id of core) ids.delete(id);
  return { core, screens };
};

/**
 * Each id a chunk holds that the catalogs it can be loaded with lack (the core, plus the screen's when a
 * screen loads it), and each chunk with ids that nothing reaches: one line per chunk and way of loading.
 */
export const uncoveredMessages = (input: {
  chunks: readonly ChunkNode[];
  screenModules: ReadonlyMap<string, string>;
  catalogs: SplitCatalogs;
}): string[] => {
  const { chunks, catalogs } = input;
  const parts = loadingPartsOf(input);
  const problems: string[] = [];
  for (const chunk of chunks) {
    if (chunk.messageIds.size === 0) continue;
    const loadedWith = parts.get(chunk.fileName) ?? [];
    if (loadedWith.length === 0) problems.push(`${chunk.fileName}: loaded by nothing that loads a catalog`);
    for (const part of loadedWith) {
      const screen = part === CORE ? undefined : catalogs.screens.get(part);
      const lacking = [...chunk.messageIds].filter((id) => !catalogs.core.has(id) && !screen?.has(id));
      if (lacking.length > 0) {
        problems.push(
          `${chunk.fileName} (loaded with ${part}): ${lacking.join(', ')} in no catalog it loads`,
        );
      }
    }
  }
  return problems;
};

/**
 * Where `screen('<name>', …)` in the routes' code and the routes' lazy imports disagree: a name that is
 * no lazy import's (its catalog would never load), or a lazy import no `screen()` names.
 */
export const screenNamingProblems = (screenNames: ReadonlySet<string>, routesCode: string): string[] => {
  const named = new Set(
    [...routesCode.matchAll(/\bscreen(?:\$\d+)?\(\s*(["'`])([^"'`]+)\1/g)].map((match) => match[2] as string),
  );
  return [
    ...[...named]
      .filter((name) => !screenNames.has(name))
      .map((name) => `screen('${name}', …) names no module the routes import lazily`),
    ...[...screenNames]
      .filter((name) => !named.has(name))
      .map((name) => `the routes import ${name} lazily, but no screen('${name}', …) names it`),
  ];
};

/**
 * Emits each catalog (`emit(name, source)` → its file name) and returns the manifest naming them. A
 * screen with no message beyond the core's gets no file.
 */
export const emitCatalogs = (
  catalogs: SplitCatalogs,
  compiled: Readonly<Record<string, Messages>>,
  emit: (name: string, source: string) => string,
): CatalogManifest => {
  const languages = Object.keys(compiled);
  const emitPart = (baseName: string, ids: ReadonlySet<string>) =>
    Object.fromEntries(
      languages.map((language) => [
        language,
        emit(`messages-${baseName}.${language}.js`, catalogModuleSource(compiled[language] ?? {}, ids)),
      ]),
    );
  const screens: CatalogManifest['screens'] = {};
  for (const [name, ids] of [...catalogs.screens].sort(([a], [b]) => a.localeCompare(b))) {
    if (ids.size > 0) screens[name] = emitPart(name.split('/').pop() ?? name, ids);
  }
  return { core: emitPart(CORE, catalogs.core) as CatalogManifest['core'], screens };
};

/** A catalog module holding the messages of `ids`, in the shape of Lingui's compiled `.po`. */
export const catalogModuleSource = (messages: Readonly<Messages>, ids: ReadonlySet<string>): string => {
  const picked = Object.fromEntries(
    [...ids].sort().flatMap((id) => (id in messages ? [[id, messages[id]]] : [])),
  );
  return `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(picked))});\n`;
};
