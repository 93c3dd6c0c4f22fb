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
import { CacheProvider } from '@emotion/react';
import {
  APP_SHELL_PAGES,
  appShellFileOf,
  isPageWithoutLayout,
  LANGUAGES,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  prerenderedFileOf,
  SERVER_RENDERED_PAGES,
  WEB_PATHS,
  type WebPage,
} from '@plie/shared';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { AppProviders } from '../app/App';
import { EARLY_READ_PAGES } from '../app/early-responses';
import { screenModuleOf } from '../app/routes';
import { activateLanguage } from '../i18n/activate';
import { languageAtom } from '../i18n/atoms';
import type { Language } from '../i18n/languages';
import { MainLayout } from '../layouts/MainLayout';
import type { DataPageManifest } from '../server-render/render-data-page';
import { createStyleCache } from '../ui/style-cache';
import { PrerenderedApp } from './PrerenderedApp';
import { preparePrerenderedPage } from './prepare-page';
import { prerenderedDocument, shellWithPreloads } from './prerender-document';

/** The markup of `#root` for the page in the language: elements, emotion's `<style>`s and the page's `<title>`. */
export const renderPrerenderedPage = async (page: PrerenderedPage, language: Language): Promise<string> => {
  await activateLanguage(language);
  await preparePrerenderedPage(page, language);
  return renderMarkup(`${page} in ${language}`, language, (store) => (
    <PrerenderedApp page={page} store={store} />
  ));
};

/**
 * The markup of `#root` for the app shell in the language: the site's layout (header, footer) around
 * an empty main, as the app's first render draws it before a page's screen arrives. The router is at
 * the not-found address, which no link of the layout names, so no link shows as the current page.
 */
export const renderAppShell = async (language: Language): Promise<string> => {
  await activateLanguage(language);
  return renderMarkup(`the app shell in ${language}`, language, (store) => (
    <Router ssrPath={WEB_PATHS.notFound} ssrSearch="">
      <AppProviders store={store}>
        <MainLayout>{null}</MainLayout>
      </AppProviders>
    </Router>
  ));
};

/** Renders `app` (given its own store, in `language`) to static markup with its emotion styles beside it. */
export const renderMarkup = async (
  what: string,
  language: Language,
  app: (store: ReturnType<typeof createStore>) => ReactNode,
  signal?: AbortSignal,
): Promise<string> => {
  const store = createStore();
  store.set(languageAtom, language);
  // One style cache per page, so each rule is written once in it (the browser's cache uses the same key).
  const cache = createStyleCache();
  const errors: unknown[] = [];
  const { prelude } = await prerender(<CacheProvider value={cache}>{app(store)}</CacheProvider>, {
    onError: (error) => void errors.push(error),
    // Every part inline, in place: React would move a large one (the landing page's lower sections)
    // after the rest with an inline script to put it back, which the CSP blocks.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    ...(signal ? { signal } : {}),
  });
  const markup = await new Response(prelude).text();
  if (errors.length > 0) {
    throw new AggregateError(errors, `Pre-rendering ${what} failed: ${String(errors[0])}`);
  }
  return markup;
};

/** A legal page's code and its text in the language (the legal notice's loads right after hydration). */
const legalPage = (text: string) => (language: Language) => [
  'features/legal/LegalPage.tsx',
  'features/legal/legal-document-text.ts',
  `features/legal/texts/${text}.${language}.md?raw`,
];

/** The documents the build writes: each pre-rendered page's, and the app shell's copy for every other page with the layout. */
export type PrerenderedDocumentName = WebPage;

const PAGE_MODULES: Record<PrerenderedPage, (language: Language) => string[]> = {
  // The sections below the first screen load as the visitor scrolls towards them (LandingPage.tsx).
  landing: () => [],
  terms: legalPage('terms'),
  privacyPolicy: legalPage('privacy'),
  legalNotice: legalPage('legal-notice'),
  developers: () => ['features/developers/DevelopersPage.tsx'],
};

/**
 * The parts a page's first view shows that its screen loads apart from its own code (`lazyPart`,
 * preloaded as the screen's module runs): the studio's schedule, a teacher's schedule, a city's lessons.
 */
const FIRST_VIEW_PARTS: Partial<Record<WebPage, readonly string[]>> = {
  studio: ['features/studio-schedule/StudioScheduleTabs.tsx'],
  user: ['features/embed/TeacherSchedule.tsx'],
  schedule: ['features/schedule/CityLessons.tsx'],
};

const isPrerenderedPage = (page: WebPage): page is PrerenderedPage =>
  (PRERENDERED_PAGES as readonly WebPage[]).includes(page);

/**
 * The modules (paths under `src/`) the browser loads before it can show the page, beyond the app
 * shell's: the language's catalog and the page's code — for a pre-rendered page its screen and, for a
 * legal page, its text; for another page its screen (whose catalog comes with it), the parts its
 * first view shows and, where it reads early, the code that starts those reads. The build preloads their chunks in the page's document, so they download beside
 * the app, not after it (one round trip for the screen, one more for its parts).
 */
export const modulesToPreload = (page: PrerenderedDocumentName, language: Language): string[] => {
  const catalog = `locales/${language}/messages.po`;
  if (isPrerenderedPage(page)) return [catalog, ...PAGE_MODULES[page](language)];
  const screen = screenModuleOf(page);
  return [
    catalog,
    ...(screen ? [`${screen}.tsx`] : []),
    ...(FIRST_VIEW_PARTS[page] ?? []),
    // The page's first reads, which the entry starts on these pages only (main.tsx).
    ...(EARLY_READ_PAGES.includes(page) ? ['app/early-reads.ts'] : []),
  ];
};

/**
 * Every pre-rendered page and the app shell's copy for every other page with the layout, in every
 * language, as file (relative to the build folder, e.g. `prerendered/pl/index.html`,
 * `prerendered/pl/app-studio.html`) → document, each put into `shell` (the
 * built index.html) with the chunks `preloadsOf` names for it. One render at a time: they share the
 * app's one Lingui instance, set to each language in turn.
 */
export const renderPrerenderedDocuments = async (
  shell: string,
  preloadsOf: (page: PrerenderedDocumentName, language: Language) => string[] = () => [],
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
  for (const language of LANGUAGES) {
    const markup = await renderAppShell(language);
    for (const page of APP_SHELL_PAGES) {
      const preloads = preloadsOf(page, language);
      documents.set(
        appShellFileOf(page, language),
        isPageWithoutLayout(page)
          ? shellWithPreloads({ shell, preloads })
          : prerenderedDocument({ shell, markup, language, preloads, needsScript: true }),
      );
    }
  }
  return documents;
};

/**
 * What the server's renders of the data pages need from this build (ADR 0019): the built shell, and
 * each data page's preloads in each language (the same as its app shell copy names).
 */
export const dataPageManifest = (
  shell: string,
  preloadsOf: (page: PrerenderedDocumentName, language: Language) => string[],
): DataPageManifest => ({
  shell,
  preloads: Object.fromEntries(
    SERVER_RENDERED_PAGES.map((page) => [
      page,
      Object.fromEntries(LANGUAGES.map((language) => [language, preloadsOf(page, language)])),
    ]),
  ),
});

export { renderDataPageDocument } from '../server-render/render-data-page';
