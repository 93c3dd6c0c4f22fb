/**
 * The address of the lesson form (spec §2: /edit-lesson?studioId=&teacherId=&lessonId=
 * &isDuplication=&startHour=&startMinute=&endHour=&endMinute=&weekday=&roomId=, plus `from=onboard`).
 * Here, below the features, because several screens link to the form (onboarding, the studio
 * calendar, the schedules' Edit and Duplicate) and the form itself links back to onboarding.
 */

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
}): string => {
  const query = new URLSearchParams();
  if (teacherId) query.set('teacherId', teacherId);
  if (studioId) query.set('studioId', studioId);
  if (lessonId) query.set('lessonId', lessonId);
  if (lessonId && duplicate) query.set('isDuplication', 'true');
  if (roomId) query.set('roomId', roomId);
  for (const field of LESSON_SLOT_FIELDS) {
    const value = slot[field];
    if (value !== undefined) query.set(field, String(value));
  }
  if (fromOnboarding) query.set('from', 'onboard');
  const text = query.toString();
  return text ? `/edit-lesson?${text}` : '/edit-lesson';
};
