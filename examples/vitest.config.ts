import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['plie-source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['plie-source', ...defaultServerConditions] } },
  test: { name: 'examples', include: ['**/*.test.ts'] },
});
