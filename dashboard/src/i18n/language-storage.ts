/**
 * Where the visitor's language choice is kept: localStorage (the app reads it at start), mirrored
 * into the `plie-lang` cookie so that the servers, which cannot see localStorage, send the
 * pre-rendered pages in the same language (issue #18; @plie/shared prerendered-pages.ts).
 */
import { isLanguage, LANGUAGE_COOKIE, languageCookie } from '@plie/shared';
import { LANGUAGE_STORAGE_KEY } from '../config/constants';
import type { Language } from './languages';

/** localStorage can throw (privacy modes, sandboxed iframes): the choice then just isn't kept. */
export const readStoredLanguage = (): string | null => {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
};

/** The document's cookie jar, or undefined where there is none (a sandboxed frame refuses it). */
interface CookieJar {
  cookie: string;
}

const documentCookies = (): CookieJar | undefined => (typeof document === 'undefined' ? undefined : document);

/** Writes the language cookie unless it already says `language`; a refused cookie is no failure. */
export const mirrorLanguageToCookie = (
  language: Language,
  jar: CookieJar | undefined = documentCookies(),
  secure = typeof location !== 'undefined' && location.protocol === 'https:',
): void => {
  if (!jar) return;
  try {
    const current = jar.cookie.split(';').find((pair) => pair.trim().startsWith(`${LANGUAGE_COOKIE}=`));
    if (current?.trim() === `${LANGUAGE_COOKIE}=${language}`) return;
    jar.cookie = languageCookie(language, { secure });
  } catch {
    // Cookies refused: the servers fall back to Accept-Language; the app still starts in the choice.
  }
};

/**
 * At start: a choice stored before the cookie existed (or whose cookie expired or was cleared) gets
 * its cookie again, so the next visit's pre-rendered page comes in that language.
 */
export const mirrorStoredLanguage = (jar?: CookieJar): void => {
  const stored = readStoredLanguage();
  if (isLanguage(stored)) mirrorLanguageToCookie(stored, jar ?? documentCookies());
};

export const storeLanguage = (language: Language): void => {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not kept across visits; the language still applies to this one.
  }
  mirrorLanguageToCookie(language);
};
