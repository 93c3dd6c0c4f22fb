/**
 * The dashboard's view of the interface languages: their native names and the language to start
 * with. The type, the check and the `Intl` locale are shared's (`locale.ts`), re-exported here so
 * the app imports languages from one place.
 */
import { isLanguage, type Language, languageFromTag } from '@plie/shared';
import { FALLBACK_LANGUAGE } from '../config/constants';

export { intlLocale, isLanguage, type Language } from '@plie/shared';

/** The native name of each language, as the switcher shows it (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ua: 'Українська',
  pl: 'Polski',
};

/**
 * The language to start with: the stored choice if valid; else the first browser language
 * we speak (Ukrainian or Polish — English is the fallback anyway); else English.
 */
export const resolveLanguage = (input: {
  stored: string | null | undefined;
  browserLanguages: readonly string[];
}): Language => {
  if (isLanguage(input.stored)) return input.stored;
  for (const tag of input.browserLanguages) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
};
