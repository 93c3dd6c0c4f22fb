/**
 * The Teacher filters of /teachers (spec §2 "Schedule, teachers, studios, filters"), kept in the
 * page's query string so a search can be shared and survives a reload.
 */
import { FILTER_MAX_LIST_ITEMS, NAME_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH } from '../../config/constants';

export interface TeacherFilters {
  search: string;
  /** ISO 3166 code of the chosen city's country. */
  country: string;
  city: string;
  /** Style ids, any of which a teacher teaches. */
  styles: string[];
}

export const NO_TEACHER_FILTERS: TeacherFilters = { search: '', country: '', city: '', styles: [] };

const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

/**
 * A comma-separated list of the query string (`styles=salsa,tango`): trimmed, without blanks or
 * repeats, at most as many items as a filter may hold. Shared by every search page's filters.
 */
export const listParam = (params: URLSearchParams, name: string): string[] =>
  [
    ...new Set(
      (params.get(name) ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ].slice(0, FILTER_MAX_LIST_ITEMS);

/** Reads the filters from a query string; anything malformed is simply left out. */
export const parseTeacherFilters = (query: string): TeacherFilters => {
  const params = new URLSearchParams(query);
  const country = text(params.get('country'), NAME_MAX_LENGTH).toUpperCase();
  const city = text(params.get('city'), NAME_MAX_LENGTH);
  return {
    search: text(params.get('search'), SEARCH_TEXT_MAX_LENGTH),
    // A city means nothing without its country.
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    city: /^[A-Z]{2}$/.test(country) ? city : '',
    styles: listParam(params, 'styles'),
  };
};

/** The query string of the filters (empty ones left out), without the leading `?`. */
export const teacherFiltersQuery = (filters: TeacherFilters): string => {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.country && filters.city) {
    params.set('country', filters.country);
    params.set('city', filters.city);
  }
  if (filters.styles.length) params.set('styles', filters.styles.join(','));
  return params.toString();
};

/** The body of `POST /api/user/search` for the filters (without the page). */
export const teacherSearchBody = (filters: TeacherFilters) => ({
  ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  ...(filters.country && filters.city ? { country: filters.country, city: filters.city } : {}),
  ...(filters.styles.length ? { styles: filters.styles } : {}),
});

/** How many filters of the panel are set (the free-text box sits outside it). */
export const activeTeacherFilterCount = (filters: TeacherFilters): number =>
  (filters.city ? 1 : 0) + filters.styles.length;
