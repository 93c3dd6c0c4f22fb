/**
 * Styles of the lesson calendar. Hosts theme it through the emotion theme (the studio's colour and
 * scheme), and widget hosts through the `--plie-calendar-*` custom properties and `::part()` (see the
 * doc header of `lesson-calendar.tsx`). A block's colours are its style's colour run through the
 * theme, so its text meets WCAG AA on its tint in light and dark alike.
 */
import { css, type Theme } from '@emotion/react';
import type { CSSProperties } from 'react';
import { type ColorScheme, createTheme } from '../../theme/theme';

/** The height of one 15-minute slot; larger where slots are tapped to add lessons on a touch screen. */
const SLOT = 'var(--plie-calendar-slot-height, 1.5rem)';
const GUTTER = '3.25rem';
/** Room left of a block's right edge, so the slot beside it can still be clicked. */
const BLOCK_GAP = '0.375rem';

export { visuallyHiddenStyles } from '../visually-hidden';

const border = (theme: Theme) => `var(--plie-calendar-border, ${theme.colors.border})`;
const currentAccent = (theme: Theme) => `var(--plie-calendar-current-accent, ${theme.colors.primary})`;

const tones = new Map<string, { background: string; text: string; accent: string }>();

/** The tint, text and edge of a block in `color`, for the theme's scheme. */
export const blockTone = (color: string, scheme: ColorScheme) => {
  const key = `${color}|${scheme}`;
  let tone = tones.get(key);
  if (!tone) {
    const { colors } = createTheme({ primaryColor: color, scheme });
    tone = { background: colors.primarySubtle, text: colors.primarySubtleText, accent: colors.primary };
    tones.set(key, tone);
  }
  return tone;
};

export const rootStyles = (theme: Theme) => css`
  width: 100%;
  min-width: 0;
  color: ${theme.colors.text};
  font-family: var(--plie-font-family, inherit);
  font-size: var(--plie-calendar-font-size, ${theme.fontSize.sm});
  line-height: ${theme.lineHeight.snug};
`;

/** Touch screens get 44 px slots (WCAG 2.5.5) when slots are buttons. */
export const selectableStyles = css`
  @media (pointer: coarse) {
    --plie-calendar-slot-height: 2.75rem;
  }
`;

export const toolbarStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  margin-bottom: ${theme.space[3]};
`;

export const navigationStyles = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[1]};
`;

const controlBase = (theme: Theme) => css`
  min-width: ${theme.sizes.touchTarget};
  min-height: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.control};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: ${theme.fontWeight.semibold};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceSunken};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    color: ${theme.colors.textMuted};
    cursor: default;
  }
`;

export const navigationButtonStyles = (theme: Theme) => css`
  ${controlBase(theme)};
  display: inline-grid;
  place-items: center;
  svg {
    display: block;
  }
`;

export const titleStyles = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.semibold};
  &::first-letter {
    text-transform: uppercase;
  }
`;

export const noteStyles = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.xs};
  flex-basis: 100%;
`;

/** The day view's row of the week's days, to jump to one. */
export const dayStripStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${theme.space[1]};
  margin: 0 0 ${theme.space[3]};
  padding: 0;
  list-style: none;
