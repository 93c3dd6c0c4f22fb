import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { OwnUser } from '@plie/shared';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { stepTextStyles, stepTitleStyles } from './onboarding.styles';
import { createTarget, type OnboardingPlace, onboardingPath, skipTarget } from './onboarding-steps';

/**
 * Steps 2–4 of onboarding (spec §2): what the step creates and why, then Create (the screen that
 * makes it, which returns to the next step), Skip, and Go back to step 1.
 */
export function CreateStep({ place, user }: { place: OnboardingPlace; user: OwnUser }) {
  const ownedStudio = user.studios.find((membership) => membership.isOwner)?.studio;
  const { title, text, create } = stepContent(place);
  return (
    <Card css={cardStyles}>
      <h1 css={stepTitleStyles}>{title}</h1>
      <p css={stepTextStyles}>{text}</p>
      <div css={actionsStyles}>
        <ButtonLink href={createTarget(place, { userId: user.id, ownedStudioId: ownedStudio?.id })} size="lg">
          {create}
        </ButtonLink>
        <ButtonLink href={skipTarget(place, user.username)} variant="secondary" size="lg">
          <Trans>Skip</Trans>
        </ButtonLink>
      </div>
      <div css={backStyles}>
        <ButtonLink href={onboardingPath({ step: 1 })} variant="ghost">
          <span aria-hidden="true">←</span>
          <Trans>Go back</Trans>
        </ButtonLink>
      </div>
    </Card>
  );
}

const stepContent = ({
  step,
  role,
}: OnboardingPlace): { title: ReactNode; text: ReactNode; create: ReactNode } => {
  if (step === 2) {
    return {
      title: <Trans>Create your studio</Trans>,
      text: (
        <Trans>
          Your studio gets its own page with its schedule, rooms and teachers. Dancers find it in search once
          it has been verified.
        </Trans>
      ),
      create: <Trans>Create studio</Trans>,
    };
  }
  if (step === 3) {
    return {
      title: <Trans>Add a room</Trans>,
      text: (
        <Trans>
          Lessons take place in rooms. Add your first room with its capacity and address; you can add more
          later.
        </Trans>
      ),
      create: <Trans>Add room</Trans>,
    };
  }
  return {
    title: <Trans>Add your first lesson</Trans>,
    text:
      role === 'teacher' ? (
        <Trans>
          Publish your first class: its style, level, time and place. Dancers can then find it and sign up.
        </Trans>
      ) : (
        <Trans>
          Put your first class on the studio’s schedule: its style, level, time and room. Dancers can then
          sign up.
        </Trans>
      ),
    create: <Trans>Add lesson</Trans>,
  };
};

const cardStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]} ${theme.space[4]};
  ${theme.mq.wide} {
    padding: ${theme.space[7]} ${theme.space[6]};
  }
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[2]};
  a {
    flex: 1 1 12rem;
    ${theme.mq.wide} {
      flex: 0 0 auto;
    }
  }
`;

/** The ghost button's text lines up with the text above it. */
const backStyles = (theme: Theme) => css`
  margin-inline-start: -${theme.space[4]};
`;
