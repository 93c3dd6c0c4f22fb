/**
 * Lessons carry copies of what their results show (studio, room, teacher) and whether they are
 * public. When one of those changes — a studio hidden, verified, renamed or deleted; a room
 * edited; a teacher's profile or account deleted — its lessons are rewritten (docs/data-model.md
 * "Visibility changes"), then the facets that depend on public lessons are recomputed.
 *
 * A workflow (ADR 0012): a change in studios, rooms or accounts reaching lessons, which stand above
 * them; the studio, room, user and team handlers (and the deletions) call it after their own write.
 */
import { isDeepStrictEqual } from 'node:util';
import type { UserRecord } from '../domains/accounts/user-repository';
import { isLessonPublic, presentationOf, teacherSummary } from '../domains/lessons/lesson-context';
import { refreshFacets } from '../domains/lessons/lesson-facets';
import {
  deleteLesson,
  getLessonById,
  type LessonRecord,
  listLessonsOfRoom,
  listLessonsOfStudio,
  listLessonsOfTeacher,
  replaceLesson,
} from '../domains/lessons/lesson-repository';
import type { RoomRecord } from '../domains/rooms/room-repository';
import { getStudioById, type StudioRecord } from '../domains/studios/studio-repository';
import { toStudioSummary } from '../domains/studios/studio-view';
import { now } from '../services/clock';

const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** The value as stored: the table keeps no attribute whose value is undefined (`removeUndefinedValues`). */
const asStored = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(asStored);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, field]) => (field === undefined ? [] : [[key, asStored(field)]])),
  );
};

/**
 * Rewrites the lessons `next` changes (compared as stored, so a sync with nothing to change writes
 * nothing — a resumed workflow does not rewrite what is already right); answers the teachers whose
 * lessons changed.
 */
const rewriteChanged = async (lessons: LessonRecord[], next: (lesson: LessonRecord) => LessonRecord) => {
  const teachers: (string | undefined)[] = [];
  for (const lesson of lessons) {
    const updated = next(lesson);
    if (isDeepStrictEqual(asStored(updated), asStored(lesson))) continue;
    await replaceLesson({ ...updated, updatedAt: new Date().toISOString() }, lesson);
    teachers.push(lesson.teacherId);
  }
  return teachers;
};

/**
 * After a studio's flags or look changed: its lessons' public flag and studio summary. The facets of
 * the teachers whose lessons changed are recomputed — of every teacher of its lessons with
 * `everyTeacher` (a workflow resumed after its lessons were rewritten but before their facets were).
 */
export const syncLessonsOfStudio = async (studio: StudioRecord, { everyTeacher = false } = {}) => {
  const lessons = await listLessonsOfStudio(studio.id);
  const changed = await rewriteChanged(lessons, (lesson) => ({
    ...lesson,
    isPublic: isLessonPublic(studio, undefined),
    ...(lesson.room ? { room: { ...lesson.room, studio: toStudioSummary(studio) } } : {}),
  }));
  const teachers = everyTeacher ? lessons.map((lesson) => lesson.teacherId) : changed;
  if (teachers.some(Boolean)) await refreshFacets({ studioIds: [], teacherIds: teachers });
};

/** After a room was edited: its lessons' room summary and place (the room's city). */
export const syncLessonsOfRoom = async (room: RoomRecord) => {
  const studio = await getStudioById(room.studioId);
  const teachers = await rewriteChanged(await listLessonsOfRoom(room.id, ALL_WEEKDAYS), (lesson) => ({
    ...lesson,
    ...presentationOf({ studio, room, teacher: undefined }),
    teacher: lesson.teacher,
    countryCode: room.countryCode,
    city: room.address.city,
  }));
  if (teachers.length) await refreshFacets({ studioIds: [], teacherIds: teachers });
};

/** After a teacher's profile changed: the teacher summary, and whether their own lessons are public. */
export const syncLessonsOfTeacher = async (teacher: UserRecord) => {
  const teachers = await rewriteChanged(await listLessonsOfTeacher(teacher.id), (lesson) => ({
    ...lesson,
    teacher: teacherSummary(teacher),
    ...(lesson.studioId ? {} : { isPublic: isLessonPublic(undefined, teacher) }),
  }));
  if (teachers.length) await refreshFacets({ studioIds: [], teacherIds: [teacher.id] });
};

/** The lesson as a studio keeps it once its registered teacher is gone: taught by their name. */
const taughtByName = (lesson: LessonRecord, name: string): LessonRecord => {
  const { teacherId, teacher, ...rest } = lesson;
  return { ...rest, customTeacherName: name, updatedAt: now().toISOString() };
};

/**
 * After a teacher left a studio's team (removed by its admins, or leaving themself; issue #13, ADR
 * docs/decisions/0008-studio-lessons-and-invites-belong-to-the-studio.md): the studio's lessons
 * they taught stay on its schedule, taught by their name (`customTeacherName`, as when their
 * account is deleted), and leave their partition (GSI4), so its admins can reassign them. Each is
 * re-read by key (consistently) before its versioned write; the teacher's and the studio's facets
 * are recomputed. `teacher.name` falls back to the name the lesson shows (an account already gone).
 */
export const releaseStudioLessonsOfTeacher = async (
  studioId: string,
  teacher: { id: string; name?: string | undefined },
) => {
  let released = 0;
  for (const listed of await listLessonsOfTeacher(teacher.id)) {
    if (listed.studioId !== studioId) continue;
    const lesson = await getLessonById(listed.id, { consistent: true });
    if (lesson?.teacherId !== teacher.id || lesson.studioId !== studioId) continue;
    const name = teacher.name ?? lesson.teacher?.name ?? '';
    await replaceLesson(taughtByName(lesson, name), lesson);
    released += 1;
  }
  if (released) await refreshFacets({ studioIds: [studioId], teacherIds: [teacher.id] });
};

/**
 * Before a teacher's account is deleted (docs/data-model.md "A teacher's account deleted"): their
 * own lessons (outside any studio) go with them, uncounted from their rooms; a studio's lessons stay
 * on its schedule, taught by the teacher's name as an unregistered teacher (`customTeacherName`),
 * so its admins can reassign them, and leave the teacher's partition (GSI4). Found through that
 * partition, each re-read by key (consistently) before its versioned write. The teacher's own
 * facets go with their profile; the studios' are recomputed.
 */
export const releaseLessonsOfTeacher = async (teacher: Pick<UserRecord, 'id' | 'name'>) => {
  const studioIds: string[] = [];
  for (const listed of await listLessonsOfTeacher(teacher.id)) {
    const lesson = await getLessonById(listed.id, { consistent: true });
    if (lesson?.teacherId !== teacher.id) continue;
    if (lesson.studioId) {
      await replaceLesson(taughtByName(lesson, teacher.name), lesson);
      studioIds.push(lesson.studioId);
    } else {
      await deleteLesson(lesson);
    }
  }
  await refreshFacets({ studioIds, teacherIds: [] });
};
