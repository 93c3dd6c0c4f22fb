import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ProfileLoadError } from '../../app/ProfileLoadError';
import { useCurrentUser } from '../../app/useCurrentUser';
import { PageTitle } from '../../layouts/PageTitle';
import { Container } from '../../ui/Container';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { OnboardingProgress } from '../onboarding/OnboardingProgress';
import { CreateStudioForm } from './CreateStudioForm';
import { comesFromOnboarding } from './studio-filters';

/**
 * /studios/create (spec §2 "Studio create", §6): signed-out visitors are sent to /login with an
 * error toast; a user whose e-mail is unconfirmed (or a guest account) sees the not-found view.
 * `?from=onboard` shows the onboarding progress and returns to onboarding afterwards.
 */
export function CreateStudioPage() {
  const { t } = useLingui();
  const fromOnboarding = comesFromOnboarding(useSearch());
  const { user, error, isLoading, refresh } = useCurrentUser();
  const signedOut = !user && !isLoading && !error;
  useSendSignedOutToLogin(signedOut);

  if (user && (!user.isEmailConfirmed || user.isAnonymous)) return <NotFoundPage />;
  return (
    <>
      <PageTitle
        title={t`Create studio`}
        crumbs={[{ href: webPath.studios(), label: t`Studios` }]}
        subtitle={
          <Trans>
            Your studio gets its own page with its schedule, rooms and teachers. Dancers find it in search
            once it has been verified.
          </Trans>
        }
      />
      <Container css={pageStyles}>
        {fromOnboarding && <OnboardingProgress step={2} />}
        {user ? (
          <CreateStudioForm user={user} fromOnboarding={fromOnboarding} refreshUser={refresh} />
        ) : error ? (
          <ProfileLoadError onRetry={() => void refresh()} />
        ) : (
          <p css={loadingStyles}>
            <Spinner />
            <Trans>Loading…</Trans>
          </p>
        )}
      </Container>
    </>
  );
}

/** Creating a studio needs an account (spec §2): say so, then open the login page. */
const useSendSignedOutToLogin = (signedOut: boolean) => {
  const { t } = useLingui();
  const toast = useToast();
  const [, navigate] = useLocation();
  const sent = useRef(false);
  useEffect(() => {
    if (!signedOut || sent.current) return;
    sent.current = true;
    toast({ tone: 'danger', title: t`Please log in to create a studio` });
    navigate(webPath.login(), { replace: true });
  }, [signedOut, toast, t, navigate]);
};

const pageStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  padding-bottom: ${theme.space[8]};
`;

const loadingStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  color: ${theme.colors.textMuted};
`;
