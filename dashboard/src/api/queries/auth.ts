/**
 * The reads of `auth`: the signed-in user, whether a handle is free, and the e-mailed links that
 * act once per token (confirm an e-mail, cancel an attendance, leave a group).
 */
import { ApiError } from '@plie/sdk';
import type { OwnUser } from '@plie/shared';
import useSWR from 'swr';
import { apiClient } from '../client';
import { type OneTimeLinkOperation, queryKeys } from './query-keys';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * `GET /api/auth/me` for `token` (nothing without one). A 401 — an expired or revoked token — is
 * not retried: `onUnauthorized` ends the session.
 */
export const useMe = (token: string | null, onUnauthorized: () => void) =>
  useSWR<OwnUser>(token ? queryKeys.me(token) : null, () => apiClient.auth.me(), {
    // Never show the previous session's user after signing out or in as someone else.
    keepPreviousData: false,
    shouldRetryOnError: (failure) => !isUnauthorized(failure),
    onError: (failure) => {
      if (isUnauthorized(failure)) onUnauthorized();
    },
  });

/** The handles whose availability the server answers. */
export type HandleKind = 'username' | 'studioName';

const HANDLE_CHECKS = {
  username: {
    key: queryKeys.usernameCheck,
    ask: (username: string) => apiClient.auth.checkUsername({ body: { username } }),
  },
  studioName: {
    key: queryKeys.studioNameCheck,
    ask: (studioName: string) => apiClient.studios.checkStudioName({ body: { studioName } }),
  },
} satisfies Record<HandleKind, unknown>;

/**
 * `POST /api/auth/check-username` or `/api/studio/check-studio-name` for a well-formed `handle`
 * (`null` asks nothing); `valid` is true when it is free. One cache entry per handle.
 */
export const useHandleCheck = (kind: HandleKind, handle: string | null) =>
  useSWR(
    handle === null ? null : HANDLE_CHECKS[kind].key(handle),
    ([, value]: readonly [string, string]) => HANDLE_CHECKS[kind].ask(value),
    { keepPreviousData: false },
  );

/** `GET /api/auth/confirm-email?token=`, made once per token (a token works once). */
export const useConfirmEmail = (token: string | null) =>
  useSWR(
    token ? queryKeys.confirmEmail(token) : null,
    ([, value]: readonly [string, string]) => apiClient.auth.confirmEmail({ query: { token: value } }),
    { shouldRetryOnError: false, revalidateIfStale: false, revalidateOnReconnect: false },
  );

const ONE_TIME_LINKS: Record<OneTimeLinkOperation, (token: string) => Promise<{ success: boolean }>> = {
  'attendance.cancelByToken': (token) => apiClient.attendance.cancelByToken({ params: { token } }),
  'groups.leaveByToken': (token) => apiClient.groups.leaveByToken({ params: { token } }),
};

/** The call of an e-mailed one-time link, made once per token and never again (a token works once). */
export const useOneTimeLink = (operation: OneTimeLinkOperation, token: string | null) =>
  useSWR(
    token ? queryKeys.oneTimeLink(operation, token) : null,
    ([, value]: readonly [string, string]) => ONE_TIME_LINKS[operation](value),
    {
      shouldRetryOnError: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );
