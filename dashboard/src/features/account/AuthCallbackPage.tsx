import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { useSignIn } from './useCurrentUser';

/**
 * /auth/callback?token= (spec §2): where a third-party sign-in returns. Stores the token (the
 * user then loads) and goes to /; without a token, back to the login page with an error.
 */
export function AuthCallbackPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const [, navigate] = useLocation();
  const signIn = useSignIn();

  useEffect(() => {
    if (token) {
      signIn(token);
      navigate('/', { replace: true });
    } else {
      navigate('/login?error=auth_failed', { replace: true });
    }
  }, [token, signIn, navigate]);

  return (
    <AuthCard title={<Trans>Signing in…</Trans>}>
      <Spinner size="2rem" />
    </AuthCard>
  );
}
