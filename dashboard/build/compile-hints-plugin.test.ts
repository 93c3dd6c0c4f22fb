import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints-plugin';

describe('compileHints', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'plie-compile-hints-'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(
      path.join(root, 'main.js'),
      '/* dropped by the minifier */\nexport const twice = (n) => n * 2;\nexport const later = () => import("./later.js");\n',
    );
    writeFileSync(path.join(root, 'later.js'), 'export const thrice = (n) => n * 3;\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('starts every minified chunk with the hint, its code still working and its source map one line down', async () => {
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
    expect(chunks.length).toBe(2);
    for (const chunk of chunks) {
      expect(chunk.code.startsWith(`${COMPILE_HINT}\n`), chunk.fileName).toBe(true);
      expect(chunk.code).not.toContain('dropped by the minifier');
      // The mapped code starts on the line after the hint: the mappings begin with an empty line.
      expect(chunk.map?.mappings.startsWith(';')).toBe(true);
    }
    const main = chunks.find((chunk) => chunk.code.includes('*2') || chunk.code.includes('* 2'));
    const module = (await import(`data:text/javascript,${encodeURIComponent(main?.code ?? '')}`)) as {
      twice: (n: number) => number;
    };
    expect(module.twice(21)).toBe(42);
  });
});
