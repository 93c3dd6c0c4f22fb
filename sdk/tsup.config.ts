import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

/**
 * The npm package: ESM + one self-contained `dist/index.d.ts`. `@plie/shared` is private (not
 * published), so both its code and its types are bundled in; only `valibot` (and `react`) stay external.
 *
 * The `paths` entry matters for the types: reached through `node_modules/@plie/shared`, the shared
 * sources count as an "external library" for TypeScript, which then neither emits their declarations
 * nor lets rollup-plugin-dts inline them. Mapped to the sources directly, they are ordinary project files.
 */
const sharedSources = fileURLToPath(new URL('../shared/src/index.ts', import.meta.url));

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: { compilerOptions: { paths: { '@plie/shared': [sharedSources] } } },
  clean: true,
  sourcemap: true,
  treeshake: true,
  noExternal: ['@plie/shared'],
  external: ['react', 'react-dom', 'valibot'],
});
