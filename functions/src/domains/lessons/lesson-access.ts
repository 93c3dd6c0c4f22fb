/**
 * Who may change a lesson, see and mark its attendances (spec §6; issue #13, ADR
 * docs/decisions/0008-studio-lessons-and-invites-belong-to-the-studio.md): a studio's lesson
 * belongs to the studio — its admins and owner, and its teacher only while they are on the
 * studio's team (the membership as it is at request time, not the `teacherId` a lesson still
 * carries); a teacher's own lesson (outside any studio) to that teacher; every lesson to platform
 * admins.
 */
import type { AuthUser } from '../../http/handler';
import { getMember, isActiveMember } from '../studios/member-repository';
import { accessTo } from '../studios/studio-access';
import { getStudioById } from '../studios/studio-repository';
import type { LessonRecord } from './lesson-repository';

type LessonOwnership = Pick<LessonRecord, 'teacherId' | 'studioId'>;

/**
 * The caller has a teacher's rights to the lesson: it is theirs outside any studio, or it is a
 * studio's lesson they teach while on that studio's team (read consistently, so a removal counts
 * at once).
 */
export const teachesLesson = async (
  lesson: LessonOwnership,
  caller: AuthUser | undefined,
): Promise<boolean> => {
  if (!caller || !lesson.teacherId || lesson.teacherId !== caller.id) return false;
  if (!lesson.studioId) return true;
  return isActiveMember(await getMember(lesson.studioId, caller.id, { consistent: true }));
};

/** The caller administers the lesson's studio (owner, studio admin, platform admin); false for a lesson outside any studio. */
export const administersStudioOfLesson = async (
  lesson: Pick<LessonRecord, 'studioId'>,
  caller: AuthUser | undefined,
): Promise<boolean> => {
  if (!caller || !lesson.studioId) return false;
  if (caller.role === 'admin') return true;
  const studio = await getStudioById(lesson.studioId);
  return Boolean(studio && (await accessTo(studio, caller)).isAdmin);
};

export const mayManageLesson = async (
  lesson: LessonOwnership,
  caller: AuthUser | undefined,
): Promise<boolean> => {
  if (!caller) return false;
  if (caller.role === 'admin') return true;
  return (await teachesLesson(lesson, caller)) || (await administersStudioOfLesson(lesson, caller));
};

/**
 * Whether the caller may take the lesson out of its studio (to another studio, or to no studio):
 * only the studio's admins (and platform admins). A lesson outside any studio moves with its teacher.
 */
export const mayMoveLessonTo = async (
  lesson: LessonOwnership,
  studioId: string | undefined,
  caller: AuthUser | undefined,
): Promise<boolean> =>
  !lesson.studioId || lesson.studioId === studioId || (await administersStudioOfLesson(lesson, caller));
