import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files, longest first (seconds in the clean-clone run of 2026-11-28 13:29, two workers):
 * they start at once instead of where their project's turn puts them. Vitest orders a run it has no
 * timings for (a clean clone, as CI) project by project and larger file first, so the packed
 * package's 48 s began among the last files and ran alone at the end.
 */
export const LONGEST_FIRST = [
  'functions/test/security/fuzz.test.ts', // 101
  'functions/src/domains/groups/workflows-faults.test.ts', // 55
  'sdk/test/packed-package.test.ts', // 48
  'functions/test/security/permission-matrix.test.ts', // 40
  'infra/src/cfn-lint.test.ts', // 29
  'functions/src/workflows/account-deletion-faults.test.ts', // 29
  'functions/src/local/bundle-runtime.test.ts', // 27
  'infra/src/plie-stack.test.ts', // 26
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return index < 0 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/** One configuration that runs every workspace's tests (each workspace has its own project). */
export default defineConfig({
  test: {
    projects: ['shared', 'functions', 'sdk', 'dashboard', 'infra', 'examples', 'bench'],
    // A test file per core. Vitest's default leaves one core free (one file at a time on CI's 2
    // cores), but most files wait on DynamoDB Local or a child process: measured on 2 cores, the
    // whole run took 249 s this way against 320–400 s with one.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
  },
});
