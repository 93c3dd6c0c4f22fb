import { type PrerenderedPage, WEB_PATHS } from '@plie/shared';
import type { createStore } from 'jotai';
import { Router } from 'wouter';
import { App } from '../app/App';

/**
 * The app as a pre-rendered page renders it: on the build (prerender/render-page.tsx) and in the
 * browser's hydration of it (app/render.tsx), the same tree. The router's server snapshot is the
 * page's own path with no query: that is what the build rendered, so hydration reads it too (a
 * `/developers?studio=x` or `/Legal-Notice/` visit hydrates as `/developers` and `/legal-notice`,
 * then renders its real address). Outside hydration the router reads the real address, as always.
 */
export function PrerenderedApp({
  page,
  store,
}: {
  page: PrerenderedPage;
  store: ReturnType<typeof createStore>;
}) {
  return (
    <Router ssrPath={WEB_PATHS[page]} ssrSearch="">
      <App store={store} />
    </Router>
  );
}
