/** The room form's layout: two columns from the large breakpoint, the rent row, and the actions row. */
import { css, type Theme } from '@emotion/react';
import { inputStyles } from '../../ui/Field';

export { formColumnsStyles as layoutStyles } from '../../ui/form-columns';

export const rentRowStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: minmax(0, 1fr) minmax(6.5rem, 8rem);
  align-items: start;
`;

export const selectStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  cursor: pointer;
`;

/**
 * Phones: the reason Save waits, then Save, Cancel and Delete, each the whole width (Delete last,
 * away from the thumb's first reach). From 600 px, one row: Delete at the start, then the reason,
 * Cancel and Save at the end.
 */
export const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  ${theme.mq.large} {
    grid-column: 1 / -1;
  }
  & > * {
    flex: 1 1 100%;
  }
  & > [type='submit'] {
    order: 1;
  }
  & > a {
    order: 2;
  }
  & > [data-slot='delete'] {
    order: 3;
  }
  ${theme.mq.wide} {
    & > * {
      flex: 0 1 auto;
    }
    & > [type='submit'],
    & > a {
      flex-shrink: 0;
      order: 0;
    }
    & > [data-slot='delete'] {
      order: -1;
      margin-inline-end: auto;
    }
  }
`;

export const blockerStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
  ${theme.mq.wide} {
    text-align: end;
  }
`;
