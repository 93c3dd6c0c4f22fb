/**
 * The script-tag bundle as esbuild emits it (into a throw-away folder): within its two budgets, and
 * split so a page fetches a widget's code only for the tags it has — read from the emitted import
 * graph (`embed-sizes.ts`) and esbuild's metafile (which sources each file holds).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMAIL_INVALID, MESSAGES } from '@plie/shared';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  budgetFailures,
  COMPILE_HINT,
  EMBED_BUDGET_BYTES,
  EMBED_FIRST_LOAD_BUDGET_BYTES,
  type EmbedSizes,
  embedBuildOptions,
  measureEmbed,
} from '../scripts/embed-build';
import { importsOf } from '../scripts/embed-sizes';

/** The metafile names sources from the repository's root (`sdk/src/…`), wherever the tests run from. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let outdir: string;
let sizes: EmbedSizes;
let metafile: Metafile;

beforeAll(async () => {
  outdir = await mkdtemp(join(tmpdir(), 'plie-embed-'));
  metafile = (await build({ ...embedBuildOptions(outdir), absWorkingDir: repoRoot })).metafile as Metafile;
  sizes = await measureEmbed(outdir);
}, 60_000);

afterAll(async () => {
  if (outdir) await rm(outdir, { recursive: true, force: true });
});

/** The sources bundled into the emitted files named. */
const sourcesIn = (files: string[]): string[] =>
  Object.entries(metafile.outputs)
    .filter(([path]) => files.includes(basename(path)))
    .flatMap(([, output]) => Object.keys(output.inputs));

describe('the script-tag bundle', () => {
  it(`loads at most ${EMBED_FIRST_LOAD_BUDGET_BYTES / 1024} kB gzip first, and all three widgets in English stay within ${EMBED_BUDGET_BYTES / 1024} kB`, () => {
    expect(sizes.entryGzip).toBeLessThanOrEqual(EMBED_FIRST_LOAD_BUDGET_BYTES);
    expect(sizes.englishGzip).toBeLessThanOrEqual(EMBED_BUDGET_BYTES);
    expect(budgetFailures(sizes)).toEqual([]);
  });

  it('starts every script with the compile hint: widgets compile while they download, off the page’s main thread', async () => {
    const scripts = Object.keys(metafile.outputs).filter((path) => path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const code = await readFile(join(outdir, basename(script)), 'utf8');
      expect(code.startsWith(`${COMPILE_HINT}\n`), script).toBe(true);
    }
  });

  it('first loads the loader alone: no Preact, no emotion, no widget, no shared domain code', () => {
    expect(sizes.entryFiles).toContain('plie.js');
    const sources = sourcesIn(sizes.entryFiles);
    expect(sources).toContain('sdk/src/embed/widget-loader.ts');
    expect(
      sources.filter((source) => /node_modules|shared\/src|components\/|-widget\.tsx/.test(source)),
    ).toEqual([]);
  });

  it('a page with only a sign-up form never fetches the schedule, nor the calendar', () => {
    const sources = sourcesIn(sizes.perTagFiles['plie-lesson-signup']);
    expect(sources).toContain('sdk/src/embed/lesson-signup/lesson-signup-widget.tsx');
    for (const schedule of [
      'sdk/src/embed/schedule/schedule-widget.tsx',
      'sdk/src/components/schedule/studio-schedule.tsx',
      'sdk/src/components/lesson-table/lesson-table.tsx',
      'sdk/src/components/lesson-calendar/lesson-calendar.tsx',
    ]) {
      expect(sources).not.toContain(schedule);
    }
  });

  it('a page with only a schedule never fetches the form widgets', () => {
    const sources = sourcesIn(sizes.perTagFiles['plie-schedule']);
    expect(sources).toContain('sdk/src/components/schedule/studio-schedule.tsx');
    expect(sources).not.toContain('sdk/src/embed/lesson-signup/lesson-signup-widget.tsx');
    expect(sources).not.toContain('sdk/src/embed/group-join/group-join-widget.tsx');
  });

  it('carries the routes and validation messages the widgets use, not the whole route table nor every message', async () => {
    const sources = sourcesIn(sizes.files.map((file) => file.name));
    expect(sources).not.toContain('shared/src/contract/routes.generated.ts');
    const code = (
      await Promise.all(sizes.files.map((file) => readFile(join(outdir, file.name), 'utf8')))
    ).join('\n');
    expect(code).toContain('/api/lesson/search');
    expect(code).not.toContain('/api/auth/signup');
    expect(code).toContain(EMAIL_INVALID);
    expect(code).not.toContain(MESSAGES.cannotUploadFile);
  });

  it('counts for each tag the first load and that tag’s chunks, in English only', () => {
    for (const [tag, files] of Object.entries(sizes.perTagFiles)) {
      expect(files, tag).toContain('plie.js');
      expect(
        files.filter((file) => /^(pl|ua)-/.test(file)),
        tag,
      ).toEqual([]);
      expect(sizes.perTagGzip[tag as keyof typeof sizes.perTagGzip]).toBeGreaterThan(sizes.entryGzip);
      expect(sizes.perTagGzip[tag as keyof typeof sizes.perTagGzip]).toBeLessThanOrEqual(sizes.englishGzip);
    }
  });
});

describe('the budgets', () => {
  it('fail a first load over 15 kB gzip, and all three widgets over 45 kB', () => {
    expect(budgetFailures({ entryGzip: 15 * 1024, englishGzip: 45 * 1024 })).toEqual([]);
    expect(budgetFailures({ entryGzip: 15 * 1024 + 1, englishGzip: 40 * 1024 })).toEqual([
      "The script-tag bundle's first load (plie.js and its static imports) is 15.0 kB gzip, over its budget of 15.0 kB.",
    ]);
    expect(budgetFailures({ entryGzip: 1024, englishGzip: 46 * 1024 })).toEqual([
      'The script-tag bundle is 46.0 kB gzip, over its budget of 45.0 kB.',
    ]);
  });
});

describe('the import graph of the emitted files', () => {
  it('reads static and on-demand imports of sibling files from minified code', () => {
    const code =
      'import{a as b}from"./chunk-ABC.js";import"./chunk-DEF.js";const x=()=>import("./plie-schedule-XYZ.js");';
    expect(importsOf(code)).toEqual({
      static: ['chunk-ABC.js', 'chunk-DEF.js'],
      dynamic: ['plie-schedule-XYZ.js'],
    });
  });
});
