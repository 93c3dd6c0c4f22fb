/**
 * Attendances as the API answers them (spec §3): flagged when they are the caller's own, with their
 * lesson (as the API answers a lesson) when given. attendance-repository stores and reads
 * `AttendanceRecord`s; the answer leaves out what is only stored (language, legal acceptance, group).
 */
import type { Attendance } from '@plie/shared';
import type { AuthUser } from '../../http/handler';
import type { LessonRecord } from '../lessons/lesson-repository';
import { toLesson } from '../lessons/lesson-view';
import { liveOf } from '../lessons/live';
import type { AttendanceRecord } from './attendance-repository';

/** The attendance as the API answers it (spec §3): with its lesson when given. */
export const toAttendance = (
  attendance: AttendanceRecord,
  caller: AuthUser | undefined,
  lesson?: LessonRecord,
): Attendance => ({
  id: attendance.id,
  lessonId: attendance.lessonId,
  userId: attendance.userId,
  name: attendance.name,
  email: attendance.email,
  instagram: attendance.instagram,
  date: attendance.date,
  attended: attendance.attended,
  isDeleted: attendance.isDeleted,
  cancelledAt: attendance.cancelledAt,
  createdAt: attendance.createdAt,
  updatedAt: attendance.updatedAt,
  isCurrentUser: Boolean(caller && attendance.userId === caller.id),
  user: attendance.user,
  ...(attendance.accountDeleted ? { accountDeleted: true } : {}),
  ...(lesson ? { lesson: toLesson(lesson, liveOf(lesson)) } : {}),
});
