import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { ProfileLoadError } from '../../app/ProfileLoadError';
import { useSignedInUser } from '../../app/useSignedInUser';
import { PageTitle } from '../../layouts/PageTitle';
import { Container } from '../../ui/Container';
import { Spinner } from '../../ui/Spinner';
import { CreateStep } from './CreateStep';
import { OnboardingProgress } from './OnboardingProgress';
import { parseOnboardingQuery } from './onboarding-steps';
import { RoleChoice } from './RoleChoice';

/**
 * /onboard?step=&role= (spec §2 "Onboarding"): four steps under a progress bar. Step 1 picks
 * the role; a studio owner then creates a studio, a room and a lesson, a teacher a lesson.
 * Signed-out visitors go to /login.
 */
export function OnboardingPage() {
  const { t } = useLingui();
  const place = parseOnboardingQuery(useSearch());
  const { user, error, refresh } = useSignedInUser();

  return (
    <>
      {/* Each step names itself in its own heading. */}
      <PageTitle title={t`Getting started`} heading={false} />
      <Container css={pageStyles}>
        <OnboardingProgress step={place.step} />
        {user ? (
          place.step === 1 ? (
            <RoleChoice user={user} refresh={refresh} />
          ) : (
            <CreateStep place={place} user={user} />
          )
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

const pageStyles = (theme: Theme) => css`
  max-width: 60rem;
  display: grid;
  align-content: start;
  gap: ${theme.space[5]};
  padding-block: ${theme.space[4]} ${theme.space[8]};
  min-height: 70vh;
  ${theme.mq.wide} {
    gap: ${theme.space[6]};
  }
`;

const loadingStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  color: ${theme.colors.textMuted};
`;
