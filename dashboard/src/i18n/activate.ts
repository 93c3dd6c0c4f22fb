import { i18n, type Messages } from '@lingui/core';
import { createCatalogLoading } from './catalog-loading';
import { catalogManifest } from './catalog-manifest';
import { intlLocale, isLanguage, type Language } from './languages';

/**
 * Each whole catalog is its own chunk: only the languages actually used are downloaded. The
 * production build loads split catalogs instead (catalog-manifest.ts) and a whole one only when a
 * message is missing from them.
 */
const wholeCatalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  ua: () => import('../locales/ua/messages.po'),
  pl: () => import('../locales/pl/messages.po'),
};

const catalogs = createCatalogLoading({
  i18n,
  manifest: catalogManifest,
  sources: {
    whole: (language) => wholeCatalogs[language](),
    file: (file) => import(/* @vite-ignore */ `${import.meta.env.BASE_URL}${file}`),
  },
});

let latestRequest: Language | undefined;

/**
 * Loads the language's messages (once: the core and the screens loaded so far, or its whole
 * catalog), activates it with the right plural rules and sets `<html lang>` (BCP 47, so `uk` for
 * the product's `ua`). When several switches overlap, the last one asked for wins.
 */
export const activateLanguage = async (language: Language): Promise<void> => {
  latestRequest = language;
  await catalogs.loadLanguage(language);
  if (latestRequest !== language) return;
  // Activating the active language again would re-render every translated component for nothing
  // (and, right after a pre-rendered page hydrates, update the parts still hydrating).
  if (i18n.locale !== language) i18n.activate(language, [intlLocale(language)]);
  // No document where a page is pre-rendered at build time (build/prerender-plugin.ts).
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(language);
};

/**
 * Loads a screen's messages (its module under `src/`, e.g. `features/schedule/SchedulePage`) in the
 * active language and in the one being switched to, beside the screen's code (app/routes.tsx). Later
 * switches load them too. Nothing to load where whole catalogs are.
 */
export const loadScreenMessages = (screen: string): Promise<void> => {
  const languages = new Set<Language>();
  if (latestRequest) languages.add(latestRequest);
  if (isLanguage(i18n.locale)) languages.add(i18n.locale);
  return catalogs.loadScreen(screen, [...languages]);
};

export { i18n };
