/**
 * The signed-in user's attendances, read by the Attend buttons and the profile's tabs; a sign-up, a
 * cancel or leaving a group revalidates them through `myUpcomingKey`.
 */
import type { Attendance } from '@plie/shared';
import useSWR from 'swr';
import { useCurrentUser } from '../../app/useCurrentUser';
import { apiClient } from '../client';

/** The SWR key of the signed-in user's upcoming attendances: a sign-up or a cancel revalidates it. */
export const myUpcomingKey = (userId: string) => ['attendance.listMine', 'upcoming', userId] as const;

/**
 * The signed-in user's attendances from today on (`GET /api/attendance/user?dateFrom=`), with their
 * lessons; nothing is asked for anonymous visitors. Yesterday is included: "today" differs between
 * the lessons' zones, and a past one is no longer upcoming in the list that shows them.
 */
export const useMyUpcomingAttendances = () => {
  const { user } = useCurrentUser();
  return useSWR<Attendance[]>(user ? myUpcomingKey(user.id) : null, () =>
    apiClient.attendance.listMine({
      query: { dateFrom: new Date(Date.now() - 24 * 3_600_000).toISOString().slice(0, 10) },
    }),
  );
};

/** The ids of the lessons the user has an active (not cancelled) attendance on. */
export const activeLessonIds = (attendances: readonly Attendance[] | undefined): Set<string> =>
  new Set(
    (attendances ?? [])
      .filter((attendance) => !attendance.isDeleted)
      .map((attendance) => attendance.lessonId),
  );
