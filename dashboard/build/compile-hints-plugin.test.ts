import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, hintFirst } from './compile-hints-plugin';

describe('compileHints', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'plie-compile-hints-'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    );
    // Two chunks loaded later that share a third: main's chunk lists what to preload with each
    // (Vite's `const __vite__mapDeps=…` line, put above everything else).
    writeFileSync(
      path.join(root, 'main.js'),
      '/* dropped by the minifier */\nexport const twice = (n) => n * 2;\n' +
        'export const later = () => import("./later.js");\nexport const other = () => import("./other.js");\n',
    );
    writeFileSync(path.join(root, 'shared.js'), 'export const add = (a, b) => a + b;\n');
    writeFileSync(
      path.join(root, 'later.js'),
      'import { add } from "./shared.js";\nexport const thrice = (n) => add(n, n * 2);\n',
    );
    writeFileSync(
      path.join(root, 'other.js'),
      'import { add } from "./shared.js";\nexport const plusOne = (n) => add(n, 1);\n',
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('starts every minified chunk with the hint, above Vite’s list of preloads too, its code still working and its source map one line down', async () => {
    const { build } = await import('vite');
    const result = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [compileHints()],
      build: {
        write: false,
        minify: true,
        sourcemap: true,
        rolldownOptions: { input: path.join(root, 'main.js'), preserveEntrySignatures: 'exports-only' },
      },
    })) as {
      output: ({ fileName: string } & (
        | { type: 'chunk'; code: string; map: { mappings: string } | null }
        | { type: 'asset' }
      ))[];
    };
    const chunks = result.output.filter((file) => file.type === 'chunk');
    expect(chunks.length).toBe(4);
    expect(chunks.some((chunk) => chunk.code.includes('__vite__mapDeps'))).toBe(true);
    for (const chunk of chunks) {
      expect(chunk.code.startsWith(`${COMPILE_HINT}\n`), chunk.fileName).toBe(true);
      expect(chunk.code).not.toContain('dropped by the minifier');
      // The mapped code starts below the hint (and below the preload list): unmapped lines first.
      const unmapped = chunk.code.includes('__vite__mapDeps') ? ';;' : ';';
      expect(chunk.map?.mappings.startsWith(unmapped), chunk.fileName).toBe(true);
    }
    const main = chunks.find((chunk) => chunk.code.includes('__vite__mapDeps'));
    const module = (await import(`data:text/javascript,${encodeURIComponent(main?.code ?? '')}`)) as {
      twice: (n: number) => number;
    };
    expect(module.twice(21)).toBe(42);
  });
});

describe('hintFirst', () => {
  it('puts the hint above the preload list', () => {
    expect(hintFirst('a.js', `const m=1;\n${COMPILE_HINT}\ncode();\n`, ';;AAAA')).toBe(
      `${COMPILE_HINT}\nconst m=1;\ncode();\n`,
    );
  });
  it('refuses a chunk whose first lines map to sources, or without the hint on its second line', () => {
    expect(() => hintFirst('a.js', `const m=1;\n${COMPILE_HINT}\ncode();`, ';AAAA;AAAA')).toThrow(/a\.js/);
    expect(() => hintFirst('b.js', 'const m=1;\ncode();', undefined)).toThrow(/b\.js/);
  });
});
