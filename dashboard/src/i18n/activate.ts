import { i18n, type Messages } from '@lingui/core';
import { intlLocale, type Language } from './languages';

/** Each catalog is its own chunk: only the languages actually used are downloaded. */
const catalogLoaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  ua: () => import('../locales/ua/messages.po'),
  pl: () => import('../locales/pl/messages.po'),
};

const loaded = new Set<Language>();
let latestRequest: Language | undefined;

/**
 * Loads the language's catalog (once), activates it with the right plural rules and sets
 * `<html lang>` (BCP 47, so `uk` for the product's `ua`). When several switches overlap,
 * the last one asked for wins.
 */
export const activateLanguage = async (language: Language): Promise<void> => {
  latestRequest = language;
  if (!loaded.has(language)) {
    const { messages } = await catalogLoaders[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (latestRequest !== language) return;
  // Activating the active language again would re-render every translated component for nothing
  // (and, right after a pre-rendered page hydrates, update the parts still hydrating).
  if (i18n.locale !== language) i18n.activate(language, [intlLocale(language)]);
  // No document where a page is pre-rendered at build time (build/prerender-plugin.ts).
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(language);
};

export { i18n };
