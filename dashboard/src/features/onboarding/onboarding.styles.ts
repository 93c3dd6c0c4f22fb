import { css, type Theme } from '@emotion/react';

/** The heading of an onboarding step. */
export const stepTitleStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize['3xl']};
`;

/** The explanation under it. */
export const stepTextStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.lg};
  max-width: 38rem;
`;
