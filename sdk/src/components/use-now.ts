import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** How often `useNow` ticks by default: on every minute, the finest a schedule shows (issue #18). */
export const NOW_TICK_MS = 60_000;

type Listener = (now: Date) => void;

/**
 * One clock per tick length for the whole page, ticking on the boundary (19:00:00, not 19:00:37),
 * so every table and calendar moves at the same moment, with a single timer.
 */
const clocks = new Map<number, Set<Listener>>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const untilNextTick = (intervalMs: number, at: number) => intervalMs - (at % intervalMs);

const schedule = (intervalMs: number) => {
  timers.set(
    intervalMs,
    setTimeout(
      () => {
        const now = new Date();
        for (const listener of clocks.get(intervalMs) ?? []) listener(now);
        schedule(intervalMs);
      },
      untilNextTick(intervalMs, Date.now()),
    ),
  );
};

/** Calls `listener` on every tick of the `intervalMs` clock; returns the unsubscribe. */
export const onClockTick = (intervalMs: number, listener: Listener): (() => void) => {
  let listeners = clocks.get(intervalMs);
  if (!listeners) {
    listeners = new Set();
    clocks.set(intervalMs, listeners);
    schedule(intervalMs);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(timers.get(intervalMs));
    timers.delete(intervalMs);
    clocks.delete(intervalMs);
  };
};

/**
 * The time a page was rendered on the server (issue #18, ADR 0019): the first render that hydrates
 * its markup must compute "on now", "Today" and the highlight for the very same moment, or React
 * throws the markup away. Provided by the server's render and by the hydration of it; `useNow`
 * starts from it and moves to the browser's clock right after.
 */
export const RenderedAt = createContext<Date | undefined>(undefined);

/**
 * The current time, refreshed on every tick (for the current-lesson highlight and "Today"). The
 * re-render a tick causes is a transition: React renders it in the background in slices, so a
 * big schedule never blocks input when the minute turns. Put it in the component that shows time,
 * as low in the tree as it can go: only that part re-renders.
 */
export const useNow = (intervalMs: number = NOW_TICK_MS): Date => {
  const renderedAt = useContext(RenderedAt);
  const [now, setNow] = useState(() => renderedAt ?? new Date());
  useEffect(() => {
    // Hydrated in the tick the server rendered in: the page shows this time already, and a new Date
    // would re-render every row for nothing (issue #18: the first taps after hydrating).
    const current = new Date();
    if (renderedAt && !sameTick(renderedAt, current, intervalMs)) startTransition(() => setNow(current));
    return onClockTick(intervalMs, (tick) => startTransition(() => setNow(tick)));
  }, [intervalMs, renderedAt]);
  return now;
};

/** Whether two instants fall in the same tick of the `intervalMs` clock (19:00:00.000–19:00:59.999). */
export const sameTick = (a: Date, b: Date, intervalMs: number): boolean =>
  Math.floor(a.getTime() / intervalMs) === Math.floor(b.getTime() / intervalMs);
