/**
 * Whether the current history entry was reached inside Plié (so the title block's Back may go
 * back) or is the first page of the visit (opened from a link, a bookmark, a search engine: Back
 * then goes up the breadcrumb instead of leaving the site). Each entry of this visit carries its
 * depth in `history.state`, so a reload or the browser's own back and forward keep it right.
 * wouter announces its `pushState`/`replaceState` as window events of those names.
 */
const DEPTH_KEY = 'plieDepth';
let depth = 0;

const depthIn = (state: unknown): number | undefined => {
  const value =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[DEPTH_KEY] : undefined;
  return typeof value === 'number' ? value : undefined;
};

/** Writes the depth into the entry's state unless it is there (so the write does not repeat itself). */
const mark = () => {
  if (depthIn(window.history.state) === depth) return;
  const state = window.history.state && typeof window.history.state === 'object' ? window.history.state : {};
  window.history.replaceState({ ...state, [DEPTH_KEY]: depth }, '');
};

let tracking = false;

/** Starts counting this visit's pages; call once when the app starts. */
export function trackInAppHistory() {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  depth = depthIn(window.history.state) ?? 0;
  mark();
  window.addEventListener('pushState', () => {
    depth += 1;
    mark();
  });
  // A navigation that replaces the entry keeps its depth.
  window.addEventListener('replaceState', mark);
  window.addEventListener('popstate', () => {
    depth = depthIn(window.history.state) ?? 0;
  });
}

/** An earlier page of this visit is one step back. */
export const hasInAppHistory = () => depth > 0;
