/**
 * The sdk components' texts in English: the source every other language must match key for key
 * (`satisfies Messages` in `ua.ts`, `pl.ts`). A text with values is a function; plurals go through
 * `plural` (CLDR rules via `Intl.PluralRules`).
 */
import type { Level } from '@plie/shared';
import { plural } from './plural';
import type { WidgetErrorCode } from './widget-errors';

export const en = {
  /** The lesson table's default caption (its accessible name). */
  lessons: 'Lessons',
  columns: {
    when: 'When',
    nextDate: 'Next date',
    lesson: 'Lesson',
    level: 'Level',
    teacher: 'Teacher',
    place: 'Place',
    places: 'Places',
    actions: 'Actions',
  },
  levels: { 0: 'Beginner', 1: 'Intermediate', 2: 'Pro', 3: 'Open' } satisfies Record<Level, string>,
  /** The badge of the lesson under way. */
  now: 'Now',
  /** Read out with the lesson under way. */
  onNow: 'on now',
  closedGroup: 'Closed group',
  full: 'Full',
  occupancy: (taken: number, capacity: number) => `${taken} of ${capacity} places taken`,
  placesLeft: (count: number) => plural('en', count, { one: '# place left', other: '# places left' }),
  agesBetween: (min: number, max: number) => `Ages ${min}–${max}`,
  agesFrom: (min: number) => `Ages ${min}+`,
  agesUpTo: (max: number) => `Ages up to ${max}`,
  /** The time zone a lesson's times are in, when it is not the viewer's. */
  timeZone: (zone: string) => `Times in ${zone}`,
  noLessons: 'No lessons to show.',
  /** The lesson calendar (`<LessonCalendar>`). */
  calendar: {
    /** Its default accessible name. */
    label: 'Lesson calendar',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    previousDay: 'Previous day',
    nextDay: 'Next day',
    today: 'Today',
    /** Read out on an empty slot that adds a lesson. */
    newLessonAt: (day: string, time: string) => `Add a lesson on ${day} at ${time}`,
    /** Read out once before the slots, when they add lessons. */
    instructions:
      'Choose a free time to add a lesson there. The arrow keys move between times and days; Shift with the up and down arrows selects a longer time.',
    noLessonsOnDay: 'No lessons on this day.',
    noLessonsInWeek: 'No lessons this week.',
  },
  /** The sign-up for one occurrence (`<AttendanceSignUp>`, `<SignUpDialog>`). */
  signUp: {
    title: 'Sign up for the lesson',
    name: 'Full name',
    email: 'E-mail',
    instagram: 'Instagram (optional)',
    instagramHint: 'Your username, without a link',
    legalBefore: 'I accept the ',
    terms: 'Terms and Conditions',
    legalBetween: ' and the ',
    privacy: 'Privacy Policy',
    opensInNewTab: '(opens in a new tab)',
    submit: 'Sign up',
    submitting: 'Signing up…',
    cancel: 'Cancel',
    close: 'Close',
    failed: 'Failed to register attendance',
    success: 'You are signed in for the lesson!',
    sentTo: (email: string) => `A confirmation with a link to cancel is on its way to ${email}.`,
    nameRequired: 'Full name is required (at least 3 characters)',
    emailInvalid: 'Email is invalid',
    instagramLink: 'Invalid instagram – Links are not allowed, only username',
    instagramInvalid: 'Invalid instagram username',
    legalTitle: 'Legal Documents Required',
    legalRequired: 'You must accept the Terms & Conditions and Privacy Policy',
    /** The server's refusals (spec §8 shows them for 400 and 404), by error code (widget-errors.ts). */
    serverMessages: {
      'lesson.full': 'No places left for this lesson',
      'attendance.duplicate': 'This e-mail is already signed up for this lesson',
      'lesson.started': 'This lesson has already started',
      'lesson.notOnThisDate': 'The lesson does not take place on this date',
      'lesson.closedGroup': 'Only members of its group can sign up for this lesson',
      'lesson.notFound': 'This lesson no longer exists',
      'attendance.onlyYourself': 'You can sign up only yourself',
      'group.alreadyMember': 'This e-mail is already a member of this group',
      'group.notFound': 'This group no longer exists',
      'group.onlyYourself': 'You can join a group only as yourself',
      'group.changedMeanwhile': 'The group changed meanwhile: please try again',
    } satisfies Record<WidgetErrorCode, string>,
  },
  /** Joining a group (`<GroupJoinForm>`). */
  groupJoin: {
    joinStarting: 'Join from',
    joinStartingHint: 'Classes from this date on; today at the latest.',
    joinStartingInFuture: 'The join-starting date cannot be later than today',
    submit: 'Join the group',
    submitting: 'Joining…',
    failed: 'Failed to join the group',
    success: 'You joined the group!',
    sentTo: (email: string) =>
      `You are signed up for its classes. A confirmation with a link to leave the group is on its way to ${email}.`,
  },
  /** The script-tag widgets (`<plie-schedule>`, `<plie-lesson-signup>`, `<plie-group-join>`). */
  widget: {
    loadingSchedule: 'Loading the schedule…',
    loading: 'Loading…',
    scheduleFailed: 'Could not load the schedule.',
    lessonFailed: 'Could not load this lesson.',
    groupFailed: 'Could not load this group.',
    notFound: 'Not found: check the widget’s attributes.',
    retry: 'Try again',
    missing: (attribute: string) => `The widget needs its ${attribute} attribute.`,
    title: (studio: string) => `${studio}: class schedule`,
    view: 'View',
    table: 'Table',
    calendar: 'Calendar',
    attend: 'Attend',
    attendLesson: (lesson: string) => `Attend ${lesson}`,
    noUpcoming: 'This lesson has no upcoming date.',
    groupChoiceTitle: 'This lesson belongs to a group',
    groupChoiceText: 'Sign up for this one class, or join the group and be signed up for all of its classes.',
    oneTime: 'One-time lesson',
    joinGroup: 'Join the group',
    groupLessons: (count: number) =>
      plural('en', count, { one: '# lesson a week', other: '# lessons a week' }),
    poweredBy: 'Schedule by Plié',
  },
};

export type Messages = typeof en;
