import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PrimaryColor, Theme as StudioTheme } from '@plie/shared';
import type { ReactNode } from 'react';
import { Avatar } from '../../ui/Avatar';
import { buttonStyles } from '../../ui/Button';
import { ThemeProvider } from '../../ui/ThemeProvider';

/**
 * The head of the studio's page as it will look, live, in the chosen colour and theme (spec §2
 * "colour and theme picker"): banner, logo (initials until one is uploaded), name, address,
 * about. Nothing in it is interactive.
 */
export function StudioPreview({
  name,
  studioName,
  about,
  primaryColor,
  theme,
}: {
  name: string;
  studioName: string;
  about: string;
  primaryColor: PrimaryColor;
  theme: StudioTheme;
}) {
  const { t } = useLingui();
  const shownName = name.trim() || t`Your studio`;
  return (
    <ThemeProvider primaryColor={primaryColor} scheme={theme}>
      <figure css={figureStyles} data-theme={theme}>
        <figcaption css={captionStyles}>
          <Trans>Preview</Trans>
        </figcaption>
        <StudioPageMiniature
          logo={<Avatar name={shownName} size={72} css={logoStyles} />}
          name={shownName}
          handle={studioName.trim() && `@${studioName.trim()}`}
          about={about}
        >
          <div css={actionRowStyles} aria-hidden="true">
            <span css={mutedStyles}>
              <Trans>Your lessons will appear here.</Trans>
            </span>
            <span css={buttonStyles({ variant: 'primary' })}>
              <Trans>Sign up</Trans>
            </span>
          </div>
        </StudioPageMiniature>
      </figure>
    </ThemeProvider>
  );
}

/**
 * A studio's page in miniature, in the colour and theme around it (the studio form's preview,
 * the landing page's demo): banner, logo, name and the line under it, the about (three lines at
 * most), the tabs, then what the page shows (`children`). Nothing in it is interactive.
 */
export function StudioPageMiniature({
  logo,
  name,
  handle,
  about,
  className,
  children,
}: {
  /** The studio's logo, 72 px, beside its name. */
  logo: ReactNode;
  name: string;
  /** The line under the name: its address, its city… */
  handle?: ReactNode;
  about?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div css={miniatureStyles} className={className}>
      <div css={bannerStyles} />
      <div css={bodyStyles}>
        <div css={identityStyles}>
          {logo}
          <div css={{ minWidth: 0, paddingTop: '40px' }}>
            <p css={nameStyles}>{name}</p>
            {handle && <p css={mutedStyles}>{handle}</p>}
          </div>
        </div>
        {about?.trim() && <p css={aboutStyles}>{about.trim()}</p>}
        <div css={tabsStyles} aria-hidden="true">
          <span aria-current="true">
            <Trans>Schedule</Trans>
          </span>
          <span>
            <Trans>Teachers</Trans>
          </span>
          <span>
            <Trans>Rooms</Trans>
          </span>
        </div>
        {children}
      </div>
    </div>
  );
}

/** The frame of the form's preview, which holds its caption in a corner. */
const figureStyles = css`
  position: relative;
  margin: 0;
`;

/** The studio's logo: initials on its colour until one is uploaded. */
const logoStyles = (theme: Theme) => css`
  border: 4px solid ${theme.colors.background};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
`;

/** The line under the name, and other quiet texts of the miniature. */
const mutedStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const miniatureStyles = (theme: Theme) => css`
  overflow: hidden;
  border-radius: ${theme.radii.xl};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.md};
  transition: background ${theme.motion.normal} ${theme.motion.easing};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const captionStyles = (theme: Theme) => css`
  position: absolute;
  top: ${theme.space[2]};
  right: ${theme.space[2]};
  padding: 0.125rem ${theme.space[2]};
  border-radius: ${theme.radii.full};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};
  box-shadow: ${theme.shadows.sm};
`;

const bannerStyles = (theme: Theme) => css`
  height: 88px;
  background:
    repeating-linear-gradient(-45deg, transparent 0 14px, rgb(255 255 255 / 0.12) 14px 28px),
    linear-gradient(120deg, ${theme.colors.primary}, ${theme.colors.primaryBase});
`;

const bodyStyles = (theme: Theme) => css`
  padding: 0 ${theme.space[4]} ${theme.space[4]};
  ${theme.mq.wide} {
    padding: 0 ${theme.space[5]} ${theme.space[5]};
  }
`;

const identityStyles = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  margin-top: -32px;
`;

const nameStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.bold};
  line-height: ${theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

const aboutStyles = (theme: Theme) => css`
  margin-top: ${theme.space[3]};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const tabsStyles = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[4]};
  margin: ${theme.space[4]} 0 ${theme.space[3]};
  border-bottom: 1px solid ${theme.colors.border};
  span {
    padding: ${theme.space[2]} 0;
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeight.medium};
  }
  span[aria-current] {
    color: ${theme.colors.primaryText};
    box-shadow: inset 0 -3px 0 ${theme.colors.primaryText};
  }
`;

const actionRowStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;
