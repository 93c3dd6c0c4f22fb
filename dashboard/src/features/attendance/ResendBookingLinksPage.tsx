import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@plie/sdk';
import { validateEmail } from '@plie/shared';
import { type FormEvent, useState } from 'react';
import { apiClient } from '../../api/client';
import { translateMessage } from '../../app/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Input, Label } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { AuthCard, formStyles } from '../account/AuthCard';

/**
 * /bookings/resend ("send me my booking e-mail again", issue #16): a guest who lost their sign-up
 * e-mail gives their address and gets one e-mail listing their upcoming bookings and groups, each
 * with a fresh cancel or leave link. The answer is the same whatever the address (the API never
 * tells whether it has bookings), so the page says only that the mail went out if there were any.
 */
export function ResendBookingLinksPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateEmail(email);
    if (!checked.ok) {
      toast({ tone: 'danger', title: t`Cannot send`, description: translateMessage(i18n, checked.message) });
      return;
    }
    setSending(true);
    try {
      await apiClient.attendance.resendLinks({ body: { email: checked.value } });
      setSent(true);
    } catch (error) {
      const description =
        error instanceof ApiError
          ? translateMessage(i18n, error.body)
          : t`Check your connection and try again.`;
      toast({ tone: 'danger', title: t`Cannot send`, description });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={<Trans>Send my booking e-mail again</Trans>}>
      <title>{t`Send my booking e-mail again · Plié`}</title>
      {sent ? (
        <Alert tone="success">
          <span>
            <Trans>If there are bookings for this address, we have sent them to it.</Trans>
          </span>
        </Alert>
      ) : (
        <form css={formStyles} onSubmit={onSubmit} noValidate>
          <p>
            <Trans>
              Lost the e-mail of your sign-up? Enter the address you signed up with: we send it one e-mail
              with your upcoming classes and groups, each with a link to cancel it.
            </Trans>
          </p>
          <div>
            <Label htmlFor="resend-links-email">
              <Trans>E-mail</Trans>
            </Label>
            <Input
              id="resend-links-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <Button type="submit" variant="primary" size="lg" disabled={sending}>
            {sending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
