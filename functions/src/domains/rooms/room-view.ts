/**
 * Rooms as the API answers them (spec §3). room-repository stores and reads `RoomRecord`s (without
 * the lesson count it keeps for deletes); the answer embeds the studio's summary when given.
 */
import type { Room, StudioSummary } from '@plie/shared';
import type { RoomRecord } from './room-repository';

/** The room as the API answers it; the rent is the studio's business: only its admins see it. */
export const toRoom = (room: RoomRecord, studio?: StudioSummary, { withRent = true } = {}): Room => ({
  id: room.id,
  name: room.name,
  photo: room.photo,
  capacity: room.capacity,
  ...(withRent ? { rentPrice: room.rentPrice, rentCurrency: room.rentCurrency } : {}),
  address: room.address,
  studioId: room.studioId,
  ...(studio ? { studio } : {}),
});
