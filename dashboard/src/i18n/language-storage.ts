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

export const storeLanguage = (language: Language): void => {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not kept across visits; the language still applies to this one.
  }
};
