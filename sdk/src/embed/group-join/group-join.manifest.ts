/** `<plie-group-join>` as the manifest documents it (gathered by `../manifest.ts`). */
import { COMMON_ATTRIBUTES, COMMON_EVENTS, FORM_PARTS, type WidgetDescription } from '../widget-description';

export const groupJoinManifest: WidgetDescription = {
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
};
