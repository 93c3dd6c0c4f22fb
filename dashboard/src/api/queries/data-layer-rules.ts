/**
 * The rules that keep server data in one layer (issue #15 item 5), read from the sources with plain
 * file reads and regular expressions: outside `api/queries/`, no file imports SWR, calls
 * `useSWR`/`useSWRInfinite`/`useSWRConfig`, revalidates a key through a global `mutate(key)`, imports
 * `queryKeys`, or writes a key literal (`['rooms.listForStudio', …]`). A hook's own bound `mutate()`
 * (retry) or `mutate(pages => …)` (an updater) is fine: it names no key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One broken rule: the file (relative to `src/`), the line, and what it does. */
export interface DataLayerFinding {
  file: string;
  line: number;
  rule: string;
  text: string;
}

/** Each rule, by the pattern of the code that breaks it (matched across lines). */
export const dataLayerRules = (operationGroups: readonly string[]): { rule: string; pattern: RegExp }[] => [
  { rule: 'imports SWR', pattern: /\bfrom\s+['"]swr(\/[^'"]*)?['"]|\bimport\(\s*['"]swr/g },
  { rule: 'calls an SWR hook', pattern: /\buseSWR(Infinite|Config|Immutable|Mutation)?\s*[<(]/g },
  {
    // `mutate()` and `mutate(updater)` are a hook's own; anything else passed first is a key.
    rule: 'revalidates a key with a global mutate',
    pattern: /\bmutate\(\s*(?!\)|\(|[A-Za-z_$][\w$]*\s*=>)(?=\S)/g,
  },
  { rule: 'builds a query key', pattern: /\bqueryKeys\b/g },
  {
    rule: 'writes a query key literal',
    pattern: new RegExp(String.raw`\[\s*['"\`](${operationGroups.join('|')})\.[A-Za-z]+['"\`]\s*[,\]]`, 'g'),
  },
];

/** The broken rules of one source text (`file` only labels them). */
export const findDataLayerBreaches = (
  file: string,
  source: string,
  operationGroups: readonly string[],
): DataLayerFinding[] => {
  const lines = source.split('\n');
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  return dataLayerRules(operationGroups).flatMap(({ rule, pattern }) =>
    [...source.matchAll(pattern)].map((match) => {
      const line = lineAt(match.index);
      return { file, line, rule, text: (lines[line - 1] ?? '').trim() };
    }),
  );
};

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });

/** Every breach in `srcDir`, outside `api/queries/` and the `allowed` files (relative paths). */
export const readDataLayerBreaches = (
  srcDir: string,
  operationGroups: readonly string[],
  allowed: readonly string[],
): DataLayerFinding[] =>
  sourceFiles(srcDir)
    .map((file) => path.relative(srcDir, file).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('api/queries/') && !allowed.includes(file))
    .flatMap((file) =>
      findDataLayerBreaches(file, readFileSync(path.join(srcDir, file), 'utf8'), operationGroups),
    );
