import { atom } from 'jotai';
import { storeLanguage } from './language-storage';
import type { Language } from './languages';

/**
 * The interface language in use. `main.tsx` seeds it with the resolved start language
 * (stored choice, else browser, else English) before the first render.
 */
export const languageAtom = atom<Language>('en');

/** The user picks a language (footer switcher): use it now and remember it (spec §1). */
export const chooseLanguageAtom = atom(null, (_get, set, language: Language) => {
  storeLanguage(language);
  set(languageAtom, language);
});
