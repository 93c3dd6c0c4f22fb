/**
 * The filter variants of spec §2 ("Schedule, teachers, studios, filters") in one place: which fields
 * the filter panel shows on each page. Every variant has the free-text box beside the panel; the
 * panel's fields differ:
 * - Main (/schedule): the city to search in (and "Near me"), then days, styles, levels, age, closed groups;
 * - Teachers (/teachers) and Studios (/studios): the city and the dance styles;
 * - Studio (a studio's schedule tab): its room and teacher, then days, styles, levels, age — no city,
 *   the studio fixes it;
 * - Teacher (a teacher's schedule on their page): the studio they teach at, then days, styles, levels,
 *   age — neither city nor teacher.
 * The panel (`LessonFilterFields`) renders a variant's fields in this order, so a field is added to
 * a page by adding it here.
 */

export type FilterVariant = 'main' | 'teachers' | 'studios' | 'studio' | 'teacher';

/** A field of the filter panel. `city`, `room`, `teacher` and `studio` need the page's data or state. */
export type FilterField =
  | 'city'
  | 'room'
  | 'teacher'
  | 'studio'
  | 'days'
  | 'styles'
  | 'levels'
  | 'age'
  | 'openOnly';

/** The lesson filters every lesson variant shares (the Main search's, without its city and closed groups). */
const LESSON_FIELDS = ['days', 'styles', 'levels', 'age'] as const;

export const FILTER_VARIANTS = {
  main: ['city', ...LESSON_FIELDS, 'openOnly'],
  teachers: ['city', 'styles'],
  studios: ['city', 'styles'],
  studio: ['room', 'teacher', ...LESSON_FIELDS],
  teacher: ['studio', ...LESSON_FIELDS],
} as const satisfies Record<FilterVariant, readonly FilterField[]>;

/** The variants whose panel narrows one schedule already read whole (a studio's, a teacher's). */
export type ScheduleVariant = 'studio' | 'teacher';

/** The fields a variant's panel shows, in order. */
export const fieldsOf = (variant: FilterVariant): readonly FilterField[] => FILTER_VARIANTS[variant];

/** Whether a variant's panel shows a field. */
export const showsField = (variant: FilterVariant, field: FilterField): boolean =>
  fieldsOf(variant).includes(field);
