import { errorText } from '@plie/shared';
import { NotFoundError } from '../../errors';
import { defineHandlers } from '../../http/handler';
import { allCountries, countryName, findCountry } from './countries';
import { geocoder } from './geocoder';
import { citiesOf, nearestCity, searchCities } from './places';

export const locationHandlers = defineHandlers('locations', {
  listCountries: async () => allCountries.map(({ countryName, code }) => ({ countryName, code })),

  listCities: async ({ params, query }) => {
    const country = findCountry(params.country);
    if (!country)
      throw new NotFoundError('location.countryNotFound', { msg: errorText('location.countryNotFound') });
    return citiesOf(country.code, query.q ?? '', query.limit).map((name) => ({ name }));
  },

  searchCities: async ({ query }) =>
    searchCities(query.q, query.limit, query.prefer).map((city) => ({
      name: city.name,
      country: countryName(city.countryCode),
      countryCode: city.countryCode,
    })),

  /** The room form's address search (spec §5): 404 when the country, city or address is not found. */
  geocode: async ({ query }) => {
    const country = findCountry(query.country);
    const place =
      country &&
      (await geocoder.geocode({ countryCode: country.code, city: query.city, address: query.address }));
    if (!place) throw new NotFoundError('location.addressNotFound');
    return place;
  },

  locate: async ({ query }) => {
    const city = nearestCity(query.lat, query.lng);
    return { city: city.name, country: countryName(city.countryCode), countryCode: city.countryCode };
  },
});
