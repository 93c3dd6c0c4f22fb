/**
 * What the Lambda bundles may not do with their own sources. Each function is one ESM file
 * (infra/src/plie-function.ts, no code splitting), where a dynamic `import()` or a `require()` of
 * one of our modules turns it into a namespace object: esbuild then keeps every export of it and
 * of what it re-exports — with the data layer, the whole DynamoDB client's schemas and aggregated
 * commands (measured: ~25 kB gzip in every bundle). Static imports only.
 */
import path from 'node:path';
import { DOMAINS } from '@plie/shared';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const ENTRY_DIR = path.join(REPO_ROOT, 'functions', 'src', 'lambdas');

const ownSource = (file: string) => !file.includes('node_modules/') && /\.(ts|tsx|js|mjs)$/.test(file);

describe('the Lambda bundles', () => {
  it('reach their own modules only through static imports', async () => {
    const result = await build({
      // The domains' entries and the data pages' (whose server bundle, a file beside it, is imported at run time).
      entryPoints: [...DOMAINS, 'pages'].map((name) => path.join(ENTRY_DIR, `${name}.ts`)),
      bundle: true,
      platform: 'node',
      format: 'esm',
      mainFields: ['module', 'main'],
      outdir: path.join(REPO_ROOT, 'node_modules', '.cache', 'plie-bundle-imports'),
      write: false,
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: REPO_ROOT,
    });
    const lazy = Object.entries(result.metafile.inputs).flatMap(([file, input]) =>
      ownSource(file)
        ? input.imports
            .filter((entry) => entry.kind === 'dynamic-import' || entry.kind === 'require-call')
            .filter((entry) => !entry.external && !entry.path.startsWith('node:'))
            .map((entry) => `${file} → ${entry.original ?? entry.path} (${entry.kind})`)
        : [],
    );
    expect(lazy).toEqual([]);
  }, 60_000);
});
