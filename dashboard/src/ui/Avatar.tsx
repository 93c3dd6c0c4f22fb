import { css, type Theme } from '@emotion/react';
import { useState } from 'react';

/** Up to two initials of a name, for an avatar without a photo ("Ola Kowalska" → "OK"). */
export const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/**
 * A person's or a studio's round picture, or their initials on the primary tint. Decorative by
 * default (the name is always written beside it); pass `alt` when it stands alone. A photo that
 * fails to load (a URL copied into a list at sign-up whose image was since replaced) shows the
 * initials instead of a broken image.
 */
export function Avatar({
  name,
  photo,
  size = 36,
  alt = '',
  className,
}: {
  name: string;
  photo?: string | undefined;
  /** Pixels, or any CSS length (`clamp(72px, 18vw, 96px)`). */
  size?: number | string;
  alt?: string;
  className?: string;
}) {
  const [failedPhoto, setFailedPhoto] = useState<string>();
  const shownPhoto = photo && photo !== failedPhoto ? photo : undefined;
  return (
    <span
      css={avatarStyles}
      className={className}
      style={{
        width: size,
        height: size,
        fontSize: `max(12px, calc(${typeof size === 'number' ? `${size}px` : size} * 0.38))`,
      }}
      aria-hidden={alt ? undefined : true}
    >
      {shownPhoto ? (
        <img src={shownPhoto} alt={alt} onError={() => setFailedPhoto(shownPhoto)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}

const avatarStyles = (theme: Theme) => css`
  display: inline-grid;
  flex: none;
  place-items: center;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.primarySubtleText};
  font-weight: ${theme.fontWeight.bold};
  line-height: 1;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
