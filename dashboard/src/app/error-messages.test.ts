/**
 * Every error code reads in every language: `ERROR_MESSAGES` is a `Record<ErrorCode, …>` (a code
 * without a message does not compile) and here each of its messages must have a non-empty
 * translation in the ua and pl catalogs (Lingui's own extractor reads the source, as in
 * i18n/catalogs.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { ERROR_CODES } from '@plie/shared';
import { beforeAll, describe, expect, it } from 'vitest';

const dashboardDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tableFile = path.join(dashboardDir, 'src/app/error-messages.ts');
const config = getConfig({ configPath: path.join(dashboardDir, 'lingui.config.ts') });

type Entry = { message?: string; translation?: string; origin?: [string, number?][] };
let tableMessages: [string, Entry][] = [];
let catalogs: Record<string, Record<string, Entry>> = {};

beforeAll(async () => {
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts declares no catalog');
  const source = ((await catalog.collect()) ?? {}) as Record<string, Entry>;
  tableMessages = Object.entries(source).filter(([, entry]) =>
    entry.origin?.some(([file]) => file.endsWith('src/app/error-messages.ts')),
  );
  catalogs = (await catalog.readAll()) as typeof catalogs;
}, 60_000);

describe('the error messages of the dashboard', () => {
  it('give every error code a message', () => {
    const codes = [...readFileSync(tableFile, 'utf8').matchAll(/^ {2}'([\w.]+)': msg`/gm)].map((m) => m[1]);
    expect(codes.sort()).toEqual([...ERROR_CODES].sort());
    expect(tableMessages.length).toBeGreaterThan(100);
  });

  it.each(['ua', 'pl'])('are each translated in %s', (language) => {
    const untranslated = tableMessages
      .filter(([id]) => !catalogs[language]?.[id]?.translation?.trim())
      .map(([, entry]) => entry.message);
    expect(untranslated).toEqual([]);
  });
});
