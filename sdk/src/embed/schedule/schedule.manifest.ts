/** `<plie-schedule>` as the manifest documents it (gathered by `../manifest.ts`). */
import { COMMON_ATTRIBUTES, COMMON_EVENTS, FORM_PARTS, type WidgetDescription } from '../widget-description';

export const scheduleManifest: WidgetDescription = {
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
};
