/**
 * The look of the admin lists' rows: a card each on phones; from 600 px one bordered list with
 * rows divided by lines (a table's look without a table's sideways scrolling); from 960 px the
 * details get a column of their own.
 */
import { css, type Theme } from '@emotion/react';

export const listStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.wide} {
    gap: 0;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
    overflow: hidden;
  }
`;

export const rowStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'avatar main'
    'details details';
  gap: ${theme.space[3]};
  align-items: start;
  padding: ${theme.space[4]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
  ${theme.mq.wide} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas:
      'avatar main .'
      'avatar details .';
    row-gap: ${theme.space[1]};
    column-gap: ${theme.space[4]};
    padding: ${theme.space[3]} ${theme.space[4]};
    border: 0;
    border-radius: 0;
    box-shadow: none;
    & + & {
      border-top: 1px solid ${theme.colors.border};
    }
  }
  ${theme.mq.large} {
    grid-template-columns: auto minmax(0, 5fr) minmax(0, 4fr) auto;
    grid-template-areas: 'avatar main details .';
  }
`;

export const avatarSlotStyles = css`
  grid-area: avatar;
  align-self: start;
`;

export const mainStyles = (theme: Theme) => css`
  grid-area: main;
  min-width: 0;
  display: grid;
  gap: ${theme.space[1]};
  justify-items: start;
`;

export const nameStyles = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.semibold};
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.snug};
  overflow-wrap: anywhere;
`;

export const linkStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.primaryText};
  overflow-wrap: anywhere;
  text-underline-offset: 2px;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${theme.radii.sm};
  }
`;

export const badgesStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  &:empty {
    display: none;
  }
`;

export const detailsStyles = (theme: Theme) => css`
  grid-area: details;
  min-width: 0;
  display: grid;
  gap: ${theme.space[1]};
  justify-items: start;
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;

export const emailStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
`;

/** A row's button: the card's last line on phones, the row's last column from 600 px (rows without one leave no gap). */
export const actionStyles = (theme: Theme) => css`
  grid-column: 1 / -1;
  align-self: center;
  display: grid;
  ${theme.mq.wide} {
    grid-column: -2;
    grid-row: 1 / span 2;
    /* Verify and Unverify take the same room, so the column doesn't jump. */
    min-width: 9rem;
  }
  ${theme.mq.large} {
    grid-row: 1;
  }
`;

/** A message in place of a list: nothing found, nothing yet, or not built yet. */
export const emptyStyles = (theme: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[7]} ${theme.space[4]};
  text-align: center;
  color: ${theme.colors.textMuted};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  h2 {
    color: ${theme.colors.text};
    font-size: ${theme.fontSize.lg};
  }
  p {
    max-width: 34rem;
  }
`;

/** The search box and the other filters above a list; they wrap onto two lines on phones. */
export const filterRowStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};
  & > :first-child {
    flex: 1 1 16rem;
  }
`;
