import { RenderedAt, RenderedInNarrowWindow } from '@plie/sdk/components';
import type { createStore } from 'jotai';
import { useState } from 'react';
import { Router } from 'wouter';
import { ServerAnswers, type ServerReading } from '../api/queries/server-reads';
import { App } from '../app/App';
import { RenderedForAnonymous } from '../app/prerender-pass';
import type { ServerRenderedData } from './server-rendered-data';

/**
 * The app as a page rendered on the server with its data renders it (ADR 0019): on the server, and
 * in the browser's hydration of that markup, the same tree —
 * - at the address the server rendered (path and query), as an anonymous visitor sees it; the query
 *   as `location.search` reads (with its `?`), so the browser's first look at the address after
 *   hydrating finds it unchanged and renders nothing again (issue #18);
 * - at the moment it rendered (`RenderedAt`: "on now", "Today"), the browser's clock taking over
 *   right after;
 * - for the window it guessed from the request (`RenderedInNarrowWindow`: a phone's list and
 *   filters' drawer, or the wide table and side panel), the browser's own media queries right after;
 * - with the answers the server read (api/queries/server-reads.tsx): read there through `reading`, and in
 *   SWR's cache when the browser hydrates, which then asks again (a seat taken since shows at once).
 */
export function ServerRenderedApp({
  data,
  store,
  reading,
}: {
  data: ServerRenderedData;
  store: ReturnType<typeof createStore>;
  reading?: ServerReading;
}) {
  const [renderedAt] = useState(() => new Date(data.renderedAt));
  return (
    <RenderedForAnonymous.Provider value={true}>
      <RenderedAt.Provider value={renderedAt}>
        <RenderedInNarrowWindow.Provider value={data.narrowWindow}>
          <ServerAnswers answers={data.answers} reading={reading}>
            <Router ssrPath={data.path} ssrSearch={data.search && `?${data.search}`}>
              <App store={store} />
            </Router>
          </ServerAnswers>
        </RenderedInNarrowWindow.Provider>
      </RenderedAt.Provider>
    </RenderedForAnonymous.Provider>
  );
}
