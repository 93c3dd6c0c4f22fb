/**
 * The Studio and Teacher filter variants (spec §2) narrow one schedule — a studio's, a teacher's —
 * that the page reads whole (`useAllLessons`: about one item read per lesson, the calendar needs the
 * whole week anyway). Narrowing that list in the browser reads nothing more per filter change, where
 * the same filters sent to the API would be filter expressions over the studio's or teacher's
 * partition, paying for every lesson they drop (the search budget: ≤ 1.5 items read per item
 * returned). The free text matches what the API's does: every word, folded (case, accents), within
 * the lesson's name, its style's, its teacher's and its studio's.
 *
 * The filters live in the page's query string beside its other parameters (tab, sub-tab, view), with
 * the names of the Main search's (`search`, `days`, `styles`, `levels`, `age`) plus `room`, `teacher`
 * and `studio`, so a narrowed schedule can be shared and survives a reload.
 */
import { foldText, type Lesson, type Level } from '@plie/shared';
import { type FilterField, type ScheduleVariant, showsField } from './filter-variants';
import {
  NO_SCHEDULE_FILTERS,
  parseScheduleFilters,
  type ScheduleFilters,
  scheduleFiltersQuery,
} from './schedule-filters';

export interface LessonNarrowing {
  search: string;
  /** Weekdays, 0 = Monday … 6 = Sunday. */
  days: number[];
  styles: string[];
  levels: Level[];
  age: number | null;
  /** One room, one registered teacher, one studio; `''` for any. */
  roomId: string;
  teacherId: string;
  studioId: string;
}

export const NO_NARROWING: LessonNarrowing = {
  search: '',
  days: [],
  styles: [],
  levels: [],
  age: null,
  roomId: '',
  teacherId: '',
  studioId: '',
};

/** The query parameter of each id filter. */
const ID_PARAMS = { roomId: 'room', teacherId: 'teacher', studioId: 'studio' } as const;
type IdFilter = keyof typeof ID_PARAMS;
const FIELD_OF_ID: Record<IdFilter, FilterField> = {
  roomId: 'room',
  teacherId: 'teacher',
  studioId: 'studio',
};

/** Every query parameter the narrowing writes (a tab switch drops them). */
export const NARROWING_PARAMS = ['search', 'days', 'styles', 'levels', 'age', ...Object.values(ID_PARAMS)];

const isId = (value: string | null): value is string => Boolean(value && /^[\w-]{1,64}$/.test(value));

/** Reads a variant's filters from a query string: only its fields; anything malformed is left out. */
export const parseNarrowing = (query: string, variant: ScheduleVariant): LessonNarrowing => {
  const params = new URLSearchParams(query);
  const main = parseScheduleFilters(query);
  const narrowing: LessonNarrowing = {
    ...NO_NARROWING,
    search: main.search,
    days: showsField(variant, 'days') ? main.days : [],
    styles: showsField(variant, 'styles') ? main.styles : [],
    levels: showsField(variant, 'levels') ? main.levels : [],
    age: showsField(variant, 'age') ? main.age : null,
  };
  for (const [filter, param] of Object.entries(ID_PARAMS) as [IdFilter, string][]) {
    const id = params.get(param);
    if (showsField(variant, FIELD_OF_ID[filter]) && isId(id)) narrowing[filter] = id;
  }
  return narrowing;
};

/**
 * The query string with the narrowing written into it (empty filters left out), the page's other
 * parameters kept as they were; without the leading `?`.
 */
export const withNarrowing = (query: string, narrowing: LessonNarrowing): string => {
  const params = new URLSearchParams(query);
  for (const name of NARROWING_PARAMS) params.delete(name);
  const main: ScheduleFilters = {
    ...NO_SCHEDULE_FILTERS,
    search: narrowing.search,
    days: narrowing.days,
    styles: narrowing.styles,
    levels: narrowing.levels,
    age: narrowing.age,
  };
  for (const [name, value] of new URLSearchParams(scheduleFiltersQuery(main))) params.set(name, value);
  for (const [filter, param] of Object.entries(ID_PARAMS) as [IdFilter, string][]) {
    if (narrowing[filter]) params.set(param, narrowing[filter]);
  }
  return params.toString().replaceAll('%2C', ',');
};

/** How many filters of the panel are set (the panel's count and "Clear filters"; the free text is beside it). */
export const activeNarrowingCount = (narrowing: LessonNarrowing): number =>
  narrowing.days.length +
  narrowing.styles.length +
  narrowing.levels.length +
  (narrowing.age !== null ? 1 : 0) +
  (narrowing.roomId ? 1 : 0) +
  (narrowing.teacherId ? 1 : 0) +
  (narrowing.studioId ? 1 : 0);

/** The panel's "Clear filters": everything in the panel goes, the free text stays. */
export const CLEARED_NARROWING: Omit<LessonNarrowing, 'search'> = (({ search: _, ...panel }) => panel)(
  NO_NARROWING,
);

/** What the free text is matched against: as the API's `searchText`. */
const searchTextOf = (lesson: Lesson) =>
  foldText(
    [
      lesson.name,
      lesson.style?.name,
      lesson.teacher?.name ?? lesson.customTeacherName,
      lesson.room?.studio?.name,
    ]
      .filter(Boolean)
      .join(' '),
  );

/** The studio a lesson takes place at (none at a teacher's own address). */
export const studioOfLesson = (lesson: Lesson) => lesson.room?.studio;

const matches = (lesson: Lesson, narrowing: LessonNarrowing, words: readonly string[]): boolean =>
  (!narrowing.roomId || lesson.roomId === narrowing.roomId) &&
  (!narrowing.teacherId || lesson.teacherId === narrowing.teacherId) &&
  (!narrowing.studioId || (lesson.studioId ?? studioOfLesson(lesson)?.id) === narrowing.studioId) &&
  (!narrowing.days.length || narrowing.days.includes(lesson.weekday)) &&
  (!narrowing.styles.length || narrowing.styles.includes(lesson.styleId)) &&
  (!narrowing.levels.length || narrowing.levels.includes(lesson.level)) &&
  (narrowing.age === null || (lesson.ageMin <= narrowing.age && narrowing.age <= lesson.ageMax)) &&
  (!words.length || words.every((word) => searchTextOf(lesson).includes(word)));

/** The lessons the narrowing leaves, in their order. */
export const narrowLessons = (lessons: readonly Lesson[], narrowing: LessonNarrowing): Lesson[] => {
  const words = foldText(narrowing.search).split(/\s+/).filter(Boolean);
  return lessons.filter((lesson) => matches(lesson, narrowing, words));
};
