/**
 * Deleting a studio (DELETE /api/studio/{id}, or with the account of its only member): a soft
 * delete (spec §3 isDeleted), so it leaves search at once and its lessons follow; and its images —
 * logo, banner and its rooms' photos — are deleted from storage (issue #14), the logo and banner
 * dropped from the record with the same write.
 *
 * A workflow (ADR 0012): a studio's delete reaches lessons and rooms, which stand above studios.
 */

import { listRoomsOfStudio } from '../domains/rooms/room-repository';
import { markStudioDeleted, type StudioRecord } from '../domains/studios/studio-repository';
import { deleteStoredImages } from '../services/files';
import { syncLessonsOfStudio } from './lesson-sync';

export const deleteStudio = async (studio: StudioRecord, at: string): Promise<StudioRecord> => {
  const deleted = await markStudioDeleted({ ...studio, photo: undefined, banner: undefined }, at);
  await syncLessonsOfStudio(deleted);
  const rooms = await listRoomsOfStudio(studio.id);
  await deleteStoredImages([studio.photo, studio.banner, ...rooms.map((room) => room.photo)]);
  return deleted;
};
