/**
 * Every DOM event the widgets announce, with its `detail` (documented in `manifest.ts`). All are
 * `CustomEvent`s that bubble and are `composed`, so a listener on the element, the document or any
 * ancestor outside the shadow root hears them.
 */
import type { Attendance, GroupMember, Lesson } from '@plie/shared';

export interface PlieReadyDetail {
  tag: string;
}

export interface PlieErrorDetail {
  /** The reason, in the widget's language when the API gave one. */
  message: string;
  /** The HTTP status, when the API answered. */
  status?: number;
}

export interface PlieSignupDetail {
  attendance: Attendance;
  lesson: Lesson;
}

export interface PlieGroupJoinDetail {
  member: GroupMember;
  groupId: string;
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
