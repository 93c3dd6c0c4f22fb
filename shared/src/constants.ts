/**
 * Every business constant of the product (spec §9, plus the few numbers spec §2, §4 and §5 state).
 * Nothing else in the code base writes these numbers: import them from here.
 */

/** Page sizes of lists and searches (spec §9, §7). */
export const PAGE_SIZE = {
  /** Lessons, main search view. */
  lessonsMain: 50,
  /** Lessons on the schedule, teacher, studio and studios views. */
  lessonsSchedule: 20,
  /** Lessons of the room view. */
  lessonsRoom: 100,
  /** Teacher search cards. */
  teachers: 50,
  /** Studio search cards. */
  studios: 50,
  /** Admin panel lists (studios, users); loading stops when fewer than this return. */
  admin: 50,
  /** Admin bulk lists (the lessons-bulk studio list). */
  adminBulk: 1000,
  /** The admin's studio picker. */
  adminStudioPicker: 2000,
} as const;

/** The largest `limit` each search accepts: the largest page size the spec uses for it. */
export const MAX_PAGE_SIZE = {
  lessons: PAGE_SIZE.lessonsRoom,
  studios: PAGE_SIZE.adminStudioPicker,
  users: PAGE_SIZE.teachers,
} as const;

/** Layout (spec §2, §9). */
export const LAYOUT = {
  /** Below this width (px) the mobile layout applies: filter drawer, short columns, day calendar. */
  mobileBreakpointPx: 600,
} as const;

/** Ages (spec §5, §9). */
export const AGE = {
  /** Lowest age of a lesson / the age filter; 0 means no lower limit. */
  min: 0,
  /** Highest age of a lesson / the age filter; 100 means no upper limit. */
  max: 100,
  /** Youngest age allowed to create an account. */
  minRegistration: 13,
  /** From this age no parental consent is needed. */
  adult: 18,
  /** Ages of this or more are an invalid date of birth. */
  invalidFrom: 110,
} as const;

/** Room capacity and the lesson occupancy badge (spec §4, §9). */
export const CAPACITY = {
  /** Share of the room capacity from which the badge turns yellow (below: green; full: red). */
  yellowThreshold: 0.75,
  /** Capacity of a new room. */
  defaultRoom: 30,
  /** Sanity bound for a room's capacity (not in the spec; keeps counters and inputs sane). */
  maxRoom: 10_000,
} as const;

/** Sanity bound for a room's rent price (not in the spec; DynamoDB and JSON keep it exact). */
export const RENT_PRICE_MAX = 1_000_000;

/** Currencies of a room's rent price (spec §3, §9). */
export const CURRENCIES = ['EUR', 'USD', 'PLN', 'UAH'] as const;

/** Attendance (spec §4, §9). */
export const ATTENDANCE = {
  /** A cancellation under this many hours before the lesson is flagged (red). */
  lateCancellationHours: 12,
  /** The attendance list of a lesson pages by this many days (one week). */
  listPageDays: 7,
} as const;

/** Lengths of names and credentials (spec §5, §9). */
export const NAME = { minLength: 3 } as const;
export const USERNAME = { minLength: 3, maxLength: 20 } as const;
export const PASSWORD = {
  minLength: 8,
  /** Not in the spec: bounds the work of hashing. */
  maxLength: 128,
} as const;

/** Upper bounds of free-text fields (not in the spec: keep requests and items small). */
export const TEXT_MAX_LENGTH = {
  id: 64,
  name: 120,
  email: 254,
  url: 2048,
  about: 5000,
  short: 200,
  search: 200,
  timezone: 64,
  token: 512,
  instagram: 30,
} as const;

/** Search filters (not in the spec: bounds the lists a filter may carry). */
export const FILTERS = { maxListItems: 100 } as const;

/** Uploaded images (spec §5, §9). */
export const FILES = {
  avatarMaxBytes: 800_000,
  bannerMaxBytes: 8_000_000,
  /** One file per upload. */
  maxCount: 1,
  mimeTypes: ['image/png', 'image/jpeg'],
} as const;

/** Weekdays: 0 = Monday … 6 = Sunday (spec §3, §9). */
export const WEEKDAY = { monday: 0, sunday: 6, count: 7 } as const;

