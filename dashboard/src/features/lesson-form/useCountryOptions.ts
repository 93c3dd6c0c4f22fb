/** The countries of the lesson form's address fields, loaded only when needed. */
import { useMemo } from 'react';
import { useCountries } from '../../api/queries/locations';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { countryOptions, regionNamerFor } from '../rooms/places';

export type CountryOptions = ReturnType<typeof useCountryOptions>;

/** The countries of the address fields, named and sorted in the user's language. */
export const useCountryOptions = (needed: boolean) => {
  const locale = useIntlLocale();
  const countries = useCountries(needed);
  const options = useMemo(
    () => (countries.data ? countryOptions(countries.data, regionNamerFor(locale), locale) : undefined),
    [countries.data, locale],
  );
  return { data: countries.data, options, error: countries.error, retry: () => countries.mutate() };
};
