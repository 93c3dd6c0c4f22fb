/**
 * The address of the lesson form (spec §2: /edit-lesson?studioId=&teacherId=&lessonId=
 * &isDuplication=&startHour=&startMinute=&endHour=&endMinute=&weekday=&roomId=, plus `from=onboard`).
 * Anything unreadable (a blank id, an hour of 24, a weekday of "tue") is left out, never a crash.
 */
import { isHour, isMinute, isWeekday } from '@plie/shared';

/** Adding a lesson, changing one, or adding a copy of one (duplication drops the lesson's id). */
export type LessonFormMode = 'add' | 'edit' | 'duplicate';

/** What a selected calendar slot fills in: the weekday and the times. */
export interface LessonSlotQuery {
  weekday?: number;
  startHour?: number;
  startMinute?: number;
  endHour?: number;
  endMinute?: number;
}

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

const SLOT_FIELDS = ['weekday', 'startHour', 'startMinute', 'endHour', 'endMinute'] as const;
const SLOT_RULES: Record<(typeof SLOT_FIELDS)[number], (value: number) => boolean> = {
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
  for (const field of SLOT_FIELDS) {
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

/**
 * The address of the form, for the screens that open it: the studio calendar's selected slot
 * (studio, room, teacher, weekday and times), a lesson's edit and duplicate actions, onboarding.
 */
export const lessonFormPath = ({
  studioId,
  teacherId,
  lessonId,
  duplicate = false,
  roomId,
  slot = {},
  fromOnboarding = false,
}: {
  studioId?: string | undefined;
  teacherId?: string | undefined;
  lessonId?: string | undefined;
  duplicate?: boolean;
  roomId?: string | undefined;
  slot?: LessonSlotQuery;
  fromOnboarding?: boolean;
}): string => {
  const query = new URLSearchParams();
  if (teacherId) query.set('teacherId', teacherId);
  if (studioId) query.set('studioId', studioId);
  if (lessonId) query.set('lessonId', lessonId);
  if (lessonId && duplicate) query.set('isDuplication', 'true');
  if (roomId) query.set('roomId', roomId);
  for (const field of SLOT_FIELDS) {
    const value = slot[field];
    if (value !== undefined) query.set(field, String(value));
  }
  if (fromOnboarding) query.set('from', 'onboard');
  const text = query.toString();
  return text ? `/edit-lesson?${text}` : '/edit-lesson';
};
