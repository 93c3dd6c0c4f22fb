import { css, type Theme } from '@emotion/react';

/** The `<summary>` of a `<details>` used as a menu button: round, no disclosure marker, a hover tint. */
export const menuSummaryStyles = (theme: Theme) => css`
  border-radius: ${theme.radii.full};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${theme.colors.surfaceSunken};
  }
`;
