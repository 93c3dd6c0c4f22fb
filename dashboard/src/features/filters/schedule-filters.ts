/**
 * The Main filters of /schedule (spec §2 "Schedule, teachers, studios, filters", §3 Filters), kept in
 * the page's query string so a search can be shared and survives a reload:
 * `/schedule?city=Kraków&country=PL&days=1,3&styles=salsa&levels=0&age=25&open=1&search=…`.
 * The free text, city and styles are read and written as the teachers' are (`teacher-filters`).
 */
import { isAge, isWeekday, LEVELS, type Level } from '@plie/shared';
import {
  listParam,
  NO_TEACHER_FILTERS,
  parseTeacherFilters,
  type TeacherFilters,
  teacherFiltersQuery,
  teacherSearchBody,
} from './teacher-filters';

export interface ScheduleFilters extends TeacherFilters {
  /** Weekdays, 0 = Monday … 6 = Sunday. */
  days: number[];
  levels: Level[];
  /** The dancer's age (spec §5: 0–100): lessons whose age range includes it. */
  age: number | null;
  /** "Hide closed groups": `open=1`. */
  openOnly: boolean;
}

export const NO_SCHEDULE_FILTERS: ScheduleFilters = {
  ...NO_TEACHER_FILTERS,
  days: [],
  levels: [],
  age: null,
  openOnly: false,
};

/** The whole numbers of a list parameter that `accept` takes, in ascending order. */
const numbersParam = (params: URLSearchParams, name: string, accept: (value: number) => boolean) =>
  listParam(params, name)
    .filter((item) => /^\d{1,3}$/.test(item))
    .map(Number)
    .filter(accept)
    .sort((a, b) => a - b);

const isLevel = (level: number): level is Level => (LEVELS as readonly number[]).includes(level);

/** A typed age (spec §5: a whole number 0–100): the number, `null` when empty, `undefined` when invalid. */
export const parseAge = (text: string | null): number | null | undefined => {
  const age = text?.trim() ?? '';
  if (!age) return null;
  return /^\d{1,3}$/.test(age) && isAge(Number(age)) ? Number(age) : undefined;
};

/** Reads the filters from a query string; anything malformed is simply left out. */
export const parseScheduleFilters = (query: string): ScheduleFilters => {
  const params = new URLSearchParams(query);
  return {
    ...parseTeacherFilters(query),
    days: numbersParam(params, 'days', isWeekday),
    levels: numbersParam(params, 'levels', isLevel) as Level[],
    age: parseAge(params.get('age')) ?? null,
    openOnly: params.get('open') === '1',
  };
};

/** The query string of the filters (empty ones left out), without the leading `?`. */
export const scheduleFiltersQuery = (filters: ScheduleFilters): string => {
  const params = new URLSearchParams(teacherFiltersQuery(filters));
  if (filters.days.length) params.set('days', filters.days.join(','));
  if (filters.levels.length) params.set('levels', filters.levels.join(','));
  if (filters.age !== null) params.set('age', String(filters.age));
  if (filters.openOnly) params.set('open', '1');
  // Commas may stand in a query: `days=1,3` reads better in a shared link than `days=1%2C3`.
  return params.toString().replaceAll('%2C', ',');
};

/** The search needs a place (the API answers 400 without one): here, a city. */
export const hasCity = (filters: ScheduleFilters): boolean => Boolean(filters.country && filters.city);

/** The body of `POST /api/lesson/search` for the filters (without the page), or `null` without a city. */
export const lessonSearchBody = (filters: ScheduleFilters) => {
  if (!hasCity(filters)) return null;
  return {
    ...teacherSearchBody(filters),
    ...(filters.days.length ? { days: filters.days } : {}),
    ...(filters.levels.length ? { levels: filters.levels } : {}),
    ...(filters.age !== null ? { forAge: filters.age } : {}),
    ...(filters.openOnly ? { removeClosedGroups: true } : {}),
  };
};

/**
 * How many filters narrow the city's lessons (the panel's count and its "Clear filters"). The city
 * is where the search happens, not a narrowing: it stays when filters are cleared.
 */
export const activeScheduleFilterCount = (filters: ScheduleFilters): number =>
  filters.styles.length +
  filters.days.length +
  filters.levels.length +
  (filters.age !== null ? 1 : 0) +
  (filters.openOnly ? 1 : 0);

/** The panel's "Clear filters": the narrowing filters go, the city and the free text stay. */
export const CLEARED_PANEL: Partial<ScheduleFilters> = {
  styles: [],
  days: [],
  levels: [],
  age: null,
  openOnly: false,
};
