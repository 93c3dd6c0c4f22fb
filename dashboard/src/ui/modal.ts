/** A modal platform `<dialog>` of the app (a list in a dialog): its box, backdrop, header and title. */
import { css, type Theme } from '@emotion/react';

export const modalStyles = (width: string) => (theme: Theme) =>
  css`
  width: min(${width}, calc(100vw - 2 * ${theme.space[3]}));
  max-height: calc(100dvh - 2 * ${theme.space[3]});
  padding: ${theme.space[5]};
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  &::backdrop {
    background: rgb(15 17 21 / 0.55);
  }
`;

export const modalHeaderStyles = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[3]};
  /* The close button keeps its one line; the title wraps. */
  & > button {
    flex: none;
  }
`;

export const modalTitleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.xl};
`;
