import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** An empty list's note (CONVENTIONS "an empty state that says what to do next"). */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p css={noteStyles}>{children}</p>;
}

const noteStyles = (theme: Theme) => css`
  padding: ${theme.space[6]} ${theme.space[4]};
  text-align: center;
  color: ${theme.colors.textMuted};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;
