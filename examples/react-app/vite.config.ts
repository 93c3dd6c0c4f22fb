import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * `npx vite examples/react-app` (from the repository root). JSX through emotion's runtime, so the
 * `css` prop works. `plie-source` reads `@plie/sdk` from this repository's sources; an app that
 * installed the package from npm leaves `resolve` out.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: { conditions: ['plie-source', ...defaultClientConditions] },
  // Off the local runtime's ports (5173 is its dashboard, which this app talks to).
  server: { port: 5180, strictPort: true },
});
