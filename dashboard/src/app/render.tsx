import { CacheProvider } from '@emotion/react';
import { PRERENDER_HIDDEN_CLASS, PRERENDERED_LANGUAGE_ATTRIBUTE, prerenderedPageOf } from '@plie/shared';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageAtom } from '../i18n/atoms';
import type { Language } from '../i18n/languages';
import { trackInAppHistory } from '../layouts/in-app-history';
import { PrerenderedApp } from '../prerender/PrerenderedApp';
import { preparePrerenderedPage } from '../prerender/prepare-page';
import { createStyleCache } from '../ui/style-cache';
import { App } from './App';
import { preloadScreenOf } from './routes';
import { appStore } from './store';

// The address's screen starts loading as soon as this chunk runs, beside the start language's
// catalog, not once the app has rendered and the route suspends (routes.tsx, issue #18).
preloadScreenOf(window.location.pathname);

/**
 * After the first render is on screen: shows `#root` again if the pre-render guard hid it, and makes
 * it alive again where the app shell's copy drew it `inert` (its layout was only drawn until now).
 */
function Revealed({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.classList.remove(PRERENDER_HIDDEN_CLASS);
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return children;
}

const prefersDarkScheme = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

/**
 * Renders the dashboard into `root`, starting in `language` (whose catalog is already active).
 *
 * A page the build pre-rendered (issue #18; its document's `<html data-prerendered>` names its
 * language) is hydrated: React adopts the markup already on screen, after loading what the page's
 * first render shows (prerender/prepare-page.ts), so it renders exactly what the build rendered.
 * Where that cannot match — the visitor starts in another language, or in the dark scheme the copy
 * is not drawn in — the page is rendered anew instead (its guard script keeps it hidden meanwhile,
 * so the wrong copy never shows). Every other page is rendered into the empty shell, as before.
 */
export async function renderApp(root: HTMLElement, language: Language) {
  const store = appStore;
  trackInAppHistory();
  store.set(languageAtom, language);
  const prerenderedLanguage = document.documentElement.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
  const page = prerenderedLanguage ? prerenderedPageOf(window.location.pathname) : undefined;
  const prepared =
    page !== undefined &&
    (await preparePrerenderedPage(page, language).then(
      () => true,
      (error: unknown) => {
        console.error('Could not load the page ahead of its first render', error);
        return false;
      },
    ));
  const app = (
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <Revealed>{page ? <PrerenderedApp page={page} store={store} /> : <App store={store} />}</Revealed>
      </CacheProvider>
    </StrictMode>
  );
  if (!page) {
    // Also a transition: React renders the first page in slices of a few milliseconds, yielding to
    // the browser between them, not in one long task that blocks input (issue #18: TBT).
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
    return;
  }
  // A pre-rendered page is on screen already (or hidden meanwhile): React takes it over as a transition,
  // in slices that leave the main thread free between them (input, scrolling), not in one long task.
  startTransition(() => {
    if (prepared && prerenderedLanguage === language && !prefersDarkScheme()) {
      hydrateRoot(root, app, {
        onRecoverableError: (error, info) => {
          console.error('The pre-rendered page did not hydrate as built; it was rendered anew', error, info);
        },
      });
    } else {
      createRoot(root).render(app);
    }
  });
}
