import { Trans } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { accessTokenAtom } from '../../app/access-token';
import { useCurrentUser, useSignIn } from '../../app/useCurrentUser';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';

/**
 * /auth/callback?token= (spec §2): where a third-party sign-in returns. Stores the token, waits
 * for the user it belongs to, and goes to /complete-signup when a new Google account still owes
 * the sign-up rules (ADR 0007), otherwise to /; without a token, back to the login page with an
 * error.
 */
export function AuthCallbackPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const [, navigate] = useLocation();
  const signIn = useSignIn();
  const current = useAtomValue(accessTokenAtom);
  const { user, error } = useCurrentUser();
  const signedIn = token !== null && current === token;
  const wasSignedIn = useRef(false);
  if (signedIn) wasSignedIn.current = true;

  useEffect(() => {
    if (token) signIn(token);
    else navigate(webPath.login({ error: 'auth_failed' }), { replace: true });
  }, [token, signIn, navigate]);

  useEffect(() => {
    if (!signedIn) return;
    if (user)
      navigate(user.needsSignupDetails ? webPath.completeSignup() : webPath.landing(), { replace: true });
    // The profile could not load (not a 401): the app shows the session as usual.
    else if (error) navigate(webPath.landing(), { replace: true });
  }, [signedIn, user, error, navigate]);

  useEffect(() => {
    // The token was refused (401 ends the session): back to the login page's alert.
    if (wasSignedIn.current && current === null)
      navigate(webPath.login({ error: 'auth_failed' }), { replace: true });
  }, [current, navigate]);

  return (
    <AuthCard title={<Trans>Signing in…</Trans>}>
      <Spinner size="2rem" />
    </AuthCard>
  );
}
