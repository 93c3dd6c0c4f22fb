/**
 * The shape in which each widget folder describes its element (`<widget>/<widget>.manifest.ts`), and
 * what every widget shares: the common attributes, the ready/error events and the form's parts.
 * `manifest.ts` gathers the descriptions; none of this reaches the script-tag bundle.
 */
import type { WidgetTag } from './widget-tags';

export interface WidgetAttribute {
  name: string;
  /** A TypeScript type, as the manifest writes it (`'table' | 'calendar'`). */
  type: string;
  description: string;
  required?: boolean;
  default?: string;
}

export interface WidgetEvent {
  name: string;
  /** The type of `event.detail`, by name (see `events.ts`). */
  detail: string;
  description: string;
}

export interface WidgetPart {
  name: string;
  description: string;
}

export interface WidgetCssProperty {
  name: string;
  description: string;
  default?: string;
  /** The one widget that reads it; without it, every widget does. */
  tag?: WidgetTag;
}

export interface WidgetDescription {
  tag: WidgetTag;
  /** The class the bundle registers, for the manifest and the typings. */
  className: string;
  summary: string;
  attributes: readonly WidgetAttribute[];
  events: readonly WidgetEvent[];
  parts: readonly WidgetPart[];
}

/** What every widget takes: language, look and the API it talks to. */
export const COMMON_ATTRIBUTES: readonly WidgetAttribute[] = [
  {
    name: 'lang',
    type: "'en' | 'ua' | 'pl'",
    description: 'The language of the widget; else the page’s `<html lang>` (uk counts as ua), else English.',
  },
  {
    name: 'theme',
    type: "'light' | 'dark'",
    description: 'Light or dark; without it, the visitor’s `prefers-color-scheme`.',
  },
  {
    name: 'color',
    type: 'string',
    description:
      'The primary colour: a palette name (teal, blue, purple, cyan, green, yellow, orange, red, pink, gray) or a hex colour such as `#0a78c8`. The schedule uses the studio’s own colour without it; the others teal.',
  },
  {
    name: 'api',
    type: 'string',
    description:
      'The origin of the Plié API, e.g. `https://plie.dance`; else the origin the script was loaded from.',
  },
];

/** What every widget announces (all bubble and cross the shadow boundary: `composed`). */
export const COMMON_EVENTS: readonly WidgetEvent[] = [
  {
    name: 'plie-ready',
    detail: 'PlieReadyDetail',
    description: 'The widget has loaded its data and shows it.',
  },
  {
    name: 'plie-error',
    detail: 'PlieErrorDetail',
    description: 'Loading or sending failed: the widget shows the message too.',
  },
];

/** The parts of the sign-up and group-join forms, wherever a widget shows one. */
export const FORM_PARTS: readonly WidgetPart[] = [
  { name: 'form', description: 'The form.' },
  { name: 'field', description: 'Each field, label and input together.' },
  { name: 'legal', description: 'The acceptance of the terms and the privacy policy.' },
  { name: 'submit', description: 'The submit button.' },
  { name: 'error', description: 'The reason a sending failed.' },
  { name: 'success', description: 'The confirmation after success.' },
];
