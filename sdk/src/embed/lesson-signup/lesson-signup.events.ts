/** `plie-signup`: a dancer signed up (sent by `<plie-lesson-signup>` and by `<plie-schedule>`). */
import type { Attendance, Lesson } from '@plie/shared';

export interface PlieSignupDetail {
  attendance: Attendance;
  lesson: Lesson;
}
