import type { Language } from '@plie/shared';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import { en, type Messages } from './en';
import { pl } from './pl';
import { ua } from './ua';

const MESSAGES: Record<Language, Messages> = { en, ua, pl };

const LanguageContext = createContext<Language | undefined>(undefined);

/**
 * The language of every sdk component inside (the dashboard passes its current language; a widget
 * its `lang` attribute). A component's own `language` prop wins over it.
 */
export function SdkLanguageProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}): ReactElement {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language to use: the component's prop, else the provider's, else English. */
export const useSdkLanguage = (language?: Language): Language => {
  const provided = useContext(LanguageContext);
  return language ?? provided ?? 'en';
};

/** The sdk's texts in `language` (else the provider's, else English). */
export const useSdkMessages = (language?: Language): Messages => messagesFor(useSdkLanguage(language));

export const messagesFor = (language: Language): Messages => MESSAGES[language] ?? en;
