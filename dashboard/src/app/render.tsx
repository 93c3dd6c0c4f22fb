import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageAtom } from '../i18n/atoms';
import type { Language } from '../i18n/languages';
import { trackInAppHistory } from '../layouts/in-app-history';
import { App } from './App';
import { appStore } from './store';

/** Renders the dashboard into `root`, starting in `language` (whose catalog is already active). */
export function renderApp(root: HTMLElement, language: Language) {
  const store = appStore;
  trackInAppHistory();
  store.set(languageAtom, language);
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}
