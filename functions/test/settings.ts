/**
 * Tests that change the functions' settings: config.ts reads the environment once per process, so
 * a test stubs the variables and has config() read them again; `restoreSettings()` (in an
 * `afterEach`) puts the file's own environment back. Values read at a module's load (the table's
 * name, the configured rate limits) stay as they were loaded.
 */
import { vi } from 'vitest';
import { resetConfig } from '../src/config';

/** Sets (a string) or unsets (undefined) each variable, then makes the next `config()` read them. */
export const stubSettings = (settings: Readonly<Record<string, string | undefined>>): void => {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  resetConfig();
};

/** Undoes every `stubSettings` (and `vi.stubEnv`) of the test. */
export const restoreSettings = (): void => {
  vi.unstubAllEnvs();
  resetConfig();
};
