/**
 * Who may edit, duplicate (and later delete) a lesson from its row (spec §6): its registered teacher,
 * the admins (and owner) of its studio, and platform admins — with a confirmed e-mail, without which
 * the lesson form is a not-found page (spec §4, §6). The API checks the same on saving.
 */
import type { Lesson, OwnUser } from '@plie/shared';
import { lessonFormPath } from '../../app/lesson-form-path';

type Editor = Pick<OwnUser, 'id' | 'role' | 'isEmailConfirmed' | 'studios'>;
type EditedLesson = Pick<Lesson, 'id' | 'teacherId' | 'studioId'>;

/** Whether the user administers the lesson's studio. */
const administersStudioOf = (user: Editor, lesson: EditedLesson): boolean =>
  Boolean(lesson.studioId) &&
  user.studios.some(
    (membership) => membership.studio.id === lesson.studioId && (membership.isAdmin || membership.isOwner),
  );

export const mayEditLesson = (user: Editor | undefined, lesson: EditedLesson): boolean => {
  if (!user?.isEmailConfirmed) return false;
  return user.role === 'admin' || lesson.teacherId === user.id || administersStudioOf(user, lesson);
};

/**
 * The lesson form's addresses for a row's Edit and Duplicate (spec §2 /edit-lesson), or `null` when
 * the user may not edit the lesson. `studioId` is added when the user administers the studio.
 */
export const lessonEditLinks = (user: Editor | undefined, lesson: EditedLesson) => {
  if (!user || !mayEditLesson(user, lesson)) return null;
  const studioId = administersStudioOf(user, lesson) ? lesson.studioId : undefined;
  return {
    edit: lessonFormPath({ lessonId: lesson.id, studioId }),
    duplicate: lessonFormPath({ lessonId: lesson.id, studioId, duplicate: true }),
  };
};
