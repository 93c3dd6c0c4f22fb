import type { Language } from '../../i18n/languages';

/** An ISO 3166-1 alpha-2 country code, as the city search's `prefer` query takes it. */
export type CountryCode = 'PL' | 'UA';

/** The country each interface language is at home in. English belongs to no single country. */
const HOME_COUNTRY: Record<Language, CountryCode | undefined> = {
  en: undefined,
  ua: 'UA',
  pl: 'PL',
};

/**
 * The country whose cities the city search ranks first, for the dancer's interface language:
 * Polish → Poland, Ukrainian → Ukraine, English → none (largest cities first, any country).
 */
export const preferredCountryFor = (language: Language): CountryCode | undefined => HOME_COUNTRY[language];
