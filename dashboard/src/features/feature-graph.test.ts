/**
 * Issue #15: no two feature folders import each other, directly or around a longer loop. Reads the
 * real sources (`readFeatureGraph`), so a new import that closes a loop fails here with the files
 * that make it; the finder itself is proven on small graphs first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  describeCycle,
  type FeatureGraph,
  findCycles,
  readFeatureGraph,
  relativeImports,
} from './feature-graph';

const graphOf = (edges: Record<string, string[]>): FeatureGraph =>
  new Map(
    Object.entries(edges).map(([from, tos]) => [
      from,
      new Map(tos.map((to) => [to, [`${from}/x.ts`]] as const)),
    ]),
  );

describe('findCycles', () => {
  it('finds no cycle in a layered graph', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds two features that import each other', () => {
    expect(findCycles(graphOf({ a: ['b'], b: ['a'] }))).toEqual([['a', 'b', 'a']]);
  });

  it('finds a longer loop once, from its first name', () => {
    expect(findCycles(graphOf({ c: ['a'], a: ['b'], b: ['c'], d: ['a'] }))).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('names the files that make each step', () => {
    const graph = graphOf({ a: ['b'], b: ['a'] });
    expect(describeCycle(graph, ['a', 'b', 'a'])).toBe('a → b (a/x.ts); b → a (b/x.ts)');
  });
});

describe('relativeImports', () => {
  it('reads static, type-only, re-exported, dynamic and mocked imports', () => {
    const source = [
      "import { a } from '../a/a';",
      "import type { B } from '../b/b';",
      "export { c } from '../c/c';",
      "const d = () => import('../d/d');",
      "vi.mock('../e/e');",
      "import '../f/f.css';",
      "import { g } from '@plie/shared';",
    ].join('\n');
    expect(relativeImports(source)).toEqual(['../a/a', '../b/b', '../c/c', '../d/d', '../e/e', '../f/f.css']);
  });
});

describe('the dashboard feature folders', () => {
  const graph = readFeatureGraph(fileURLToPath(new URL('.', import.meta.url)));

  it('are read from the sources', () => {
    expect(graph.get('lesson-form')?.has('rooms')).toBe(true);
  });

  it('import each other in one direction only (no cycle)', () => {
    const cycles = findCycles(graph).map((cycle) => describeCycle(graph, cycle));
    expect(cycles).toEqual([]);
  });
});

describe('the layers below the features', () => {
  const srcDir = fileURLToPath(new URL('..', import.meta.url));
  /** What every feature may use: the design system, the texts, the settings, the API and its queries. */
  const LOWER = ['ui', 'i18n', 'config', 'api'];

  it.each(LOWER)('%s/ imports no feature (a shared piece never lives in a feature folder)', (layer) => {
    const dir = path.join(srcDir, layer);
    const intoFeatures = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) =>
        relativeImports(readFileSync(path.join(dir, file), 'utf8'))
          .filter((specifier) =>
            path
              .resolve(path.dirname(path.join(dir, file)), specifier)
              .startsWith(path.join(srcDir, 'features')),
          )
          .map((specifier) => `${layer}/${file} → ${specifier}`),
      );
    expect(intoFeatures).toEqual([]);
  });
});
