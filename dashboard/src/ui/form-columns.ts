/** The two-column form layout (rooms, lessons): one column of cards on phones, two from the large breakpoint. */
import { css, type Theme } from '@emotion/react';

export const formColumnsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  ${theme.mq.large} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
    gap: ${theme.space[5]};
  }
`;
