/**
 * What the script-tag bundle weighs as pages load it, from the files the embed build emitted
 * (`dist/embed/`) and the imports between them: the first load (`plie.js`, the loader, and whatever
 * it imports statically), what a page with a single tag loads, and all three widgets in English.
 * Sizes are gzip at level 9, each file on its own, as a server sends them.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WIDGET_ATTRIBUTE_NAMES, type WidgetTag } from '../src/embed/widget-tags';

/**
 * The chunk that holds each tag's code, by the name esbuild gives it (`<module>-<hash>.js`): the
 * modules `src/embed/plie.ts` imports for each tag.
 */
export const WIDGET_CHUNKS: Record<WidgetTag, string> = {
  'plie-schedule': 'plie-schedule',
  'plie-lesson-signup': 'plie-forms',
  'plie-group-join': 'plie-forms',
};

export interface EmbedSizes {
  /** `plie.js` and what it imports statically, gzip: what every page loads before a widget's code. */
  entryGzip: number;
  /** The files counted in `entryGzip`, sorted. */
  entryFiles: string[];
  /**
   * For each tag, gzip: what a page with only that tag loads in English — the first load, the tag's
   * chunk and everything it imports, statically or on demand (the schedule's calendar view included).
   */
  perTagGzip: Record<WidgetTag, number>;
  /** For each tag, the files counted in `perTagGzip`, sorted. */
  perTagFiles: Record<WidgetTag, string[]>;
  /** Every file but the other languages' texts, gzip: all three widgets in English, calendar included (the budget). */
  englishGzip: number;
  /** Each file, raw and gzip. */
  files: { name: string; bytes: number; gzip: number }[];
}

/** The Polish and Ukrainian texts: chunks a page fetches only for those languages. */
const isOtherLanguage = (name: string) => /^(pl|ua)-/.test(name);

/** The sibling files a minified ESM file imports: statically (`import … from "./x.js"`) or on demand (`import("./x.js")`). */
export const importsOf = (code: string): { static: string[]; dynamic: string[] } => ({
  static: [...code.matchAll(/import\s*(?:[^'"()]*from\s*)?["']\.\/([^"']+)["']/g)].map((m) => m[1] as string),
  dynamic: [...code.matchAll(/import\(\s*["']\.\/([^"']+)["']\s*\)/g)].map((m) => m[1] as string),
});

/** `start` and every file it reaches through the imports `follow` picks. */
const reachedFrom = (
  start: string,
  graph: Map<string, { static: string[]; dynamic: string[] }>,
  follow: (imports: { static: string[]; dynamic: string[] }) => string[],
): Set<string> => {
  const reached = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (reached.has(name) || isOtherLanguage(name)) continue;
    const imports = graph.get(name);
    if (!imports) throw new Error(`The embed bundle imports ${name}, which is not in it.`);
    reached.add(name);
    queue.push(...follow(imports));
  }
  return reached;
};

export const measureEmbed = async (outdir: string): Promise<EmbedSizes> => {
  const names = (await readdir(outdir)).filter((name) => name.endsWith('.js'));
  const graph = new Map<string, { static: string[]; dynamic: string[] }>();
  const files = await Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(join(outdir, name));
      graph.set(name, importsOf(bytes.toString('utf8')));
      return { name, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    }),
  );
  const gzipOf = new Map(files.map((file) => [file.name, file.gzip]));
  const total = (set: Iterable<string>) => [...set].reduce((sum, name) => sum + (gzipOf.get(name) ?? 0), 0);

  const firstLoad = reachedFrom('plie.js', graph, (imports) => imports.static);
  const perTagFiles = {} as Record<WidgetTag, string[]>;
  const perTagGzip = {} as Record<WidgetTag, number>;
  for (const tag of Object.keys(WIDGET_ATTRIBUTE_NAMES) as WidgetTag[]) {
    const prefix = `${WIDGET_CHUNKS[tag]}-`;
    const chunk = names.find(
      (name) => name.startsWith(prefix) && /^[A-Z0-9]+\.js$/.test(name.slice(prefix.length)),
    );
    if (!chunk) throw new Error(`The embed bundle has no chunk ${prefix}<hash>.js for <${tag}>.`);
    const loaded = new Set([
      ...firstLoad,
      ...reachedFrom(chunk, graph, (imports) => [...imports.static, ...imports.dynamic]),
    ]);
    perTagFiles[tag] = [...loaded].sort();
    perTagGzip[tag] = total(loaded);
  }
  return {
    entryGzip: total(firstLoad),
    entryFiles: [...firstLoad].sort(),
    perTagGzip,
    perTagFiles,
    englishGzip: total(names.filter((name) => !isOtherLanguage(name))),
    files: files.sort((a, b) => a.name.localeCompare(b.name)),
  };
};
