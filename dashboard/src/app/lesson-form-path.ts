/**
 * The address of the lesson form (spec §2: /edit-lesson?studioId=&teacherId=&lessonId=
 * &isDuplication=&startHour=&startMinute=&endHour=&endMinute=&weekday=&roomId=, plus `from=onboard`).
 * Here, below the features, because several screens link to the form (onboarding, the studio
 * calendar, the schedules' Edit and Duplicate) and the form itself links back to onboarding.
 */
import { webPath } from '@plie/shared';

/** What a selected calendar slot fills in: the weekday and the times. */
export interface LessonSlotQuery {
  weekday?: number;
  startHour?: number;
  startMinute?: number;
  endHour?: number;
  endMinute?: number;
}

/** The slot's query parameters, in the order the address lists them. */
export const LESSON_SLOT_FIELDS = ['weekday', 'startHour', 'startMinute', 'endHour', 'endMinute'] as const;

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
}): string =>
  webPath.editLesson({
    teacherId: teacherId || undefined,
    studioId: studioId || undefined,
    lessonId: lessonId || undefined,
    isDuplication: lessonId && duplicate ? 'true' : undefined,
    roomId: roomId || undefined,
    ...Object.fromEntries(LESSON_SLOT_FIELDS.map((field) => [field, slot[field]])),
    from: fromOnboarding ? 'onboard' : undefined,
  });
