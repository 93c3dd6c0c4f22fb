import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Container } from '../../ui/Container';
import { SectionHeading } from './SectionHeading';

interface Feature {
  key: 'search' | 'join' | 'manage' | 'plan';
  label: ReactNode;
  title: ReactNode;
  text: ReactNode;
  icon: ReactNode;
}

/** The four-item feature grid of spec §1: search, join, manage, plan. */
export function FeatureGrid() {
  const features: Feature[] = [
    {
      key: 'search',
      label: <Trans>Search</Trans>,
      title: <Trans>Find classes that fit</Trans>,
      text: <Trans>Filter by style, level, age, city and weekday. See at a glance what’s on tonight.</Trans>,
      icon: (
        <>
          <circle cx="11" cy="11" r="6.5" />
          <path d="m20 20-4.2-4.2" />
        </>
      ),
    },
    {
      key: 'join',
      label: <Trans>Join</Trans>,
      title: <Trans>Sign up in seconds</Trans>,
      text: (
        <Trans>
          Book a one-time lesson or join a whole course — with an account, or just your name and e-mail.
        </Trans>
      ),
      icon: (
        <>
          <path d="M4 8a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v8a2 2 0 0 0-2 2H6a2 2 0 0 0-2-2z" />
          <path d="m9 12 2 2 4-4" />
        </>
      ),
    },
    {
      key: 'manage',
      label: <Trans>Manage</Trans>,
      title: <Trans>Run your studio</Trans>,
      text: <Trans>Rooms, lessons, groups, teachers and attendance — all managed in one calm place.</Trans>,
      icon: (
        <>
          <rect x="3.5" y="4" width="7" height="7" rx="1.5" />
          <rect x="13.5" y="4" width="7" height="7" rx="1.5" />
          <rect x="3.5" y="14" width="7" height="6" rx="1.5" />
          <path d="M14 17h6M17 14v6" />
        </>
      ),
    },
    {
      key: 'plan',
      label: <Trans>Plan</Trans>,
      title: <Trans>Plan your week</Trans>,
      text: (
        <Trans>Your own page keeps upcoming and past classes, your groups and studio invites together.</Trans>
      ),
      icon: (
        <>
          <rect x="3.5" y="5" width="17" height="15" rx="2" />
          <path d="M3.5 10h17M8 3v4M16 3v4" />
          <path d="M8 14h2M12 14h2M8 17h2" />
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="features-title" css={sectionStyles}>
      <Container>
        <SectionHeading
          id="features-title"
          eyebrow={<Trans>Why Plié</Trans>}
          title={<Trans>Everything dance, in one place</Trans>}
          intro={
            <Trans>
              For dancers looking for their next class, and for the teachers and studios who make it happen.
            </Trans>
          }
          centered
        />
        <ul css={gridStyles}>
          {features.map((feature) => (
            <li key={feature.key} css={itemStyles}>
              <span css={iconStyles}>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  width="26"
                  height="26"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {feature.icon}
                </svg>
              </span>
              <p css={labelStyles}>{feature.label}</p>
              <h3 css={titleStyles}>{feature.title}</h3>
              <p css={textStyles}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

const sectionStyles = (theme: Theme) => css`
  padding: ${theme.space[8]} 0;
`;

const gridStyles = (theme: Theme) => css`
  list-style: none;
  margin: ${theme.space[7]} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[4]};
  ${theme.mq.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.mq.large} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const itemStyles = (theme: Theme) => css`
  display: grid;
  align-content: start;
  gap: ${theme.space[2]};
  padding: ${theme.space[5]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
`;

const iconStyles = (theme: Theme) => css`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  margin-bottom: ${theme.space[2]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.primarySubtleText};
`;

const labelStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.primaryText};
`;

const titleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.xl};
`;

const textStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
`;
