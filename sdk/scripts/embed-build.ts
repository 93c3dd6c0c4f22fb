/**
 * The script-tag bundle: `src/embed/plie.ts` built by esbuild into `dist/embed/` — `plie.js` and the
 * chunks it loads on demand (the Ukrainian and Polish texts) — with `react`/`react-dom` aliased to
 * `preact/compat` (ARCHITECTURE §5) and `i18n/catalogs.ts` swapped for `catalogs.lazy.ts`. Also
 * writes `custom-elements.json` from the manifest. Used by `npm run build -w sdk`, the local runtime
 * (`npm start`, rebuilding on change) and the bench.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type BuildOptions, build, context, type Plugin } from 'esbuild';
import { customElementsManifest } from '../src/embed/custom-elements';

const sdkDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const EMBED_OUT_DIR = join(sdkDir, 'dist', 'embed');
export const CUSTOM_ELEMENTS_PATH = join(sdkDir, 'custom-elements.json');

/** The budget of the issue: every widget with English, gzip. */
export const EMBED_BUDGET_BYTES = 45 * 1024;

/** The lazily loading catalogs instead of the bundled ones. */
const lazyCatalogs: Plugin = {
  name: 'plie-lazy-catalogs',
  setup(builder) {
    const catalogs = join(sdkDir, 'src', 'i18n', 'catalogs');
    builder.onResolve({ filter: /\/catalogs$/ }, (args) =>
      resolve(args.resolveDir, args.path) === catalogs ? { path: `${catalogs}.lazy.ts` } : undefined,
    );
  },
};

/** emotion imports these for `withTheme` alone, which no widget uses: they have no other effect. */
const pureEmotionHelpers: Plugin = {
  name: 'plie-pure-emotion-helpers',
  setup(builder) {
    builder.onResolve({ filter: /^(hoist-non-react-statics|react-is)$/ }, () => ({
      path: 'unused',
      namespace: 'plie-empty',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'plie-empty' }, () => ({
      contents: 'export default function unused() {}',
      loader: 'js',
    }));
  },
};

const options = (outdir: string): BuildOptions => ({
  entryPoints: { plie: join(sdkDir, 'src/embed/plie.ts') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox113', 'safari16.4'],
  minify: true,
  legalComments: 'none',
  charset: 'utf8',
  sourcemap: 'linked',
  conditions: ['plie-source', 'module'],
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    // emotion's cache without the vendor prefixer (see shadow-styles.ts).
    '@emotion/cache': join(sdkDir, 'src/embed/shadow-styles.ts'),
  },
  plugins: [lazyCatalogs, pureEmotionHelpers],
  metafile: true,
  logLevel: 'warning',
});

export interface EmbedSizes {
  /** `plie.js` and what it imports statically, gzip: what a page loads before a widget shows. */
  entryGzip: number;
  /** Every file but the other languages' texts, gzip: all three widgets in English, calendar included (the budget). */
  englishGzip: number;
  /** Each file, raw and gzip. */
  files: { name: string; bytes: number; gzip: number }[];
}

export const measureEmbed = async (outdir = EMBED_OUT_DIR): Promise<EmbedSizes> => {
  const names = (await readdir(outdir)).filter((name) => name.endsWith('.js'));
  const files = await Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(join(outdir, name));
      return { name, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    }),
  );
  // What loads before any widget shows in English: the entry and the chunks it imports statically.
  const entry = readFileSync(join(outdir, 'plie.js'), 'utf8');
  const staticImports = new Set(
    [...entry.matchAll(/import\s*(?:[^'"()]*from\s*)?["']\.\/([^"']+)["']/g)].map((m) => m[1]),
  );
  const entryGzip = files
    .filter((file) => file.name === 'plie.js' || staticImports.has(file.name))
    .reduce((sum, file) => sum + file.gzip, 0);
  const englishGzip = files
    .filter((file) => !/^(pl|ua)-/.test(file.name))
    .reduce((sum, file) => sum + file.gzip, 0);
  return { entryGzip, englishGzip, files: files.sort((a, b) => a.name.localeCompare(b.name)) };
};

export const writeCustomElements = async () =>
  writeFile(CUSTOM_ELEMENTS_PATH, `${JSON.stringify(customElementsManifest(), null, 2)}\n`);

/** Builds once; fails above the budget. */
export const buildEmbed = async (outdir = EMBED_OUT_DIR): Promise<EmbedSizes> => {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await build(options(outdir));
  await writeCustomElements();
  const sizes = await measureEmbed(outdir);
  if (sizes.englishGzip > EMBED_BUDGET_BYTES) {
    throw new Error(
      `The script-tag bundle is ${(sizes.englishGzip / 1024).toFixed(1)} kB gzip, over its budget of ${EMBED_BUDGET_BYTES / 1024} kB.`,
    );
  }
  return sizes;
};

/** Builds, then rebuilds on every change of its sources (the local runtime). */
export const watchEmbed = async (outdir = EMBED_OUT_DIR) => {
  await mkdir(outdir, { recursive: true });
  const builder = await context({ ...options(outdir), minify: true });
  await builder.rebuild();
  await builder.watch();
  return { stop: () => builder.dispose() };
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sizes = await buildEmbed();
  for (const file of sizes.files) {
    console.log(
      `  ${file.name.padEnd(24)} ${(file.bytes / 1024).toFixed(1).padStart(7)} kB  ${(file.gzip / 1024).toFixed(1).padStart(6)} kB gzip`,
    );
  }
  console.log(`  plie.js as first loaded: ${(sizes.entryGzip / 1024).toFixed(1)} kB gzip`);
  console.log(
    `  all three widgets in English, calendar included: ${(sizes.englishGzip / 1024).toFixed(1)} kB gzip (budget ${EMBED_BUDGET_BYTES / 1024} kB)`,
  );
}
