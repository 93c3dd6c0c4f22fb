import { PAGE_SIZE } from '@plie/shared';
import { useLessonSearchPages } from '../../api/queries/lessons';
import { lessonSearchBody, type ScheduleFilters } from './schedule-filters';

/**
 * Lessons matching the filters in next-occurrence order, 20 a page (spec §9 schedule view), loading
 * more as the table scrolls. Without a city it asks nothing: the API needs a place.
 */
export const useLessonSearch = (filters: ScheduleFilters) => {
  const { items, error, isLoading, hasMore, loadingMore, loadMore, retry } = useLessonSearchPages(
    lessonSearchBody(filters),
    PAGE_SIZE.lessonsSchedule,
  );
  return { lessons: items, error, isLoading, hasMore, loadingMore, loadMore, retry };
};
