/**
 * Studio rooms (spec §7 "Rooms"): anyone who may see a studio sees its rooms; its admins (owner,
 * studio admins, platform admins) add, change and delete them. A studio is in the city of its
 * earliest room (studio-place.ts). Duplicating a room (/edit-room) is the client posting a copy.
 */
import { randomUUID } from 'node:crypto';
import type { Address } from '@plie/shared';
import { ValidationError } from '../../errors';
import { defineHandlers } from '../../http/handler';
import { now } from '../../services/clock';
import { deleteStoredImages, storeImage } from '../../services/files';
import { syncLessonsOfRoom } from '../../workflows/lesson-sync';
import { findCountry } from '../locations/countries';
import { administeredStudio, viewableStudio } from '../studios/studio-access';
import { toStudioSummary } from '../studios/studio-view';
import { mayChangeRoomPhoto } from '../uploads/upload-rights';
import {
  deleteRoomItem,
  listRoomsOfStudio,
  type RoomRecord,
  requireRoom,
  saveRoom,
  updateRoom,
} from './room-repository';
import { toRoom } from './room-view';
import { followEarliestRoom, placeOfRooms, studioMoveWrite } from './studio-place';

/** The ISO code of the address's country, written as a name ("Poland", "Polska") or a code ("PL"). */
const countryCodeOf = (address: Address): string => {
  const country = findCountry(address.country);
  if (!country)
    throw new ValidationError('address.unknownCountry', {
      'address.country': 'address.unknownCountry',
    });
  return country.code;
};

export const roomHandlers = defineHandlers('rooms', {
  listForStudio: async ({ params }, { user }) => {
    const { studio, isAdmin } = await viewableStudio(params.studioId, user);
    const rooms = await listRoomsOfStudio(studio.id);
    return rooms.map((room) => toRoom(room, toStudioSummary(studio), { withRent: isAdmin }));
  },

  create: async ({ body }, { user }) => {
    const { studio } = await administeredStudio(body.studioId, user);
    const at = now().toISOString();
    const room: RoomRecord = {
      id: randomUUID(),
      ...body,
      countryCode: countryCodeOf(body.address),
      createdAt: at,
      updatedAt: at,
    };
    await saveRoom(room);
    // The first room places the studio (a later one is never the earliest, unless the studio was
    // left unplaced by a create cut short: then its earliest room does).
    if (!studio.city) await followEarliestRoom(studio, { saved: room }, at);
    return toRoom(room, toStudioSummary(studio));
  },

  update: async ({ params, body }, { user }) => {
    const room = await requireRoom(params.id);
    const { studio } = await administeredStudio(room.studioId, user);
    const at = now().toISOString();
    const countryCode = body.address ? countryCodeOf(body.address) : undefined;
    const updated = await updateRoom(room, { ...body, countryCode, updatedAt: at });
    // Always (a no-op when right): the same request again puts right one cut short after the room's write.
    await followEarliestRoom(studio, { saved: updated }, at);
    await syncLessonsOfRoom(updated);
    return toRoom(updated, toStudioSummary(studio));
  },

  /**
   * Refused (409) while lessons use the room; the studio moves to its next room's city (if any) in
   * the room's delete transaction, so no failure leaves it where the room was.
   */
  delete: async ({ params }, { user }) => {
    const room = await requireRoom(params.id);
    const { studio } = await administeredStudio(room.studioId, user);
    const others = (await listRoomsOfStudio(studio.id)).filter((each) => each.id !== room.id);
    await deleteRoomItem(room.id, studioMoveWrite(studio, placeOfRooms(others), now().toISOString()));
    await deleteStoredImages([room.photo]);
    return { success: true as const };
  },

  /** The photo it replaces is deleted. */
  uploadPhoto: async ({ params, readFile }, { user }) => {
    const room = await mayChangeRoomPhoto(params.id, user);
    const avatarUrl = await storeImage(`rooms/${room.id}/photo`, await readFile());
    await syncLessonsOfRoom(await updateRoom(room, { photo: avatarUrl, updatedAt: now().toISOString() }));
    await deleteStoredImages([room.photo]);
    return { avatarUrl };
  },
});
