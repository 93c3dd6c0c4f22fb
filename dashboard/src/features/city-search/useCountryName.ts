import { useMemo } from 'react';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import type { CitySuggestion } from './city-search-rules';

/**
 * Country names in the user's language ("Polska", "Польща"), falling back to the API's. The
 * `Intl.DisplayNames` (it loads the region names of the locale) is made when the first
 * suggestion shows, not while the page starts.
 */
export const useCountryName = () => {
  const locale = useIntlLocale();
  const names = useMemo(() => {
    let made: Intl.DisplayNames | undefined | null = null;
    return () => {
      if (made === null) {
        try {
          made = new Intl.DisplayNames([locale], { type: 'region' });
        } catch {
          made = undefined;
        }
      }
      return made;
    };
  }, [locale]);
  return (city: CitySuggestion) => {
    try {
      return names()?.of(city.countryCode) ?? city.country;
    } catch {
      return city.country;
    }
  };
};
