import type { UserListItem } from '@plie/shared';
import useSWRInfinite from 'swr/infinite';
import { apiClient } from '../../api/client';
import { TEACHERS_PAGE_SIZE } from '../../config/constants';
import { type TeacherFilters, teacherSearchBody } from './teacher-filters';

interface TeacherPage {
  items: UserListItem[];
  nextCursor: string | null;
}

/**
 * Teachers matching the filters, 50 a page (spec §9); `loadMore` fetches the next page from the
 * previous page's cursor. Changing the filters starts again from the first page.
 */
export const useTeacherSearch = (filters: TeacherFilters) => {
  const body = teacherSearchBody(filters);
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<TeacherPage>(
    (index, previous: TeacherPage | null) => {
      if (previous && !previous.nextCursor) return null;
      return ['users.search', JSON.stringify(body), index, previous?.nextCursor ?? null] as const;
    },
    ([, , , cursor]: readonly [string, string, number, string | null]) =>
      apiClient.users.search({ body: { ...body, limit: TEACHERS_PAGE_SIZE, ...(cursor ? { cursor } : {}) } }),
    { revalidateFirstPage: false },
  );
  const teachers = data?.flatMap((page) => page.items) ?? [];
  const hasMore = Boolean(data?.at(-1)?.nextCursor);
  const loadingMore = isValidating && size > (data?.length ?? 0);
  return {
    teachers,
    error,
    isLoading,
    hasMore,
    loadingMore,
    loadMore: () => {
      if (hasMore && !loadingMore) void setSize(size + 1);
    },
    retry: () => mutate(),
  };
};
