/**
 * Who may edit, duplicate (and later delete) a lesson from its row (spec §6): its registered teacher,
 * the admins (and owner) of its studio, and platform admins — with a confirmed e-mail, without which
 * the lesson form is a not-found page (spec §4, §6). The API checks the same on saving.
 * Seeing who signed up is not gated on the e-mail (the spec locks only creating lessons; issue #17
 * item 7): the same people see the attendance list while their e-mail is unconfirmed.
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

/** The lesson's teacher, its studio's admins or a platform admin, confirmed or not. */
const managesLesson = (user: Editor, lesson: EditedLesson): boolean =>
  user.role === 'admin' || lesson.teacherId === user.id || administersStudioOf(user, lesson);

export const mayEditLesson = (user: Editor | undefined, lesson: EditedLesson): boolean =>
  Boolean(user?.isEmailConfirmed && managesLesson(user, lesson));

/** Whether the row offers the lesson's attendance list: its managers, whether or not their e-mail is confirmed. */
export const mayViewAttendances = (user: Editor | undefined, lesson: EditedLesson): boolean =>
  Boolean(user && managesLesson(user, lesson));

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
