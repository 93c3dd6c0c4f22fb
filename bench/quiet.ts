/**
 * A quiet machine before each page measurement. Lighthouse simulates a phone by scaling the main-thread
 * tasks it observed on this machine (4×), so anything else busy on the 2 cores (DynamoDB Local's JIT
 * after seeding, a build that just ended, the last run's browser shutting down) lengthens those tasks
 * and the page's total blocking time with them. Before each run the bench waits until the whole
 * machine has been nearly idle for a moment, and reports how busy it was when the run began.
 *
 * Not for the interactions: a page under CDP's CPU throttling (`Emulation.setCPUThrottlingRate` 4)
 * keeps 40–50% of this 2-core machine busy by itself, measured, so the machine is never quiet there.
 */
import { cpus } from 'node:os';

/** CPU time in ms summed over every core: busy (user, nice, system, irq) and idle. */
export interface CpuTimes {
  busy: number;
  idle: number;
}

export const cpuTimes = (): CpuTimes =>
  cpus().reduce(
    (sum, cpu) => ({
      busy: sum.busy + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq,
      idle: sum.idle + cpu.times.idle,
    }),
    { busy: 0, idle: 0 },
  );

/** The share of the machine's CPU (all cores, 0–1) that was busy between two readings. */
export const busyShare = (before: CpuTimes, after: CpuTimes): number => {
  const busy = after.busy - before.busy;
  const total = busy + (after.idle - before.idle);
  return total > 0 ? busy / total : 0;
};

export interface QuietOptions {
  /** Busy share (0–1) at or under which the machine counts as quiet. */
  maxBusy?: number;
  /** The window each share is measured over. */
  windowMs?: number;
  /** Give up waiting after this long, and say so. */
  timeoutMs?: number;
  /** Injected in tests. */
  read?: () => CpuTimes;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface QuietReading {
  /** The busy share of the last window, the one the run started after. */
  busy: number;
  waitedMs: number;
  /** False when the timeout came first. */
  quiet: boolean;
}

export const QUIET_DEFAULTS = { maxBusy: 0.15, windowMs: 1500, timeoutMs: 45_000 } as const;

/** Waits until one window's busy share is at most `maxBusy` (or the timeout passes). */
export const waitForQuiet = async ({
  maxBusy = QUIET_DEFAULTS.maxBusy,
  windowMs = QUIET_DEFAULTS.windowMs,
  timeoutMs = QUIET_DEFAULTS.timeoutMs,
  read = cpuTimes,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = () => performance.now(),
}: QuietOptions = {}): Promise<QuietReading> => {
  const started = now();
  for (;;) {
    const before = read();
    await sleep(windowMs);
    const busy = busyShare(before, read());
    const waitedMs = now() - started;
    if (busy <= maxBusy) return { busy, waitedMs, quiet: true };
    if (waitedMs >= timeoutMs) return { busy, waitedMs, quiet: false };
  }
};

/** What the report says of the readings before a section's runs. */
export const quietSummary = (readings: readonly QuietReading[], maxBusy: number = QUIET_DEFAULTS.maxBusy) => {
  if (!readings.length) return '';
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const loud = readings.filter((reading) => !reading.quiet).length;
  const longest = Math.max(...readings.map((reading) => reading.waitedMs));
  return (
    `Before each run the bench waited until the machine's CPU (both cores) was at most ${percent(maxBusy)} busy ` +
    `over ${QUIET_DEFAULTS.windowMs / 1000} s: the runs began at ${percent(Math.min(...readings.map((r) => r.busy)))}–` +
    `${percent(Math.max(...readings.map((r) => r.busy)))} busy, after waits of up to ${(longest / 1000).toFixed(1)} s` +
    (loud ? `; ${loud} of ${readings.length} began busier, when the wait gave up.` : '.')
  );
};
