/**
 * The Studios filters of /studios (spec §2 "Schedule, teachers, studios, filters"), kept in the
 * page's query string like the teachers' so a search can be shared and survives a reload. They
 * hold the same city, dance styles and free text as the Teacher filters (read and written by
 * `teacher-filters`), plus `filter=my`: the signed-in user's own studios.
 */
import {
  activeTeacherFilterCount,
  NO_TEACHER_FILTERS,
  parseTeacherFilters,
  type TeacherFilters,
  teacherFiltersQuery,
  teacherSearchBody,
} from '../filters/teacher-filters';

export interface StudioFilters extends TeacherFilters {
  /** `filter=my`: the studios the user owns or administers, hidden and unverified ones included. */
  mine: boolean;
}

export const NO_STUDIO_FILTERS: StudioFilters = { ...NO_TEACHER_FILTERS, mine: false };

/** Reads the filters from a query string; anything malformed is simply left out. */
export const parseStudioFilters = (query: string): StudioFilters => ({
  ...parseTeacherFilters(query),
  mine: new URLSearchParams(query).get('filter') === 'my',
});

/** The query string of the filters (empty ones left out), without the leading `?`. */
export const studioFiltersQuery = (filters: StudioFilters): string => {
  const query = teacherFiltersQuery(filters);
  if (!filters.mine) return query;
  return query ? `filter=my&${query}` : 'filter=my';
};

/**
 * The body of `POST /api/studio/search` for the filters (without the page). The own studios are
 * searched by text only: the API lists them all, whatever their city or styles.
 */
export const studioSearchBody = (filters: StudioFilters) => {
  const body = teacherSearchBody(filters);
  return filters.mine ? { withAdminRights: true, ...(body.search ? { search: body.search } : {}) } : body;
};

/** How many filters of the panel are set (the free-text box sits outside it). */
export const activeStudioFilterCount = (filters: StudioFilters): number => activeTeacherFilterCount(filters);

/** `?from=onboard`: the visitor has just finished onboarding as a dancer (spec §2). */
export { comesFromOnboarding } from '../onboarding/onboarding-steps';
