/**
 * The look of the lesson form: one column of cards on phones, two from 960 px; fields side by side
 * where they belong together (start and end, the ages); the toggles as segmented controls with
 * whole-width touch targets.
 */
import { css, type Theme } from '@emotion/react';

export { selectStyles } from '../../ui/Field';
export { formColumnsStyles as layoutStyles } from '../../ui/form-columns';

/** Spans both columns (the created notice, the actions). */
export const fullWidthStyles = (theme: Theme) => css`
  ${theme.mq.large} {
    grid-column: 1 / -1;
  }
`;

/**
 * A column of cards from 960 px, so each column's cards stack without waiting for the other
 * column's height. On phones the columns dissolve into the form's one column, where the optional
 * cards (`[data-optional]`) go after the others, just above the actions.
 */
export const columnStyles = (theme: Theme) => css`
  display: contents;
  & > [data-optional] {
    order: 1;
  }
  ${theme.mq.large} {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space[5]};
    min-width: 0;
  }
`;

/** The Save row: last on phones (after the optional cards), across both columns from 960 px. */
export const actionsRowStyles = css`
  order: 2;
`;

/** Two fields side by side at every width (start and end time, minimum and maximum age). */
export const pairStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
`;

/** A value the user cannot change here, shown like a field (the teacher adding their own lesson). */
export const fixedValueStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceSunken};
  overflow-wrap: anywhere;
`;

export const hintStyles = (theme: Theme) => css`
  margin-top: ${theme.space[1]};
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;

/**
 * Phones: the reason Save waits, Save, then Cancel, each the whole width. From 600 px one row at the
 * end: the reason, Cancel, Save.
 */
export const actionsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  ${theme.mq.wide} {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    & > [type='submit'] {
      order: 1;
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
