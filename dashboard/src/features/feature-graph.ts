/**
 * The import graph between the dashboard's feature folders (`features/<name>/`), read from the
 * sources with plain file reads and a regular expression (no bundler, no browser), and the cycles
 * in it. Features stand in layers: a screen may use a lower feature, never one that uses it back.
 * Whatever several features share (the session, failure toasts, server data, paths) lives below
 * them, in `app/`, `api/`, `i18n/` or `ui/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** feature → the features it imports → the files (relative to `features/`) that import them. */
export type FeatureGraph = Map<string, Map<string, string[]>>;

/** `from './x'`, `export … from '../y'`, `import '../z'`, `import('../w')`, `vi.mock('../v')`. */
const RELATIVE_SPECIFIER = /(?:\bfrom|\bimport|\bmock\()\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });

/** The relative imports of one source text (test files included: they must not tie features in a knot either). */
export const relativeImports = (source: string): string[] =>
  [...source.matchAll(RELATIVE_SPECIFIER)].map((match) => match[1] as string);

/** Reads every `.ts`/`.tsx` under `featuresDir` and records which feature imports which. */
export const readFeatureGraph = (featuresDir: string): FeatureGraph => {
  const graph: FeatureGraph = new Map();
  for (const file of sourceFiles(featuresDir)) {
    const [from] = path.relative(featuresDir, file).split(path.sep);
    if (!from || from === path.basename(file)) continue; // a file directly in features/ (this one)
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
      const target = path.relative(featuresDir, path.resolve(path.dirname(file), specifier)).split(path.sep);
      const to = target[0];
      if (!to || to === '..' || to === from || target.length < 2) continue;
      edges.set(to, [...(edges.get(to) ?? []), path.relative(featuresDir, file)]);
    }
  }
  return graph;
};

/**
 * Every cycle of the graph, each once, as the features along it (`['a', 'b', 'a']`), found by a
 * depth-first walk from each feature that only closes cycles through features not below it in name
 * order, so a cycle is reported from its first name only.
 */
export const findCycles = (graph: FeatureGraph): string[][] => {
  const cycles: string[][] = [];
  const names = [...graph.keys()].sort();
  for (const start of names) {
    const walk = (node: string, trail: string[]) => {
      for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
        if (next === start) cycles.push([...trail, start]);
        else if (next > start && !trail.includes(next)) walk(next, [...trail, next]);
      }
    };
    walk(start, [start]);
  }
  return cycles;
};

/** A cycle told with the files that make each step, for a failure message one can act on. */
export const describeCycle = (graph: FeatureGraph, cycle: readonly string[]): string =>
  cycle
    .slice(1)
    .map((to, index) => {
      const from = cycle[index] as string;
      const files = [...new Set(graph.get(from)?.get(to) ?? [])].join(', ');
      return `${from} → ${to} (${files})`;
    })
    .join('; ');
