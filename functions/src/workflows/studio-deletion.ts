/**
 * Deleting a studio (DELETE /api/studio/{id}, or with the account of its only member): a soft
 * delete (spec §3 isDeleted), so it leaves search at once and its lessons follow; and its images —
 * logo, banner and its rooms' photos — are deleted from storage (issue #14).
 *
 * Ordered so that it can stop at any step and a retry finishes it (issue #16, item 4):
 * 1. its lessons leave search (written as the deleted studio's): from here on none of them takes a
 *    sign-up from the public, even while the studio is not marked yet;
 * 2. the studio is marked deleted, keeping the addresses of its logo and banner;
 * 3. its images and its rooms' photos are deleted from storage;
 * 4. the logo and banner are dropped from the record.
 * A studio already marked deleted resumes at step 1 (each step is a no-op once done), so the same
 * DELETE again — by its owner or a platform admin — finishes the work and answers as the first.
 *
 * A workflow (ADR 0012): a studio's delete reaches lessons and rooms, which stand above studios.
 */

import { listRoomsOfStudio } from '../domains/rooms/room-repository';
import { markStudioDeleted, type StudioRecord, saveStudio } from '../domains/studios/studio-repository';
import { deleteStoredImages } from '../services/files';
import { syncLessonsOfStudio } from './lesson-sync';

/** The studio as it stands once deleted: what its lessons show of it. */
const asDeleted = ({ photo, banner, ...studio }: StudioRecord): StudioRecord => ({
  ...studio,
  isDeleted: true,
});

export const deleteStudio = async (studio: StudioRecord, at: string): Promise<StudioRecord> => {
  // Until the mark, every teacher's facets, not only those whose lessons change now: a delete cut
  // short after hiding its lessons left theirs to recompute. Once marked, they were (they come first).
  await syncLessonsOfStudio(asDeleted(studio), { everyTeacher: !studio.isDeleted });
  const marked = studio.isDeleted ? studio : await markStudioDeleted(studio, at);
  const rooms = await listRoomsOfStudio(studio.id);
  await deleteStoredImages([marked.photo, marked.banner, ...rooms.map((room) => room.photo)]);
  if (marked.photo === undefined && marked.banner === undefined) return marked;
  return saveStudio({ ...marked, photo: undefined, banner: undefined, updatedAt: at });
};
