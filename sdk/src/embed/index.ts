/**
 * `@plie/sdk/elements`: what the script-tag widgets are, for tools and typed pages — the manifest
 * (tags, attributes, events, parts, CSS properties), the event detail types, and the DOM and JSX
 * typings of the tags. It registers nothing: the elements come from the script tag.
 */
import type { PlieEventMap } from './events';

export type {
  PlieErrorDetail,
  PlieEventMap,
  PlieEventName,
  PlieGroupJoinDetail,
  PlieReadyDetail,
  PlieSignupDetail,
} from './events';
export {
  cssPropertyOfToken,
  WIDGET_CSS_PROPERTIES,
  WIDGETS,
  type WidgetAttribute,
  type WidgetCssProperty,
  type WidgetDescription,
  type WidgetEvent,
  type WidgetPart,
} from './manifest';

/** A widget element: its attributes as properties, and its events typed on `addEventListener`. */
export interface PlieWidgetElement extends HTMLElement {
  lang: string;
  theme?: string;
  color?: string;
  api?: string;
  addEventListener<K extends keyof PlieEventMap>(
    type: K,
    listener: (this: PlieWidgetElement, event: PlieEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

export interface PlieScheduleElement extends PlieWidgetElement {
  studio: string;
  view?: 'table' | 'calendar';
  styles?: string;
  levels?: string;
  days?: string;
}

export interface PlieLessonSignupElement extends PlieWidgetElement {
  lesson: string;
  date?: string;
}

export interface PlieGroupJoinElement extends PlieWidgetElement {
  group: string;
}

type WidgetAttributes<T> = Partial<Record<Exclude<keyof T, keyof HTMLElement>, string>> & {
  lang?: 'en' | 'ua' | 'pl';
  theme?: 'light' | 'dark';
  color?: string;
  api?: string;
  class?: string;
  className?: string;
  id?: string;
  style?: unknown;
  children?: unknown;
  ref?: unknown;
};

/** The tags' attributes in JSX (React and others reading `JSX.IntrinsicElements`). */
export interface PlieIntrinsicElements {
  'plie-schedule': WidgetAttributes<PlieScheduleElement> & { studio: string };
  'plie-lesson-signup': WidgetAttributes<PlieLessonSignupElement> & { lesson: string };
  'plie-group-join': WidgetAttributes<PlieGroupJoinElement> & { group: string };
}

declare global {
  interface HTMLElementTagNameMap {
    'plie-schedule': PlieScheduleElement;
    'plie-lesson-signup': PlieLessonSignupElement;
    'plie-group-join': PlieGroupJoinElement;
  }
  interface HTMLElementEventMap extends PlieEventMap {}
  namespace JSX {
    interface IntrinsicElements extends PlieIntrinsicElements {}
  }
}
