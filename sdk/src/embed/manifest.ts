/**
 * The script-tag widgets described once, as data: their tags, attributes, events, parts and CSS
 * custom properties. It feeds `custom-elements.json` (the Custom Elements Manifest, written by
 * `scripts/build-embed.ts` and kept fresh by a test), the `/developers` reference page of the
 * dashboard, and the tests that check every element defines what it documents.
 */

import type { WidgetTag } from './widget-tags';

export { cssPropertyOfToken } from './widget-tags';

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
const COMMON_ATTRIBUTES: readonly WidgetAttribute[] = [
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
const COMMON_EVENTS: readonly WidgetEvent[] = [
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

const FORM_PARTS: readonly WidgetPart[] = [
  { name: 'form', description: 'The form.' },
  { name: 'field', description: 'Each field, label and input together.' },
  { name: 'legal', description: 'The acceptance of the terms and the privacy policy.' },
  { name: 'submit', description: 'The submit button.' },
  { name: 'error', description: 'The reason a sending failed.' },
  { name: 'success', description: 'The confirmation after success.' },
];

export const WIDGETS: readonly WidgetDescription[] = [
  {
    tag: 'plie-schedule',
    className: 'PlieScheduleElement',
    summary:
      'A studio’s weekly schedule as a table or a week calendar, with capacity badges and the attend flow: a one-time sign-up, or joining the lesson’s group.',
    attributes: [
      {
        name: 'studio',
        type: 'string',
        required: true,
        description: 'The studio’s address name (`/studios/{name}`).',
      },
      {
        name: 'view',
        type: "'table' | 'calendar'",
        default: 'table',
        description: 'How lessons show first; the visitor can switch.',
      },
      {
        name: 'styles',
        type: 'string',
        description: 'Only these dance styles: comma-separated names or ids, e.g. `salsa,bachata`.',
      },
      {
        name: 'levels',
        type: 'string',
        description: 'Only these levels: comma-separated, of `beginner,intermediate,pro,open`.',
      },
      {
        name: 'days',
        type: 'string',
        description: 'Only these weekdays: comma-separated, of `mon,tue,wed,thu,fri,sat,sun`.',
      },
      ...COMMON_ATTRIBUTES,
    ],
    events: [
      ...COMMON_EVENTS,
      {
        name: 'plie-signup',
        detail: 'PlieSignupDetail',
        description: 'A dancer signed up for a lesson (the attendance and the lesson).',
      },
      {
        name: 'plie-group-join',
        detail: 'PlieGroupJoinDetail',
        description: 'A dancer joined a lesson’s group.',
      },
    ],
    parts: [
      { name: 'toolbar', description: 'The title and the table/calendar switch above the lessons.' },
      { name: 'table', description: 'The lesson table.' },
      { name: 'row', description: 'Each lesson row of the table.' },
      { name: 'attend-button', description: 'Each Attend button.' },
      { name: 'dialog', description: 'The sign-up and group dialogs.' },
      ...FORM_PARTS,
    ],
  },
  {
    tag: 'plie-lesson-signup',
    className: 'PlieLessonSignupElement',
    summary: 'The sign-up form for one occurrence of a lesson.',
    attributes: [
      { name: 'lesson', type: 'string', required: true, description: 'The lesson’s id.' },
      {
        name: 'date',
        type: 'string',
        description: 'The occurrence, `YYYY-MM-DD`; else the lesson’s next date.',
      },
      ...COMMON_ATTRIBUTES,
    ],
    events: [
      ...COMMON_EVENTS,
      {
        name: 'plie-signup',
        detail: 'PlieSignupDetail',
        description: 'The dancer signed up (the attendance and the lesson).',
      },
    ],
    parts: FORM_PARTS,
  },
  {
    tag: 'plie-group-join',
    className: 'PlieGroupJoinElement',
    summary: 'The form that joins a group: its members are signed up for every class of its lessons.',
    attributes: [
      { name: 'group', type: 'string', required: true, description: 'The group’s id (from its join link).' },
      ...COMMON_ATTRIBUTES,
    ],
    events: [
      ...COMMON_EVENTS,
      { name: 'plie-group-join', detail: 'PlieGroupJoinDetail', description: 'The dancer joined the group.' },
    ],
    parts: FORM_PARTS,
  },
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
];
