import { css, type Theme } from '@emotion/react';

/** The studio page's titled blocks (videos, invites, team): a heading over its content. */
export const blockStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
`;

/** A block's heading: the studio form's section title. */
export { formSectionTitleStyles as blockTitleStyles } from '../../ui/FormSection';

/** Chips and pills in a row that wraps (styles, videos). */
export const wrappingListStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
