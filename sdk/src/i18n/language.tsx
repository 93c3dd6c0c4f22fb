import type { Language } from '@plie/shared';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import { loadedCatalog } from './catalogs';
import { en, type Messages } from './en';

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

/** The texts of `language`; English until a lazily loaded catalog (the script-tag bundle's) has arrived. */
export const messagesFor = (language: Language): Messages => loadedCatalog(language) ?? en;
