/**
 * The script-tag widgets described once, as data: their tags, attributes, events, parts and CSS
 * custom properties. Each widget describes itself in its folder (`<widget>/<widget>.manifest.ts`);
 * this gathers them. It feeds `custom-elements.json` (the Custom Elements Manifest, written by
 * `scripts/embed-build.ts` and kept fresh by a test), the `/developers` reference page of the
 * dashboard, and the tests that check every element defines what it documents.
 */
import { groupJoinManifest } from './group-join/group-join.manifest';
import { lessonSignupManifest } from './lesson-signup/lesson-signup.manifest';
import { RESERVED_HEIGHTS, reservedHeightProperty } from './reserved-heights';
import { scheduleManifest } from './schedule/schedule.manifest';
import type { WidgetCssProperty, WidgetDescription } from './widget-description';
import type { WidgetTag } from './widget-tags';

export { cssPropertyOfToken } from './css-properties';
export type {
  WidgetAttribute,
  WidgetCssProperty,
  WidgetDescription,
  WidgetEvent,
  WidgetPart,
} from './widget-description';

export const WIDGETS: readonly WidgetDescription[] = [
  scheduleManifest,
  lessonSignupManifest,
  groupJoinManifest,
];

/** The custom properties a host page may set on any widget (on the element or an ancestor). */
export const WIDGET_CSS_PROPERTIES: readonly WidgetCssProperty[] = [
  { name: '--plie-primary', description: 'The primary colour: buttons, links, the current lesson.' },
  { name: '--plie-on-primary', description: 'Text on the primary colour.' },
  { name: '--plie-background', description: 'The widget’s background.' },
  { name: '--plie-surface', description: 'Cards, rows and dialogs.' },
  { name: '--plie-text', description: 'The text colour.' },
  { name: '--plie-text-muted', description: 'Secondary text.' },
  { name: '--plie-border', description: 'Lines and field borders.' },
  { name: '--plie-font-family', description: 'The font.', default: 'system-ui, sans-serif' },
  { name: '--plie-radius', description: 'The corner radius of buttons, fields and cards.' },
  ...(Object.entries(RESERVED_HEIGHTS) as [WidgetTag, string][]).map(([tag, height]) => ({
    name: reservedHeightProperty(tag),
    tag,
    description: `The height a <${tag}> keeps free on the page from the moment the script defines it until it shows its content, so the page does not move as the widget arrives. Set it to the height the widget takes on your page.`,
    default: height,
  })),
];
