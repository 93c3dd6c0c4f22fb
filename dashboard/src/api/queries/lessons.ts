/** The reads of `lessons`: one lesson, whole schedules at once, and the paged lesson search. */
import { allLessons } from '@plie/sdk/components';
import type { Filters, Lesson } from '@plie/shared';
import useSWR from 'swr';
import { useViewerKey } from '../../app/useViewerKey';
import { apiClient } from '../client';
import { freshAnswersOnly, noRetryOnRefusal } from './answers';
import { useDeferredAnswer } from './deferred-answer';
import { useCursorPages } from './pages';
import { queryKeys } from './query-keys';

/** `GET /api/lesson/{id}` as one user sees it (the lesson form); waits for both. */
export const useLesson = (lessonId: string | undefined, userId: string | undefined) =>
  useSWR<Lesson>(
    lessonId && userId ? queryKeys.lesson(lessonId, userId) : null,
    ([, id]: readonly [string, string, string]) => apiClient.lessons.get({ params: { id } }),
    freshAnswersOnly,
  );

/**
 * Every lesson matching `filters` that the viewer may see (`POST /api/lesson/search`, 100 a page —
 * the most the API gives — following the cursor to the end): what a calendar needs, since it shows
 * a whole week at once. A studio's admins also get its lessons that the public can't see yet, so the
 * key holds the viewer. `null` waits (asks nothing).
 */
export const useAllLessons = (filters: Filters | null) => {
  const viewer = useViewerKey();
  return useDeferredAnswer(
    useSWR<Lesson[]>(
      filters && viewer ? queryKeys.allLessons(JSON.stringify(filters), viewer) : null,
      ([, , json]: readonly [string, string, string, string]) =>
        allLessons(apiClient, JSON.parse(json) as Filters),
      noRetryOnRefusal,
    ),
  );
};

type LessonSearchBody = Parameters<typeof apiClient.lessons.search>[0]['body'];

/**
 * `POST /api/lesson/search`, `limit` a page in next-occurrence order, from the previous page's
 * cursor (the schedule, a teacher's lessons). `body` `null` waits.
 */
export const useLessonSearchPages = <Body extends Omit<LessonSearchBody, 'limit' | 'cursor'>>(
  body: Body | null,
  limit: number,
) =>
  useCursorPages<Lesson, Body>({
    keyOf: queryKeys.lessonSearchPage,
    body,
    fetchPage: (request, cursor) =>
      apiClient.lessons.search({ body: { ...request, limit, ...(cursor ? { cursor } : {}) } }),
  });
