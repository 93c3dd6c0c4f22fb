import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One configuration that runs every workspace's tests (each workspace has its own project). */
export default defineConfig({
  test: {
    projects: ['shared', 'functions', 'sdk', 'dashboard', 'infra', 'examples', 'bench'],
    // A test file per core. Vitest's default leaves one core free (one file at a time on CI's 2
    // cores), but most files wait on DynamoDB Local or a child process: measured on 2 cores, the
    // whole run took 249 s this way against 320–400 s with one.
    maxWorkers: availableParallelism(),
  },
});
