/** The reads of `users`: a user's public page, and the paged user searches (teachers, the admin's list). */
import { ApiError } from '@plie/sdk';
import type { PublicUser, UserListItem } from '@plie/shared';
import useSWR from 'swr';
import { apiClient } from '../client';
import { type HasNextPage, useCursorPages } from './pages';
import { queryKeys, type SearchScope } from './query-keys';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** `GET /api/user/username/{username}`: a user's public profile; a 404 is not asked again. */
export const useUserByUsername = (username: string) =>
  useSWR<PublicUser>(
    username ? queryKeys.userByUsername(username) : null,
    () => apiClient.users.getByUsername({ params: { username } }),
    { shouldRetryOnError: (failure) => !isNotFound(failure) },
  );

type UserSearchBody = Parameters<typeof apiClient.users.search>[0]['body'];

/**
 * `POST /api/user/search`, `limit` a page from the previous page's cursor: the public teacher list
 * (`scope` 'page') or the platform admin's user list ('admin'). `body` `null` waits.
 */
export const useUserSearchPages = <Body extends Omit<UserSearchBody, 'limit' | 'cursor'>>(
  scope: SearchScope,
  body: Body | null,
  limit: number,
  hasNext?: HasNextPage,
) =>
  useCursorPages<UserListItem, Body>({
    keyOf: (json, index, cursor) => queryKeys.userSearchPage(scope, json, index, cursor),
    body,
    fetchPage: (request, cursor) =>
      apiClient.users.search({ body: { ...request, limit, ...(cursor ? { cursor } : {}) } }),
    ...(hasNext ? { hasNext } : {}),
  });
