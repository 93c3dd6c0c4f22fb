import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { catalogSplit } from './build/catalog-split-plugin.ts';
import { compileHints } from './build/compile-hints-plugin.ts';
import { fewerChunks } from './build/fewer-chunks-plugin.ts';
import { linguiMacros } from './build/lingui-macro-plugin.ts';
import { preloadChunks } from './build/preload-chunks-plugin.ts';
import { prerenderPages } from './build/prerender-plugin.ts';

const dashboardDir = path.dirname(fileURLToPath(import.meta.url));
const linguiConfigPath = path.join(dashboardDir, 'lingui.config.ts');

/**
 * The dashboard SPA. Paths are anchored to this folder, so it works both from
 * `vite build` / `vite --config dashboard/vite.config.ts dashboard` and from the local
 * runtime's `createServer({ configFile, root: 'dashboard', server: { proxy: { '/api': … } } })`.
 */
export default defineConfig({
  root: dashboardDir,
  plugins: [
    linguiMacros({ configPath: linguiConfigPath, sourceDir: path.join(dashboardDir, 'src') }),
    react({ jsxImportSource: '@emotion/react' }),
    lingui({ configPath: linguiConfigPath, failOnCompileError: true }),
    // React and the app: a chunk of its own, loaded by main.tsx next to the start language's catalog.
    preloadChunks({ modules: [path.join(dashboardDir, 'src/app/render.tsx')] }),
    // Common chunks under 20 kB (of source) copied into the chunks that use them: ~20 files a page, not ~80.
    fewerChunks({ maxSize: 20_000 }),
    // Per language, a core catalog and one per screen: the first view loads only the messages it shows.
    catalogSplit({
      configPath: linguiConfigPath,
      sourceDir: path.join(dashboardDir, 'src'),
      screensOf: path.join(dashboardDir, 'src/app/routes.tsx'),
    }),
    // The landing page, the legal pages and /developers as HTML in each language (issue #18).
    prerenderPages({ entry: path.join(dashboardDir, 'src/prerender/render-page.tsx') }),
    // Every chunk compiled while it downloads, off the main thread (issue #18).
    compileHints(),
  ],
  resolve: {
    // Workspace packages are read from their TypeScript sources (`plie-source` export condition),
    // never from a stale or missing build of theirs.
    conditions: ['plie-source', ...defaultClientConditions],
  },
  build: {
    outDir: path.join(dashboardDir, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // Pure packages that @emotion/react imports for its side effects (`import 'hoist-non-react-statics'`)
        // though they have none: only `withTheme`, which the dashboard doesn't use, needs them.
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
