/**
 * The tags and their attribute names, as the script-tag bundle registers them (the descriptions stay
 * out of the bundle, in `manifest.ts`; a test keeps the two in step).
 */
const COMMON = ['lang', 'theme', 'color', 'api'] as const;

export const WIDGET_ATTRIBUTE_NAMES = {
  'plie-schedule': ['studio', 'view', 'styles', 'levels', 'days', ...COMMON],
  'plie-lesson-signup': ['lesson', 'date', ...COMMON],
  'plie-group-join': ['group', ...COMMON],
} as const;

export type WidgetTag = keyof typeof WIDGET_ATTRIBUTE_NAMES;

/** The `--plie-*` name of a top-level colour token of the theme (`textMuted` → `--plie-text-muted`). */
export const cssPropertyOfToken = (token: string): string =>
  `--plie-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
