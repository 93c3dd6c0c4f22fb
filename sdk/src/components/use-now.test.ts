import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW_TICK_MS, onClockTick, sameTick } from './use-now';

describe('the shared clock behind useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-10T18:59:37.250Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks per minute, on the minute, with one timer however many listen', () => {
    const seen: string[] = [];
    const stopFirst = onClockTick(NOW_TICK_MS, (now) => seen.push(`a ${now.toISOString()}`));
    const stopSecond = onClockTick(NOW_TICK_MS, (now) => seen.push(`b ${now.toISOString()}`));
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(22_749);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['a 2026-03-10T19:00:00.000Z', 'b 2026-03-10T19:00:00.000Z']);
    vi.advanceTimersByTime(60_000);
    expect(seen.slice(2)).toEqual(['a 2026-03-10T19:01:00.000Z', 'b 2026-03-10T19:01:00.000Z']);

    stopFirst();
    vi.advanceTimersByTime(60_000);
    expect(seen.slice(4)).toEqual(['b 2026-03-10T19:02:00.000Z']);
    stopSecond();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('sameTick', () => {
  it('tells instants of one minute (hydrating where the server rendered: nothing to draw again) from the next', () => {
    const at = (iso: string) => new Date(iso);
    expect(sameTick(at('2026-03-10T18:59:00.000Z'), at('2026-03-10T18:59:59.999Z'), NOW_TICK_MS)).toBe(true);
    expect(sameTick(at('2026-03-10T18:59:59.999Z'), at('2026-03-10T19:00:00.000Z'), NOW_TICK_MS)).toBe(false);
    expect(sameTick(at('2026-03-10T18:59:30.000Z'), at('2026-03-10T19:00:29.000Z'), NOW_TICK_MS)).toBe(false);
  });
});
