import { defineProject } from 'vitest/config';

/** Synthesizing bundles every domain's Lambda with esbuild, so hooks and tests get generous time. */
export default defineProject({
  test: {
    name: 'infra',
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
