import { css, type Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { ONBOARDING_STEP_COUNT, type OnboardingStep } from './onboarding-steps';

/** The progress bar of onboarding (spec §2: step/4), with the step written out for everyone. */
export function OnboardingProgress({ step }: { step: OnboardingStep }) {
  const { t } = useLingui();
  const total = ONBOARDING_STEP_COUNT;
  const text = t`Step ${step} of ${total}`;
  return (
    <div css={wrapperStyles}>
      <p css={textStyles} aria-hidden="true">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t`Getting started`}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={text}
        css={trackStyles}
      >
        <span css={(theme: Theme) => fillStyles(theme, step / total)} />
      </div>
    </div>
  );
}

const wrapperStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
`;

const textStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.primaryText};
  letter-spacing: 0.02em;
`;

const trackStyles = (theme: Theme) => css`
  height: 0.5rem;
  border-radius: ${theme.radii.full};
  background: ${theme.colors.surfaceSunken};
  box-shadow: inset 0 0 0 1px ${theme.colors.border};
  overflow: hidden;
`;

const fillStyles = (theme: Theme, share: number) => css`
  display: block;
  height: 100%;
  width: ${share * 100}%;
  border-radius: inherit;
  background: ${theme.colors.primary};
  transition: width ${theme.motion.normal} ${theme.motion.easing};
`;
