/**
 * The app's `Suspense` (issue #18, ADR 0019): a boundary that also reports when its content is on
 * screen, so a page the server rendered counts as taken over only once every part of it has hydrated.
 *
 * React hydrates a server-rendered page's shell first, then the content of each `Suspense` boundary
 * in a later pass of its own at the lowest priority. A tap on content not hydrated yet makes React
 * hydrate it at once, in the tap's own task: the first taps after the shell took the rest of the
 * page's hydration with them (0.4–1 s at 4× CPU slowdown). The guard's class (`plie-hydrating`) now
 * leaves `<html>` only once the shell and every boundary the server rendered are hydrated, and the
 * guard holds taps until then and replays the last one (shared/prerendered-pages.ts).
 */
import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { boundaryShown } from '../server-render/hydration-gate';

/** `Suspense`, reporting its content's first commit (every boundary of the app is one: page-suspense.test.ts). */
export function PageSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <ContentShown />
    </Suspense>
  );
}

/** Renders nothing; its first commit is its boundary's content's. */
function ContentShown() {
  useLayoutEffect(() => boundaryShown(), []);
  return null;
}
