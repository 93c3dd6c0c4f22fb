import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { Link } from 'wouter';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { CitySearch } from '../city-search/CitySearch';
import { HeroArt } from './HeroArt';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" css={heroStyles}>
      <Ribbons />
      <Container css={gridStyles}>
        <div css={copyStyles}>
          <p css={eyebrowStyles}>
            <Trans>Dance classes near you</Trans>
          </p>
          <h1 id="hero-title" css={titleStyles}>
            <Trans>
              Find your next <em>dance class</em>
            </Trans>
          </h1>
          <p css={leadStyles}>
            <Trans>
              Salsa, bachata, ballet, hip-hop and more: search lessons, teachers and studios in your city and
              sign up in a few taps.
            </Trans>
          </p>
          <CitySearch />
          <div css={ctaStyles}>
            <ButtonLink href={webPath.signup()} variant="secondary">
              <Trans>Sign up for free</Trans>
            </ButtonLink>
            <p>
              <Trans>
                Teach or run a studio? <Link href={webPath.signup()}>Publish your schedule</Link> in minutes.
              </Trans>
            </p>
          </div>
        </div>
        <HeroArt />
      </Container>
    </section>
  );
}

/** Soft flowing lines behind the hero, in the primary colour. Decorative. */
function Ribbons() {
  return (
    <svg aria-hidden="true" viewBox="0 0 1200 600" preserveAspectRatio="xMidYMid slice" css={ribbonStyles}>
      <path d="M-50 420C180 300 320 520 560 400S900 160 1250 260" />
      <path d="M-50 470C200 360 360 560 600 440S940 210 1250 320" />
      <path d="M-50 520C220 420 400 600 640 480S980 260 1250 380" />
    </svg>
  );
}

const heroStyles = (theme: Theme) => css`
  position: relative;
  overflow: hidden;
  padding: ${theme.space[6]} 0 ${theme.space[7]};
  background:
    radial-gradient(60rem 30rem at 85% -10%, ${theme.colors.primarySubtle}, transparent 70%),
    radial-gradient(40rem 24rem at -10% 110%, ${theme.colors.primarySubtle}, transparent 70%);
  ${theme.mq.wide} {
    padding: ${theme.space[8]} 0 ${theme.space[9]};
  }
`;

const ribbonStyles = (theme: Theme) => css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  pointer-events: none;
  fill: none;
  stroke: ${theme.colors.primaryBase};
  stroke-width: 1.5;
  opacity: ${theme.scheme === 'light' ? 0.18 : 0.28};
`;

const gridStyles = (theme: Theme) => css`
  position: relative;
  display: grid;
  gap: ${theme.space[7]};
  align-items: center;
  ${theme.mq.large} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  }
`;

const copyStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  min-width: 0;
`;

const eyebrowStyles = (theme: Theme) => css`
  justify-self: start;
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.full};
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.primarySubtleText};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
`;

const titleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.display};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: -0.03em;
  em {
    font-family: ${theme.font.display};
    font-weight: ${theme.fontWeight.regular};
    font-style: italic;
    letter-spacing: -0.01em;
    color: ${theme.colors.primaryText};
  }
`;

const leadStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  color: ${theme.colors.textMuted};
  max-width: 36rem;
  ${theme.mq.wide} {
    font-size: ${theme.fontSize.xl};
  }
`;

const ctaStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]} ${theme.space[4]};
  color: ${theme.colors.textMuted};
  a:not([class]) {
    font-weight: ${theme.fontWeight.semibold};
  }
`;
