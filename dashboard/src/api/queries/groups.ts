/** The reads of `groups`: a group to join, the user's groups, a teacher's or studio's groups, a group's members. */
import { ApiError } from '@plie/sdk';
import type { GroupMember, LessonGroup } from '@plie/shared';
import useSWR from 'swr';
import { useCurrentUser } from '../../app/useCurrentUser';
import { useViewerKey } from '../../app/useViewerKey';
import { apiClient } from '../client';
import { queryKeys } from './query-keys';

/** Whether a failed `useGroup` means there is no such group (unknown, or an id that is no id): asking again won't change it. */
export const isNoSuchGroup = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** `GET /api/lesson-group/{id}`: a group and its lessons (the join page); `''` asks nothing. */
export const useGroup = (groupId: string) =>
  useSWR<{ group: LessonGroup }>(
    groupId ? queryKeys.group(groupId) : null,
    () => apiClient.groups.get({ params: { id: groupId } }),
    { shouldRetryOnError: (failure) => !isNoSuchGroup(failure) },
  );

/** The groups the signed-in user is an active member of (`GET /api/lesson-group/user/mine`). */
export const useMyGroups = () => {
  const { user } = useCurrentUser();
  return useSWR<LessonGroup[]>(user ? queryKeys.myGroups(user.id) : null, () => apiClient.groups.listMine());
};

/** The lessons of those groups: their Attend gives way to the group (spec §4 "Attend button"). */
export const lessonIdsOfGroups = (groups: readonly LessonGroup[] | undefined): Set<string> =>
  new Set((groups ?? []).flatMap((group) => group.lessonIds));

/** A teacher's own courses, outside studios (`GET /api/lesson-group/teacher/{teacherId}`). */
export const useTeacherGroups = (teacherId: string) =>
  useSWR<LessonGroup[]>(queryKeys.teacherGroups(teacherId), () =>
    apiClient.groups.listForTeacher({ params: { teacherId } }),
  );

/** A studio's groups, as the viewer sees them (`GET /api/lesson-group/studio/{studioId}`). */
export const useStudioGroups = (studioId: string) => {
  const viewer = useViewerKey();
  return useSWR<LessonGroup[]>(viewer ? queryKeys.studioGroups(studioId, viewer) : null, () =>
    apiClient.groups.listForStudio({ params: { studioId } }),
  );
};

/** A group's members, for its teacher or the studio's admins (`GET /api/lesson-group/{id}/members`). */
export const useGroupMembers = (groupId: string) =>
  useSWR<GroupMember[]>(queryKeys.groupMembers(groupId), () =>
    apiClient.groups.listMembers({ params: { id: groupId } }),
  );
