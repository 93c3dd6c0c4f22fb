import { css, type Theme } from '@emotion/react';
import type { ComponentProps } from 'react';

/** Centres content at a readable width with the page gutters. */
export function Container({
  width = 'content',
  ...props
}: { width?: 'content' | 'narrow' } & ComponentProps<'div'>) {
  return <div css={(theme: Theme) => containerStyles(theme, width)} {...props} />;
}

const containerStyles = (theme: Theme, width: 'content' | 'narrow') => css`
  width: 100%;
  max-width: ${theme.sizes[width]};
  margin-inline: auto;
  padding-inline: ${theme.space[4]};
  ${theme.mq.wide} {
    padding-inline: ${theme.space[6]};
  }
`;
