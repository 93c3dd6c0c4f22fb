import { useEffect, useState } from 'react';

/**
 * How many of `total` rows to draw now: all of them, or — with `perTask` — `perTask` at first and as
 * many more in each following task until all are drawn. Preact (the script-tag widgets) renders a list
 * in one go, with no pause between rows: a studio's thirty lessons were one task of 240–440 ms on a
 * phone (4× CPU slowdown) that a tap waited behind (issue #18: total blocking time). A few rows a
 * task, the first rows show as soon and the main thread is free between the tasks. The count only
 * grows: rows added to the list later follow in the same way, and a list that changes is drawn at once.
 */
export function useRowsPerTask(total: number, perTask: number | undefined): number {
  const [drawn, setDrawn] = useState(() => perTask ?? total);
  useEffect(() => {
    if (perTask === undefined || drawn >= total) return;
    // Once the rows drawn so far are on screen: the next ones in a task of their own.
    const next = setTimeout(() => setDrawn(drawn + perTask), 0);
    return () => clearTimeout(next);
  }, [drawn, total, perTask]);
  return perTask === undefined ? total : Math.min(drawn, total);
}
