/**
 * The product's interface languages and how they meet the outside world, in one place: the
 * `Language` type (spec §1: exactly `en`, `ua`, `pl`), the `Intl` locale of each, and reading a
 * language out of a browser's or a page's tag (`uk-UA`, `pl`, `en_GB`).
 *
 * Why one module: `ua` is the product's code for Ukrainian, but `Intl` only knows `uk` — without the
 * mapping plurals, dates and relative times come out English-shaped (ARCHITECTURE §5). Every
 * front end and every e-mail needs that mapping; writing it once keeps them from drifting.
 *
 * The module imports nothing, and is also exported alone (the shared package's `./locale` subpath): the widgets'
 * lazily loaded catalogues import it that way, so their chunks don't share the whole barrel's
 * modules with the main bundle (which split them into a chunk of their own and cost ~0.3 kB gzip).
 */

/** Interface languages (spec §1, §9), in the order the switcher lists them. */
export const LANGUAGES = ['en', 'ua', 'pl'] as const;

/** An interface language, by the product's own codes. */
export type Language = (typeof LANGUAGES)[number];

/** Whether `value` is one of the product's language codes (exactly; `uk` is not). */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The BCP 47 locale of a language, for `Intl` and `lang=` attributes (`ua` → `uk`; the others are BCP 47 already). */
export const intlLocale = (language: Language): string => (language === 'ua' ? 'uk' : language);

/**
 * The interface language a language tag names, if any: `pl`, `pl-PL`, `uk-UA`, `UA`, ` en_GB `
 * (case, surrounding spaces and the region are ignored). `undefined` for every other language.
 */
export const languageFromTag = (tag: string | null | undefined): Language | undefined => {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  // BCP 47 names Ukrainian `uk`; the product's own `ua` is accepted too.
  const language = primary === 'uk' ? 'ua' : primary;
  return isLanguage(language) ? language : undefined;
};
