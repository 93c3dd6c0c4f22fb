/**
 * The HTML a studio pastes into its own website to show the Plié widgets: the script tag of the
 * bundle and a `<plie-schedule>` element. Pure, so the escaping has a table-driven test.
 */
import { type Language, webPath } from '@plie/shared';

/** Where the script-tag bundle is served, on the dashboard's own origin. */
export const EMBED_SCRIPT_PATH = '/embed/plie.js';

/** The demo studio the examples and the live preview show when nothing else is known. */
export const EXAMPLE_STUDIO = 'rytm_krakow';

export type ScheduleView = 'table' | 'calendar';
/** `auto` leaves the choice to the visitor's `prefers-color-scheme` (no `theme` attribute). */
export type ScheduleTheme = 'auto' | 'light' | 'dark';

export interface ScheduleSnippetOptions {
  studio: string;
  lang?: Language | undefined;
  view?: ScheduleView | undefined;
  theme?: ScheduleTheme | undefined;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** A value safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string): string => value.replace(/[&<>"]/g, (char) => ENTITIES[char]!);

/** `<script type="module" src="{origin}/embed/plie.js"></script>` */
export const embedScriptTag = (origin: string): string =>
  `<script type="module" src="${escapeAttribute(`${origin}${EMBED_SCRIPT_PATH}`)}"></script>`;

/**
 * The attributes of a `<plie-schedule>` in the order the snippet writes them; the defaults
 * (table view, the visitor's theme) are left out, as the widget assumes them.
 */
export const scheduleAttributes = ({ studio, lang, view, theme }: ScheduleSnippetOptions) => ({
  studio: studio.trim(),
  ...(lang ? { lang } : {}),
  ...(view === 'calendar' ? { view } : {}),
  ...(theme === 'light' || theme === 'dark' ? { theme } : {}),
});

/** `<plie-schedule studio="…" lang="…"></plie-schedule>` */
export const scheduleTag = (options: ScheduleSnippetOptions): string => {
  const attributes = Object.entries(scheduleAttributes(options))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<plie-schedule${attributes}></plie-schedule>`;
};

/** The two lines to paste: the script tag, then the schedule. */
export const scheduleSnippet = (origin: string, options: ScheduleSnippetOptions): string =>
  `${embedScriptTag(origin)}\n${scheduleTag(options)}`;

/** The developers page, with `studio` chosen in its live preview. */
export const developersPath = (studio?: string): string =>
  webPath.developers({ studio: studio || undefined });

/** The studio named by `?studio=` of the developers page, if any. */
export const studioFromQuery = (query: string): string | undefined =>
  new URLSearchParams(query).get('studio')?.trim() || undefined;
