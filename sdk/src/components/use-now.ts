import { useEffect, useState } from 'react';

/** How often `useNow` ticks: the current-lesson highlight moves at most this late. */
export const NOW_TICK_MS = 30_000;

/** The current time, refreshed every `intervalMs` (for the current-lesson highlight and "Today"). */
export const useNow = (intervalMs: number = NOW_TICK_MS): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
};
