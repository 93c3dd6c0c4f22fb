/** A group and its members as the API answers them (spec §3), and the group's lessons as stored. */
import { GROUP, type GroupMember, type LessonGroup } from '@plie/shared';
import { lessonsByIds } from '../attendance/attendance-repository';
import type { LessonRecord } from '../lessons/lesson-repository';
import { toLesson } from '../lessons/lesson-view';
import { liveOf } from '../lessons/live';
import type { GroupMemberRecord } from './group-member-repository';
import type { GroupRecord } from './group-repository';

/** The group's lessons that still exist, in the group's order (a deleted lesson just drops out). */
export const lessonsOfGroup = async (group: GroupRecord): Promise<LessonRecord[]> => {
  const lessons = await lessonsByIds(group.lessonIds);
  return group.lessonIds.flatMap((id) => lessons.get(id) ?? []);
};

/** The lessons of many groups with one read (lists). */
export const lessonsOfGroups = async (groups: readonly GroupRecord[]) => {
  const lessons = await lessonsByIds(groups.flatMap((group) => group.lessonIds));
  return (group: GroupRecord) => group.lessonIds.flatMap((id) => lessons.get(id) ?? []);
};

/** The zone of the group's "today" and months: its first lesson's. */
export const groupTimeZone = (lessons: readonly LessonRecord[]): string =>
  lessons[0]?.lessonTimezone ?? GROUP.fallbackTimeZone;

/** What the caller is shown: every lesson for those who manage it, otherwise the public ones. */
export const visibleLessons = (lessons: readonly LessonRecord[], seesAll: boolean) =>
  seesAll ? [...lessons] : lessons.filter((lesson) => lesson.isPublic);

export const toLessonGroup = (group: GroupRecord, lessons: readonly LessonRecord[]): LessonGroup => ({
  id: group.id,
  name: group.name,
  dateStart: group.dateStart,
  studioId: group.studioId,
  teacherId: group.teacherId,
  lessonIds: lessons.map((lesson) => lesson.id),
  lessons: lessons.map((lesson) => toLesson(lesson, liveOf(lesson))),
  memberCount: group.memberCount,
  createdAt: group.createdAt,
});

export const toGroupMember = (member: GroupMemberRecord): GroupMember => ({
  id: member.id,
  groupId: member.groupId,
  userId: member.userId,
  name: member.name,
  email: member.email,
  instagram: member.instagram,
  user: member.user,
  joinStarting: member.joinStarting,
  expirationDate: member.expirationDate,
  isDeleted: member.isDeleted,
  cancelledAt: member.cancelledAt,
  ...(member.accountDeleted ? { accountDeleted: true } : {}),
  createdAt: member.createdAt,
  updatedAt: member.updatedAt,
});
