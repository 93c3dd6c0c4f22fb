import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@plie/sdk';
import { webPath } from '@plie/shared';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { apiClient } from '../../api/client';
import { useCurrentUser } from '../../app/useCurrentUser';
import { LOCAL_INBOX_URL } from '../../config/constants';
import { Container } from '../../ui/Container';
import { useToast } from '../../ui/Toast';

/**
 * Tells a logged-in user whose e-mail is unconfirmed to confirm it (spec §2 "Layout"), with a
 * button sending the link again. Locally, a link to the stand-in mail inbox too. A Google account
 * that has not finished signing up is sent to /complete-signup instead.
 */
export function UnconfirmedEmailBanner() {
  const { t } = useLingui();
  const { user, refresh } = useCurrentUser();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  if (!user) return null;
  if (user.needsSignupDetails) return <SignupDetailsBanner />;
  if (user.isEmailConfirmed) return null;
  const email = user.email;

  const resend = async () => {
    setSending(true);
    try {
      await apiClient.auth.resendConfirmation();
      toast({
        tone: 'success',
        title: t`E-mail sent`,
        description: t`Check your inbox for the new confirmation link.`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) void refresh();
      toast({
        tone: 'danger',
        title: t`Could not send the e-mail`,
        description: t`Please try again in a moment.`,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-label={t`E-mail confirmation`} css={bannerStyles}>
      <Container css={rowStyles}>
        <p css={{ flex: '1 1 16rem' }}>
          <Trans>Please confirm your e-mail address {email}: open the link we sent you.</Trans>
        </p>
        <button type="button" onClick={resend} disabled={sending} css={actionStyles}>
          {sending ? <Trans>Sending…</Trans> : <Trans>Re-send the e-mail</Trans>}
        </button>
        {LOCAL_INBOX_URL && (
          <a href={LOCAL_INBOX_URL} target="_blank" rel="noopener noreferrer" css={actionStyles}>
            <Trans>Open the local mail inbox</Trans>
          </a>
        )}
      </Container>
    </section>
  );
}

/** A Google account that still owes its date of birth and the legal acceptance (ADR 0007). */
function SignupDetailsBanner() {
  const { t } = useLingui();
  const [location] = useLocation();
  if (location === webPath.completeSignup()) return null;
  return (
    <section aria-label={t`Finish signing up`} css={bannerStyles}>
      <Container css={rowStyles}>
        <p css={{ flex: '1 1 16rem' }}>
          <Trans>One step is left: your date of birth and our terms.</Trans>
        </p>
        <Link href={webPath.completeSignup()} css={actionStyles}>
          <Trans>Finish signing up</Trans>
        </Link>
      </Container>
    </section>
  );
}

const bannerStyles = (theme: Theme) => css`
  background: ${theme.colors.status.warning.background};
  color: ${theme.colors.status.warning.text};
  border-bottom: 1px solid ${theme.colors.border};
`;

const rowStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[3]};
  padding-block: ${theme.space[2]};
`;

const actionStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space[2]};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${theme.fontWeight.semibold};
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
