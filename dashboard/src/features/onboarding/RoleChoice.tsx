import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type OnboardingRole, type OwnUser, webPath } from '@plie/shared';
import { type ReactNode, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { apiClient } from '../../api/client';
import { useFailureToast } from '../../app/useFailureToast';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { stepTextStyles, stepTitleStyles } from './onboarding.styles';
import { onboardingPath, skipTarget } from './onboarding-steps';

/**
 * Step 1 of onboarding (spec §2): dancer, teacher or studio owner. A dancer goes to the studios;
 * a teacher is marked as one (`PATCH /api/user/{id}`) and goes to step 4; a studio owner to step 2.
 */
export function RoleChoice({ user, refresh }: { user: OwnUser; refresh: () => Promise<unknown> }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const failureToast = useFailureToast();
  const [saving, setSaving] = useState(false);

  const choose = async (role: OnboardingRole) => {
    if (role === 'dancer') return navigate(webPath.studios({ from: 'onboard' }));
    if (role === 'studioOwner') return navigate(onboardingPath({ step: 2, role }));
    setSaving(true);
    try {
      if (!user.isTeacher) {
        await apiClient.users.update({ params: { id: user.id }, body: { isTeacher: true } });
        await refresh();
      }
      navigate(onboardingPath({ step: 4, role }));
    } catch (error) {
      failureToast(t`Cannot save changes`, error);
      setSaving(false);
    }
  };

  return (
    <>
      <div css={introStyles}>
        <h1 css={stepTitleStyles}>
          <Trans>How will you use Plié?</Trans>
        </h1>
        <p css={stepTextStyles}>
          <Trans>Choose what fits you best. Everything else stays open to you later.</Trans>
        </p>
      </div>
      <ul css={cardsStyles} aria-busy={saving || undefined}>
        <RoleCard
          icon={<DancerIcon />}
          title={<Trans>Dancer</Trans>}
          description={
            <Trans>
              Find classes near you, sign up for lessons and groups, and keep track of your dancing.
            </Trans>
          }
          disabled={saving}
          onChoose={() => choose('dancer')}
        />
        <RoleCard
          icon={<TeacherIcon />}
          title={<Trans>Teacher</Trans>}
          description={
            <Trans>Publish your weekly schedule, see who is coming and get invited to studios.</Trans>
          }
          disabled={saving}
          busy={saving}
          onChoose={() => choose('teacher')}
        />
        <RoleCard
          icon={<StudioIcon />}
          title={<Trans>Studio owner</Trans>}
          description={
            <Trans>Create your studio’s page, add rooms, lessons and teachers, and manage attendance.</Trans>
          }
          disabled={saving}
          onChoose={() => choose('studioOwner')}
        />
      </ul>
      <div css={skipStyles}>
        <ButtonLink href={skipTarget({ step: 1 }, user.username)} variant="ghost">
          <Trans>Skip</Trans>
        </ButtonLink>
      </div>
    </>
  );
}

function RoleCard({
  icon,
  title,
  description,
  disabled,
  busy = false,
  onChoose,
}: {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  disabled: boolean;
  busy?: boolean;
  onChoose: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <li>
      <button
        type="button"
        css={cardStyles}
        onClick={onChoose}
        disabled={disabled}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <span css={iconStyles} aria-hidden="true">
          {busy ? <Spinner size="1.5rem" /> : icon}
        </span>
        <span id={titleId} css={cardTitleStyles}>
          {title}
        </span>
        <span id={descriptionId} css={cardTextStyles}>
          {description}
        </span>
        <span css={arrowStyles} aria-hidden="true">
          →
        </span>
      </button>
    </li>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  width: 28,
  height: 28,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A music note. */
function DancerIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M9 18V5l11-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="17" cy="16" r="3" />
    </svg>
  );
}

/** A calendar: the weekly schedule. */
function TeacherIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M8 14h3M13 14h3M8 17h3" />
    </svg>
  );
}

/** A building with a door: the studio. */
function StudioIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M3 21h18M5 21V8l7-5 7 5v13" />
      <path d="M10 21v-5h4v5M9 11h.01M15 11h.01" />
    </svg>
  );
}

const introStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
`;

const cardsStyles = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]};
  ${theme.mq.large} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${theme.space[4]};
  }
  li {
    display: grid;
  }
`;

const cardStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas:
    'icon title arrow'
    'icon text arrow';
  align-items: center;
  column-gap: ${theme.space[4]};
  row-gap: ${theme.space[1]};
  width: 100%;
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.sm};
  text-align: start;
  cursor: pointer;
  transition:
    border-color ${theme.motion.fast} ${theme.motion.easing},
    box-shadow ${theme.motion.fast} ${theme.motion.easing},
    transform ${theme.motion.fast} ${theme.motion.easing};
  &:hover:not(:disabled) {
    border-color: ${theme.colors.primaryText};
    box-shadow: ${theme.shadows.md};
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  ${theme.mq.large} {
    grid-template-columns: 1fr auto;
    grid-template-rows: auto auto 1fr;
    grid-template-areas:
      'icon arrow'
      'title title'
      'text text';
    align-items: start;
    row-gap: ${theme.space[2]};
    padding: ${theme.space[5]};
  }
`;

const iconStyles = (theme: Theme) => css`
  grid-area: icon;
  display: grid;
  place-items: center;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.primarySubtleText};
  ${theme.mq.large} {
    margin-bottom: ${theme.space[2]};
  }
`;

const cardTitleStyles = (theme: Theme) => css`
  grid-area: title;
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.semibold};
  line-height: ${theme.lineHeight.snug};
`;

const cardTextStyles = (theme: Theme) => css`
  grid-area: text;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const arrowStyles = (theme: Theme) => css`
  grid-area: arrow;
  color: ${theme.colors.primaryText};
  font-size: ${theme.fontSize.xl};
`;

const skipStyles = css`
  display: flex;
  justify-content: center;
`;
