import { Trans, useLingui } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { apiClient } from '../../api/client';
import { translateMessage } from '../../app/messages';
import { ProfileLoadError } from '../../app/ProfileLoadError';
import { useFailureToast } from '../../app/useFailureToast';
import { useSignedInUser } from '../../app/useSignedInUser';
import { isLanguage } from '../../i18n/languages';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { AuthCard, formStyles } from './AuthCard';
import { DateOfBirthField } from './DateOfBirthField';
import { LegalConsentFields } from './LegalConsentFields';
import {
  emptySignupDetailsForm,
  localToday,
  needsParentalConsent,
  type SignupDetailsForm,
  signupDetailsProblems,
} from './signup-form';

/**
 * /complete-signup: the one step a new Google account owes the sign-up rules (spec §5) — date of
 * birth (13+), a guardian's consent for 13–17, the Terms and the Privacy Policy. Until it is done
 * the account is treated as unconfirmed (ADR 0007). A user with nothing to complete goes to /.
 */
export function CompleteSignupPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const toast = useToast();
  const failureToast = useFailureToast();
  const { user, error, refresh } = useSignedInUser();
  const [form, setForm] = useState<SignupDetailsForm>(emptySignupDetailsForm);
  const [dateTouched, setDateTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const today = useMemo(() => localToday(), []);
  const problems = signupDetailsProblems(form, today);
  const minor = needsParentalConsent(form.dateOfBirth, today);
  const done = user !== undefined && user.needsSignupDetails !== true;

  useEffect(() => {
    if (done && !sending) navigate(webPath.landing(), { replace: true });
  }, [done, sending, navigate]);

  const update = <K extends keyof SignupDetailsForm>(field: K, value: SignupDetailsForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problems).length > 0 || sending) return;
    setSending(true);
    try {
      await apiClient.auth.completeSignup({
        body: {
          dateOfBirth: form.dateOfBirth,
          ...(minor ? { parentalConsent: true } : {}),
          termsAccepted: true,
          privacyAccepted: true,
          ...(isLanguage(i18n.locale) ? { language: i18n.locale } : {}),
        },
      });
      await refresh();
      toast({ tone: 'success', title: t`Welcome to Plié!`, description: t`Your account is ready.` });
      navigate(webPath.onboarding(), { replace: true });
    } catch (failure) {
      failureToast(t`Cannot finish signing up`, failure);
      setSending(false);
    }
  };

  if (!user || done) {
    return (
      <AuthCard title={<Trans>Almost there</Trans>}>
        {error ? <ProfileLoadError onRetry={() => void refresh()} /> : <Skeleton height="16rem" />}
      </AuthCard>
    );
  }
  const dateError =
    dateTouched && problems.dateOfBirth ? translateMessage(i18n, problems.dateOfBirth) : undefined;
  return (
    <AuthCard title={<Trans>Almost there</Trans>}>
      <title>{t`Finish signing up · Plié`}</title>
      <p>
        <Trans>
          Before you start, tell us your date of birth and accept our terms — the same as for everyone who
          signs up.
        </Trans>
      </p>
      <form css={formStyles} onSubmit={onSubmit} noValidate>
        <DateOfBirthField
          id="complete-signup-date-of-birth"
          value={form.dateOfBirth}
          today={today}
          error={dateError}
          onChange={(value) => {
            update('dateOfBirth', value);
            setDateTouched(true);
          }}
        />
        <LegalConsentFields minor={minor} value={form} onChange={update} />
        <Button type="submit" size="lg" disabled={Object.keys(problems).length > 0 || sending}>
          {sending ? <Trans>Saving…</Trans> : <Trans>Finish signing up</Trans>}
        </Button>
      </form>
    </AuthCard>
  );
}
