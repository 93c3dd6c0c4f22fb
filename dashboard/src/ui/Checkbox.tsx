import { css, type Theme } from '@emotion/react';
import type { ComponentProps, ReactNode } from 'react';

/** A checkbox with its label beside it; the whole row is the touch target. */
export function Checkbox({ label, ...props }: { label: ReactNode } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label css={rowStyles}>
      <input type="checkbox" css={boxStyles} {...props} />
      <span>{label}</span>
    </label>
  );
}

const rowStyles = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  min-height: ${theme.sizes.touchTarget};
  padding-block: ${theme.space[2]};
  cursor: pointer;
  a {
    color: ${theme.colors.primaryText};
  }
`;

const boxStyles = (theme: Theme) => css`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.125rem;
  accent-color: ${theme.colors.primary};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
