import { useLingui } from '@lingui/react';
import { intlLocale, isLanguage } from './languages';

/** The BCP 47 locale of the active language, for `Intl` formatters (`uk` for `ua`). */
export const useIntlLocale = (): string => {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? intlLocale(i18n.locale) : 'en';
};
