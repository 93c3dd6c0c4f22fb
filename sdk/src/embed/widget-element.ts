/**
 * What every widget element is in the DOM and in JSX: its common attributes as properties, and its
 * events typed on `addEventListener`. Each widget's own element type extends it in its folder
 * (`schedule/schedule.element.ts`, …); `index.ts` declares the tags globally.
 */
import type { PlieEventMap } from './events';

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

/** An element's attributes in JSX: its own as strings, the common ones, and what JSX adds. */
export type WidgetAttributes<T> = Partial<Record<Exclude<keyof T, keyof HTMLElement>, string>> & {
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
