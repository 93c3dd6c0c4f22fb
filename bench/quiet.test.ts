import { describe, expect, it } from 'vitest';
import { busyShare, type CpuTimes, quietSummary, waitForQuiet } from './quiet';

/** A machine whose CPU times advance by the given busy shares, one window (1,000 ms of 2 cores) each. */
const machine = (shares: number[]) => {
  let times: CpuTimes = { busy: 0, idle: 0 };
  let clock = 0;
  const queue = [...shares];
  return {
    read: () => times,
    sleep: async (ms: number) => {
      const share = queue.length > 1 ? (queue.shift() as number) : (queue[0] as number);
      times = { busy: times.busy + 2 * ms * share, idle: times.idle + 2 * ms * (1 - share) };
      clock += ms;
    },
    now: () => clock,
  };
};

describe('a quiet machine before a measurement', () => {
  it('reads the busy share of all cores between two readings', () => {
    expect(busyShare({ busy: 100, idle: 900 }, { busy: 400, idle: 1600 })).toBe(0.3);
    expect(busyShare({ busy: 5, idle: 5 }, { busy: 5, idle: 5 })).toBe(0);
  });

  it('waits through busy windows and starts after the first quiet one', async () => {
    const reading = await waitForQuiet({ ...machine([0.9, 0.6, 0.1]), windowMs: 1000, maxBusy: 0.15 });
    expect(reading).toEqual({ busy: 0.1, waitedMs: 3000, quiet: true });
  });

  it('starts at once on a quiet machine', async () => {
    const reading = await waitForQuiet({ ...machine([0.05]), windowMs: 1000 });
    expect(reading).toMatchObject({ quiet: true, waitedMs: 1000 });
  });

  it('gives up after the timeout on a machine that stays busy, and says so', async () => {
    const reading = await waitForQuiet({ ...machine([0.8]), windowMs: 1000, timeoutMs: 5000 });
    expect(reading).toEqual({ busy: 0.8, waitedMs: 5000, quiet: false });
    expect(
      quietSummary([
        { busy: 0.05, waitedMs: 1500, quiet: true },
        { busy: 0.8, waitedMs: 45_000, quiet: false },
      ]),
    ).toMatch(/5%–80% busy, after waits of up to 45\.0 s; 1 of 2 began busier/);
  });
});
