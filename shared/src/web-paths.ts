/**
 * Every page of the website (spec §2), written once: its route pattern as the dashboard's router
 * reads it (`/studios/:studioName`), and a builder that fills the pattern's parameters and the
 * page's query safely (`webPath.studio({ studioName })` → `/studios/rytm_krak%C3%B3w`).
 *
 * The router takes its paths from `WEB_PATHS`; links in the dashboard and the widgets, and the
 * links the server e-mails or redirects to (`${publicWebUrl()}${webPath.cancelAttendance({ token })}`)
 * come from `webPath`, so a page's address is typed in one place. API paths are not here: they
 * come from the contract.
 */
import type { OnboardingRole } from './enums';

/** The route pattern of each page; `:name` is a path parameter. */
export const WEB_PATHS = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  confirmEmail: '/confirm-email',
  authCallback: '/auth/callback',
  completeSignup: '/complete-signup',
  profileSettings: '/profile-settings',
  onboarding: '/onboard',
  user: '/users/:username',
  schedule: '/schedule',
  teachers: '/teachers',
  studios: '/studios',
  createStudio: '/studios/create',
  studio: '/studios/:studioName',
  terms: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  legalNotice: '/legal-notice',
  admin: '/admin',
  editRoom: '/edit-room',
  editLesson: '/edit-lesson',
  cancelAttendance: '/cancel-attendance',
  resendBookingLinks: '/bookings/resend',
  joinGroup: '/join-group',
  createGroup: '/create-group',
  leaveGroup: '/leave-group',
  developers: '/developers',
  notFound: '/404',
  embeddedSchedule: '/embed/schedule/:studioName',
} as const;

export type WebPage = keyof typeof WEB_PATHS;

/** A query value; `undefined` leaves the parameter out. */
type QueryValue = string | number | undefined;

/** `from=onboard`: the page is a step of onboarding and returns there (spec §2). */
type FromOnboarding = { from?: 'onboard' };

/** The query each page reads, in the order its addresses list the parameters. */
export interface WebPageQueries {
  landing: object;
  login: { error?: 'auth_failed'; fromRegister?: 'true' };
  signup: object;
  confirmEmail: { token: string };
  authCallback: { token: string };
  completeSignup: object;
  profileSettings: object;
  onboarding: { step?: number; role?: OnboardingRole | undefined };
  user: { tab?: string } & FromOnboarding;
  schedule: {
    city?: string;
    country?: string;
    days?: string;
    styles?: string;
    levels?: string;
    age?: number;
    open?: '1';
    search?: string;
  };
  teachers: object;
  studios: { filter?: 'my' } & FromOnboarding;
  createStudio: FromOnboarding;
  studio: { tab?: string; sub?: string } & FromOnboarding;
  terms: object;
  privacyPolicy: object;
  legalNotice: object;
  admin: object;
  editRoom: { studioId?: string; roomId?: string; isDuplication?: 'true' } & FromOnboarding;
  editLesson: {
    teacherId?: string | undefined;
    studioId?: string | undefined;
    lessonId?: string | undefined;
    isDuplication?: 'true' | undefined;
    roomId?: string | undefined;
    weekday?: number | undefined;
    startHour?: number | undefined;
    startMinute?: number | undefined;
    endHour?: number | undefined;
    endMinute?: number | undefined;
  } & FromOnboarding;
  cancelAttendance: { token: string };
  resendBookingLinks: object;
  joinGroup: { groupId: string };
  createGroup: { studioId: string } | { teacherId: string };
  leaveGroup: { token: string };
  developers: { studio?: string | undefined };
  notFound: object;
  embeddedSchedule: { lang?: string };
}

/** The names of a pattern's `:parameters`. */
export type PathParameters<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameters<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a page's builder takes: its path parameters (required), then its query. */
export type WebPathArguments<Page extends WebPage> = {
  [Name in PathParameters<(typeof WEB_PATHS)[Page]>]: string;
} & WebPageQueries[Page];

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** A builder; its argument may be left out where nothing in it is required. */
type WebPathBuilder<Page extends WebPage> = [RequiredKeys<WebPathArguments<Page>>] extends [never]
  ? (values?: WebPathArguments<Page>) => string
  : (values: WebPathArguments<Page>) => string;

/**
 * A page's address: each `:parameter` replaced by its value (`encodeURIComponent`, so a value never
 * adds a segment or a query); the other values become the query in the order given, form-encoded
 * as `URLSearchParams` writes and reads it (a space is `+`), those `undefined` left out (never the
 * text "undefined").
 */
export const fillWebPath = (pattern: string, values: Readonly<Record<string, QueryValue>> = {}): string => {
  const used = new Set<string>();
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    used.add(name);
    const value = values[name];
    if (value === undefined || value === '')
      throw new Error(`The web path ${pattern} needs a value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (!used.has(name) && value !== undefined) query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

const buildersOfEveryPage = () =>
  Object.fromEntries(
    Object.entries(WEB_PATHS).map(([page, pattern]) => [
      page,
      (values?: Record<string, QueryValue>) => fillWebPath(pattern, values),
    ]),
  ) as unknown as { [Page in WebPage]: WebPathBuilder<Page> };

/**
 * The builder of every page: `webPath.studio({ studioName })`, `webPath.login({ error: 'auth_failed' })`.
 * Marked pure so a bundle that reads only `WEB_PATHS` (the script-tag widgets) leaves the builders out.
 */
export const webPath = /* @__PURE__ */ buildersOfEveryPage();
