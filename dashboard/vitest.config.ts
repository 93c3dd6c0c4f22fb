import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages from their TypeScript sources, never from a build of theirs.
  resolve: { conditions: ['plie-source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['plie-source', ...defaultServerConditions] } },
  test: {
    name: 'dashboard',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // No DOM, no mocks, no module state: one module graph for all ~50 files (see shared's config).
    isolate: false,
  },
});
