/**
 * Two small rules that used to be copied across the workspaces (issue #15 item 6) now live in
 * shared alone: mapping the product's `ua` to the `uk` locale `Intl` knows (`locale.ts`) and
 * folding accents and case (`text-fold.ts`). This test reads every workspace's sources and fails
 * when a copy comes back: `.normalize('NFD')`, or a `'uk'` literal (the only reason to write one
 * is to map to or from Ukrainian's BCP 47 code).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPOSITORY = join(import.meta.dirname, '..', '..');
const SOURCE_ROOTS = ['shared/src', 'functions/src', 'sdk/src', 'dashboard/src'];
const THE_HOMES = ['shared/src/locale.ts', 'shared/src/text-fold.ts'];

const modulesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : modulesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The code without its comments, which may well mention `uk` or NFD. */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

const COPIES = [
  { what: 'accent folding', pattern: /\.normalize\(\s*(['"`])NFK?D\1\s*\)/ },
  { what: 'a ua/uk mapping', pattern: /(['"`])uk\1|\buk\s*:/ },
];

const copiesIn = (files: { path: string; text: string }[]): string[] =>
  files
    .filter((file) => !THE_HOMES.includes(file.path))
    .flatMap((file) => {
      const code = withoutComments(file.text);
      return COPIES.filter((copy) => copy.pattern.test(code)).map((copy) => `${file.path}: ${copy.what}`);
    });

describe('one locale module, one text folding', () => {
  it('recognises the copies it replaced', () => {
    const files = [
      { path: 'a.ts', text: "const f = (t: string) => t.normalize('NFD').replace(/\\p{Diacritic}/gu, '');" },
      { path: 'b.ts', text: "const locale = language === 'ua' ? 'uk' : language;" },
      { path: 'c.ts', text: "const INTL: Record<Language, string> = { en: 'en', ua: 'uk', pl: 'pl' };" },
      { path: 'd.ts', text: "const TAGS = { en: 'en', ua: 'ua', uk: 'ua', pl: 'pl' };" },
      { path: 'e.ts', text: 'new Intl.DateTimeFormat(intlLocale(language)); // `ua` → `uk`, NFD' },
      { path: 'f.ts', text: "const name = text.normalize('NFC');" },
      { path: THE_HOMES[0] as string, text: "const INTL = { ua: 'uk' };" },
    ];
    expect(copiesIn(files)).toEqual([
      'a.ts: accent folding',
      'b.ts: a ua/uk mapping',
      'c.ts: a ua/uk mapping',
      'd.ts: a ua/uk mapping',
    ]);
  });

  it('has no copy outside shared/src/locale.ts and text-fold.ts', () => {
    const files = SOURCE_ROOTS.flatMap((root) => modulesUnder(join(REPOSITORY, root))).map((path) => ({
      path: relative(REPOSITORY, path),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(300);
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(THE_HOMES));
    expect(copiesIn(files)).toEqual([]);
  });
});
