/**
 * config.ts is the functions' one reader of the environment: no other module may read
 * `process.env` (the local runtime, the Lambda bundling shims and tests excepted), so every setting
 * is parsed, checked and named in one place, once per process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = import.meta.dirname;
/** Folders that run outside a function (the local runtime) or stand in for packages (bundling). */
const EXEMPT_FOLDERS = ['local', 'bundling'];
const THE_READER = 'config.ts';

const modulesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return EXEMPT_FOLDERS.includes(relative(SOURCE, path)) ? [] : modulesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** `process.env`, `process['env']`, or `env` taken out of `process` — what reading the environment looks like. */
const READS_ENVIRONMENT =
  /\bprocess\s*(\.\s*env\b|\[\s*['"`]env['"`]\s*\])|\{[^}]*\benv\b[^}]*\}\s*=\s*process\b/;

const readersOfTheEnvironment = (files: { path: string; text: string }[]): string[] =>
  files
    .filter((file) => file.path !== THE_READER && READS_ENVIRONMENT.test(file.text))
    .map((file) => file.path);

describe('the environment', () => {
  it('is recognised however a module reads it', () => {
    const files = [
      { path: 'a.ts', text: 'const table = process.env.TABLE_NAME;' },
      { path: 'b.ts', text: "const table = process['env'].TABLE_NAME;" },
      { path: 'c.ts', text: 'const { env } = process;' },
      { path: 'd.ts', text: "import { config } from './config';\nconst { tableName } = config();" },
      { path: THE_READER, text: 'readConfig(process.env)' },
    ];
    expect(readersOfTheEnvironment(files)).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });

  it('is read by config.ts alone', () => {
    const files = modulesUnder(SOURCE).map((path) => ({
      path: relative(SOURCE, path),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(50);
    expect(files.map((file) => file.path)).toContain(THE_READER);
    expect(readersOfTheEnvironment(files)).toEqual([]);
  });
});
