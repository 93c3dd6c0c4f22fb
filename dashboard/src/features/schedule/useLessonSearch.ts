import { type Lesson, PAGE_SIZE } from '@plie/shared';
import { apiClient } from '../../api/client';
import { useCursorSearch } from '../teachers/useTeacherSearch';
import { lessonSearchBody, type ScheduleFilters } from './schedule-filters';

type LessonSearchBody = NonNullable<ReturnType<typeof lessonSearchBody>>;

/**
 * Lessons matching the filters in next-occurrence order, 20 a page (spec §9 schedule view), loading
 * more as the table scrolls. Without a city it asks nothing: the API needs a place.
 */
export const useLessonSearch = (filters: ScheduleFilters) => {
  const { items, ...search } = useCursorSearch<Lesson, LessonSearchBody>(
    'lessons.search',
    lessonSearchBody(filters),
    PAGE_SIZE.lessonsSchedule,
    (body) => apiClient.lessons.search({ body }),
  );
  return { lessons: items, ...search };
};
