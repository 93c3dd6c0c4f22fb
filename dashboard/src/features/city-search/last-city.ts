/**
 * The last city a visitor chose, kept in localStorage for their next visit (issue #17 item 1): the
 * landing page's hero, the schedule's city field and "Near me" remember it; /schedule opens with it
 * (schedule/default-city.ts). A kept value that no longer reads as a city is ignored.
 */

/** A city as the schedule's address holds it: ISO country code and the city's name. */
export interface ChosenCity {
  country: string;
  city: string;
}

/** The localStorage key of the last chosen city (`{"country":"PL","city":"Kraków"}`). */
export const LAST_CITY_STORAGE_KEY = 'lastScheduleCity';

const COUNTRY_CODE = /^[A-Z]{2}$/;
const CITY_NAME_MAX = 100;

const isChosenCity = (value: unknown): value is ChosenCity => {
  const place = value as Partial<ChosenCity> | null;
  return (
    typeof place === 'object' &&
    place !== null &&
    typeof place.country === 'string' &&
    COUNTRY_CODE.test(place.country) &&
    typeof place.city === 'string' &&
    place.city.trim().length > 0 &&
    place.city.length <= CITY_NAME_MAX
  );
};

/** The last chosen city, or `undefined` when none is kept, it no longer parses, or storage refuses. */
export const readLastCity = (storage: Pick<Storage, 'getItem'> | undefined): ChosenCity | undefined => {
  try {
    const value: unknown = JSON.parse(storage?.getItem(LAST_CITY_STORAGE_KEY) ?? 'null');
    return isChosenCity(value) ? { country: value.country, city: value.city } : undefined;
  } catch {
    return undefined;
  }
};

/** Keeps the chosen city for the next visit (silently not, where the browser refuses storage). */
export const rememberCity = (storage: Pick<Storage, 'setItem'> | undefined, place: ChosenCity): void => {
  if (!isChosenCity(place)) return;
  try {
    storage?.setItem(LAST_CITY_STORAGE_KEY, JSON.stringify({ country: place.country, city: place.city }));
  } catch {
    // Not kept: the next visit guesses again.
  }
};
