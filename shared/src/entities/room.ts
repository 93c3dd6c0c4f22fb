/** A studio room (spec §3): where studio lessons take place; its capacity limits sign-ups. */
import * as v from 'valibot';
import { CAPACITY, RENT_PRICE_MAX } from '../constants';
import { CurrencySchema } from '../enums';
import { MESSAGES } from '../validation/messages';
import { checkWith } from '../validation/result';
import { RoomCapacitySchema, RoomNameSchema, validateRoomForm } from '../validation/room';
import { AddressSchema, idSchema, PriceSchema } from './common';
import { StudioSummarySchema } from './summaries';

export const RoomSchema = v.object({
  id: v.string(),
  name: v.string(),
  photo: v.optional(v.string()),
  /** Most people the room holds (default 30). */
  capacity: v.number(),
  /** Rent per hour. */
  rentPrice: v.optional(v.number()),
  rentCurrency: v.optional(CurrencySchema),
  address: AddressSchema,
  studioId: v.string(),
  studio: v.optional(StudioSummarySchema),
  /** Kilometres from the searched point, when a search gave lat/lng. */
  distance: v.optional(v.number()),
});
export type Room = v.InferOutput<typeof RoomSchema>;

const RoomFieldsSchema = v.object({
  studioId: idSchema(MESSAGES.roomRequiredFields),
  name: RoomNameSchema,
  capacity: v.optional(RoomCapacitySchema, CAPACITY.defaultRoom),
  rentPrice: v.optional(PriceSchema(RENT_PRICE_MAX)),
  rentCurrency: v.optional(CurrencySchema),
  address: AddressSchema,
});

/** A new room (`POST /api/room`); the photo is uploaded separately. */
export const RoomInputSchema = v.pipe(RoomFieldsSchema, checkWith(validateRoomForm));
export type RoomInput = v.InferOutput<typeof RoomInputSchema>;

/** Changes to a room (`PATCH /api/room/{id}`): any of its fields but the studio. */
export const RoomUpdateSchema = v.partial(v.omit(RoomFieldsSchema, ['studioId']));
export type RoomUpdate = v.InferOutput<typeof RoomUpdateSchema>;
