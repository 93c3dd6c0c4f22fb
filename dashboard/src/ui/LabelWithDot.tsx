/**
 * A tab label with the yellow dot of spec §2 ("a yellow dot when invites are pending"): the user's
 * Invites tab and a studio's Teachers tab (teachers asking to join). The dot is an image with its
 * own label, so a screen reader hears how many wait.
 */
import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export function LabelWithDot({ children, dotLabel }: { children: ReactNode; dotLabel?: string }) {
  return (
    <span css={labelStyles}>
      {children}
      {dotLabel !== undefined && <span css={dotStyles} role="img" aria-label={dotLabel} />}
    </span>
  );
}

const labelStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

/** Yellow, with a dark ring so it stands out on light and dark surfaces alike. */
const dotStyles = (theme: Theme) => css`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: #facc15;
  box-shadow: 0 0 0 1.5px ${theme.colors.status.warning.text};
`;
