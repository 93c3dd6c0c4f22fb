/**
 * The height each widget's element keeps free on the page from the moment the loader (`plie.ts`)
 * defines its tag, before any of the widget's code or data is in, until the widget shows its content
 * (or its error or empty state): so nothing on the studio's page moves as the widget arrives (layout
 * shift, issue 18). The page overrides each with `--<tag>-min-height` on the element or an ancestor
 * (e.g. `plie-group-join { --plie-group-join-min-height: 30rem }`), documented in `manifest.ts`.
 * In `rem`, as the widgets' own spacing and type are.
 */
import type { WidgetTag } from './widget-tags';

export const RESERVED_HEIGHTS: Record<WidgetTag, string> = {
  // A phone screen's worth: on a phone a studio's lessons nearly always run past the screen, so what
  // follows the schedule starts below the fold, and the lessons' arrival moves nothing in view.
  'plie-schedule': 'min(100svh, 44rem)',
  // The form's first view (heading, three fields, the terms, the button), measured on the example
  // studio site: 577 px in a 358 px column (a phone of 390 px: the date line takes two lines),
  // 552 px from 568 px up. The phone's, as most dancers book from a phone.
  'plie-lesson-signup': '36rem',
  // The same with the group's lessons listed and the join date: 670 px with one lesson, 692 px
  // with two, at any width from 358 px up.
  'plie-group-join': '43rem',
};

/** The custom property with which a host page sets a widget's reserved height. */
export const reservedHeightProperty = (tag: string): string => `--${tag}-min-height`;
