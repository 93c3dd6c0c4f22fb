import { useEffect, useMemo } from 'react';
import { useLargestCity } from '../../api/queries/locations';
import { browserStorage } from '../account/after-login';
import { browserHints, type ChosenCity, defaultCityPlan, FALLBACK_CITY } from './default-city';

/**
 * Opens /schedule with a city when its address names none (the order is `default-city.ts`'s): the
 * last chosen city or the fallback at once, the largest city of the guessed country once the API
 * names it (the fallback if it cannot). `choose` puts it in the address, replacing the entry.
 */
export const useDefaultCity = (needed: boolean, choose: (place: ChosenCity) => void) => {
  const plan = useMemo(() => defaultCityPlan(browserStorage(), browserHints()), []);
  const country = needed && plan.kind === 'largestOf' ? plan.country : undefined;
  const { data: largest, error } = useLargestCity(country);
  useEffect(() => {
    if (!needed) return;
    if (plan.kind !== 'largestOf') choose(plan.place);
    else if (largest) choose({ country: plan.country, city: largest });
    else if (largest === null || error) choose(FALLBACK_CITY);
  }, [needed, plan, largest, error, choose]);
};
