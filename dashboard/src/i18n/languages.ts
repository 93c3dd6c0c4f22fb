import { FALLBACK_LANGUAGE, LANGUAGES } from '../config/constants';

/** An interface language, by the product's own codes (spec §1): `en`, `ua`, `pl`. */
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The BCP 47 locale for `Intl` (plural rules, dates, region names). `Intl` does not know the
 * product's `ua`, only `uk`, so Ukrainian must be mapped or plurals come out English-shaped.
 */
export const intlLocale = (language: Language): string => (language === 'ua' ? 'uk' : language);

/** The native name of each language, as the switcher shows it (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ua: 'Українська',
  pl: 'Polski',
};

/** Maps a browser language tag (`uk-UA`, `pl`, `en-GB`) to an interface language, if any. */
export const languageFromBrowserTag = (tag: string): Language | undefined => {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  if (primary === 'uk' || primary === 'ua') return 'ua';
  if (primary === 'pl') return 'pl';
  if (primary === 'en') return 'en';
  return undefined;
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
    const language = languageFromBrowserTag(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
};
