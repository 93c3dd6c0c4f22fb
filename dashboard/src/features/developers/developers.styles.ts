import { css, type Theme } from '@emotion/react';

/** The page's sections one under the other. */
export const pageStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[7]};
  padding-bottom: ${theme.space[8]};
  /* Grid items never widen the page: long code scrolls inside its block. */
  & > * {
    min-width: 0;
  }
`;

/** A section of the page, reachable from the table of contents. */
export const sectionStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
  /* Clear of the site's sticky header when a contents link scrolls to it. */
  scroll-margin-top: ${theme.space[8]};
  & > * {
    min-width: 0;
  }
`;

export const sectionTitleStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize['2xl']};
`;

export const subTitleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
`;

export const proseStyles = (theme: Theme) => css`
  max-width: 44rem;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** `code` inside running text. */
export const inlineCodeStyles = (theme: Theme) => css`
  padding: 0.05em 0.35em;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceSunken};
  color: ${theme.colors.text};
  font-family: ${theme.font.mono};
  font-size: 0.9em;
  overflow-wrap: anywhere;
`;

/** Running text with its `code` styled. */
export const textWithCodeStyles = (theme: Theme) => css`
  code {
    ${inlineCodeStyles(theme)};
  }
`;

/** A table that scrolls sideways inside its own box when it is wider than the screen. */
export const tableScrollStyles = (theme: Theme) => css`
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

export const tableStyles = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSize.sm};
  th,
  td {
    padding: ${theme.space[2]} ${theme.space[3]};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.colors.border};
  }
  tr:last-child td {
    border-bottom: 0;
  }
  th {
    background: ${theme.colors.surfaceSunken};
    font-weight: ${theme.fontWeight.semibold};
    white-space: nowrap;
  }
  td:first-of-type {
    width: 45%;
    ${theme.mq.wide} {
      width: 18rem;
    }
  }
  ${textWithCodeStyles(theme)};
`;

/** The name cell of a reference row: the name, then its type and default in small print. */
export const nameCellStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  justify-items: start;
`;

export const metaTextStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.xs};
`;
