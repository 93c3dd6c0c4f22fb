/**
 * Lists of rows on cards (attendances, groups, students): the list, a row, its title and details,
 * a struck-through row (cancelled, left), and a row's compact action button (Attend, Edit, Delete).
 */
import { css, type Theme } from '@emotion/react';

export const rowListStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const rowStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

/** A row's person: photo (or initials) beside the name and contacts, which wrap; the photo never shrinks. */
export const rowPersonStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 0;
`;

export const rowTitleStyles = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.semibold};
`;

export const rowMetaStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const struckStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  text-decoration: line-through;
`;

/** A row's compact action button (a lesson's Attend, Edit, Duplicate, Delete). */
export const rowActionStyles = (theme: Theme) => css`
  padding-inline: ${theme.space[3]};
  font-size: ${theme.fontSize.sm};
  white-space: nowrap;
`;
