/**
 * Whether a time slot is free (spec §7 checkAvailability; issue #5): a room, and a teacher, hold
 * one lesson at a time. Lessons are compared with the shared overlap rule (touching is fine;
 * past-midnight lessons reach into the next day), reading the room's three weekday partitions
 * around the slot and the teacher's lessons.
 *
 * Asked through the API (issue #13 D), it answers only what the caller may schedule: a room of a
 * studio they are on (its admins and teachers add lessons there), their own schedule, or that of a
 * teacher on the team of a studio they administer (platform admins: anything). The answer names
 * only the clashing lessons the caller may see (public, or ones they manage); the others count
 * towards "not available" without being named.
 */
import { canViewStudio, errorText, type LessonSlot, lessonSlotsOverlap, weekdaysToCheck } from '@plie/shared';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { AuthUser } from '../../http/handler';
import { requireRoom } from '../rooms/room-repository';
import { isActiveMember, listMembershipsOfUser } from '../studios/member-repository';
import { accessTo } from '../studios/studio-access';
import { getStudioById, getStudiosByIds } from '../studios/studio-repository';
import { mayManageLesson } from './lesson-access';
import { type LessonRecord, listLessonsOfRoom, listLessonsOfTeacher } from './lesson-repository';

export interface SlotRequest extends LessonSlot {
  roomId?: string | undefined;
  teacherId?: string | undefined;
  /** The lesson being edited: it never clashes with itself. */
  currentLessonId?: string | undefined;
}

/** The lessons that clash with the slot, in its room or for its teacher. */
export const conflictingLessons = async (request: SlotRequest): Promise<LessonRecord[]> => {
  const [inRoom, ofTeacher] = await Promise.all([
    request.roomId ? listLessonsOfRoom(request.roomId, weekdaysToCheck(request.weekday)) : [],
    request.teacherId ? listLessonsOfTeacher(request.teacherId) : [],
  ]);
  const clashes = new Map<string, LessonRecord>();
  for (const lesson of [...inRoom, ...ofTeacher]) {
    if (lesson.id !== request.currentLessonId && lessonSlotsOverlap(request, lesson))
      clashes.set(lesson.id, lesson);
  }
  return [...clashes.values()];
};

/** The room, if the caller is on its studio's team (403; 404 when they may not even see the studio). */
const assertMayCheckRoom = async (roomId: string, caller: AuthUser) => {
  const room = await requireRoom(roomId);
  const studio = await getStudioById(room.studioId);
  if (!studio) throw new NotFoundError('room.notFound');
  const access = await accessTo(studio, caller);
  if (access.isAdmin || (access.member && !studio.isDeleted)) return;
  if (!canViewStudio(studio, { isStudioAdmin: false, isPlatformAdmin: false }))
    throw new NotFoundError('room.notFound');
  throw new ForbiddenError('studio.notAllowed');
};

/** The caller's own schedule, or a teacher on the team of a studio the caller administers. */
const assertMayCheckTeacher = async (teacherId: string, caller: AuthUser) => {
  if (teacherId === caller.id || caller.role === 'admin') return;
  const studioIds = (await listMembershipsOfUser(teacherId))
    .filter(isActiveMember)
    .map((member) => member.studioId);
  for (const studio of await getStudiosByIds(studioIds)) {
    if (!studio.isDeleted && (await accessTo(studio, caller)).isAdmin) return;
  }
  throw new ForbiddenError('availability.notYourSchedule');
};

/** The API's check: refused for what the caller may not schedule; clashing lessons named only when the caller may see them. */
export const checkAvailabilityFor = async (request: SlotRequest, caller: AuthUser) => {
  if (request.roomId) await assertMayCheckRoom(request.roomId, caller);
  if (request.teacherId) await assertMayCheckTeacher(request.teacherId, caller);
  const clashes = await conflictingLessons(request);
  if (clashes.length === 0) return { available: true };
  const named: string[] = [];
  for (const lesson of clashes)
    if (lesson.isPublic || (await mayManageLesson(lesson, caller))) named.push(lesson.id);
  return { available: false, message: errorText('availability.slotTaken'), conflictingLessonIds: named };
};
