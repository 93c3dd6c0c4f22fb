/** `<plie-lesson-signup>` as the manifest documents it (gathered by `../manifest.ts`). */
import { COMMON_ATTRIBUTES, COMMON_EVENTS, FORM_PARTS, type WidgetDescription } from '../widget-description';

export const lessonSignupManifest: WidgetDescription = {
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
};
