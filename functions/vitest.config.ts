import { defineProject } from 'vitest/config';

/**
 * Integration tests run through the real dispatcher against DynamoDB Local (one instance for
 * the run, started by the global setup; one table per test file, made by the setup file).
 */
export default defineProject({
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/table-per-file.ts', 'test/declared-error-codes.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
