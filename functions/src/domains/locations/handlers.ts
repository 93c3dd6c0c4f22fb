import { NotFoundError } from '../../http/errors';
import { defineHandlers } from '../../http/handler';
import { allCountries, citiesOf, countryName, findCountry, nearestCity, searchCities } from './places';

export const locationHandlers = defineHandlers('locations', {
  listCountries: async () => allCountries.map(({ countryName, code }) => ({ countryName, code })),

  listCities: async ({ params, query }) => {
    const country = findCountry(params.country);
    if (!country) throw new NotFoundError('Country not found', { msg: 'Country not found' });
    return citiesOf(country.code, query.q ?? '').map((name) => ({ name }));
  },

  searchCities: async ({ query }) =>
    searchCities(query.q, query.limit, query.prefer).map((city) => ({
      name: city.name,
      country: countryName(city.countryCode),
      countryCode: city.countryCode,
    })),

  locate: async ({ query }) => {
    const city = nearestCity(query.lat, query.lng);
    return { city: city.name, country: countryName(city.countryCode), countryCode: city.countryCode };
  },
});
