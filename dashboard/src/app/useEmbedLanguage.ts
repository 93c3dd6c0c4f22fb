import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { languageAtom } from '../i18n/atoms';
import { isLanguage } from '../i18n/languages';

/**
 * The embedded schedule takes its language from `?lang=` (spec §2). It applies to the embed
 * only: it is not stored, so it never changes the visitor's own choice on Plié.
 */
export const useEmbedLanguage = () => {
  const lang = new URLSearchParams(useSearch()).get('lang');
  const setLanguage = useSetAtom(languageAtom);
  useEffect(() => {
    if (isLanguage(lang)) setLanguage(lang);
  }, [lang, setLanguage]);
};
