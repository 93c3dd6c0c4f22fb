import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLanguage } from './i18n/activate';
import { languageAtom } from './i18n/atoms';
import { readStoredLanguage } from './i18n/language-storage';
import { resolveLanguage } from './i18n/languages';

const store = createStore();
const language = resolveLanguage({ stored: readStoredLanguage(), browserLanguages: navigator.languages });
store.set(languageAtom, language);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first catalog loads before the first paint, so the page never flashes in English.
activateLanguage(language)
  .catch(() => activateLanguage('en'))
  .finally(() => {
    createRoot(root).render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
