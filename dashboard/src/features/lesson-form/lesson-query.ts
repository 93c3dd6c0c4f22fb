/**
 * Reads the address of the lesson form (spec §2; written by `lessonFormPath` in `app/`) into what the
 * form opens with. Anything unreadable (a blank id, an hour of 24, a weekday of "tue") is left out,
 * never a crash.
 */
import { isHour, isMinute, isWeekday } from '@plie/shared';
import { LESSON_SLOT_FIELDS, type LessonSlotQuery } from '../../app/lesson-form-path';

/** Adding a lesson, changing one, or adding a copy of one (duplication drops the lesson's id). */
export type LessonFormMode = 'add' | 'edit' | 'duplicate';

export interface LessonQuery {
  /** The studio whose schedule the lesson goes on (given when the user administers it or teaches there). */
  studioId: string | undefined;
  /** The registered teacher to preselect. */
  teacherId: string | undefined;
  /** The lesson to change or to copy. */
  lessonId: string | undefined;
  mode: LessonFormMode;
  /** The room to preselect. */
  roomId: string | undefined;
  slot: LessonSlotQuery;
  /** `from=onboard`: the form is onboarding's step 4. */
  fromOnboarding: boolean;
}

const SLOT_RULES: Record<(typeof LESSON_SLOT_FIELDS)[number], (value: number) => boolean> = {
  weekday: isWeekday,
  startHour: isHour,
  startMinute: isMinute,
  endHour: isHour,
  endMinute: isMinute,
};

const nonEmpty = (value: string | null): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

/** A whole number written plainly (`19`, `07`), or `undefined` for anything else (`7.5`, `1e1`, ``). */
const wholeNumber = (value: string | null): number | undefined =>
  value !== null && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : undefined;

export const parseLessonQuery = (search: string): LessonQuery => {
  const query = new URLSearchParams(search);
  const lessonId = nonEmpty(query.get('lessonId'));
  const duplicating = query.get('isDuplication') === 'true';
  const slot: LessonSlotQuery = {};
  for (const field of LESSON_SLOT_FIELDS) {
    const value = wholeNumber(query.get(field));
    if (value !== undefined && SLOT_RULES[field](value)) slot[field] = value;
  }
  return {
    studioId: nonEmpty(query.get('studioId')),
    teacherId: nonEmpty(query.get('teacherId')),
    lessonId,
    mode: lessonId ? (duplicating ? 'duplicate' : 'edit') : 'add',
    roomId: nonEmpty(query.get('roomId')),
    slot,
    fromOnboarding: query.get('from') === 'onboard',
  };
};
