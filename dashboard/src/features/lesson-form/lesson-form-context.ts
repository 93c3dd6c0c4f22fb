/**
 * Whose schedule the form adds to (spec §2 "Lesson add/edit", §6), and where it leads afterwards.
 *
 * - Studio mode: a studio's lesson (`studioId` in the address, or the saved lesson's studio). Its
 *   admins pick a teacher of the team or name one; a teacher of its team adds only their own lessons.
 *   The place is one of the studio's rooms.
 * - Teacher mode: a teacher's own lesson (no studio given). The place is a room of a studio the
 *   teacher is on the team of, or a custom address.
 */
import { type Lesson, type OwnUser, type Studio, webPath } from '@plie/shared';
import { landingFromOnboarding } from '../onboarding/onboarding-steps';
import { studioPagePath } from '../studios/studio-paths';
import type { LessonQuery } from './lesson-query';

export type LessonFormPlan =
  | { kind: 'studio'; studioId: string }
  | { kind: 'teacher'; teacherId: string }
  /** No studio given and the user is not a teacher: they choose a studio (or become a teacher) first. */
  | { kind: 'noSchedule' };

/**
 * The mode for the query, the saved lesson (changed or copied) and the user: a studio given in the
 * address wins; a saved lesson of the user's own stays theirs (teacher mode); another saved lesson
 * is its studio's, or its teacher's (a platform admin changing it).
 */
export const lessonFormPlanOf = ({
  query,
  lesson,
  user,
}: {
  query: Pick<LessonQuery, 'studioId'>;
  lesson: Lesson | undefined;
  user: Pick<OwnUser, 'id' | 'isTeacher'>;
}): LessonFormPlan => {
  if (query.studioId) return { kind: 'studio', studioId: query.studioId };
  if (lesson) {
    if (lesson.teacherId === user.id) return { kind: 'teacher', teacherId: user.id };
    if (lesson.studioId) return { kind: 'studio', studioId: lesson.studioId };
    if (lesson.teacherId) return { kind: 'teacher', teacherId: lesson.teacherId };
  }
  return user.isTeacher ? { kind: 'teacher', teacherId: user.id } : { kind: 'noSchedule' };
};

/** The caller in a studio's lesson form: an admin (any teacher), a teacher of its team (only themselves), or nobody. */
export type StudioRole = 'admin' | 'teamTeacher' | 'refused';

export const studioRoleOf = (
  studio: Studio,
  user: Pick<OwnUser, 'isTeacher' | 'role' | 'studios'>,
): StudioRole => {
  // A deleted studio is only a platform admin's business (as the API holds it).
  if (studio.isDeleted && user.role !== 'admin') return 'refused';
  if (studio.isAdmin) return 'admin';
  const onTeam = user.studios.some((membership) => membership.studio.id === studio.id);
  return user.isTeacher && onTeam ? 'teamTeacher' : 'refused';
};

/** The studios whose rooms a teacher may hold their own lessons in: every studio they are on the team of. */
export const teachingStudiosOf = (user: Pick<OwnUser, 'studios'>) =>
  user.studios.map((membership) => membership.studio).sort((a, b) => a.name.localeCompare(b.name));

/** The user's page (spec §2: /users/{username}). */
export const userPagePath = (username: string): string => webPath.user({ username });

/**
 * Where a saved lesson leads (spec §2, §4): from onboarding, to the studio's page (owners) or the
 * profile (teachers), marked so they show the next step (a group); after a change, back to the studio's page or to the schedule; after a new
 * lesson, nowhere — the form resets for the next one.
 */
export const afterLessonSaved = ({
  mode,
  fromOnboarding,
  studioName,
  username,
}: {
  mode: 'add' | 'edit' | 'duplicate';
  fromOnboarding: boolean;
  /** The studio of studio mode. */
  studioName: string | undefined;
  username: string;
}): string | undefined => {
  if (fromOnboarding && mode !== 'edit')
    return landingFromOnboarding(studioName ? studioPagePath(studioName) : userPagePath(username));
  if (mode === 'edit') return studioName ? studioPagePath(studioName) : webPath.schedule();
  return undefined;
};

/** The studio's rooms tab, where a room is added before the first lesson. */
export const studioRoomsTabPath = (studioName: string): string =>
  webPath.studio({ studioName, tab: 'rooms' });
