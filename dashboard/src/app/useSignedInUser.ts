import { type OwnUser, webPath } from '@plie/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser } from './useCurrentUser';

/**
 * The signed-in user of a screen only for them (profile settings, onboarding): a signed-out
 * visitor is sent to /login. While a new token's profile loads (after a password change) the
 * previous one stays, so the screen neither flickers nor loses what the user was doing.
 */
export const useSignedInUser = () => {
  const { user, error, isLoading, refresh } = useCurrentUser();
  const [, navigate] = useLocation();
  const lastUser = useRef<OwnUser | undefined>(undefined);
  if (user) lastUser.current = user;
  const shown = user ?? (isLoading ? lastUser.current : undefined);
  const signedOut = !user && !isLoading && !error;

  useEffect(() => {
    if (signedOut) navigate(webPath.login(), { replace: true });
  }, [signedOut, navigate]);

  return { user: shown, error: shown ? undefined : error, refresh };
};
