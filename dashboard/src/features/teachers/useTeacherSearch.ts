import { useUserSearchPages } from '../../api/queries/users';
import { TEACHERS_PAGE_SIZE } from '../../config/constants';
import { type TeacherFilters, teacherSearchBody } from '../filters/teacher-filters';

/** Teachers matching the filters, 50 a page (spec §9), loading more as the list scrolls. */
export const useTeacherSearch = (filters: TeacherFilters) => {
  const { items, error, isLoading, hasMore, loadingMore, loadMore, retry } = useUserSearchPages(
    'page',
    teacherSearchBody(filters),
    TEACHERS_PAGE_SIZE,
  );
  return { teachers: items, error, isLoading, hasMore, loadingMore, loadMore, retry };
};
