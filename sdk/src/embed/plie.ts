/**
 * The script-tag bundle (`<script type="module" src="https://…/embed/plie.js">`): registers
 * `<plie-schedule>`, `<plie-lesson-signup>` and `<plie-group-join>` (documented in `manifest.ts`), each
 * rendering into its own open shadow root; each widget lives in its own folder (`schedule/`,
 * `lesson-signup/`, `group-join/`) beside the shell they share. Loading it twice is harmless: a tag already defined
 * (by this bundle from another URL, say) is left as it is.
 */
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { GroupJoinWidget } from './group-join/group-join-widget';
import { LessonSignupWidget } from './lesson-signup/lesson-signup-widget';
import { ScheduleWidget } from './schedule/schedule-widget';
import { setScriptOrigin } from './script-origin';
import { WIDGET_ATTRIBUTE_NAMES, type WidgetTag } from './widget-tags';

setScriptOrigin(new URL(import.meta.url).origin);

const COMPONENTS: Record<WidgetTag, ComponentType<never>> = {
  'plie-schedule': ScheduleWidget,
  'plie-lesson-signup': LessonSignupWidget,
  'plie-group-join': GroupJoinWidget,
};

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcElement = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER]: () => void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

for (const [tag, attributes] of Object.entries(WIDGET_ATTRIBUTE_NAMES) as [WidgetTag, readonly string[]][]) {
  if (customElements.get(tag)) continue;
  const props = Object.fromEntries(attributes.map((name) => [name, 'string' as const]));
  const Base = r2wc(COMPONENTS[tag], { shadow: 'open', props }) as unknown as new () => R2wcElement;
  // r2wc ignores a removed attribute; here it goes back to its default (the attribute names are one word each).
  class Widget extends Base {
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (value !== null) return super.attributeChangedCallback(name, old, value);
      this[PROPS][name] = undefined;
      this[RENDER]();
    }
  }
  customElements.define(tag, Widget);
}
