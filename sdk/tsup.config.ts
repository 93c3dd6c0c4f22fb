import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

/**
 * The npm package: ESM + self-contained declarations, one entry per export: `dist/index.*` (the typed
 * client) and `dist/components.*` (the React components, `@plie/sdk/components`). `@plie/shared` is
 * private (not published), so both its code and its types are bundled in; only `valibot`, `react` and
 * `@emotion/react` stay external. JSX compiles with `@emotion/react`'s runtime (tsconfig `jsxImportSource`).
 *
 * The `paths` entry matters for the types: reached through `node_modules/@plie/shared`, the shared
 * sources count as an "external library" for TypeScript, which then neither emits their declarations
 * nor lets rollup-plugin-dts inline them. Mapped to the sources directly, they are ordinary project files.
 */
const sharedSources = fileURLToPath(new URL('../shared/src/index.ts', import.meta.url));
const sharedLocale = fileURLToPath(new URL('../shared/src/locale.ts', import.meta.url));

export default defineConfig({
  entry: { index: 'src/index.ts', components: 'src/components/index.ts', elements: 'src/embed/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: {
    compilerOptions: { paths: { '@plie/shared': [sharedSources], '@plie/shared/locale': [sharedLocale] } },
  },
  clean: true,
  sourcemap: true,
  treeshake: true,
  noExternal: ['@plie/shared', '@plie/shared/locale'],
  external: ['react', 'react-dom', 'valibot', '@emotion/react'],
});
