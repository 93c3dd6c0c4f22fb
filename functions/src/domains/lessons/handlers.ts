import { randomUUID } from 'node:crypto';
import type { LessonInput } from '@plie/shared';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { type AuthUser, defineHandlers } from '../../http/handler';
import { now } from '../../services/clock';
import { checkAvailabilityFor, conflictingLessons } from './availability';
import { mayManageLesson, mayMoveLessonTo } from './lesson-access';
import { type LessonContext, presentationOf, resolveLessonContext } from './lesson-context';
import { refreshFacets } from './lesson-facets';
import {
  createLesson,
  deleteLesson,
  type LessonRecord,
  replaceLesson,
  requireLesson,
} from './lesson-repository';
import { searchLessons } from './lesson-search';
import { toLesson } from './lesson-view';
import { liveOf } from './live';

/** The lesson item for the form's fields in their resolved context (spec §3 defaults already applied). */
const buildLesson = (
  base: Pick<LessonRecord, 'id' | 'createdAt' | 'version'>,
  input: LessonInput,
  context: LessonContext,
  at: string,
): LessonRecord => ({
  ...base,
  name: input.name?.trim() || context.styleName,
  styleId: input.styleId,
  styleName: context.styleName,
  weekday: input.weekday,
  startHour: input.startHour,
  startMinute: input.startMinute,
  endHour: input.endHour,
  endMinute: input.endMinute,
  ...(input.isReoccurring ? {} : { date: input.date }),
  lessonTimezone: input.lessonTimezone,
  ...(input.teacherId
    ? { teacherId: input.teacherId }
    : { customTeacherName: input.customTeacherName?.trim() }),
  ...(context.room ? { roomId: context.room.id } : { customAddress: input.customAddress }),
  ...(context.studio ? { studioId: context.studio.id } : {}),
  ...presentationOf(context),
  isClosedGroup: input.isClosedGroup,
  isReoccurring: input.isReoccurring,
  level: input.level,
  ageMin: input.ageMin,
  ageMax: input.ageMax,
  ...(input.choreography ? { choreography: input.choreography } : {}),
  countryCode: context.countryCode,
  city: context.city,
  isPublic: context.isPublic,
  updatedAt: at,
});

/** The server's own availability check: the UI's is a courtesy (409 with the spec's text). */
const assertSlotFree = async (input: LessonInput, currentLessonId?: string) => {
  const clashes = await conflictingLessons({
    ...input,
    date: input.isReoccurring ? undefined : input.date,
    currentLessonId,
  });
  if (clashes.length > 0) throw new ConflictError('availability.slotTaken');
};

/** Checks and writes a new lesson (the facets are refreshed by the caller, once per batch). */
export const addLesson = async (input: LessonInput, caller: AuthUser | undefined): Promise<LessonRecord> => {
  const context = await resolveLessonContext(input, caller);
  await assertSlotFree(input);
  const at = now().toISOString();
  const lesson = buildLesson({ id: randomUUID(), createdAt: at, version: 0 }, input, context, at);
  await createLesson(lesson);
  return lesson;
};

export const lessonHandlers = defineHandlers('lessons', {
  get: async ({ params }, { user }) => {
    const lesson = await requireLesson(params.id);
    if (!lesson.isPublic && !(await mayManageLesson(lesson, user)))
      throw new NotFoundError('lesson.notFound');
    return toLesson(lesson, liveOf(lesson));
  },

  create: async ({ body }, { user }) => {
    const lesson = await addLesson(body, user);
    await refreshFacets({ studioIds: [lesson.studioId], teacherIds: [lesson.teacherId] });
    return toLesson(lesson, liveOf(lesson));
  },

  /** The whole form again: switching room → custom address clears the room (and moves its count). */
  update: async ({ params, body }, { user }) => {
    const previous = await requireLesson(params.id);
    if (!(await mayManageLesson(previous, user))) throw new ForbiddenError('studio.notAllowed');
    const context = await resolveLessonContext(body, user);
    if (!(await mayMoveLessonTo(previous, context.studio?.id, user)))
      throw new ForbiddenError('studio.notAllowed');
    await assertSlotFree(body, previous.id);
    const base = { id: previous.id, createdAt: previous.createdAt, version: previous.version };
    const lesson = await replaceLesson(
      {
        ...buildLesson(base, body, context, now().toISOString()),
        ...(previous.groupId ? { groupId: previous.groupId } : {}),
        ...(previous.seats ? { seats: previous.seats } : {}),
        ...(previous.seatHolds ? { seatHolds: previous.seatHolds } : {}),
      },
      previous,
    );
    await refreshFacets({
      studioIds: [previous.studioId, lesson.studioId],
      teacherIds: [previous.teacherId, lesson.teacherId],
    });
    return toLesson(lesson, liveOf(lesson));
  },

  delete: async ({ params }, { user }) => {
    const lesson = await requireLesson(params.id);
    if (!(await mayManageLesson(lesson, user))) throw new ForbiddenError('studio.notAllowed');
    await deleteLesson(lesson);
    await refreshFacets({ studioIds: [lesson.studioId], teacherIds: [lesson.teacherId] });
    return { success: true as const };
  },

  /** Public lessons; also those not public for a caller who manages every lesson searched. */
  search: async ({ body }, { user }) => searchLessons(body, { caller: user }),

  /** Only for what the caller may schedule (issue #13 D): see `checkAvailabilityFor`. */
  checkAvailability: async ({ body }, { user }) => checkAvailabilityFor(body, user!),
});
