import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Card } from './Card';

/** A titled group of a long form (the studio form, the room form), as a card. */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card css={formSectionStyles}>
      <h2 css={formSectionTitleStyles}>{title}</h2>
      {children}
    </Card>
  );
}

/** The section's card: its fields one under the other. */
export const formSectionStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
  padding: ${theme.space[4]};
  ${theme.mq.wide} {
    padding: ${theme.space[5]};
  }
`;

export const formSectionTitleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
`;

/** A note just under a section's title ("Fields marked * are required."). */
export const formNoteStyles = (theme: Theme) => css`
  margin-top: -${theme.space[2]};
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;
