/**
 * Styles of the lesson table. Hosts theme it through the emotion theme (the studio's colour and
 * scheme), and widget hosts through the `--plie-lesson-table-*` custom properties and `::part()`
 * (see the doc header of `lesson-table.tsx`). Every colour pair comes from the theme at WCAG AA.
 * Each is serialised once per theme (`themed`): a table draws them on every row.
 */
import { css, type Theme } from '@emotion/react';
import type { CapacityBadge } from '@plie/shared';
import type { LevelTone } from '../../theme/theme';
import { themed, themedBy } from '../../theme/themed';

const currentBackground = (theme: Theme) =>
  `var(--plie-lesson-table-current-background, ${theme.colors.primarySubtle})`;
const currentAccent = (theme: Theme) => `var(--plie-lesson-table-current-accent, ${theme.colors.primary})`;
const border = (theme: Theme) => `var(--plie-lesson-table-border, ${theme.colors.border})`;

export { visuallyHiddenStyles } from '../visually-hidden';

export const rootStyles = themed(
  (theme) => css`
  container: plie-lessons / inline-size;
  width: 100%;
  min-width: 0;
  /* Just above 600 px a row of long words may still not fit: the table scrolls, never the page. */
  overflow-x: auto;
  color: ${theme.colors.text};
  font-family: var(--plie-font-family, inherit);
  font-size: var(--plie-lesson-table-font-size, ${theme.fontSize.sm});
  line-height: ${theme.lineHeight.snug};
`,
);

export const tableStyles = themed(
  (theme) => css`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  background: ${theme.colors.surface};
  border: 1px solid ${border(theme)};
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  th,
  td {
    padding: ${theme.space[3]} 0.375rem;
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${border(theme)};
    /* A long word (a name, an address) wraps rather than widen the table past its box. */
    overflow-wrap: anywhere;
  }
  time,
  button {
    white-space: nowrap;
    overflow-wrap: normal;
  }
  thead th {
    border-top: 0;
    padding-block: ${theme.space[2]};
    font-size: ${theme.fontSize.xs};
    font-weight: ${theme.fontWeight.semibold};
    color: ${theme.colors.textMuted};
    overflow-wrap: normal;
    background: ${theme.colors.surfaceSunken};
  }
  tbody th {
    font-weight: inherit;
  }
  th:first-of-type,
  td:first-of-type {
    padding-left: ${theme.space[4]};
  }
  th:last-child,
  td:last-child {
    padding-right: ${theme.space[4]};
  }
  /* Fewer columns as the table narrows: their content moves into a neighbouring cell. */
  [data-inline] {
    display: none;
  }
  @container plie-lessons (max-width: 60rem) {
    [data-column='teacher'] {
      display: none;
    }
    [data-inline='teacher'] {
      display: block;
    }
  }
  @container plie-lessons (max-width: 50rem) {
    [data-column='next-date'] {
      display: none;
    }
    [data-inline='next-date'] {
      display: block;
    }
  }
  tr[aria-current] > * {
    background: ${currentBackground(theme)};
  }
  tr[aria-current] > :first-of-type {
    box-shadow: inset 4px 0 0 ${currentAccent(theme)};
  }
`,
);

export const listStyles = themed(
  (theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`,
);

export const listItemStyles = themed(
  (theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.surface};
  border: 1px solid ${border(theme)};
  border-radius: ${theme.radii.lg};
  overflow-wrap: anywhere;
  &[aria-current] {
    background: ${currentBackground(theme)};
    box-shadow: inset 4px 0 0 ${currentAccent(theme)};
  }
`,
);

export const listTopStyles = themed(
  (theme) => css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]};
`,
);

export const whenStyles = themed(
  (theme) => css`
  font-weight: ${theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  /* The day may go above the time in a tight table; the time itself never breaks. */
  & > :last-child {
    white-space: nowrap;
  }
`,
);

export const lessonNameStyles = themed(
  (theme) => css`
  font-weight: ${theme.fontWeight.semibold};
  font-size: ${theme.fontSize.md};
  color: ${theme.colors.text};
`,
);

export const lessonButtonStyles = themed(
  (theme) => css`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${theme.fontWeight.semibold};
  font-size: ${theme.fontSize.md};
  color: ${theme.colors.primaryText};
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${theme.radii.sm};
  }
`,
);

export const mutedStyles = themed(
  (theme) => css`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.xs};
`,
);

export const lineStyles = themed(
  (theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[2]};
  margin: 0;
`,
);

export const actionsStyles = themed(
  (theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  &:empty {
    display: none;
  }
`,
);

const badgeBase = (theme: Theme, text: string, background: string) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: 0.125rem ${theme.space[2]};
  border-radius: ${theme.radii.full};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};
  line-height: 1.5;
  white-space: nowrap;
  color: ${text};
  background: ${background};
`;

/** Squarer than the occupancy pill beside it, so the two read as different things. */
export const levelBadgeStyles = themedBy(
  (tone: LevelTone) => (theme: Theme) =>
    css`
  ${badgeBase(theme, theme.colors.level[tone].text, theme.colors.level[tone].background)};
  border-radius: ${theme.radii.sm};
  /* A host's 'svg { max-width: 100% }' would shrink the bars to nothing in a tight column. */
  & > svg {
    flex: none;
    max-width: none;
  }
`,
);

const CAPACITY_TONES = { green: 'success', yellow: 'warning', red: 'danger' } as const;

export const capacityBadgeStyles = themedBy((badge: CapacityBadge) => (theme: Theme) => {
  const { text, background } = theme.colors.status[CAPACITY_TONES[badge]];
  return css`
    ${badgeBase(theme, text, background)};
    font-variant-numeric: tabular-nums;
  `;
});

export const nowBadgeStyles = themed((theme) =>
  badgeBase(
    theme,
    theme.colors.onPrimary,
    `var(--plie-lesson-table-current-accent, ${theme.colors.primary})`,
  ),
);

export const tagStyles = themed((theme) =>
  badgeBase(theme, theme.colors.textMuted, theme.colors.surfaceSunken),
);
