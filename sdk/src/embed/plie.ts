/**
 * The script-tag entry, `plie.js` (`<script type="module" src="https://…/embed/plie.js">`): a small
 * loader that imports nothing else. It defines `<plie-schedule>`, `<plie-lesson-signup>` and
 * `<plie-group-join>` (documented in `manifest.ts`) as light custom elements (`widget-loader.ts`),
 * and fetches a widget's code only when its tag first connects — in the page's HTML, added later by
 * a script, or inside another shadow root: the schedule's chunk (`schedule/plie-schedule.ts`) or the
 * two forms' (`plie-forms.ts`), with Preact, emotion and the client in chunks they share, each
 * fetched once. A page with only a sign-up form never downloads the schedule. Loading this twice is
 * harmless: a tag already defined (by this script from another URL, say) is left as it is. Each
 * element keeps its widget's height free from its connection on (`reserved-heights.ts`), so the page
 * does not move as the widget arrives.
 */
import { RESERVED_HEIGHTS } from './reserved-heights';
import { warmUpIntlSoon } from './warm-icu';
import { defineWidgetElement, type WidgetCode } from './widget-loader';
import { WIDGET_ATTRIBUTE_NAMES, type WidgetTag } from './widget-tags';

/** Each widget's code: `import()`s that esbuild splits into chunks beside `plie.js`. */
const WIDGET_CODE: Record<WidgetTag, () => Promise<WidgetCode>> = {
  'plie-schedule': () => import('./schedule/plie-schedule').then((chunk) => chunk.schedule),
  'plie-lesson-signup': () => import('./plie-forms').then((chunk) => chunk.lessonSignup),
  'plie-group-join': () => import('./plie-forms').then((chunk) => chunk.groupJoin),
};

for (const [tag, attributes] of Object.entries(WIDGET_ATTRIBUTE_NAMES) as [WidgetTag, readonly string[]][]) {
  const load = () => {
    // While the widget's code downloads (warm-icu.ts).
    warmUpIntlSoon();
    return WIDGET_CODE[tag]();
  };
  defineWidgetElement({ tag, attributes, load, reservedHeight: RESERVED_HEIGHTS[tag] });
}
