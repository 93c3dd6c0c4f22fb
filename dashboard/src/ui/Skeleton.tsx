import { css, keyframes, type Theme } from '@emotion/react';

const pulse = keyframes`50% { opacity: 0.55; }`;

/**
 * The pulse of every loading placeholder: an opacity animation, which the compositor runs alone.
 * (A moving gradient repaints the page on the main thread every frame while it shows: issue #18.)
 */
export const skeletonPulse = css`
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 1.4s ease-in-out infinite;
  }
`;

/**
 * A grey block standing in for content that is loading (no blank screens, no layout jump).
 * Announced once as a status with `label`; pulses unless the user prefers reduced motion.
 */
export function Skeleton({
  label,
  height,
  className,
}: {
  label?: string;
  height: string;
  className?: string;
}) {
  return (
    <div
      css={skeletonStyles}
      className={className}
      style={{ height }}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

const skeletonStyles = (theme: Theme) => css`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceSunken};
  ${skeletonPulse};
`;
