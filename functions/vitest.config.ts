import { defineProject } from 'vitest/config';

/**
 * Integration tests run through the real dispatcher against DynamoDB Local (one instance for
 * the run, started by the global setup; one table per test file, made by the setup file).
 */
export default defineProject({
  test: {
    name: 'functions',
    // Child processes (the default), not worker threads: threads imported faster (7.7 s against
    // 12.1 s for the accounts domain's 12 files), but a clean-clone run hung for good once with
    // them (2026-11-27: one file never reported, every worker idle, no timeout fired), which would
    // cost CI its whole 90 minutes. Reliability first.
    pool: 'forks',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/table-per-file.ts', 'test/declared-error-codes.ts', 'test/password-hash-reuse.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
