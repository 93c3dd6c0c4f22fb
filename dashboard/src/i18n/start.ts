import { embedLanguageOf } from '@plie/shared';
import { activateLanguage } from './activate';
import { mirrorStoredLanguage, readStoredLanguage } from './language-storage';
import { resolveLanguage } from './languages';

/**
 * The language the app starts in: an embedded schedule's `?lang=` (spec §2; not stored), else the
 * stored choice, else the browser's, else English — as the guard script and the server resolve it.
 */
export const startLanguage =
  embedLanguageOf(window.location.pathname, window.location.search) ??
  resolveLanguage({ stored: readStoredLanguage(), browserLanguages: navigator.languages });

// The servers choose a pre-rendered page's language by the cookie: keep it in step with the choice.
mirrorStoredLanguage();

/**
 * Settles once a catalog is active: the start language's, or English if that one failed to
 * load. Importing this module asks for the catalog at once.
 */
export const startLanguageActive: Promise<void> = activateLanguage(startLanguage).catch(() =>
  activateLanguage('en'),
);
