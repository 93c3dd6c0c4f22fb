/** The groups the signed-in user belongs to: the Attend buttons give way to them, the profile lists them. */
import type { LessonGroup } from '@plie/shared';
import useSWR from 'swr';
import { useCurrentUser } from '../../app/useCurrentUser';
import { apiClient } from '../client';

export const myGroupsKey = (userId: string) => ['groups.listMine', userId] as const;

/** The groups the signed-in user is an active member of (`GET /api/lesson-group/user/mine`). */
export const useMyGroups = () => {
  const { user } = useCurrentUser();
  return useSWR<LessonGroup[]>(user ? myGroupsKey(user.id) : null, () => apiClient.groups.listMine());
};

/** The lessons of those groups: their Attend gives way to the group (spec §4 "Attend button"). */
export const lessonIdsOfGroups = (groups: readonly LessonGroup[] | undefined): Set<string> =>
  new Set((groups ?? []).flatMap((group) => group.lessonIds));
