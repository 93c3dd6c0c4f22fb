/**
 * Who may do what to a group (spec §6): a studio's group belongs to the studio's admins (owner,
 * admins, platform admins), a teacher's own group to that teacher (and platform admins). Its
 * members may also be seen and managed by the teachers of its lessons, as their attendances are —
 * for a studio's lessons, only while the teacher is on the studio's team (issue #13).
 */
import type { AuthUser } from '../../http/handler';
import { teachesLesson } from '../lessons/lesson-access';
import type { LessonRecord } from '../lessons/lesson-repository';
import { accessTo } from '../studios/studio-access';
import { getStudioById } from '../studios/studio-repository';
import type { GroupRecord } from './group-repository';

/** Delete the group; see everything of it. */
export const mayManageGroup = async (
  group: Pick<GroupRecord, 'studioId' | 'teacherId'>,
  caller: AuthUser | undefined,
): Promise<boolean> => {
  if (!caller) return false;
  if (caller.role === 'admin') return true;
  if (!group.studioId) return Boolean(group.teacherId) && group.teacherId === caller.id;
  const studio = await getStudioById(group.studioId);
  return Boolean(studio && (await accessTo(studio, caller)).isAdmin);
};

/** Teaches one of the lessons with a teacher's rights (for a studio's lesson: while on its team). */
const teachesOneOf = async (lessons: readonly LessonRecord[], caller: AuthUser | undefined) => {
  for (const lesson of lessons) if (await teachesLesson(lesson, caller)) return true;
  return false;
};

/** See the members (with their e-mails), change their expiration, remove them. */
export const mayManageMembers = async (
  group: GroupRecord,
  lessons: readonly LessonRecord[],
  caller: AuthUser | undefined,
): Promise<boolean> =>
  Boolean(caller) && ((await mayManageGroup(group, caller)) || (await teachesOneOf(lessons, caller)));
