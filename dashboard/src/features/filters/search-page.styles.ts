import { css, type Theme } from '@emotion/react';

/**
 * The layout of a search page (/teachers, /studios): on phones the search box with the Filters
 * button beside it, the results below; from 600 px the filter panel on the left, the search box
 * and the results on its right.
 */
export const searchPageStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  padding-bottom: ${theme.space[7]};
  grid-template-areas: 'search panel' 'results results';
  grid-template-columns: minmax(0, 1fr) auto;
  ${theme.mq.wide} {
    grid-template-areas: 'panel search' 'panel results';
    grid-template-columns: 16rem minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    column-gap: ${theme.space[5]};
  }
  ${theme.mq.large} {
    grid-template-columns: 18rem minmax(0, 1fr);
  }
`;

/** The search box's place in the layout. */
export const searchRowStyles = css`
  grid-area: search;
  display: flex;
`;

/** The filter panel's place in the layout. */
export const panelSlotStyles = css`
  grid-area: panel;
`;

/** The found cards: one column, two on laptops. */
export const resultsGridStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.large} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
