/**
 * Making and deleting a group (spec §2 "Create group"). A group is made of lessons all of one
 * studio (by its admins) or all of one teacher's own schedule (by that teacher); a lesson already
 * in a group is refused (409). Deleting it frees its lessons, cancels the upcoming classes it booked
 * for its members (they signed up for the course, not for those single classes) and removes its
 * members — in that order, so a stop half-way never leaves a lesson held by a group that is gone.
 * The first step leaves the group as a tombstone (`deletedAt`, hidden from every read and join) that
 * remembers its lessons, so a retry of the delete — or the monthly job — finishes the rest (issue #16).
 */
import { randomUUID } from 'node:crypto';
import { type LessonGroupInput, TEXT_MAX_LENGTH } from '@plie/shared';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { AuthUser } from '../../http/handler';
import { getLessonById, type LessonRecord } from '../lessons/lesson-repository';
import { accessTo } from '../studios/studio-access';
import { getStudioById } from '../studios/studio-repository';
import { cancelGroupBookings } from './group-booking';
import {
  createGroup,
  deleteGroupPartition,
  type GroupRecord,
  LessonChangedError,
  markGroupDeleted,
} from './group-repository';

/** A write that met a lesson changed since it was read is tried again with a fresh read, this often. */
const ATTEMPTS = 3;

type Owner = { studioId: string } | { teacherId: string };

/** Whose the lessons are, and whether the caller may make a group of them. */
const ownerOf = async (
  lessons: readonly LessonRecord[],
  input: LessonGroupInput,
  caller: AuthUser,
): Promise<Owner> => {
  const studioIds = new Set(lessons.map((lesson) => lesson.studioId ?? ''));
  const [studioId] = studioIds;
  if (studioIds.size > 1) throw new ValidationError('group.mixedOwners');
  if (studioId) {
    if (input.studioId && input.studioId !== studioId) throw new ValidationError('group.notOfThisStudio');
    const studio = await getStudioById(studioId);
    if (!studio || (studio.isDeleted && caller.role !== 'admin')) throw new NotFoundError('studio.notFound');
    if (!(await accessTo(studio, caller)).isAdmin) throw new ForbiddenError('group.onlyStudioAdmins');
    return { studioId };
  }
  const teacherIds = new Set(lessons.map((lesson) => lesson.teacherId ?? ''));
  const [teacherId] = teacherIds;
  if (teacherIds.size > 1 || !teacherId) throw new ValidationError('group.mixedOwners');
  if (input.studioId) throw new ValidationError('group.notOfThisStudio');
  if (input.teacherId && input.teacherId !== teacherId) throw new ValidationError('group.notOfThisTeacher');
  if (caller.id !== teacherId && caller.role !== 'admin') throw new ForbiddenError('group.onlyOwnLessons');
  return { teacherId };
};

/** "Salsa · Iryna Kovalenko": the first lesson's name and its teacher's (spec §2). */
export const defaultGroupName = (lesson: LessonRecord): string => {
  const teacher = lesson.teacher?.name ?? lesson.customTeacherName;
  return (teacher ? `${lesson.name} · ${teacher}` : lesson.name).slice(0, TEXT_MAX_LENGTH.name);
};

const readLessons = async (ids: readonly string[]) =>
  Promise.all(ids.map((id) => getLessonById(id, { consistent: true })));

export const createGroupOfLessons = async (
  input: LessonGroupInput,
  caller: AuthUser,
  at: Date,
): Promise<{ group: GroupRecord; lessons: LessonRecord[] }> => {
  const ids = [...new Set(input.lessonIds)];
  for (let attempt = 1; ; attempt += 1) {
    const read = await readLessons(ids);
    const lessons = read.filter((lesson): lesson is LessonRecord => Boolean(lesson));
    if (lessons.length < ids.length) throw new NotFoundError('lesson.notFound');
    const owner = await ownerOf(lessons, input, caller);
    if (lessons.some((lesson) => lesson.groupId)) throw new ConflictError('group.lessonInGroup');
    const stamp = at.toISOString();
    const group: GroupRecord = {
      id: randomUUID(),
      name: input.name?.trim() || defaultGroupName(lessons[0]!),
      ...owner,
      lessonIds: ids,
      ...(input.dateStart ? { dateStart: input.dateStart } : {}),
      memberCount: 0,
      createdBy: caller.id,
      createdAt: stamp,
      updatedAt: stamp,
    };
    try {
      await createGroup(group, lessons);
      return {
        group,
        lessons: lessons.map((lesson) => ({ ...lesson, groupId: group.id, version: lesson.version + 1 })),
      };
    } catch (error) {
      if (!(error instanceof LessonChangedError) || attempt >= ATTEMPTS) throw error;
    }
  }
};

/**
 * Deletes the group: marks it deleted and frees its lessons (skipped when an earlier, interrupted
 * delete did), cancels the classes it booked from now on, removes its members, then the tombstone.
 * Each step is idempotent, so running it again on a tombstone finishes a deletion cut short.
 */
export const deleteGroup = async (group: GroupRecord, at: Date): Promise<void> => {
  let lessons: LessonRecord[] = [];
  for (let attempt = 1; ; attempt += 1) {
    lessons = (await readLessons(group.lessonIds)).filter((lesson): lesson is LessonRecord =>
      Boolean(lesson),
    );
    if (group.deletedAt) break;
    try {
      await markGroupDeleted(
        group,
        lessons.filter((lesson) => lesson.groupId === group.id),
        at.toISOString(),
      );
      break;
    } catch (error) {
      if (!(error instanceof LessonChangedError) || attempt >= ATTEMPTS) throw error;
    }
  }
  await cancelGroupBookings(group, lessons, at);
  await deleteGroupPartition(group.id);
};
