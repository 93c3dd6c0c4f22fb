import { PAGE_SIZE } from '@plie/shared';
import { useLessonSearchPages } from '../../api/queries/lessons';
import { lessonSearchBody, type ScheduleFilters } from '../filters/schedule-filters';

/**
 * Lessons matching the filters in next-occurrence order, 20 a page (spec §9 schedule view), loading
 * more as the table scrolls. Without a city it asks nothing: the API needs a place. Around a `point`
 * ("Near me") each page comes nearest first, each lesson with its distance.
 */
export const useLessonSearch = (filters: ScheduleFilters, point?: { lat: number; lng: number }) => {
  const body = lessonSearchBody(filters);
  const { items, error, isLoading, hasMore, loadingMore, loadMore, retry } = useLessonSearchPages(
    body && point ? { ...body, ...point } : body,
    PAGE_SIZE.lessonsSchedule,
  );
  return { lessons: items, error, isLoading, hasMore, loadingMore, loadMore, retry };
};
