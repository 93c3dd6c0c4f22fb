import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages from their TypeScript sources, never from a build of theirs.
  resolve: { conditions: ['plie-source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['plie-source', ...defaultServerConditions] } },
  test: { name: 'sdk', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'] },
});
