/**
 * A wait in words in a language ("in 2 minutes", "через 2 хвилини", "za 2 minuty"), rounded up to
 * whole seconds, minutes or hours: `Intl.RelativeTimeFormat` knows each language's plurals (asked
 * through `intlLocale`: `Intl` has no `ua`). Used by the 429 texts, server and fronts alike.
 */
import { intlLocale, type Language } from '../locale';

export const waitInWords = (seconds: number, language: Language): string => {
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
};
