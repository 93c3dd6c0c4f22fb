/** Small statistics helpers for the benchmarks. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
};

export const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

export const ms = (value: number) => `${value.toFixed(2)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
