import { css, type Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Avatar } from '../../ui/Avatar';

/** An Instagram handle's profile address. */
export const instagramUrl = (handle: string) => `https://www.instagram.com/${encodeURIComponent(handle)}/`;

/**
 * The header of a user page and of a studio page (spec §2): an optional banner across the top
 * (the avatar then overlaps its lower edge), avatar, name, a line under it (username, badges),
 * about, Instagram and website links, and actions on the right.
 */
export function ProfileHeader({
  name,
  photo,
  banner,
  caption,
  about,
  instagram,
  website,
  actions,
}: {
  name: string;
  photo?: string | undefined;
  /** Drawn edge to edge above the rest (an image, or a pattern): it fills the box it is given. */
  banner?: ReactNode;
  caption?: ReactNode;
  about?: string | undefined;
  instagram?: string | undefined;
  website?: string | undefined;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <header css={[headerStyles, banner ? withBannerStyles : undefined]}>
      {banner && <div css={bannerStyles}>{banner}</div>}
      <Avatar
        name={name}
        photo={photo}
        size={AVATAR_SIZE}
        css={banner ? overlappingAvatarStyles : undefined}
      />
      <div css={[textStyles, banner ? textUnderAvatarStyles : undefined]}>
        <h1 css={nameStyles}>{name}</h1>
        {caption && <div css={captionStyles}>{caption}</div>}
        {about && <p css={aboutStyles}>{about}</p>}
        {(instagram || website) && (
          <ul css={linksStyles}>
            {instagram && (
              <li>
                <a
                  href={instagramUrl(instagram)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t`Instagram: @${instagram}`}
                >
                  <InstagramIcon />@{instagram}
                </a>
              </li>
            )}
            {website && (
              <li>
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </a>
              </li>
            )}
          </ul>
        )}
      </div>
      {actions && <div css={actionsStyles}>{actions}</div>}
    </header>
  );
}

function InstagramIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

const AVATAR_SIZE = 'clamp(72px, 18vw, 96px)';

const headerStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[4]};
  align-items: start;
  padding: ${theme.space[5]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
  ${theme.mq.wide} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    gap: ${theme.space[5]};
  }
`;

/** With a banner: no padding above it, and a tighter gap below it (the avatar rises into it). */
const withBannerStyles = (theme: Theme) => css`
  padding-top: 0;
  row-gap: ${theme.space[3]};
  overflow: hidden;
`;

const bannerStyles = (theme: Theme) => css`
  grid-column: 1 / -1;
  height: clamp(7.5rem, 26vw, 13rem);
  margin-inline: -${theme.space[5]};
  overflow: hidden;
  background: ${theme.colors.surfaceSunken};
  & > * {
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
  }
`;

/** Half the avatar over the banner's lower edge, ringed in the header's colour. */
const overlappingAvatarStyles = (theme: Theme) => css`
  margin-top: calc(-1 * (${AVATAR_SIZE} / 2 + ${theme.space[3]}));
  box-shadow: 0 0 0 4px ${theme.colors.surface};
`;

const textStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  min-width: 0;
`;

/** With a banner on phones, the avatar sits alone on the banner's edge and the text takes the width below it. */
const textUnderAvatarStyles = (theme: Theme) => css`
  grid-column: 1 / -1;
  ${theme.mq.wide} {
    grid-column: auto;
  }
`;

const nameStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize['3xl']};
  line-height: 1.15;
  overflow-wrap: anywhere;
`;

const captionStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.colors.textMuted};
`;

const aboutStyles = (theme: Theme) => css`
  max-width: 65ch;
  white-space: pre-line;
  overflow-wrap: anywhere;
  color: ${theme.colors.text};
`;

const linksStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    min-height: ${theme.sizes.touchTarget};
    color: ${theme.colors.primaryText};
    font-weight: ${theme.fontWeight.semibold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const actionsStyles = (theme: Theme) => css`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  ${theme.mq.wide} {
    grid-column: auto;
  }
`;
