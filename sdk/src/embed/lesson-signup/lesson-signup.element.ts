/** `<plie-lesson-signup>` in the DOM and in JSX. */
import type { PlieWidgetElement, WidgetAttributes } from '../widget-element';

export interface PlieLessonSignupElement extends PlieWidgetElement {
  lesson: string;
  date?: string;
}

export type PlieLessonSignupAttributes = WidgetAttributes<PlieLessonSignupElement> & { lesson: string };
