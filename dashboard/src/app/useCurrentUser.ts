import { ApiError } from '@plie/sdk';
import type { OwnUser } from '@plie/shared';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiClient } from '../api/client';
import { accessTokenAtom } from './access-token';

/** The SWR key of the signed-in user's profile: per token, so another session never sees it. */
const currentUserKey = (token: string | null) => (token ? (['auth.me', token] as const) : null);

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The signed-in user (`GET /api/auth/me`), or `undefined` when signed out or still loading.
 * A 401 (expired or revoked token) ends the session.
 */
export const useCurrentUser = () => {
  const [token, setToken] = useAtom(accessTokenAtom);
  const { data, error, isLoading, mutate } = useSWR<OwnUser>(
    currentUserKey(token),
    () => apiClient.auth.me(),
    {
      // Never show the previous session's user after signing out or in as someone else.
      keepPreviousData: false,
      shouldRetryOnError: (failure) => !isUnauthorized(failure),
      onError: (failure) => {
        if (isUnauthorized(failure)) setToken(null);
      },
    },
  );
  return { user: token ? data : undefined, error, isLoading: Boolean(token) && isLoading, refresh: mutate };
};

/** Starts a session with a new access token; the user loads right after. */
export const useSignIn = () => useSetAtom(accessTokenAtom);

/** Ends the session: forgets the token and the cached profile. */
export const useSignOut = () => {
  const [token, setToken] = useAtom(accessTokenAtom);
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    const key = currentUserKey(token);
    setToken(null);
    if (key) void mutate(key, undefined, { revalidate: false });
  }, [token, setToken, mutate]);
};
