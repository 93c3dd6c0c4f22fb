/**
 * Plural forms for the sdk's messages, without Lingui (docs/decisions/0013-i18n-toolchains.md).
 * `Intl` does not know the product's `ua`, only `uk`: shared's `intlLocale` maps it, or Ukrainian
 * plurals come out English-shaped (ARCHITECTURE §5).
 */
// From the locale module alone: the lazily loaded ua/pl catalogues import this module (see locale.ts).
import { intlLocale, type Language } from '@plie/shared/locale';

/** The BCP 47 locale of a product language, for `Intl` (`ua` → `uk`): shared's, re-exported. */
export { intlLocale };

/** The plural categories each language's cardinal rules use for whole numbers (CLDR). */
interface PluralCategories {
  en: 'one' | 'other';
  ua: 'one' | 'few' | 'many' | 'other';
  pl: 'one' | 'few' | 'many' | 'other';
}

export type PluralForms<L extends Language> = Record<PluralCategories[L], string>;

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

const cached = <T>(cache: Map<string, T>, locale: string, make: () => T): T => {
  let value = cache.get(locale);
  if (!value) {
    value = make();
    cache.set(locale, value);
  }
  return value;
};

/**
 * The form of `forms` that `count` takes in `language`, with `#` replaced by the number written the
 * language's way: `plural('pl', 5, { one: '# miejsce', few: '# miejsca', many: '# miejsc', other: '# miejsca' })`
 * → "5 miejsc". Each language must give every form its rules use (a missing one fails type-checking).
 */
export const plural = <L extends Language>(language: L, count: number, forms: PluralForms<L>): string => {
  const locale = intlLocale(language);
  const category = cached(rules, locale, () => new Intl.PluralRules(locale)).select(count);
  const byCategory = forms as Record<string, string>;
  const form = byCategory[category] ?? byCategory.other ?? '';
  return form.replaceAll('#', cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(count));
};
