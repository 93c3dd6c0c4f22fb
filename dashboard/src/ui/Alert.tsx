import { css, type Theme } from '@emotion/react';
import type { ComponentProps } from 'react';

export type AlertTone = 'info' | 'success' | 'danger' | 'warning';

/** An inline message in the page (not a toast): information, success or an error. */
export function Alert({ tone = 'info', ...props }: { tone?: AlertTone } & ComponentProps<'div'>) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      css={(theme: Theme) => alertStyles(theme, tone)}
      {...props}
    />
  );
}

const alertStyles = (theme: Theme, tone: AlertTone) => {
  const [text, background] =
    tone === 'info'
      ? [theme.colors.primarySubtleText, theme.colors.primarySubtle]
      : [theme.colors.status[tone].text, theme.colors.status[tone].background];
  return css`
    padding: ${theme.space[3]} ${theme.space[4]};
    border-radius: ${theme.radii.md};
    color: ${text};
    background: ${background};
    display: grid;
    gap: ${theme.space[1]};
    strong {
      font-weight: ${theme.fontWeight.semibold};
    }
  `;
};
