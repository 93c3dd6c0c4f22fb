/**
 * The code of the two form widgets, `<plie-lesson-signup>` and `<plie-group-join>`: one chunk
 * (`plie-forms-<hash>.js`), fetched by the loader (`plie.ts`) the first time either tag connects.
 * One chunk rather than two: they share nearly all their code (the shell, the sign-up fields, the
 * client), the group form and the lesson cells they don't share are ~2 kB gzip, and every chunk
 * boundary costs compression: split apart, the three widgets in English came to 46.4 kB gzip, over
 * their 45 kB budget, against 45.0 kB so. The schedule is a chunk of its own
 * (`schedule/plie-schedule.ts`): a page with a form alone never downloads it.
 */
import { GroupJoinWidget } from './group-join/group-join-widget';
import { LessonSignupWidget } from './lesson-signup/lesson-signup-widget';
import { widgetCode } from './widget-code';

export const lessonSignup = widgetCode(LessonSignupWidget);
export const groupJoin = widgetCode(GroupJoinWidget);
