import { readsEarly } from './app/early-responses';
import { inTasks } from './app/next-task';
import { startLanguage, startLanguageActive } from './i18n/start';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * This entry is small: it resolves the start language and requests that catalog at once. The rest
 * of the code is evaluated in stages, each in a task of its own (issue #18: evaluated in one go, it
 * was a task of 100–300 ms on a phone, which a tap waited behind):
 * 1. the page's first reads, started beside the download of the rest (app/early-reads.ts), on the
 *    pages that read early (their code is loaded only there);
 * 2. React DOM;
 * 3. the app, which renders once the start language's catalog is active too, so the page never
 *    flashes in English. A page the build or the server rendered is already on screen: `renderApp`
 *    hydrates it.
 * index.html preloads every chunk of these (see `build/preload-chunks-plugin.ts`): they download side
 * by side with the catalog, not one after the other.
 */
void inTasks([
  async () => {
    if (readsEarly(window.location.pathname))
      (await import('./app/early-reads')).startEarlyReads(window.location, startLanguage);
  },
  () => import('react-dom/client'),
  async () => {
    const [{ renderApp }] = await Promise.all([
      import('./app/render'),
      startLanguageActive.catch((error: unknown) => console.error('Could not load a catalog', error)),
    ]);
    await renderApp(root, startLanguage);
  },
]);
