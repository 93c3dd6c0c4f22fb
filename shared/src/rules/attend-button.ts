/**
 * Spec §4 "Attend button": shown only if the user is not the teacher, has no active attendance on
 * the lesson and is not in the lesson's group (otherwise an occupancy badge is shown); disabled when
 * the lesson is full or its group is closed.
 */
import { isFull } from './capacity-badge';

export interface AttendButtonViewer {
  /** The viewer teaches this lesson. */
  isTeacherOfLesson: boolean;
  /** The viewer has an attendance on the lesson that is not cancelled. */
  hasActiveAttendance: boolean;
  /** The viewer is an active member of the lesson's group. */
  isInLessonGroup: boolean;
}

export interface AttendButtonLesson {
  attendees: number;
  capacity: number;
  /** Default false (spec §3). */
  isClosedGroup?: boolean;
}

/** Whether the attend button is shown at all; when it is not, the occupancy badge takes its place. */
export function isAttendButtonShown(viewer: AttendButtonViewer): boolean {
  return !viewer.isTeacherOfLesson && !viewer.hasActiveAttendance && !viewer.isInLessonGroup;
}

/** Whether the attend button can be pressed. */
export function isAttendButtonEnabled(lesson: AttendButtonLesson): boolean {
  return !isFull(lesson.attendees, lesson.capacity) && !lesson.isClosedGroup;
}
