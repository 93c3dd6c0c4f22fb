/**
 * The Lessons Bulk tab's rules (spec §2 "Admin panel", §9): the pasted text must be a JSON array
 * of lesson objects (at most 1000: `POST /api/lesson/bulk-create` refuses more), and the admin's
 * studio picker (up to 2000 studios) narrows as the admin types.
 */
import { foldText, PAGE_SIZE, type Studio } from '@plie/shared';

/** Most lessons one import takes (spec §9 "1000 for admin bulk"). */
export const BULK_LESSONS_LIMIT = PAGE_SIZE.adminBulk;
/** Most studios the picker lists (spec §7, §9). */
export const STUDIO_PICKER_LIMIT = PAGE_SIZE.adminStudioPicker;

export type BulkLessonsProblem =
  | { kind: 'empty' }
  /** `detail`: the parser's own words (where the JSON breaks). */
  | { kind: 'notJson'; detail: string }
  | { kind: 'notArray' }
  | { kind: 'noLessons' }
  | { kind: 'tooMany'; count: number }
  /** `index`: 0-based, as the API's answer counts rows. */
  | { kind: 'notAnObject'; index: number };

export type BulkLessonsParse =
  | { ok: true; lessons: Record<string, unknown>[] }
  | { ok: false; problem: BulkLessonsProblem };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The pasted text as the lessons to send, or what is wrong with it. Only the shape is checked
 * here; each lesson's fields are the API's to judge, row by row.
 */
export const parseBulkLessons = (text: string): BulkLessonsParse => {
  if (!text.trim()) return { ok: false, problem: { kind: 'empty' } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: { kind: 'notJson', detail: error instanceof Error ? error.message : '' } };
  }
  if (!Array.isArray(value)) return { ok: false, problem: { kind: 'notArray' } };
  if (value.length === 0) return { ok: false, problem: { kind: 'noLessons' } };
  if (value.length > BULK_LESSONS_LIMIT)
    return { ok: false, problem: { kind: 'tooMany', count: value.length } };
  const index = value.findIndex((row) => !isPlainObject(row));
  if (index >= 0) return { ok: false, problem: { kind: 'notAnObject', index } };
  return { ok: true, lessons: value as Record<string, unknown>[] };
};

/**
 * The studios whose name or slug contains the typed text (accents and case ignored), by name;
 * the chosen one always stays listed so the select never loses it.
 */
export const studiosMatching = (
  studios: readonly Pick<Studio, 'id' | 'name' | 'studioName'>[],
  search: string,
  chosenId: string,
) => {
  const wanted = foldText(search);
  return studios
    .filter(
      (studio) =>
        studio.id === chosenId ||
        !wanted ||
        foldText(studio.name).includes(wanted) ||
        foldText(studio.studioName).includes(wanted),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
};
