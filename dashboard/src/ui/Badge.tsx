import { css, type Theme } from '@emotion/react';
import type { ComponentProps } from 'react';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/** A short label: a level, a capacity, a status. */
export function Badge({ tone = 'neutral', ...props }: { tone?: BadgeTone } & ComponentProps<'span'>) {
  return <span css={(theme: Theme) => badgeStyles(theme, tone)} {...props} />;
}

const badgeStyles = (theme: Theme, tone: BadgeTone) => {
  const c = theme.colors;
  const [text, background] =
    tone === 'neutral'
      ? [c.textMuted, c.surfaceSunken]
      : tone === 'primary'
        ? [c.primarySubtleText, c.primarySubtle]
        : [c.status[tone].text, c.status[tone].background];
  return css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    padding: 0.125rem ${theme.space[2]};
    border-radius: ${theme.radii.full};
    font-size: ${theme.fontSize.xs};
    font-weight: ${theme.fontWeight.semibold};
    line-height: 1.5;
    white-space: nowrap;
    color: ${text};
    background: ${background};
  `;
};
