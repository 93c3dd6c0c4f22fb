/**
 * What each write of the dashboard does to the cached reads, in one place. `INVALIDATIONS` says,
 * per contract write operation, which query keys its success makes stale (they load again where
 * shown, and on their next showing elsewhere); features call `afterMutation('rooms.create',
 * { studioId })` instead of naming keys. `useSavedAnswers` puts an answer the API already gave in
 * place at once (a saved studio at its new address, a saved lesson, a forgotten session).
 */
import type { Lesson, Studio } from '@plie/shared';
import { useCallback, useMemo } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { type OperationName, type QueryKey, queryKeys } from './query-keys';

/** A key to revalidate, or a rule that picks several (every group list). */
export type Invalidation = QueryKey | ((key: QueryKey) => boolean);

const isQueryKey = (key: unknown): key is QueryKey => Array.isArray(key) && typeof key[0] === 'string';

/** Per write operation: the reads its success makes stale. */
export const INVALIDATIONS = {
  /** A sign-up: the Attend buttons and the profile's upcoming list show it. */
  'attendance.create': ({ userId }: { userId: string }) => [queryKeys.myUpcomingAttendances(userId)],
  /** Leaving a group cancels its upcoming classes. */
  'groups.leave': ({ userId }: { userId: string }) => [
    queryKeys.myUpcomingAttendances(userId),
    queryKeys.myGroups(userId),
  ],
  /** Every loaded list of groups (the studio's, the teacher's, the user's) may show the new one. */
  'groups.create': (_: Record<string, never>) => [(key: QueryKey) => key[0].startsWith('groups.')],
  'rooms.create': ({ studioId }: { studioId: string }) => [queryKeys.studioRooms(studioId)],
  'rooms.update': ({ studioId }: { studioId: string }) => [queryKeys.studioRooms(studioId)],
  'rooms.uploadPhoto': ({ studioId }: { studioId: string }) => [queryKeys.studioRooms(studioId)],
  'rooms.delete': ({ studioId }: { studioId: string }) => [queryKeys.studioRooms(studioId)],
  /** A slug taken meanwhile: the availability answer for it is asked again, so the field says so. */
  'studios.create': ({ studioName }: { studioName: string }) => [
    queryKeys.studioNameCheck(studioName.trim()),
  ],
  'studios.update': ({ studioName }: { studioName: string }) => [
    queryKeys.studioNameCheck(studioName.trim()),
  ],
} satisfies Partial<Record<OperationName, (args: never) => readonly Invalidation[]>>;

export type WriteOperation = keyof typeof INVALIDATIONS;
export type InvalidationArgs<Operation extends WriteOperation> = Parameters<
  (typeof INVALIDATIONS)[Operation]
>[0];

/** Whether the cached read under `key` is stale after `operation` with `args`. */
export const invalidatedBy = <Operation extends WriteOperation>(
  operation: Operation,
  args: InvalidationArgs<Operation>,
): ((key: unknown) => boolean) => {
  const invalidations: readonly Invalidation[] = (
    INVALIDATIONS[operation] as (args: InvalidationArgs<Operation>) => readonly Invalidation[]
  )(args);
  const exact = new Set(
    invalidations.filter((entry) => typeof entry !== 'function').map((key) => unstable_serialize(key)),
  );
  const rules = invalidations.filter((entry) => typeof entry === 'function');
  return (key) =>
    isQueryKey(key) && (exact.has(unstable_serialize(key)) || rules.some((matches) => matches(key)));
};

/** `afterMutation(operation, args)`: revalidates every cached read the write made stale. */
export const useAfterMutation = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    <Operation extends WriteOperation>(operation: Operation, args: InvalidationArgs<Operation>) =>
      mutate(invalidatedBy(operation, args)),
    [mutate],
  );
};

/** Answers the API gave to a write, put in the cache at once (no request). */
export const useSavedAnswers = () => {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      /** A saved studio, at its (possibly new) slug, as `viewer` sees it. */
      studioSaved: (studio: Studio, viewer: string) =>
        mutate(queryKeys.studioBySlug(studio.studioName, viewer), studio, { revalidate: false }),
      /** A created or changed lesson, as `userId` sees it (the form reads it on the way back). */
      lessonSaved: (lesson: Lesson, userId: string) =>
        mutate(queryKeys.lesson(lesson.id, userId), lesson, { revalidate: false }),
      /** The ended session's user, forgotten. */
      signedOut: (token: string) => mutate(queryKeys.me(token), undefined, { revalidate: false }),
    }),
    [mutate],
  );
};
