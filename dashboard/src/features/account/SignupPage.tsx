import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@plie/sdk';
import { webPath } from '@plie/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { apiClient } from '../../api/client';
import { translateMessage } from '../../app/messages';
import { isLanguage } from '../../i18n/languages';
import { Button } from '../../ui/Button';
import { FormField, Input } from '../../ui/Field';
import { PasswordInput } from '../../ui/PasswordInput';
import { useToast } from '../../ui/Toast';
import { AuthCard, formStyles, switchLinkStyles } from './AuthCard';
import { DateOfBirthField } from './DateOfBirthField';
import { GoogleSignIn } from './GoogleSignIn';
import { LegalConsentFields } from './LegalConsentFields';
import {
  canCreateAccount,
  emptySignupForm,
  localToday,
  needsParentalConsent,
  type SignupForm,
  signupProblems,
} from './signup-form';
import { UsernameField } from './UsernameField';
import { useUsernameAvailability } from './useUsernameAvailability';

/** /signup (spec §2 "Signup", §5): the create button waits until everything is valid. */
export function SignupPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const toast = useToast();
  const [form, setForm] = useState<SignupForm>(emptySignupForm);
  const [touched, setTouched] = useState<Partial<Record<keyof SignupForm, boolean>>>({});
  const [sending, setSending] = useState(false);
  const today = useMemo(() => localToday(), []);
  const { availability, checking } = useUsernameAvailability(form.username);
  const problems = signupProblems(form, today, availability);
  const minor = needsParentalConsent(form.dateOfBirth, today);

  const update = <K extends keyof SignupForm>(field: K, value: SignupForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const touch = (field: keyof SignupForm) => () => setTouched((current) => ({ ...current, [field]: true }));
  /** A field's error, once the user has left it (a taken username shows at once). */
  const errorOf = (field: keyof SignupForm) => {
    const problem = problems[field];
    if (!problem || !(touched[field] || (field === 'username' && availability === 'taken'))) return undefined;
    return translateMessage(i18n, problem);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canCreateAccount(form, today, availability)) return;
    setSending(true);
    try {
      await apiClient.auth.signup({
        body: {
          name: form.name.trim(),
          email: form.email.trim(),
          username: form.username.trim(),
          password: form.password,
          dateOfBirth: form.dateOfBirth,
          ...(minor ? { parentalConsent: true } : {}),
          termsAccepted: true,
          privacyAccepted: true,
          ...(isLanguage(i18n.locale) ? { language: i18n.locale } : {}),
        },
      });
      navigate(webPath.login({ fromRegister: 'true' }));
    } catch (error) {
      const reason =
        error instanceof ApiError
          ? translateMessage(i18n, error.body)
          : t`Check your connection and try again.`;
      toast({ tone: 'danger', title: t`Cannot create account`, description: reason });
    } finally {
      setSending(false);
    }
  };

  const usernameError = errorOf('username');
  return (
    <AuthCard title={<Trans>Create your account</Trans>}>
      <title>{t`Sign up · Plié`}</title>
      <GoogleSignIn />
      <form css={formStyles} onSubmit={onSubmit} noValidate>
        <FormField id="signup-name" label={<Trans>Name</Trans>} error={errorOf('name')}>
          <Input
            id="signup-name"
            autoComplete="name"
            value={form.name}
            onChange={(event) => update('name', event.target.value)}
            onBlur={touch('name')}
            aria-invalid={Boolean(errorOf('name'))}
            aria-describedby="signup-name-message"
          />
        </FormField>
        <FormField id="signup-email" label={<Trans>E-mail</Trans>} error={errorOf('email')}>
          <Input
            id="signup-email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => update('email', event.target.value)}
            onBlur={touch('email')}
            aria-invalid={Boolean(errorOf('email'))}
            aria-describedby="signup-email-message"
          />
        </FormField>
        <UsernameField
          id="signup-username"
          value={form.username}
          error={usernameError}
          checking={checking}
          free={availability === 'available'}
          onChange={(value) => update('username', value)}
          onBlur={touch('username')}
        />
        <FormField
          id="signup-password"
          label={<Trans>Password</Trans>}
          error={errorOf('password')}
          hint={
            <Trans>
              At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special
              character.
            </Trans>
          }
        >
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            value={form.password}
            onChange={(event) => update('password', event.target.value)}
            onBlur={touch('password')}
            aria-invalid={Boolean(errorOf('password'))}
            aria-describedby="signup-password-message"
          />
        </FormField>
        <DateOfBirthField
          id="signup-date-of-birth"
          value={form.dateOfBirth}
          today={today}
          error={errorOf('dateOfBirth')}
          onChange={(value) => {
            update('dateOfBirth', value);
            touch('dateOfBirth')();
          }}
        />
        <LegalConsentFields minor={minor} value={form} onChange={update} />
        <Button type="submit" size="lg" disabled={!canCreateAccount(form, today, availability) || sending}>
          {sending ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
        </Button>
      </form>
      <p css={switchLinkStyles}>
        <Trans>
          Already have an account? <Link href={webPath.login()}>Sign in</Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
