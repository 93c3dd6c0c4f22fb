/**
 * `@plie/sdk/elements`: what the script-tag widgets are, for tools and typed pages — the manifest
 * (tags, attributes, events, parts, CSS properties), the event detail types, and the DOM and JSX
 * typings of the tags (each from its widget's folder). It registers nothing: the elements come
 * from the script tag.
 */
import type { PlieEventMap } from './events';
import type { PlieGroupJoinAttributes, PlieGroupJoinElement } from './group-join/group-join.element';
import type {
  PlieLessonSignupAttributes,
  PlieLessonSignupElement,
} from './lesson-signup/lesson-signup.element';
import type { PlieScheduleAttributes, PlieScheduleElement } from './schedule/schedule.element';

export type {
  PlieErrorDetail,
  PlieEventMap,
  PlieEventName,
  PlieGroupJoinDetail,
  PlieReadyDetail,
  PlieSignupDetail,
} from './events';
export type { PlieGroupJoinElement } from './group-join/group-join.element';
export type { PlieLessonSignupElement } from './lesson-signup/lesson-signup.element';
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
export type { PlieScheduleElement } from './schedule/schedule.element';
export type { PlieWidgetElement } from './widget-element';

/** The tags' attributes in JSX (React and others reading `JSX.IntrinsicElements`). */
export interface PlieIntrinsicElements {
  'plie-schedule': PlieScheduleAttributes;
  'plie-lesson-signup': PlieLessonSignupAttributes;
  'plie-group-join': PlieGroupJoinAttributes;
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
