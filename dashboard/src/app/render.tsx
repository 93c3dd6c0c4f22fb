import { CacheProvider } from '@emotion/react';
import {
  HYDRATING_CLASS,
  PRERENDER_HIDDEN_CLASS,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  prerenderedPageOf,
  SERVER_RENDERED_ATTRIBUTE,
  STORAGE_KEYS,
} from '@plie/shared';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageAtom } from '../i18n/atoms';
import type { Language } from '../i18n/languages';
import { trackInAppHistory } from '../layouts/in-app-history';
import { PrerenderedApp } from '../prerender/PrerenderedApp';
import { preparePrerenderedPage } from '../prerender/prepare-page';
import { serverBoundariesIn, shellHydrated, whenHydrated } from '../server-render/hydration-gate';
import { ServerRenderedApp } from '../server-render/ServerRenderedApp';
import { readServerRenderedData } from '../server-render/server-rendered-data';
import { createStyleCache } from '../ui/style-cache';
import { App } from './App';
import { loadScreenAndPartsOf, preloadScreenOf } from './routes';
import { appStore } from './store';

// The address's screen starts loading as soon as this chunk runs, beside the start language's
// catalog, not once the app has rendered and the route suspends (routes.tsx, issue #18).
preloadScreenOf(window.location.pathname);

/**
 * After the first render is on screen: shows `#root` again if the pre-render guard hid it, and makes
 * it alive again where the app shell's copy drew it `inert` (its layout was only drawn until now) or
 * the guard kept a server-rendered page from taps until it hydrated.
 */
function Revealed({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.classList.remove(PRERENDER_HIDDEN_CLASS);
    document.getElementById('root')?.removeAttribute('inert');
    shellHydrated();
  }, []);
  return children;
}

/** The guard's class leaves once the app has taken the whole page over (server-render/hydration-gate.ts). */
const takenOver = () => document.documentElement.classList.remove(HYDRATING_CLASS);

const prefersDarkScheme = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

const hasStoredSession = () => {
  try {
    return Boolean(window.localStorage.getItem(STORAGE_KEYS.accessToken));
  } catch {
    return false;
  }
};

/**
 * Hydrates a page the server rendered with its data (ADR 0019) when it was drawn for this visitor:
 * their start language, the light scheme, no stored session (it is drawn as an anonymous visitor
 * sees it). Otherwise it renders the page anew, as for any other page (the guard script keeps the
 * server's markup hidden meanwhile). Whether the page was a server-rendered one (handled here).
 */
const hydrateServerRenderedPage = async (
  root: HTMLElement,
  language: Language,
  app: (inner: ReactNode) => ReactNode,
) => {
  const html = document.documentElement;
  if (!html.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return false;
  const data = readServerRenderedData(document);
  const drawnFor =
    data &&
    html.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === language &&
    !prefersDarkScheme() &&
    !hasStoredSession();
  if (!drawnFor) {
    startTransition(() => createRoot(root).render(app(<App store={appStore} />)));
    return true;
  }
  // The screen and the parts it shows first, loaded before hydrating: all of it hydrates in one pass
  // (a part left for later would show buttons that take no tap meanwhile). Its chunks are preloaded.
  await loadScreenAndPartsOf(data.path);
  // Taps stay held (the guard's class) until the shell and every boundary the server drew have hydrated.
  whenHydrated(serverBoundariesIn(root), takenOver);
  startTransition(() => {
    hydrateRoot(root, app(<ServerRenderedApp data={data} store={appStore} />), {
      onRecoverableError: (error, info) => {
        console.error(
          'The server-rendered page did not hydrate as rendered; it was rendered anew',
          error,
          info,
        );
      },
    });
  });
  return true;
};

/**
 * Renders the dashboard into `root`, starting in `language` (whose catalog is already active).
 *
 * A page the build pre-rendered (issue #18; its document's `<html data-prerendered>` names its
 * language) is hydrated: React adopts the markup already on screen, after loading what the page's
 * first render shows (prerender/prepare-page.ts), so it renders exactly what the build rendered.
 * Where that cannot match — the visitor starts in another language, or in the dark scheme the copy
 * is not drawn in — the page is rendered anew instead (its guard script keeps it hidden meanwhile,
 * so the wrong copy never shows). A page the server rendered with its data is hydrated the same way
 * (`hydrateServerRenderedPage`). Every other page is rendered into the empty shell, as before.
 */
export async function renderApp(root: HTMLElement, language: Language) {
  const store = appStore;
  // A page rendered anew is taken over at its first commit (a hydration waits for more, below).
  whenHydrated(0, takenOver);
  trackInAppHistory();
  store.set(languageAtom, language);
  const withProviders = (inner: ReactNode) => (
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <Revealed>{inner}</Revealed>
      </CacheProvider>
    </StrictMode>
  );
  if (await hydrateServerRenderedPage(root, language, withProviders)) return;
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
  const app = withProviders(page ? <PrerenderedApp page={page} store={store} /> : <App store={store} />);
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
