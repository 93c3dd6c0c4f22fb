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

/**
 * A result card of a search page (a teacher, a studio): picture beside the text; the name's link
 * covers the whole card (one tab stop, the name read once).
 */
export const resultCardStyles = (theme: Theme) => css`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[3]};
  align-items: start;
  padding: ${theme.space[4]};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
  transition: box-shadow ${theme.motion.fast} ${theme.motion.easing}, border-color ${theme.motion.fast};
  &:hover {
    border-color: ${theme.colors.primaryText};
    box-shadow: ${theme.shadows.md};
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const resultNameStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const coveringLinkStyles = (theme: Theme) => css`
  color: ${theme.colors.text};
  text-decoration: none;
  outline: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.lg};
  }
`;

export const resultMutedStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** A result's about text: three lines at most. */
export const resultAboutStyles = (theme: Theme) => css`
  margin-top: ${theme.space[2]};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;
