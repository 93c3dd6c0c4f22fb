/**
 * `@plie/sdk/components`: the React components third-party sites embed and the dashboard uses
 * (function components and hooks only, so the script-tag bundle can alias React to preact/compat),
 * with the design tokens and the texts they are drawn with.
 */

export type { Messages } from '../i18n';
export {
  intlLocale,
  messagesFor,
  type PluralForms,
  plural,
  SdkLanguageProvider,
  useSdkLanguage,
  useSdkMessages,
} from '../i18n';
export * from '../theme';
export {
  AttendanceSignUp,
  type AttendanceSignUpProps,
  type SignUpUser,
} from './attendance-sign-up/attendance-sign-up';
export { ModalDialog, SignUpDialog, type SignUpDialogProps } from './attendance-sign-up/sign-up-dialog';
export { GroupJoinForm, type GroupJoinFormProps } from './group-join/group-join-form';
export {
  LessonCalendar,
  type LessonCalendarProps,
  type SlotSelection,
} from './lesson-calendar/lesson-calendar';
export { type LessonRow, lessonRow, weekdayName } from './lesson-table/lesson-cells';
export { LessonTable, type LessonTableProps } from './lesson-table/lesson-table';
export { allLessons } from './schedule/all-lessons';
export { Schedule, type ScheduleFailure, type ScheduleProps } from './schedule/schedule';
export { RenderedInNarrowWindow } from './use-narrow-container';
export { NOW_TICK_MS, RenderedAt, useNow } from './use-now';
