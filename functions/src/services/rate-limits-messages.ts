/**
 * What a 429 says, in the caller's language (en/ua/pl), with the wait in words ("in 2 minutes",
 * "через 2 хвилини", "za 2 minuty": `Intl.RelativeTimeFormat` knows each language's plurals,
 * asked for by shared's `intlLocale`: `Intl` has no `ua`).
 */
import { type Language, waitInWords } from '@plie/shared';

/** Why the request was refused: too many requests of any kind, failed logins, or e-mails to one address. */
export type RateLimitReason = 'requests' | 'logins' | 'mails';

/** The 429 texts by reason and language (exported for mail-catalogues.test.ts, which keeps the languages in step). */
export const RATE_LIMIT_TEXTS: Record<RateLimitReason, Record<Language, (wait: string) => string>> = {
  requests: {
    en: (wait) => `Too many requests. Please try again ${wait}.`,
    ua: (wait) => `Забагато запитів. Спробуйте ще раз ${wait}.`,
    pl: (wait) => `Zbyt wiele zapytań. Spróbuj ponownie ${wait}.`,
  },
  logins: {
    en: (wait) => `Too many login attempts. Please try again ${wait}.`,
    ua: (wait) => `Забагато спроб входу. Спробуйте ще раз ${wait}.`,
    pl: (wait) => `Zbyt wiele prób logowania. Spróbuj ponownie ${wait}.`,
  },
  mails: {
    en: (wait) => `Too many e-mails have been sent to this address. Please try again ${wait}.`,
    ua: (wait) => `На цю адресу надіслано забагато листів. Спробуйте ще раз ${wait}.`,
    pl: (wait) => `Na ten adres wysłano zbyt wiele wiadomości. Spróbuj ponownie ${wait}.`,
  },
};

/** `seconds` from now in words (shared: the 429 codes' English texts use it too). */
export { waitInWords };

export const rateLimitMessage = (reason: RateLimitReason, retryAfterSeconds: number, language: Language) =>
  RATE_LIMIT_TEXTS[reason][language](waitInWords(retryAfterSeconds, language));
