/** The legal pages' styles: a readable column, the contents beside it on wide screens. */
import { css, type Theme } from '@emotion/react';

export const pageStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[6]};
  align-content: start;
  padding-block: ${theme.space[6]} ${theme.space[8]};
  ${theme.mq.large} {
    grid-template-columns: 15rem minmax(0, 70ch);
    column-gap: ${theme.space[8]};
    justify-content: center;
    padding-block-start: ${theme.space[7]};
  }
`;

/** On wide screens the text column is the second one; the contents sit beside it. */
const mainColumn = (theme: Theme) => css`
  min-width: 0;
  ${theme.mq.large} {
    grid-column: 2;
  }
`;

export const headerStyles = (theme: Theme) => css`
  ${mainColumn(theme)};
  display: grid;
  gap: ${theme.space[3]};
  max-width: 70ch;
`;

export const eyebrowStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.primaryText};
`;

export const titleStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize['3xl']};
  letter-spacing: -0.02em;
  overflow-wrap: break-word;
`;

export const metaStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;

export const tocStyles = (theme: Theme) => css`
  min-width: 0;
  padding: 0 ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceSunken};
  ${theme.mq.large} {
    grid-column: 1;
    grid-row: 1 / span 2;
    align-self: start;
    position: sticky;
    /* Below the sticky header. */
    top: calc(64px + ${theme.space[5]});
    max-height: calc(100vh - 64px - ${theme.space[7]});
    overflow-y: auto;
    padding: 0;
    border: 0;
    background: none;
  }
`;

export const tocSummaryStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.textMuted};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  .chevron {
    flex: none;
    transition: transform ${theme.motion.fast} ${theme.motion.easing};
  }
  details[open] > & .chevron {
    transform: rotate(180deg);
  }
  ${theme.mq.large} {
    justify-content: flex-start;
  }
`;

export const otherHeadingStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.textMuted};
  margin-bottom: ${theme.space[2]};
`;

export const tocListStyles = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  font-size: ${theme.fontSize.sm};
  a {
    display: flex;
    gap: ${theme.space[1]};
    align-items: baseline;
    min-height: ${theme.sizes.touchTarget};
    padding-block: ${theme.space[2]};
    color: ${theme.colors.text};
    text-decoration: none;
    line-height: ${theme.lineHeight.snug};
    &:hover {
      color: ${theme.colors.primaryText};
      text-decoration: underline;
    }
  }
  padding-bottom: ${theme.space[3]};
  ${theme.mq.large} {
    padding-bottom: 0;
    a {
      min-height: 0;
      padding-block: ${theme.space[1]};
    }
  }
`;

export const tocNumberStyles = (theme: Theme) => css`
  flex: none;
  min-width: 1.6em;
  color: ${theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const bodyStyles = (theme: Theme) => css`
  ${mainColumn(theme)};
  display: grid;
  gap: ${theme.space[7]};
  align-content: start;
`;

/** The document's own text: plain elements from the text modules, set for reading. */
export const proseStyles = (theme: Theme) => css`
  max-width: 70ch;
  overflow-wrap: break-word;
  font-size: ${theme.fontSize.md};
  line-height: 1.65;
  display: grid;
  gap: ${theme.space[6]};
  &[aria-busy='true'] {
    opacity: 0.6;
    transition: opacity ${theme.motion.normal};
  }
  section {
    display: grid;
    gap: ${theme.space[3]};
  }
  h2 {
    font-family: ${theme.font.display};
    font-size: ${theme.fontSize.xl};
    line-height: ${theme.lineHeight.snug};
    /* Clear of the sticky header when reached through a link. */
    scroll-margin-top: calc(64px + ${theme.space[4]});
  }
  h3 {
    font-size: ${theme.fontSize.md};
    font-weight: ${theme.fontWeight.semibold};
    margin-top: ${theme.space[2]};
  }
  ul,
  ol {
    margin: 0;
    padding-inline-start: 1.35rem;
    display: grid;
    gap: ${theme.space[2]};
  }
  li::marker {
    color: ${theme.colors.textMuted};
  }
  dl {
    display: grid;
    gap: ${theme.space[1]};
  }
  dt {
    font-weight: ${theme.fontWeight.semibold};
  }
  dd + dt {
    margin-top: ${theme.space[3]};
  }
  strong {
    font-weight: ${theme.fontWeight.semibold};
  }
`;

export const leadStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  font-size: ${theme.fontSize.lg};
  color: ${theme.colors.textMuted};
`;

export const otherStyles = (theme: Theme) => css`
  max-width: 70ch;
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.border};
`;

export const otherListStyles = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  column-gap: ${theme.space[5]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.sizes.touchTarget};
    font-weight: ${theme.fontWeight.medium};
  }
`;

export const skeletonStyles = (theme: Theme) => css`
  max-width: 70ch;
  display: grid;
  gap: ${theme.space[3]};
  min-height: 60vh;
  align-content: start;
`;

export const skeletonBarStyles = (theme: Theme) => css`
  display: block;
  height: 1rem;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceSunken};
`;
