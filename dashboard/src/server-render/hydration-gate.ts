/**
 * When a page the server rendered is wholly taken over by the app (ui/page-suspense.tsx): its shell
 * has hydrated (`shellHydrated`) and so has the content of every `Suspense` boundary the server
 * rendered, each reporting its first commit (`boundaryShown`). Until then the guard's class stays on
 * `<html>`; `whenHydrated` then removes it.
 *
 * React writes each boundary into the server's markup as a comment starting with `$` (`<!--$-->`,
 * `<!--$?-->` pending, `<!--$!-->` client-rendered): those are counted before hydrating.
 */

let expected: number | undefined;
let shown = 0;
let shell = false;
let done: (() => void) | undefined;
let fallback: ReturnType<typeof setTimeout> | undefined;

/**
 * At the latest this long after the shell has hydrated, the page counts as taken over even if some
 * boundary never reported (one that is not a `PageSuspense`): taps are never held for long.
 */
export const HYDRATION_GATE_TIMEOUT_MS = 4000;

/** How many `Suspense` boundaries the server's markup under `root` holds. */
export const serverBoundariesIn = (root: Node): number => {
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let boundaries = 0;
  for (let node = comments.nextNode(); node; node = comments.nextNode()) {
    if ((node as Comment).data.startsWith('$')) boundaries++;
  }
  return boundaries;
};

const check = () => {
  if (!shell || expected === undefined || shown < expected || !done) return;
  const finish = done;
  done = undefined;
  clearTimeout(fallback);
  finish();
};

/** Starts waiting for `boundaries` boundaries and the shell; calls `onHydrated` once (see above). */
export const whenHydrated = (boundaries: number, onHydrated: () => void): void => {
  expected = boundaries;
  shown = 0;
  shell = false;
  done = onHydrated;
};

/** A boundary's content is on screen (hydrated, or rendered anew). */
export const boundaryShown = (): void => {
  shown++;
  check();
};

/** The shell has hydrated (the root's first commit). */
export const shellHydrated = (): void => {
  shell = true;
  clearTimeout(fallback);
  if (done)
    fallback = setTimeout(() => {
      shown = Number.POSITIVE_INFINITY;
      check();
    }, HYDRATION_GATE_TIMEOUT_MS);
  check();
};
