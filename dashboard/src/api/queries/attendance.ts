/**
 * The reads of `attendance`: the signed-in user's attendances (the Attend buttons, the profile's
 * tabs) and a lesson's attendance list, a week a page.
 */
import type { Attendance } from '@plie/shared';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useCurrentUser } from '../../app/useCurrentUser';
import { apiClient } from '../client';
import { queryKeys } from './query-keys';

/**
 * The signed-in user's attendances from today on (`GET /api/attendance/user?dateFrom=`), with their
 * lessons; nothing is asked for anonymous visitors. Yesterday is included: "today" differs between
 * the lessons' zones, and a past one is no longer upcoming in the list that shows them.
 */
export const useMyUpcomingAttendances = () => {
  const { user } = useCurrentUser();
  return useSWR<Attendance[]>(user ? queryKeys.myUpcomingAttendances(user.id) : null, () =>
    apiClient.attendance.listMine({
      query: { dateFrom: new Date(Date.now() - 24 * 3_600_000).toISOString().slice(0, 10) },
    }),
  );
};

/** The user's past attendances: before today (`GET /api/attendance/user?dateTo=`), latest first; `null` waits. */
export const useMyPastAttendances = (userId: string | null) =>
  useSWR<Attendance[]>(userId ? queryKeys.myPastAttendances(userId) : null, () =>
    apiClient.attendance.listMine({ query: { dateTo: new Date().toISOString().slice(0, 10) } }),
  );

/** The ids of the lessons the user has an active (not cancelled) attendance on. */
export const activeLessonIds = (attendances: readonly Attendance[] | undefined): Set<string> =>
  new Set(
    (attendances ?? [])
      .filter((attendance) => !attendance.isDeleted)
      .map((attendance) => attendance.lessonId),
  );

/**
 * A lesson's attendances (`GET /api/attendance/lesson/{lessonId}?date=`), a week a page: page `n`
 * is the week from `weekStartOf(n)`; "load more" (`setSize`) reads the week before.
 */
export const useLessonAttendanceWeeks = (lessonId: string, weekStartOf: (page: number) => string) =>
  useSWRInfinite<Attendance[]>(
    (page) => queryKeys.lessonAttendanceWeek(lessonId, weekStartOf(page)),
    ([, id, date]: ReturnType<typeof queryKeys.lessonAttendanceWeek>) =>
      apiClient.attendance.listForLesson({ params: { lessonId: id }, query: { date } }),
    { revalidateFirstPage: false },
  );
