import { css, type Theme } from '@emotion/react';
import { webPath } from '@plie/shared';
import { Link } from 'wouter';

/** The mark: a dancer in a plié — a head over a bent-knee arch. Decorative. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 32 32" css={{ flex: 'none' }}>
      <rect width="32" height="32" rx="9" css={(theme: Theme) => ({ fill: theme.colors.primary })} />
      <g
        css={(theme: Theme) => ({ stroke: theme.colors.onPrimary, fill: 'none' })}
        strokeWidth="2.6"
        strokeLinecap="round"
      >
        <path d="M8 25c1.5-6 4.5-9 8-9s6.5 3 8 9" />
        <path d="M16 16v-3.5" />
        <path d="M9.5 11.5c2 1.6 4.2 2.1 6.5 1.5 2.3.6 4.5.1 6.5-1.5" />
      </g>
      <circle cx="16" cy="7.5" r="2.6" css={(theme: Theme) => ({ fill: theme.colors.onPrimary })} />
    </svg>
  );
}

/** "Plié", linking home. Its accessible name is the brand name. */
export function Logo() {
  return (
    <Link href={webPath.landing()} css={logoStyles}>
      <LogoMark />
      <span>Plié</span>
    </Link>
  );
}

const logoStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  color: ${theme.colors.text};
  text-decoration: none;
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: -0.01em;
`;
