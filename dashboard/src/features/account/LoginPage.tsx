import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@plie/sdk';
import { validateEmail, validatePassword, webPath } from '@plie/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { apiClient } from '../../api/client';
import { translateMessage } from '../../app/messages';
import { useCurrentUser, useSignIn } from '../../app/useCurrentUser';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Input, Label } from '../../ui/Field';
import { PasswordInput } from '../../ui/PasswordInput';
import { useToast } from '../../ui/Toast';
import { AuthCard, formStyles, switchLinkStyles } from './AuthCard';
import { browserStorage, pathAfterLogin } from './after-login';
import { GoogleSignIn } from './GoogleSignIn';

/** /login (spec §2 "Login"): e-mail and password; a logged-in user is sent on (spec §4). */
export function LoginPage() {
  const { t, i18n } = useLingui();
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const toast = useToast();
  const signIn = useSignIn();
  const { user } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (user) navigate(pathAfterLogin(user, browserStorage()), { replace: true });
  }, [user, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checks = [validateEmail(email), validatePassword(password)];
    const failed = checks.find((check) => !check.ok);
    if (failed && !failed.ok) {
      toast({
        tone: 'danger',
        title: t`Cannot sign in`,
        description: translateMessage(i18n, failed.message),
      });
      return;
    }
    setSending(true);
    try {
      const { access_token } = await apiClient.auth.login({ body: { email: email.trim(), password } });
      signIn(access_token);
    } catch (error) {
      const description =
        error instanceof ApiError
          ? translateMessage(i18n, error.body)
          : t`Check your connection and try again.`;
      toast({ tone: 'danger', title: t`Cannot sign in`, description });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={<Trans>Sign in</Trans>}>
      <title>{t`Sign in · Plié`}</title>
      {query.get('fromRegister') === 'true' && (
        <Alert tone="info">
          <strong>
            <Trans>Your account has been created.</Trans>
          </strong>
          <span>
            <Trans>We sent you an e-mail: open its link to confirm your address, then sign in.</Trans>
          </span>
        </Alert>
      )}
      {query.get('error') === 'auth_failed' && (
        <Alert tone="danger">
          <strong>
            <Trans>Could not login</Trans>
          </strong>
          <span>
            <Trans>Please try again.</Trans>
          </span>
        </Alert>
      )}
      <GoogleSignIn />
      <form css={formStyles} onSubmit={onSubmit} noValidate>
        <div>
          <Label htmlFor="login-email">
            <Trans>E-mail</Trans>
          </Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="login-password">
            <Trans>Password</Trans>
          </Label>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <Button type="submit" size="lg" disabled={!email || !password || sending}>
          {sending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </Button>
      </form>
      <p css={switchLinkStyles}>
        <Trans>
          No account yet? <Link href={webPath.signup()}>Sign up</Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
