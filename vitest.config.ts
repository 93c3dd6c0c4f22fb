import { defineConfig } from 'vitest/config';

/** One configuration that runs every workspace's tests (each workspace has its own project). */
export default defineConfig({
  test: {
    projects: ['shared', 'functions', 'sdk', 'dashboard', 'infra', 'examples'],
  },
});
