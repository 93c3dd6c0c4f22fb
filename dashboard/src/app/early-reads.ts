/**
 * The first reads of the page at the address, started by the entry (main.tsx) as soon as it runs,
 * beside the download of React, the app and the page's code rather than after them (issue #18: a
 * studio's or a teacher's page waited for all of that, then for its studio, then for its lessons).
 *
 * They go through an SDK client of their own, made exactly as the app's (same paths, headers and
 * token: `api/client.ts`), whose fetch keeps each response. The app's client fetches through
 * `fetchReadEarly` (early-responses.ts, which keeps the responses): a request the same as one started here (method, URL, body, authorization) gets
 * that response, once; any other goes to the network. So a read the page ends up not making costs
 * one request and changes nothing, and a page that asks differently (another filter, a signed-in
 * visitor's first read) simply asks itself. A response is offered for `EARLY_READ_LIFETIME_MS`
 * only: a later visit of the same page within the app reads afresh.
 *
 * Only what the first view shows: a studio's page and its embedded schedule (on its page the styles'
 * names; the studio, then its lessons and styles and, on its page, its team), a user's page (the user, then a teacher's lessons) and /schedule with a city
 * (its first page of lessons). Kept small: this module is in the entry's graph.
 */

import { createClient } from '@plie/sdk';
import { type Filters, MAX_PAGE_SIZE, PAGE_SIZE, SERVER_RENDERED_ATTRIBUTE, webPageOf } from '@plie/shared';
import { ACCESS_TOKEN_STORAGE_KEY } from '../config/constants';
import { lessonSearchBody, parseScheduleFilters } from '../features/filters/schedule-filters';
import { keepingFetch } from './early-responses';

const storedToken = (): string | null => {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
};

/** The last segment of a page's path: the studio's or the user's name. */
const nameIn = (path: string): string => decodeURIComponent(path.split('/').filter(Boolean).pop() ?? '');

/**
 * Starts the first reads of the page at `location` (a studio's, a user's, /schedule with a city) in
 * `language`, the app's start language. Never throws; a failed read is the page's to make again.
 */
export const startEarlyReads = (
  location: Pick<Location, 'pathname' | 'search'>,
  language: string,
  /** The API's origin: the page's own (`''`) as for the app's client. */
  baseUrl = '',
): void => {
  // A page the server rendered with its data hydrates with those answers (ADR 0019): nothing to read
  // ahead, unless the visitor has a session (their own view is rendered anew, and reads).
  if (typeof document !== 'undefined' && document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    if (!storedToken()) return;
  }
  const client = createClient({
    baseUrl,
    fetch: keepingFetch,
    getToken: storedToken,
    getLanguage: () => language,
  });
  /** The first page of every lesson matching `filters`, as `useAllLessons` asks for it. */
  const allLessons = (filters: Filters) =>
    client.lessons.search({ body: { ...filters, limit: MAX_PAGE_SIZE.lessons } });
  const page = webPageOf(location.pathname);
  const ignore = () => undefined;
  if (page === 'studio' || page === 'embeddedSchedule') {
    // The styles' names, for the studio's chips.
    if (page === 'studio') client.styles.list().catch(ignore);
    client.studios
      .getByStudioName({ params: { studioName: nameIn(location.pathname) } })
      .then((studio) => {
        // The team: the header's tab label and the lessons' teachers.
        if (page === 'studio') client.studios.listTeachers({ params: { id: studio.id } }).catch(ignore);
        // The schedule: the studio page's first tab (another tab named in the address reads other things).
        if (new URLSearchParams(location.search).has('tab')) return;
        allLessons({ studioIds: [studio.id] }).catch(ignore);
        client.studios.listStyles({ params: { id: studio.id } }).catch(ignore);
      })
      .catch(ignore);
  } else if (page === 'user') {
    client.users
      .getByUsername({ params: { username: nameIn(location.pathname) } })
      .then((user) => {
        if (user.isTeacher) allLessons({ teachers: [user.id] }).catch(ignore);
      })
      .catch(ignore);
  } else if (page === 'schedule') {
    const body = lessonSearchBody(parseScheduleFilters(location.search));
    if (body) client.lessons.search({ body: { ...body, limit: PAGE_SIZE.lessonsSchedule } }).catch(ignore);
  }
};
