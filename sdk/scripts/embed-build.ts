/**
 * The script-tag bundle: `src/embed/plie.ts` built by esbuild into `dist/embed/` — `plie.js`, the
 * small loader that defines the tags, and the chunks it loads on demand (each widget's code when its
 * tag first appears, the code they share, the week calendar, the Ukrainian and Polish texts) — with
 * `react`/`react-dom` aliased to `preact/compat` (ARCHITECTURE §5) and `i18n/catalogs.ts` swapped for
 * `catalogs.lazy.ts`. Also writes `custom-elements.json` from the manifest. Used by
 * `npm run build -w sdk`, the local runtime (`npm start`, rebuilding on change) and the bench; the
 * build fails above either budget (sizes measured in `embed-sizes.ts`).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, context, type Plugin } from 'esbuild';
import { customElementsManifest } from '../src/embed/custom-elements';
import { type EmbedSizes, measureEmbed as measureEmbedIn } from './embed-sizes';

export { type EmbedSizes, WIDGET_CHUNKS } from './embed-sizes';

const sdkDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const EMBED_OUT_DIR = join(sdkDir, 'dist', 'embed');
export const CUSTOM_ELEMENTS_PATH = join(sdkDir, 'custom-elements.json');

/** The budget of the issue: every widget with English, gzip. */
export const EMBED_BUDGET_BYTES = 45 * 1024;

/** The budget of a page's first load: `plie.js` and its static imports, gzip (issue 18). */
export const EMBED_FIRST_LOAD_BUDGET_BYTES = 15 * 1024;

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

/**
 * V8's explicit compile hint (Chrome 136 and later), as on the dashboard's chunks
 * (dashboard/build/compile-hints-plugin.ts): each widget chunk's functions are compiled while it
 * downloads, on a background thread, not lazily on the studio's page's main thread as they first run.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export const embedBuildOptions = (outdir: string): BuildOptions => ({
  entryPoints: { plie: join(sdkDir, 'src/embed/plie.ts') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox113', 'safari16.4'],
  minify: true,
  legalComments: 'none',
  // After minifying (which drops comments); the source maps count the line.
  banner: { js: COMPILE_HINT },
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

/** The sizes of the bundle in `outdir` (`dist/embed/` unless told). */
export const measureEmbed = async (outdir = EMBED_OUT_DIR): Promise<EmbedSizes> => measureEmbedIn(outdir);

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** What the sizes break of the two budgets, as sentences; none when within both. */
export const budgetFailures = (sizes: Pick<EmbedSizes, 'entryGzip' | 'englishGzip'>): string[] => [
  ...(sizes.entryGzip > EMBED_FIRST_LOAD_BUDGET_BYTES
    ? [
        `The script-tag bundle's first load (plie.js and its static imports) is ${kB(sizes.entryGzip)} gzip, over its budget of ${kB(EMBED_FIRST_LOAD_BUDGET_BYTES)}.`,
      ]
    : []),
  ...(sizes.englishGzip > EMBED_BUDGET_BYTES
    ? [
        `The script-tag bundle is ${kB(sizes.englishGzip)} gzip, over its budget of ${kB(EMBED_BUDGET_BYTES)}.`,
      ]
    : []),
];

export const writeCustomElements = async () =>
  writeFile(CUSTOM_ELEMENTS_PATH, `${JSON.stringify(customElementsManifest(), null, 2)}\n`);

/** Builds once; fails above either budget. */
export const buildEmbed = async (outdir = EMBED_OUT_DIR): Promise<EmbedSizes> => {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await build(embedBuildOptions(outdir));
  await writeCustomElements();
  const sizes = await measureEmbed(outdir);
  const failures = budgetFailures(sizes);
  if (failures.length > 0) throw new Error(failures.join(' '));
  return sizes;
};

/** Builds, then rebuilds on every change of its sources (the local runtime). */
export const watchEmbed = async (outdir = EMBED_OUT_DIR) => {
  await mkdir(outdir, { recursive: true });
  const builder = await context({ ...embedBuildOptions(outdir), minify: true });
  await builder.rebuild();
  await builder.watch();
  return { stop: () => builder.dispose() };
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sizes = await buildEmbed();
  for (const file of sizes.files) {
    console.log(
      `  ${file.name.padEnd(32)} ${(file.bytes / 1024).toFixed(1).padStart(7)} kB  ${(file.gzip / 1024).toFixed(1).padStart(6)} kB gzip`,
    );
  }
  console.log(
    `  first load, plie.js and its static imports: ${kB(sizes.entryGzip)} gzip (budget ${kB(EMBED_FIRST_LOAD_BUDGET_BYTES)})`,
  );
  for (const [tag, gzip] of Object.entries(sizes.perTagGzip)) {
    console.log(`  a page with only <${tag}>, in English, calendar included: ${kB(gzip)} gzip`);
  }
  console.log(
    `  all three widgets in English, calendar included: ${kB(sizes.englishGzip)} gzip (budget ${kB(EMBED_BUDGET_BYTES)})`,
  );
}
