/**
 * The studio page's schedule tab (spec §2): who may add lessons, and where a selected calendar slot
 * or the Add lesson button leads (spec §2 /edit-lesson: "Time, weekday, room and teacher are filled
 * when a calendar slot is selected. studioId is added when the user administers the studio").
 */
import type { OwnUser, Studio } from '@plie/shared';
import { type LessonSlotQuery, lessonFormPath } from '../../app/lesson-form-path';

/**
 * The chosen room and registered teacher (`''`: any) that a new lesson takes over; the schedule's
 * whole narrowing is `filters/lesson-narrowing`.
 */
export interface ScheduleNarrowing {
  roomId: string;
  teacherId: string;
}

export const EVERYTHING: ScheduleNarrowing = { roomId: '', teacherId: '' };

/** How the viewer may add lessons to this studio's schedule: as its admin, as a teacher of its team, or not. */
export type ScheduleRole = 'admin' | 'teacher' | null;

export const scheduleRoleOf = (
  studio: Pick<Studio, 'id' | 'isAdmin'>,
  user: Pick<OwnUser, 'isEmailConfirmed' | 'isTeacher' | 'studios'> | undefined,
): ScheduleRole => {
  if (!user?.isEmailConfirmed) return null;
  if (studio.isAdmin) return 'admin';
  const teaches = user.isTeacher && user.studios.some((membership) => membership.studio.id === studio.id);
  return teaches ? 'teacher' : null;
};

/**
 * The lesson form for a new lesson in this studio: an admin's carries the studio (and the chosen
 * teacher); a team teacher's is their own lesson (the form offers the rooms of their studios). The
 * room is the chosen one, or the studio's only room.
 */
export const newLessonPath = (
  studio: Pick<Studio, 'id' | 'rooms'>,
  role: Exclude<ScheduleRole, null>,
  userId: string,
  narrowing: ScheduleNarrowing,
  slot?: LessonSlotQuery,
): string => {
  const rooms = studio.rooms ?? [];
  const roomId = narrowing.roomId || (rooms.length === 1 ? rooms[0]!.id : undefined);
  return role === 'admin'
    ? lessonFormPath({ studioId: studio.id, teacherId: narrowing.teacherId || undefined, roomId, slot })
    : lessonFormPath({ teacherId: userId, roomId, slot });
};
