import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { activateLanguage } from './activate';
import { languageAtom } from './atoms';

/** Keeps Lingui (and `<html lang>`) in step with the language atom. Renders nothing. */
export function LanguageSync() {
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    activateLanguage(language).catch((error: unknown) => {
      // A catalog chunk failed to load (offline?): the previous language stays active.
      console.error(`Could not load the "${language}" catalog`, error);
    });
  }, [language]);
  return null;
}
