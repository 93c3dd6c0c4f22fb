/**
 * Spec §2 studio page: "Studio styles colours cycle through teal, blue, purple, cyan, green, yellow,
 * orange, red, pink, starting with the studio primary colour."
 */
import { STUDIO } from '../constants';
import { DEFAULT_STUDIO_COLOR } from './rule-constants';

/** The colours style tags cycle through (spec §2). */
export const STYLE_COLOR_CYCLE: readonly string[] = STUDIO.styleColorCycle;

/**
 * The colours the studio's styles take in turn. A primary colour in the cycle starts the cycle at
 * itself (blue → blue, purple, …, pink, teal); any other (gray, a hex value) goes first, then the
 * whole cycle from teal. No primary colour means teal (spec §9 default).
 */
export function studioStyleColors(primaryColor: string | null | undefined): string[] {
  const primary = primaryColor || DEFAULT_STUDIO_COLOR;
  const start = STYLE_COLOR_CYCLE.indexOf(primary as (typeof STYLE_COLOR_CYCLE)[number]);
  if (start === -1) return [primary, ...STYLE_COLOR_CYCLE];
  return [...STYLE_COLOR_CYCLE.slice(start), ...STYLE_COLOR_CYCLE.slice(0, start)];
}

/** The colour of the studio's `index`-th style (0-based), repeating the cycle. */
export function studioStyleColor(primaryColor: string | null | undefined, index: number): string {
  const colors = studioStyleColors(primaryColor);
  return colors[((index % colors.length) + colors.length) % colors.length]!;
}
