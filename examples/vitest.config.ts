import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

/**
 * The workspaces' TypeScript sources (`plie-source`), and Node's own conditions for the rest: not
 * `module`, which sends the AWS SDK to its bundler-only `dist-es` (extension-less imports Node can't load).
 */
const conditions = ['plie-source', ...defaultServerConditions.filter((condition) => condition !== 'module')];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'examples',
    include: ['**/*.test.ts'],
    // The dispatcher's modules create the DynamoDB client when loaded (functions/src/db/client.ts)
    // from what every function's environment has; the examples' handlers (locations) never call it.
    env: { TABLE_NAME: 'plie-examples-no-table', AWS_DEFAULT_REGION: 'eu-central-1' },
  },
});
