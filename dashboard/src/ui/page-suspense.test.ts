import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  boundaryShown,
  HYDRATION_GATE_TIMEOUT_MS,
  shellHydrated,
  whenHydrated,
} from '../server-render/hydration-gate';

const sourceDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

const sourcesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesIn(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe('PageSuspense', () => {
  it('is the only Suspense boundary of the app: each reports its hydration, which the guard waits for', () => {
    const bare = sourcesIn(sourceDir)
      .filter((file) => !file.endsWith(path.join('ui', 'page-suspense.tsx')))
      .filter((file) => /<Suspense\b|\bSuspense\b[^;]*from 'react'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(sourceDir, file));
    expect(bare).toEqual([]);
  });
});

describe('the hydration gate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens once the shell and every boundary the server drew have hydrated, whatever their order, once', () => {
    const opened = vi.fn();
    whenHydrated(2, opened);
    boundaryShown();
    shellHydrated();
    expect(opened).not.toHaveBeenCalled();
    boundaryShown();
    expect(opened).toHaveBeenCalledTimes(1);
    boundaryShown();
    vi.advanceTimersByTime(HYDRATION_GATE_TIMEOUT_MS);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('opens at the shell for a page without boundaries (or rendered anew)', () => {
    const opened = vi.fn();
    whenHydrated(0, opened);
    shellHydrated();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('opens anyway a while after the shell when a boundary never reports: taps are never held for long', () => {
    const opened = vi.fn();
    whenHydrated(3, opened);
    shellHydrated();
    boundaryShown();
    vi.advanceTimersByTime(HYDRATION_GATE_TIMEOUT_MS - 1);
    expect(opened).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
