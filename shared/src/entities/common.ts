/** Field schemas shared by the entities: ids, links, free text, addresses, song choreography. */
import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from '../constants';
import { MESSAGES } from '../validation/messages';

/** Ids are opaque strings; `message` replaces 'Invalid id' (e.g. 'Missing style field'). */
export const idSchema = (message: string = MESSAGES.idInvalid) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(TEXT_MAX_LENGTH.id, message));
export const IdSchema = idSchema();

/** An http(s) link. */
export const UrlSchema = v.pipe(
  v.string(MESSAGES.urlInvalid),
  v.trim(),
  v.maxLength(TEXT_MAX_LENGTH.url, MESSAGES.urlInvalid),
  v.url(MESSAGES.urlInvalid),
  v.regex(/^https?:\/\//i, MESSAGES.urlInvalid),
);

/** Optional link in a form: an empty string clears it. */
export const OptionalUrlSchema = v.union([v.literal(''), UrlSchema], MESSAGES.urlInvalid);

/** Trimmed free text of at most `maxLength` characters (may be empty). */
export const textSchema = (maxLength: number) => v.pipe(v.string(), v.trim(), v.maxLength(maxLength));

/** Trimmed, non-empty text of at most `maxLength` characters. */
export const requiredTextSchema = (maxLength: number, message?: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(maxLength, message));

/** Rounds to `decimals` places: numbers DynamoDB can store (it refuses magnitudes under 1e-130, e.g. 5e-324). */
const roundedTo = (decimals: number) =>
  v.transform((value: number) => Math.round(value * 10 ** decimals) / 10 ** decimals || 0);
/** Coordinates to 7 decimals (about a centimetre). */
const COORDINATE_DECIMALS = 7;
export const LatitudeSchema = v.pipe(
  v.number(),
  v.minValue(-90),
  v.maxValue(90),
  roundedTo(COORDINATE_DECIMALS),
);
export const LongitudeSchema = v.pipe(
  v.number(),
  v.minValue(-180),
  v.maxValue(180),
  roundedTo(COORDINATE_DECIMALS),
);
/** A price in the currency's cents. */
export const PriceSchema = (max: number) => v.pipe(v.number(), v.minValue(0), v.maxValue(max), roundedTo(2));

/** A postal address (room address, a lesson's custom address); city and country drive search. */
export const AddressSchema = v.object({
  fullAddress: requiredTextSchema(TEXT_MAX_LENGTH.about, MESSAGES.addressRequired),
  city: requiredTextSchema(TEXT_MAX_LENGTH.name, MESSAGES.addressRequired),
  country: requiredTextSchema(TEXT_MAX_LENGTH.name, MESSAGES.addressRequired),
  postalCode: v.optional(textSchema(TEXT_MAX_LENGTH.name)),
  lat: v.optional(LatitudeSchema),
  lng: v.optional(LongitudeSchema),
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** The song a lesson's choreography is set to. */
export const ChoreographySchema = v.object({
  songName: v.optional(textSchema(TEXT_MAX_LENGTH.name)),
  songLink: v.optional(OptionalUrlSchema),
});
export type Choreography = v.InferOutput<typeof ChoreographySchema>;
