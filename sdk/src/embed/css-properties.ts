/**
 * How a host page themes the widgets: every top-level colour token of the theme can be overridden
 * by a `--plie-*` custom property (used by `widget-shell.tsx`, documented in `manifest.ts`).
 */

/** The `--plie-*` name of a top-level colour token of the theme (`textMuted` → `--plie-text-muted`). */
export const cssPropertyOfToken = (token: string): string =>
  `--plie-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
