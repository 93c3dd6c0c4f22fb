/**
 * Where a studio is: the city of its earliest-created room. The studio's `countryCode`/`city` put it
 * in its city's public search (docs/data-model.md pattern 12), so every room change that can move
 * the earliest room's city ends here. Every room write reconciles the studio's place with its rooms
 * (a no-op when it is right), so a request cut short after the room's write is put right by the
 * same request again (issue #16, item 4).
 */
import { putOverVersion, type StudioRecord, saveStudio } from '../studios/studio-repository';
import { listRoomsOfStudio, type RoomRecord } from './room-repository';

const byCreation = (a: RoomRecord, b: RoomRecord) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The place of the earliest-created room, if any. */
export const placeOfRooms = (rooms: readonly RoomRecord[]) => {
  const first = [...rooms].sort(byCreation)[0];
  return first && { countryCode: first.countryCode, city: first.address.city };
};

type Place = { countryCode: string; city: string } | undefined;

const isAt = (studio: StudioRecord, place: Place) =>
  studio.countryCode === place?.countryCode && studio.city === place?.city;

const movedTo = (studio: StudioRecord, place: Place, at: string): StudioRecord => {
  const { countryCode, city, ...rest } = studio;
  return { ...rest, ...place, updatedAt: at };
};

/** Saves the studio at `place` (or with no place), unless it is there already. */
export const moveStudioTo = async (studio: StudioRecord, place: Place, at: string): Promise<void> => {
  if (!isAt(studio, place)) await saveStudio(movedTo(studio, place, at));
};

/**
 * The studio's move to `place` as a transaction item (over the version read), for a write that
 * must go with it; undefined when it is there already.
 */
export const studioMoveWrite = (studio: StudioRecord, place: Place, at: string) =>
  isAt(studio, place) ? undefined : putOverVersion(movedTo(studio, place, at));

/**
 * Puts the studio at its earliest room's city after a room of it was saved or deleted. The room
 * list is read from an index (eventually consistent), so the change just made is applied to it.
 */
export const followEarliestRoom = async (
  studio: StudioRecord,
  change: { saved: RoomRecord } | { deletedId: string },
  at: string,
): Promise<void> => {
  const changedId = 'saved' in change ? change.saved.id : change.deletedId;
  const others = (await listRoomsOfStudio(studio.id)).filter((room) => room.id !== changedId);
  await moveStudioTo(studio, placeOfRooms('saved' in change ? [...others, change.saved] : others), at);
};
