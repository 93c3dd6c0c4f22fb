/**
 * Lessons as the API answers them (spec §3). lesson-repository stores and reads `LessonRecord`s
 * (with their search and index attributes stripped); the answer adds what depends on the moment
 * (`live`: next date, sign-ups) and leaves out what is only stored (version, seats, search place).
 */
import type { Lesson } from '@plie/shared';
import type { LessonRecord } from './lesson-repository';

/** The lesson as the API answers it; `live` adds what depends on the moment (next date, sign-ups). */
export const toLesson = (
  lesson: LessonRecord,
  live: { nextDate?: string | undefined; attendeeCount?: number } = {},
): Lesson => ({
  id: lesson.id,
  name: lesson.name,
  styleId: lesson.styleId,
  style: { id: lesson.styleId, name: lesson.styleName },
  weekday: lesson.weekday,
  startHour: lesson.startHour,
  startMinute: lesson.startMinute,
  endHour: lesson.endHour,
  endMinute: lesson.endMinute,
  date: lesson.date,
  lessonTimezone: lesson.lessonTimezone,
  teacherId: lesson.teacherId,
  teacher: lesson.teacher,
  customTeacherName: lesson.customTeacherName,
  roomId: lesson.roomId,
  room: lesson.room,
  studioId: lesson.studioId,
  customAddress: lesson.customAddress,
  groupId: lesson.groupId,
  isClosedGroup: lesson.isClosedGroup,
  isReoccurring: lesson.isReoccurring,
  level: lesson.level,
  ageMin: lesson.ageMin,
  ageMax: lesson.ageMax,
  choreography: lesson.choreography,
  nextDate: live.nextDate,
  attendeeCount: live.attendeeCount,
  capacity: lesson.room?.capacity,
  createdAt: lesson.createdAt,
  updatedAt: lesson.updatedAt,
});
