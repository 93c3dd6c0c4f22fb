import { useCallback, useEffect, useState } from 'react';
import type { Language } from '../../i18n/languages';
import { type LegalDocumentName, type LegalDocumentText, loadLegalDocumentText } from './documents';

interface Shown {
  key: string;
  text: LegalDocumentText;
}

/** Texts loaded ahead of the page's render: a pre-rendered page's, before it renders (or hydrates). */
const preloaded = new Map<string, LegalDocumentText>();

/**
 * Loads a document's text so the page's first render shows it (issue #18: the build pre-renders the
 * page with its text, and the browser hydrates it with the same). Only for texts that name no
 * operator: the operator comes from the site's config.json at run time, never from the build.
 */
export const preloadLegalDocumentText = async (name: LegalDocumentName, language: Language) => {
  preloaded.set(`${name}:${language}`, await loadLegalDocumentText(name, language));
};

/**
 * A document's text in the current language. While another language's text downloads, the
 * previous one stays on screen (`loading` is true) instead of a blank page; a failed download
 * is reported (`failed`) and can be retried.
 */
export const useLegalDocumentText = (name: LegalDocumentName, language: Language) => {
  const key = `${name}:${language}`;
  const [shown, setShown] = useState<Shown | undefined>(() => {
    const text = preloaded.get(key);
    return text && { key, text };
  });
  const [failedKey, setFailedKey] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  // `attempt` re-runs the download on retry (and skips the preloaded text then).
  useEffect(() => {
    const ready = attempt === 0 ? preloaded.get(key) : undefined;
    if (ready) {
      setShown((current) => (current?.key === key ? current : { key, text: ready }));
      return;
    }
    let current = true;
    setFailedKey(undefined);
    loadLegalDocumentText(name, language).then(
      (text) => {
        if (current) setShown({ key, text });
      },
      (error: unknown) => {
        console.error(`Could not load the "${key}" legal text`, error);
        if (current) setFailedKey(key);
      },
    );
    return () => {
      current = false;
    };
  }, [name, language, key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // Another document's text is never shown in this one's place.
  const text = shown?.key.startsWith(`${name}:`) ? shown.text : undefined;
  return {
    text,
    loading: shown?.key !== key && failedKey !== key,
    failed: failedKey === key,
    retry,
  };
};
