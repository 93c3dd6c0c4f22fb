import { startEarlyReads } from './app/early-reads';
import { startLanguage, startLanguageActive } from './i18n/start';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The page's first reads start now, beside the code's download (app/early-reads.ts).
startEarlyReads(window.location, startLanguage);

/**
 * This entry is small: it resolves the start language and requests that catalog at once.
 * React and the app are their own chunk, which index.html already preloads (see
 * `build/preload-chunks-plugin.ts`), so the catalog and the app download side by side rather
 * than one after the other. The first render waits for both, so the page never flashes in
 * English. A page the build pre-rendered is already on screen: `renderApp` hydrates it.
 */
Promise.all([
  import('./app/render'),
  startLanguageActive.catch((error: unknown) => console.error('Could not load a catalog', error)),
]).then(([{ renderApp }]) => renderApp(root, startLanguage));
