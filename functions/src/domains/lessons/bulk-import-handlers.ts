/**
 * POST /api/lesson/bulk-create (the admin's "Lessons Bulk", spec §2): every row is checked and
 * written on its own — the form's schema after the overrides, then the same permission, place
 * and time-slot checks as one lesson — so one bad row refuses only itself, and a refused row
 * writes nothing. Rows are taken in order: a row clashing with an earlier row of the same file is
 * refused like any clash.
 */
import { type BulkCreateLessons, type BulkCreateResult, LessonInputSchema } from '@plie/shared';
import * as v from 'valibot';
import { HttpError } from '../../errors';
import type { AuthUser } from '../../http/handler';
import { defineHandlers } from '../../http/handler';
import { addLesson } from './handlers';
import { refreshFacets } from './lesson-facets';
import { toLesson } from './lesson-view';
import { liveOf } from './live';

const fieldsOf = (issues: readonly v.BaseIssue<unknown>[]) =>
  Object.fromEntries(issues.map((issue) => [v.getDotPath(issue) ?? '_', issue.message]));

export const importLessons = async (
  request: BulkCreateLessons,
  caller: AuthUser,
): Promise<BulkCreateResult> => {
  const result: BulkCreateResult = { created: [], refused: [] };
  const touched = { studioIds: new Set<string | undefined>(), teacherIds: new Set<string | undefined>() };
  for (const [index, row] of request.lessons.entries()) {
    const withOverrides = {
      // A row without a style reads as the form's 'Missing style field', not a schema error.
      styleId: '',
      ...row,
      ...(request.roomId ? { roomId: request.roomId } : {}),
      ...(request.weekday !== undefined ? { weekday: request.weekday } : {}),
    };
    const parsed = v.safeParse(LessonInputSchema, withOverrides);
    if (!parsed.success) {
      result.refused.push({
        index,
        message: parsed.issues[0]?.message ?? 'Invalid lesson',
        fields: fieldsOf(parsed.issues),
      });
      continue;
    }
    try {
      const lesson = await addLesson(parsed.output, caller);
      touched.studioIds.add(lesson.studioId);
      touched.teacherIds.add(lesson.teacherId);
      result.created.push({ index, lesson: toLesson(lesson, liveOf(lesson)) });
    } catch (error) {
      // A row's own refusal (400/403/404/409) is reported; anything else is a real failure.
      if (!(error instanceof HttpError)) throw error;
      const { message, fields } = error.toBody();
      result.refused.push({ index, message, ...(fields ? { fields } : {}) });
    }
  }
  await refreshFacets({ studioIds: [...touched.studioIds], teacherIds: [...touched.teacherIds] });
  return result;
};

/** Served by the admin function (platform admins only, by the contract). */
export const lessonImportHandlers = defineHandlers('lessons', {
  bulkCreate: async ({ body }, { user }) => importLessons(body, user!),
});
