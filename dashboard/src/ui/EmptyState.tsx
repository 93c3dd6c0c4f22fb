import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * An empty list or search (CONVENTIONS "an empty state that says what to do next"): the note,
 * and the action that helps, if any (e.g. "Clear the search").
 */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div css={emptyStyles}>
      <p>{children}</p>
      {action}
    </div>
  );
}

const emptyStyles = (theme: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]} ${theme.space[4]};
  text-align: center;
  color: ${theme.colors.textMuted};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;
