/**
 * Issue #15 item 5: server data goes through the query hooks of `api/queries/`, which alone build
 * SWR keys. Reads the real sources (`readDataLayerBreaches`), so a feature that calls `useSWR`, names
 * a key or revalidates one through a global `mutate(key)` fails here with the file and line; the
 * rules themselves are proven on small sources first.
 */

import { fileURLToPath } from 'node:url';
import { contract } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { findDataLayerBreaches, readDataLayerBreaches } from './data-layer-rules';

const GROUPS = Object.keys(contract);
const rulesBrokenBy = (source: string) =>
  findDataLayerBreaches('x.ts', source, GROUPS).map((found) => found.rule);

/** Files outside `api/queries/` that may use SWR, each with why. */
const ALLOWED: Record<string, string> = {
  'api/SwrProvider.tsx': 'the app-wide SWR defaults (`<SWRConfig>`): it names no key and reads nothing',
};

describe('the data-layer rules', () => {
  it.each([
    ["import useSWR from 'swr';", 'imports SWR'],
    ["import useSWRInfinite from 'swr/infinite';", 'imports SWR'],
    ["import { useSWRConfig } from 'swr';", 'imports SWR'],
    ["import { mutate } from 'swr';", 'imports SWR'],
    ['const { data } = useSWR<Room[]>(key, fetcher);', 'calls an SWR hook'],
    ['const pages = useSWRInfinite(getKey, fetcher);', 'calls an SWR hook'],
    ['const { mutate } = useSWRConfig();', 'calls an SWR hook'],
    ['void mutate(studioRoomsKey(studio.id));', 'revalidates a key with a global mutate'],
    ["void mutate(['rooms.listForStudio', id]);", 'revalidates a key with a global mutate'],
    ['void mutate(\n  key,\n  value,\n);', 'revalidates a key with a global mutate'],
    ["import { queryKeys } from '../../api/queries/query-keys';", 'builds a query key'],
    ["const key = ['studios.get', id, userId];", 'writes a query key literal'],
    ["useThing(['meta.openApi'])", 'writes a query key literal'],
  ])('catches %j', (source, rule) => {
    expect(rulesBrokenBy(source)).toContain(rule);
  });

  it.each([
    'onRetry={() => void mutate()}',
    'void team.mutate();',
    'mutate((pages) => replaceListItem(pages, updated), { revalidate: false })',
    'mutate(current => current)',
    "void afterMutation('rooms.create', { studioId: studio.id });",
    "const order = ['studios', 'users'];",
    "const label = 'rooms.create';",
  ])('lets %j be', (source) => {
    expect(rulesBrokenBy(source)).toEqual([]);
  });

  it('names the line of a breach', () => {
    expect(findDataLayerBreaches('a/b.ts', "const a = 1;\nimport useSWR from 'swr';", GROUPS)).toEqual([
      { file: 'a/b.ts', line: 2, rule: 'imports SWR', text: "import useSWR from 'swr';" },
    ]);
  });
});

describe('the dashboard sources outside api/queries', () => {
  const srcDir = fileURLToPath(new URL('../..', import.meta.url));

  it('reach server data through the query hooks only (no SWR, no key, no global mutate)', () => {
    const breaches = readDataLayerBreaches(srcDir, GROUPS, Object.keys(ALLOWED)).map(
      (found) => `${found.file}:${found.line} ${found.rule}: ${found.text}`,
    );
    expect(breaches).toEqual([]);
  });

  it('are read (the allowlisted provider really uses SWR)', () => {
    expect(readDataLayerBreaches(srcDir, GROUPS, []).map((found) => found.file)).toContain(
      'api/SwrProvider.tsx',
    );
  });
});
