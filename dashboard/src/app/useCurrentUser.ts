import { useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useMe } from '../api/queries/auth';
import { useSavedAnswers } from '../api/queries/invalidation';
import { accessTokenAtom } from './access-token';
import { useSessionUnknown } from './prerender-pass';

/**
 * The signed-in user (`GET /api/auth/me`), or `undefined` when signed out or still loading.
 * A 401 (expired or revoked token) ends the session. In the pre-render pass (prerender-pass.ts) the
 * session is not known yet: loading, as the build rendered it (a page the server rendered for an
 * anonymous visitor knows it: none, `useSessionUnknown`).
 */
export const useCurrentUser = () => {
  const [token, setToken] = useAtom(accessTokenAtom);
  const { data, error, isLoading, mutate } = useMe(token, () => setToken(null));
  if (useSessionUnknown()) return { user: undefined, error: undefined, isLoading: true, refresh: mutate };
  return { user: token ? data : undefined, error, isLoading: Boolean(token) && isLoading, refresh: mutate };
};

/** Starts a session with a new access token; the user loads right after. */
export const useSignIn = () => useSetAtom(accessTokenAtom);

/** Ends the session: forgets the token and the cached profile. */
export const useSignOut = () => {
  const [token, setToken] = useAtom(accessTokenAtom);
  const { signedOut } = useSavedAnswers();
  return useCallback(() => {
    setToken(null);
    if (token) void signedOut(token);
  }, [token, setToken, signedOut]);
};
