/**
 * Every DOM event the widgets announce, in one typed map (documented in `manifest.ts`): the two every
 * widget sends are here; a widget's own event is declared in its folder (`plie-signup` in
 * `lesson-signup/`, `plie-group-join` in `group-join/`; the schedule sends both). All are
 * `CustomEvent`s that bubble and are `composed`, so a listener on the element, the document or any
 * ancestor outside the shadow root hears them.
 */
import type { PlieGroupJoinDetail } from './group-join/group-join.events';
import type { PlieSignupDetail } from './lesson-signup/lesson-signup.events';

export type { PlieGroupJoinDetail } from './group-join/group-join.events';
export type { PlieSignupDetail } from './lesson-signup/lesson-signup.events';

export interface PlieReadyDetail {
  tag: string;
}

export interface PlieErrorDetail {
  /** The reason, in the widget's language when the API gave one. */
  message: string;
  /** The HTTP status, when the API answered. */
  status?: number;
}

export interface PlieEventMap {
  'plie-ready': CustomEvent<PlieReadyDetail>;
  'plie-error': CustomEvent<PlieErrorDetail>;
  'plie-signup': CustomEvent<PlieSignupDetail>;
  'plie-group-join': CustomEvent<PlieGroupJoinDetail>;
}

export type PlieEventName = keyof PlieEventMap;

type DetailOf<Name extends PlieEventName> =
  PlieEventMap[Name] extends CustomEvent<infer Detail> ? Detail : never;

/** Announces `name` from `host` (the custom element). */
export const emit = <Name extends PlieEventName>(host: Element, name: Name, detail: DetailOf<Name>): void => {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
};
