/** Who may change a lesson, see and mark its attendances (spec §6): its studio's admins, its teacher, platform admins. */
import type { AuthUser } from '../../http/handler';
import { accessTo } from '../studios/studio-access';
import { getStudioById } from '../studios/studio-repository';
import type { LessonRecord } from './lesson-repository';

export const mayManageLesson = async (
  lesson: Pick<LessonRecord, 'teacherId' | 'studioId'>,
  caller: AuthUser | undefined,
): Promise<boolean> => {
  if (!caller) return false;
  if (caller.role === 'admin' || lesson.teacherId === caller.id) return true;
  const studio = lesson.studioId ? await getStudioById(lesson.studioId) : undefined;
  return Boolean(studio && (await accessTo(studio, caller)).isAdmin);
};
