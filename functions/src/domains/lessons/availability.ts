/**
 * Whether a time slot is free (spec §7 checkAvailability; issue #5): a room, and a teacher, hold
 * one lesson at a time. Lessons are compared with the shared overlap rule (touching is fine;
 * past-midnight lessons reach into the next day), reading the room's three weekday partitions
 * around the slot and the teacher's lessons.
 */
import { type LessonSlot, lessonSlotsOverlap, weekdaysToCheck } from '@plie/shared';
import { type LessonRecord, listLessonsOfRoom, listLessonsOfTeacher } from './lesson-repository';

export const SLOT_NOT_AVAILABLE = 'Time slot is not available.';

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
