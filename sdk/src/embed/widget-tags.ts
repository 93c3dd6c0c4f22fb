/**
 * The registry of tags and their attribute names, as the script-tag bundle registers them: each
 * widget's names come from its folder (the descriptions stay out of the bundle, in the
 * `*.manifest.ts` files; a test keeps the two in step).
 */
import { GROUP_JOIN_ATTRIBUTE_NAMES } from './group-join/group-join.attributes';
import { LESSON_SIGNUP_ATTRIBUTE_NAMES } from './lesson-signup/lesson-signup.attributes';
import { SCHEDULE_ATTRIBUTE_NAMES } from './schedule/schedule.attribute-names';

export const WIDGET_ATTRIBUTE_NAMES = {
  'plie-schedule': SCHEDULE_ATTRIBUTE_NAMES,
  'plie-lesson-signup': LESSON_SIGNUP_ATTRIBUTE_NAMES,
  'plie-group-join': GROUP_JOIN_ATTRIBUTE_NAMES,
} as const;

export type WidgetTag = keyof typeof WIDGET_ATTRIBUTE_NAMES;