`;

export const dayChipStyles = (theme: Theme) => css`
  ${controlBase(theme)};
  width: 100%;
  padding: ${theme.space[1]} 0;
  display: grid;
  justify-items: center;
  line-height: 1.2;
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.regular};
  span:last-of-type {
    font-size: ${theme.fontSize.md};
    font-weight: ${theme.fontWeight.semibold};
  }
  &[aria-current='date'] {
    border-color: ${theme.colors.primaryText};
    color: ${theme.colors.primaryText};
  }
  &[aria-pressed='true'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

export const gridStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: ${GUTTER} repeat(var(--plie-calendar-days), minmax(0, 1fr));
  background: ${theme.colors.surface};
  border: 1px solid ${border(theme)};
  border-radius: ${theme.radii.lg};
`;

export const cornerStyles = (theme: Theme) => css`
  position: sticky;
  top: 0;
  z-index: 3;
  background: ${theme.colors.surfaceSunken};
  border-bottom: 1px solid ${border(theme)};
  border-top-left-radius: ${theme.radii.lg};
`;

export const dayHeaderStyles = (theme: Theme) => css`
  position: sticky;
  top: 0;
  z-index: 3;
  display: grid;
  justify-items: center;
  padding: ${theme.space[2]} ${theme.space[1]};
  background: ${theme.colors.surfaceSunken};
  border-bottom: 1px solid ${border(theme)};
  border-left: 1px solid ${border(theme)};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  line-height: 1.2;
  &:last-child {
    border-top-right-radius: ${theme.radii.lg};
  }
`;

/** The day of the month under the weekday; today's in a filled circle. */
export const dayNumberStyles = (theme: Theme) => css`
  display: inline-grid;
  place-items: center;
  min-width: 2rem;
  height: 2rem;
  border-radius: ${theme.radii.full};
  font-size: ${theme.fontSize.lg};
  color: ${theme.colors.text};
  letter-spacing: 0;
  [aria-current='date'] > & {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

export const gutterStyles = (theme: Theme) => css`
  position: relative;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
  span {
    position: absolute;
    right: ${theme.space[2]};
    transform: translateY(-50%);
    background: ${theme.colors.surface};
    padding-block: 0.125rem;
  }
  span:first-of-type {
    transform: none;
  }
`;

/**
 * A day's column: the hour lines drawn as a background (a strong line each hour, a faint one at the
 * half hour), shifted by `--plie-calendar-hour-offset` slots when the range starts off the hour.
 */
export const columnStyles = (theme: Theme) => css`
  position: relative;
  height: calc(${SLOT} * var(--plie-calendar-rows));
  border-left: 1px solid ${border(theme)};
  background-image:
    linear-gradient(to bottom, ${border(theme)} 1px, transparent 1px),
    linear-gradient(to bottom, ${theme.colors.surfaceSunken} 1px, transparent 1px);
  background-size:
    100% calc(${SLOT} * 4),
    100% calc(${SLOT} * 2);
  background-position: 0 calc(${SLOT} * var(--plie-calendar-hour-offset));
  &[data-today] {
    background-color: color-mix(in srgb, ${theme.colors.primarySubtle} 35%, transparent);
  }
`;

export const slotsStyles = css`
  display: grid;
  grid-template-rows: repeat(var(--plie-calendar-rows), ${SLOT});
  height: 100%;
`;

export const slotStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  min-width: 0;
  padding: 0 ${theme.space[1]};
  border: 0;
  background: transparent;
  color: transparent;
  font: inherit;
  font-size: ${theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
  text-align: left;
  cursor: pointer;
  user-select: none;
  -webkit-user-select: none;
  touch-action: manipulation;
  &:hover,
  &:focus-visible {
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.primarySubtleText};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
    position: relative;
    z-index: 2;
  }
  &[data-selected] {
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.primarySubtleText};
    box-shadow: inset 3px 0 0 ${theme.colors.primary};
  }
`;

export const blockListStyles = css`
  position: absolute;
  inset: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  pointer-events: none;
`;

/** `slots` slot heights down from the top of the grid (the hour labels, the now line). */
export const slotsDown = (slots: number) => ({ top: `calc(${SLOT} * ${slots})` });

/** Where a block sits in its column: `top` and `height` in slots, `lane` of `lanes` side by side. */
export const blockPosition = (top: number, height: number, lane: number, lanes: number) =>
  ({
    top: `calc(${SLOT} * ${top} + 1px)`,
    '--plie-calendar-block-height': `calc(${SLOT} * ${height} - 2px)`,
    '--plie-calendar-block-left': `calc((100% - ${BLOCK_GAP}) * ${lane / lanes} + 1px)`,
    '--plie-calendar-block-width': `calc((100% - ${BLOCK_GAP}) / ${lanes} - 2px)`,
  }) as CSSProperties;

/**
 * A block in its lane; once focused (Tab, a tap or a click) it takes the day's whole width and the
 * height its text needs, so a lesson squeezed beside others can be read in full.
 */
export const blockItemStyles = (theme: Theme) => css`
  position: absolute;
  z-index: 1;
  display: flex;
  left: var(--plie-calendar-block-left);
  width: var(--plie-calendar-block-width);
  height: var(--plie-calendar-block-height);
  pointer-events: auto;
  &:focus-within {
    z-index: 4;
    left: 1px;
    width: calc(100% - ${BLOCK_GAP} - 2px);
    height: auto;
    min-height: var(--plie-calendar-block-height);
    border-radius: ${theme.radii.sm};
    box-shadow: ${theme.shadows.md};
  }
  &:focus-within > * > * {
    white-space: normal;
  }
`;

export const blockStyles = (tone: { background: string; text: string; accent: string }) => (theme: Theme) =>
  css`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 0.0625rem;
  min-width: 0;
  overflow: hidden;
  margin: 0;
  padding: 0.1875rem ${theme.space[1]} 0.1875rem 0.5rem;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: ${tone.background};
  color: ${tone.text};
  box-shadow: inset 3px 0 0 ${tone.accent};
  font: inherit;
  font-size: ${theme.fontSize.xs};
  line-height: 1.25;
  text-align: left;
  > * {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    font-weight: ${theme.fontWeight.semibold};
  }
  &:is(button) {
    cursor: pointer;
  }
  &:is(button):hover {
    box-shadow: inset 3px 0 0 ${tone.accent}, 0 0 0 1px ${tone.accent};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-current] {
    box-shadow: inset 5px 0 0 ${currentAccent(theme)}, 0 0 0 2px ${currentAccent(theme)};
  }
`;

export const blockMetaStyles = css`
  font-variant-numeric: tabular-nums;
  opacity: 0.92;
`;

export const nowBadgeStyles = (theme: Theme) => css`
  align-self: flex-start;
  flex: none;
  padding: 0 ${theme.space[1]};
  border-radius: ${theme.radii.full};
  background: ${currentAccent(theme)};
  color: ${theme.colors.onPrimary};
  font-size: 0.6875rem;
  font-weight: ${theme.fontWeight.semibold};
  line-height: 1.4;
`;

/** The current time across today's column. */
export const nowLineStyles = (theme: Theme) => css`
  position: absolute;
  left: 0;
  right: 0;
  z-index: 2;
  height: 2px;
  background: ${theme.colors.status.danger.text};
  pointer-events: none;
  &::before {
    content: '';
    position: absolute;
    left: -5px;
    top: -4px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: inherit;
  }
`;
