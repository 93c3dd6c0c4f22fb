import { useCallback, useEffect, useState } from 'react';
import type { Language } from '../../i18n/languages';
import { type LegalDocumentName, type LegalDocumentText, loadLegalDocumentText } from './documents';

interface Shown {
  key: string;
  text: LegalDocumentText;
}

/**
 * A document's text in the current language. While another language's text downloads, the
 * previous one stays on screen (`loading` is true) instead of a blank page; a failed download
 * is reported (`failed`) and can be retried.
 */
export const useLegalDocumentText = (name: LegalDocumentName, language: Language) => {
  const key = `${name}:${language}`;
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const [failedKey, setFailedKey] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the download on retry
  useEffect(() => {
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
