/**
 * The build's render of the pre-rendered pages (issue #18), the entry of the server bundle that
 * `build/prerender-plugin.ts` builds and runs in Node once the client build is written. It renders
 * the whole app at a page's path, in one language, as the browser's first render will (session not
 * known yet, light scheme, no origin: app/prerender-pass.ts), after loading what that render shows
 * (prepare-page.ts), and puts it into the built app shell (prerender-document.ts).
 *
 * React's `prerender` waits for every lazy part (the screen, the landing page's lower sections), so
 * the markup is complete: no fallback, no inline script. Emotion's styles come out as `<style
 * data-emotion>` elements beside the elements that use them; the document moves them into the head.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { LANGUAGES, PRERENDERED_PAGES, type PrerenderedPage, prerenderedFileOf } from '@plie/shared';
import { createStore } from 'jotai';
import { prerender } from 'react-dom/static';
import { activateLanguage } from '../i18n/activate';
import { languageAtom } from '../i18n/atoms';
import type { Language } from '../i18n/languages';
import { PrerenderedApp } from './PrerenderedApp';
import { preparePrerenderedPage } from './prepare-page';
import { prerenderedDocument } from './prerender-document';

/** The markup of `#root` for the page in the language: elements, emotion's `<style>`s and the page's `<title>`. */
export const renderPrerenderedPage = async (page: PrerenderedPage, language: Language): Promise<string> => {
  await activateLanguage(language);
  await preparePrerenderedPage(page, language);
  const store = createStore();
  store.set(languageAtom, language);
  // One style cache per page, so each rule is written once in it (the browser's cache uses the same key).
  const cache = createCache({ key: 'css' });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <PrerenderedApp page={page} store={store} />
    </CacheProvider>,
    {
      onError: (error) => void errors.push(error),
      // Every part inline, in place: React would move a large one (the landing page's lower sections)
      // after the rest with an inline script to put it back, which the CSP blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const markup = await new Response(prelude).text();
  if (errors.length > 0) {
    throw new AggregateError(errors, `Pre-rendering ${page} in ${language} failed: ${String(errors[0])}`);
  }
  return markup;
};

/** A legal page's code and its text in the language (the legal notice's loads right after hydration). */
const legalPage = (text: string) => (language: Language) => [
  'features/legal/LegalPage.tsx',
  'features/legal/legal-document-text.ts',
  `features/legal/texts/${text}.${language}.md?raw`,
];

const PAGE_MODULES: Record<PrerenderedPage, (language: Language) => string[]> = {
  landing: () => ['features/landing/LandingMore.tsx'],
  terms: legalPage('terms'),
  privacyPolicy: legalPage('privacy'),
  legalNotice: legalPage('legal-notice'),
  developers: () => ['features/developers/DevelopersPage.tsx'],
};

/**
 * The modules (paths under `src/`) the browser loads before it can take the page over, beyond the
 * app shell's: the language's catalog, the page's screen and, for a legal page, its text. The build
 * preloads their chunks in the page's head, so they download beside the app, not after it.
 */
export const modulesToPreload = (page: PrerenderedPage, language: Language): string[] => [
  `locales/${language}/messages.po`,
  ...PAGE_MODULES[page](language),
];

/**
 * Every pre-rendered page in every language, as file (relative to the build folder, e.g.
 * `prerendered/pl/index.html`) → document, each put into `shell` (the built index.html) with the
 * chunks `preloadsOf` names for it. One render at a time: they share the app's one Lingui instance,
 * set to each language in turn.
 */
export const renderPrerenderedDocuments = async (
  shell: string,
  preloadsOf: (page: PrerenderedPage, language: Language) => string[] = () => [],
): Promise<Map<string, string>> => {
  const documents = new Map<string, string>();
  for (const page of PRERENDERED_PAGES) {
    for (const language of LANGUAGES) {
      const markup = await renderPrerenderedPage(page, language);
      const preloads = preloadsOf(page, language);
      documents.set(
        prerenderedFileOf(page, language),
        prerenderedDocument({ shell, markup, language, preloads }),
      );
    }
  }
  return documents;
};
