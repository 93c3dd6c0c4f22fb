import { css, type Theme, useTheme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { type Studio, webPath } from '@plie/shared';
import { memo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { ThemeProvider } from '../../ui/ThemeProvider';
import {
  coveringLinkStyles,
  resultAboutStyles,
  resultCardStyles,
  resultMutedStyles,
  resultNameStyles,
} from '../filters/search-page.styles';
import { studioPagePath } from './studio-paths';

/**
 * A studio in the /studios lists: its logo, name, slug and a short about, accented in the
 * studio's own colour (in the page's light or dark scheme). The whole card opens the studio's
 * page. Its admins (and platform admins) also see whether it awaits verification or is hidden.
 */
export const StudioCard = memo(function StudioCard({ studio }: { studio: Studio }) {
  const page = useTheme();
  return (
    <ThemeProvider primaryColor={studio.primaryColor} scheme={page.scheme}>
      <li css={[resultCardStyles, accentStyles]}>
        <Avatar name={studio.name} photo={studio.photo} size={56} />
        <div css={{ minWidth: 0 }}>
          <h2 css={resultNameStyles}>
            <Link href={studioPagePath(studio.studioName)} css={coveringLinkStyles}>
              {studio.name}
            </Link>
          </h2>
          <p css={resultMutedStyles}>
            @{studio.studioName}
            {studio.instagram && <span> · Instagram @{studio.instagram}</span>}
          </p>
          {(!studio.isVerified || studio.isHidden) && (
            <p css={badgesStyles}>
              {!studio.isVerified && (
                <Badge tone="warning">
                  <Trans>Awaiting verification</Trans>
                </Badge>
              )}
              {studio.isHidden && (
                <Badge>
                  <Trans>Hidden</Trans>
                </Badge>
              )}
            </p>
          )}
          {studio.about && <p css={resultAboutStyles}>{studio.about}</p>}
        </div>
      </li>
    </ThemeProvider>
  );
});

/** The "Create a studio" card of the own-studios list (spec §2, §6). */
export function CreateStudioCard({ children }: { children?: ReactNode | false }) {
  return (
    <li css={[resultCardStyles, createCardStyles]}>
      <span css={plusStyles} aria-hidden="true">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 5v14M5 12h14" strokeLinecap="round" />
        </svg>
      </span>
      <div css={{ minWidth: 0 }}>
        <h2 css={resultNameStyles}>
          <Link href={webPath.createStudio()} css={coveringLinkStyles}>
            <Trans>Create a studio</Trans>
          </Link>
        </h2>
        <p css={resultMutedStyles}>
          {children || <Trans>Give your studio its own page, then add rooms, lessons and teachers.</Trans>}
        </p>
      </div>
    </li>
  );
}

/** The studio's colour as a band along the card's top edge. */
const accentStyles = (theme: Theme) => css`
  overflow: hidden;
  padding-top: calc(${theme.space[4]} + 4px);
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: 4px;
    background: ${theme.colors.primary};
  }
`;

const createCardStyles = (theme: Theme) => css`
  border-style: dashed;
  border-color: ${theme.colors.control};
  background: ${theme.colors.surfaceSunken};
  box-shadow: none;
`;

const plusStyles = (theme: Theme) => css`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.primarySubtleText};
`;

const badgesStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin-top: ${theme.space[2]};
`;
