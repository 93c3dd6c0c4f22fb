import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from '../constants';
import { CityInCountrySchema, CitySchema, CountrySchema } from '../entities/location';
import { endpoint } from './endpoint';

const coordinate = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.transform(Number),
    v.number(),
    v.minValue(min),
    v.maxValue(max),
  );

const requiredQueryText = (maxLength: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(maxLength));

/** Countries, cities and places (spec §7 "Locations"), from offline data. */
export const locations = {
  listCountries: endpoint({
    method: 'GET',
    path: '/api/city/countries',
    auth: 'public',
    domain: 'locations',
    summary: 'All countries, by name.',
    response: v.array(CountrySchema),
  }),
  locate: endpoint({
    method: 'GET',
    path: '/api/city/locate',
    auth: 'public',
    domain: 'locations',
    summary: 'The nearest city to a point, and its country.',
    query: v.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) }),
    response: v.object({ country: v.string(), countryCode: v.string(), city: v.string() }),
  }),
  searchCities: endpoint({
    method: 'GET',
    path: '/api/city/search',
    auth: 'public',
    domain: 'locations',
    summary:
      'Cities of any country whose name starts with the text (accents ignored), largest first; ' +
      'cities of the `prefer` countries (ISO codes, comma-separated) come first.',
    query: v.object({
      q: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(80)),
      prefer: v.optional(
        v.pipe(
          v.string(),
          v.regex(/^[A-Za-z]{2}(,[A-Za-z]{2})*$/, 'prefer lists ISO country codes, e.g. PL,UA'),
          v.transform((codes) => codes.toUpperCase().split(',')),
        ),
      ),
      limit: v.optional(
        v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
        '10',
      ),
    }),
    response: v.array(CityInCountrySchema),
  }),
  geocode: endpoint({
    method: 'GET',
    path: '/api/city/geocode',
    auth: 'public',
    domain: 'locations',
    errors: ['location.addressNotFound', 'location.geocoderUnavailable'],
    summary:
      'Where an address is (the room form’s address search): its postcode when known, coordinates ' +
      'and full address. `country` is a name or an ISO code. Nothing found answers 404.',
    query: v.object({
      country: requiredQueryText(TEXT_MAX_LENGTH.name),
      city: requiredQueryText(TEXT_MAX_LENGTH.name),
      address: requiredQueryText(TEXT_MAX_LENGTH.short),
    }),
    response: v.object({
      postalCode: v.optional(v.string()),
      lat: v.number(),
      lng: v.number(),
      fullAddress: v.string(),
    }),
  }),
  listCities: endpoint({
    method: 'GET',
    path: '/api/city/{country}',
    auth: 'public',
    domain: 'locations',
    errors: ['location.countryNotFound'],
    summary:
      'Cities of a country (name or ISO code), largest first; `q` narrows to names starting with it, ' +
      '`limit` keeps the first ones (`limit=1`: the largest city). An unknown country answers 404 with `msg`.',
    query: v.object({
      q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
      limit: v.optional(
        v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
      ),
    }),
    response: v.array(CitySchema),
  }),
};
