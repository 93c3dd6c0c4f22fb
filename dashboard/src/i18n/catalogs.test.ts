/**
 * Keeps the three catalogs complete: every message of the source is in every catalog, every
 * catalog entry is translated, no entry is left over, and each translation uses exactly the
 * placeholders of its English source. Runs Lingui's own extractor on `src/` (about a second).
 * To fix a failure: `npm run i18n:extract -w dashboard`, then translate what it lists.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../config/constants';

const dashboardDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = getConfig({ configPath: path.join(dashboardDir, 'lingui.config.ts') });

type Entry = { message?: string; translation?: string; obsolete?: boolean; context?: string };
let source: Record<string, { message?: string; context?: string }> = {};
let catalogs: Record<string, Record<string, Entry>> = {};

const describeEntry = (id: string, entry: { message?: string; context?: string } | undefined) =>
  `${JSON.stringify(entry?.message ?? id)}${entry?.context ? ` (context: ${entry.context})` : ''}`;

/** `{name}`, `{count, plural, …}` → the variable names a message interpolates. */
const placeholders = (message: string | undefined): string[] =>
  [...new Set([...(message ?? '').matchAll(/\{\s*([\w.]+)\s*(?:,|\})/g)].map((match) => match[1]!))].sort();

beforeAll(async () => {
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts declares no catalog');
  source = (await catalog.collect()) ?? {};
  catalogs = (await catalog.readAll()) as typeof catalogs;
}, 60_000);

describe('i18n catalogs', () => {
  it('finds the messages of the source', () => {
    expect(Object.keys(source).length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)('%s has every message of the source', (language) => {
    const catalog = catalogs[language] ?? {};
    const missing = Object.keys(source)
      .filter((id) => !catalog[id] || catalog[id].obsolete)
      .map((id) => describeEntry(id, source[id]));
    expect(missing, 'not in the catalog: run npm run i18n:extract -w dashboard').toEqual([]);
  });

  it.each(LANGUAGES)('%s has no message the source no longer uses', (language) => {
    const leftover = Object.entries(catalogs[language] ?? {})
      .filter(([id]) => !source[id])
      .map(([id, entry]) => describeEntry(id, entry));
    expect(leftover, 'obsolete: run npm run i18n:extract -w dashboard').toEqual([]);
  });

  it.each(LANGUAGES)('%s translates every message', (language) => {
    const untranslated = Object.entries(catalogs[language] ?? {})
      .filter(([, entry]) => !entry.obsolete && !entry.translation?.trim())
      .map(([id, entry]) => describeEntry(id, entry));
    expect(untranslated).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps the placeholders of each message', (language) => {
    const mismatched = Object.entries(catalogs[language] ?? {})
      .filter(([id, entry]) => entry.translation && source[id])
      .filter(
        ([id, entry]) => placeholders(entry.translation).join() !== placeholders(source[id]?.message).join(),
      )
      .map(([id, entry]) => `${describeEntry(id, source[id])} → ${JSON.stringify(entry.translation)}`);
    expect(mismatched).toEqual([]);
  });
});
