/**
 * Every SWR key of the dashboard, and only here: `[operation, …args]`, the operation named as the
 * contract (and the SDK client) names it — `studios.get` is `apiClient.studios.get`. The query hooks
 * beside this module read through these keys and `invalidation.ts` says which of them a write makes
 * stale, so a key is written once and a read and its invalidation cannot drift apart. Features call
 * the hooks; they never build or name a key.
 *
 * Where one operation backs several reads, the second element tells them apart (`'upcoming'` and
 * `'history'` attendances, a search's `'page'`s and its `'all'` at once): two reads with different
 * answers never share a key.
 */
import type { PlieContract } from '@plie/shared';

/** `group.operation` of every operation of the contract, e.g. `'rooms.listForStudio'`. */
export type OperationName = {
  [Group in keyof PlieContract & string]: `${Group}.${keyof PlieContract[Group] & string}`;
}[keyof PlieContract & string];

/** A query key: the operation, then what the answer depends on. */
export type QueryKey = readonly [OperationName, ...unknown[]];

const key = <const Args extends readonly unknown[]>(operation: OperationName, ...args: Args) =>
  [operation, ...args] as const;

/** The operations the e-mailed one-time links call once per token. */
export type OneTimeLinkOperation = 'attendance.cancelByToken' | 'groups.leaveByToken';

/** Who a paged search is for: the public lists, or the platform admin's (other page size and rights). */
export type SearchScope = 'page' | 'admin';

export const queryKeys = {
  // auth
  /** The signed-in user, per token: another session never sees it. */
  me: (token: string) => key('auth.me', token),
  usernameCheck: (username: string) => key('auth.checkUsername', username),
  confirmEmail: (token: string) => key('auth.confirmEmail', token),
  oneTimeLink: (operation: OneTimeLinkOperation, token: string) => key(operation, token),

  // users
  userByUsername: (username: string) => key('users.getByUsername', username.toLowerCase()),
  userSearchPage: (scope: SearchScope, body: string, index: number, cursor: string | null) =>
    key('users.search', scope, body, index, cursor),

  // studios
  /** A studio as one user sees it (`isAdmin` says whether they administer it). */
  studio: (studioId: string, userId: string) => key('studios.get', studioId, userId),
  /** A studio by slug, as the viewer (a user id or 'anonymous') sees it. */
  studioBySlug: (studioName: string, viewer: string) =>
    key('studios.getByStudioName', studioName.toLowerCase(), viewer),
  studioStyles: (studioId: string) => key('studios.listStyles', studioId),
  studioTeam: (studioId: string, viewer: string) => key('studios.listTeachers', studioId, viewer),
  studioInvites: (studioId: string, viewer: string) => key('studios.listInvites', studioId, viewer),
  myInvites: (userId: string) => key('studios.listMyInvites', userId),
  studioNameCheck: (studioName: string) => key('studios.checkStudioName', studioName),
  /** Studios matching filters, a page from `next` (JSON of the cursor or page number). */
  studioSearchPage: (body: string, session: string | null, next: string) =>
    key('studios.search', 'filtered', body, session, next),
  adminStudioPage: (body: string, index: number, cursor: string | null) =>
    key('studios.search', 'admin', body, index, cursor),
  /** Every studio at once, for the platform admin's picker. */
  studioPicker: (limit: number) => key('studios.search', 'picker', limit),

  // rooms
  studioRooms: (studioId: string) => key('rooms.listForStudio', studioId),
  /** The rooms of several studios, one request per studio. */
  roomsOfStudios: (studioIds: readonly string[]) => key('rooms.listForStudio', 'each', [...studioIds]),

  // lessons
  /** A lesson as one user sees it. */
  lesson: (lessonId: string, userId: string) => key('lessons.get', lessonId, userId),
  /** Every lesson matching the filters (JSON), as the viewer sees them. */
  allLessons: (filters: string, viewer: string) => key('lessons.search', 'all', filters, viewer),
  lessonSearchPage: (body: string, index: number, cursor: string | null) =>
    key('lessons.search', 'page', body, index, cursor),

  // attendance
  myUpcomingAttendances: (userId: string) => key('attendance.listMine', 'upcoming', userId),
  myPastAttendances: (userId: string) => key('attendance.listMine', 'history', userId),
  /** A lesson's attendances, the week from `weekStart`. */
  lessonAttendanceWeek: (lessonId: string, weekStart: string) =>
    key('attendance.listForLesson', lessonId, weekStart),

  // groups
  group: (groupId: string) => key('groups.get', groupId),
  myGroups: (userId: string) => key('groups.listMine', userId),
  teacherGroups: (teacherId: string) => key('groups.listForTeacher', teacherId),
  studioGroups: (studioId: string, viewer: string) => key('groups.listForStudio', studioId, viewer),
  groupMembers: (groupId: string) => key('groups.listMembers', groupId),

  // styles, places, the API itself
  styles: () => key('styles.list'),
  countries: () => key('locations.listCountries'),
  citiesOf: (country: string, prefix: string) => key('locations.listCities', country, prefix),
  largestCityOf: (country: string) => key('locations.listCities', 'largest', country),
  citySearch: (text: string, prefer: string | undefined) => key('locations.searchCities', text, prefer),
  geocode: (country: string, city: string, address: string) =>
    key('locations.geocode', country, city, address),
  openApi: () => key('meta.openApi'),
} satisfies Record<string, (...args: never[]) => QueryKey>;
