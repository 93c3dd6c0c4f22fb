/**
 * A public data page rendered on request with its first data (ADR 0019): a studio's page, a user's
 * page, the schedule, the teachers, the studios — as an anonymous visitor sees them, in the visitor's
 * language, at this moment. Part of the server bundle (prerender/render-page.tsx is its entry), which
 * a server calls for those addresses; where this fails or takes too long, the server sends the page's
 * app shell copy instead, as it did before.
 *
 * The render reads through the app's own query hooks, their fetchers calling the API through the
 * server's `fetch` (api/queries/server-reads.tsx): the same requests, keys and access rules as in the browser,
 * which then hydrates the markup with those very answers (ServerRenderedApp.tsx).
 */
import {
  type DataPageRenderRequest,
  embedLanguageOf,
  type Language,
  serverRenderedPageOf,
} from '@plie/shared';
import { readOnTheServerWith } from '../api/client';
import { collectServerReads } from '../api/queries/server-reads';
import { activateLanguage } from '../i18n/activate';
import { prerenderedDocument } from '../prerender/prerender-document';
import { renderMarkup } from '../prerender/render-page';
import { ServerRenderedApp } from './ServerRenderedApp';
import type { ServerRenderedData } from './server-rendered-data';

/** What the build leaves for the server's renders: the app shell, and each data page's preloads by language. */
export interface DataPageManifest {
  shell: string;
  preloads: Record<string, Partial<Record<Language, string[]>>>;
}

export type DataPageRequest = DataPageRenderRequest<DataPageManifest>;

let queue: Promise<unknown> = Promise.resolve();

/**
 * The document of the data page at `request.path`, or `undefined` for an address that is none.
 * Renders one at a time (they share the app's Lingui instance and API client); rejects when the
 * render fails, so the server can fall back to the app shell copy.
 */
export const renderDataPageDocument = (request: DataPageRequest): Promise<string | undefined> => {
  const page = serverRenderedPageOf(request.path.split(/[?#]/)[0] ?? '/');
  if (!page) return Promise.resolve(undefined);
  const rendered = queue.then(() => renderNow(page, request));
  queue = rendered.catch(() => undefined);
  return rendered;
};

const renderNow = async (page: string, request: DataPageRequest): Promise<string> => {
  request.signal?.throwIfAborted();
  const { manifest } = request;
  // An embedded schedule's `?lang=` beats the visitor's language (spec §2), as in the browser.
  const language = embedLanguageOf(request.path, request.search) ?? request.language;
  await activateLanguage(language);
  const reads = collectServerReads();
  const data: ServerRenderedData = {
    path: request.path,
    search: request.search,
    renderedAt: request.now.toISOString(),
    narrowWindow: request.narrowWindow,
    answers: {},
  };
  readOnTheServerWith((input, init) =>
    request.fetch(input, { ...init, ...(request.signal ? { signal: request.signal } : {}) }),
  );
  try {
    const markup = await renderMarkup(
      `${request.path} in ${language}`,
      language,
      (store) => <ServerRenderedApp data={data} store={store} reading={reads.middleware} />,
      request.signal,
    );
    data.answers = await reads.answers();
    return prerenderedDocument({
      shell: manifest.shell,
      markup,
      language,
      preloads: manifest.preloads[page]?.[language] ?? [],
      serverRendered: data,
    });
  } finally {
    readOnTheServerWith(undefined);
  }
};
