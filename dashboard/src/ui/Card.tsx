import { css, type Theme } from '@emotion/react';
import type { ComponentProps } from 'react';

/** A raised panel. */
export function Card(props: ComponentProps<'div'>) {
  return <div css={cardStyles} {...props} />;
}

const cardStyles = (theme: Theme) => css`
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
  padding: ${theme.space[5]};
`;
