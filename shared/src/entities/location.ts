/** Countries and cities (spec §3 "City", "Country"), from offline data. */
import * as v from 'valibot';

export const CountrySchema = v.object({ countryName: v.string(), code: v.string() });
export type Country = v.InferOutput<typeof CountrySchema>;

export const CitySchema = v.object({ name: v.string() });
export type City = v.InferOutput<typeof CitySchema>;

/** A city found across countries. */
export const CityInCountrySchema = v.object({
  name: v.string(),
  country: v.string(),
  countryCode: v.string(),
});
export type CityInCountry = v.InferOutput<typeof CityInCountrySchema>;