/** Clock times of lessons (spec §5). */
export const LESSON_TIME = { minHour: 0, maxHour: 23, minMinute: 0, maxMinute: 59 } as const;

/** The studio calendar (spec §2, §9). */
export const CALENDAR = {
  slotMinutes: 15,
  /** Weeks start on Monday (weekday 0). */
  weekStartsOn: WEEKDAY.monday,
  /** Hours of padding around the earliest and latest events. */
  paddingHours: 1,
  /** Shown range when there are no events. */
  defaultStartHour: 8,
  defaultEndHour: 12,
} as const;

/** Durations in milliseconds (spec §2, §5, §9). */
export const TIMING_MS = {
  addressLookupDebounce: 2000,
  toast: 3000,
  onboardingToast: 5000,
  copyConfirmation: 1500,
} as const;

/** City search box (spec §5). */
export const CITY_SEARCH = {
  /** The suggestion list opens when more than this many characters are typed. */
  suggestAfterChars: 2,
  /** The list fetch starts when more than this many characters are typed. */
  fetchAfterChars: 1,
} as const;

/** Lesson groups (spec §4, §9). */
export const GROUP = {
  defaultExpiryYear: 2100,
  /** Expiration date of a new group member. */
  defaultExpirationDate: '2100-01-01',
  /**
   * Most lessons in one group (not in the spec): a group and its lessons are written in one
   * DynamoDB transaction (at most 100 items).
   */
  maxLessons: 50,
  /** Lifetime of the e-mailed leave link (not in the spec: a course runs for months). */
  leaveLinkTtlDays: 400,
  /** The zone of "today" for a group whose lessons are gone (the lessons' own zone otherwise). */
  fallbackTimeZone: 'Europe/Warsaw',
} as const;

/** Defaults of a new lesson (spec §3, §4). */
export const LESSON_DEFAULTS = {
  isClosedGroup: false,
  isReoccurring: true,
  ageMin: AGE.min,
  ageMax: AGE.max,
} as const;

/** Studio look (spec §2, §3, §9). */
export const STUDIO = {
  defaultPrimaryColor: 'teal',
  /** `theme: true` is light (spec §3). */
  defaultTheme: true,
  /** Colours of the studio's style tags, in order, starting from the studio's primary colour. */
  styleColorCycle: ['teal', 'blue', 'purple', 'cyan', 'green', 'yellow', 'orange', 'red', 'pink'],
} as const;

/**
 * Videos of a studio or a user page (spec §3 Video; the count is not in the spec): the list lives
 * in the profile's one DynamoDB item (400 KB at most) and is shown in full in the page header.
 */
export const VIDEOS = { maxCount: 20 } as const;

/** Onboarding (spec §2). */
export const ONBOARDING = { steps: 4 } as const;

/** Interface languages (spec §1, §9): the list lives with the rest of the locale rules. */
export { LANGUAGES } from './locale';
export const DEFAULT_LANGUAGE = 'en';

/** Keys the web app keeps in local storage (spec §1, §2, §4). */
export const STORAGE_KEYS = {
  language: 'language',
  /** Set to 'true' by the e-mail confirmation page; the next login goes to onboarding. */
  onboardingRequired: 'onboardingRequired',
  /** Id of the last lesson the user signed up for. */
  lastSucceededLessonId: 'lastSucceededLessonId',
  /** The signed-in user's access token (the dashboard's session; the widgets read it on Plié's own site). */
  accessToken: 'accessToken',
} as const;

/** Account retention (terms, spec §2, §9). */
export const ACCOUNT_RETENTION = {
  /** Accounts whose e-mail stays unconfirmed this long may be purged. */
  unconfirmedPurgeHours: 24,
  /** Accounts inactive this long may be deleted. */
  inactivityMonths: 12,
} as const;

/** Sign-in (not in the spec: security settings of the API). */
export const AUTH = {
  /** Lifetime of an access token. */
  accessTokenTtlHours: 24 * 7,
  /** Lifetime of an e-mail confirmation link. */
  confirmationLinkTtlHours: 48,
  // Failed logins and other floods: the limits of functions/src/services/rate-limits.ts (settings).
} as const;
