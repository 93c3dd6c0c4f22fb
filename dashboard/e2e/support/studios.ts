import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { confirmThroughApi, makeDancer, signUpThroughApi, startSession } from './account';

/**
 * The browser tests' data. The suite runs two workers at once (playwright.config.ts `fullyParallel`)
 * against one runtime, so a test must not depend on what another one does, nor on their order:
 *
 * - Seeded demo data (the accounts below, their studios such as `rytm_krakow`, their lessons, rooms
 *   and groups) is read only: never sign up for a demo lesson, join a demo group, edit, hide, verify
 *   or delete a demo studio, room or lesson, or change a demo account.
 * - What a test changes, it makes first, with a name unique to the run: an account
 *   (`confirmedAccount`), a studio (`ownStudio`, `verifyThroughApi` when it must be public), or, when
 *   it needs a seeded owner or teacher, a room of its own in their studio (`roomOfThisRun`) and
 *   lessons in it (`createRoomLesson`). Adding to a demo studio is fine; changing what is there is not.
 *
 * `dashboard/src/app/browser-test-data.test.ts` lists the specs that use seeded accounts or studios,
 * each with the reason it stays within this rule.
 */

/** The seeded accounts (functions/src/local/seed.ts, demo-studios.ts); their password is the demo one. */
export const ADMIN = { email: 'anna.admin@plie.local', password: 'Plie#2026' };
export const PIOTR = { email: 'piotr@plie.local', password: 'Plie#2026' };
export const MAGDALENA = { email: 'magdalena@plie.local', password: 'Plie#2026' };
/** Teaches at Rytm Dance Studio. */
export const IRYNA = { email: 'iryna@plie.local', password: 'Plie#2026' };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One API call as `token`'s holder that must succeed; its JSON answer. */
export const callApi = async (
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  url: string,
  data?: object,
) => {
  const response = await request[method](url, { headers: bearer(token), ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
};

export const logInThroughApi = async (
  request: APIRequestContext,
  account: { email: string; password: string },
) => {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
};

/**
 * An hour-long weekly lesson in a studio's room from `hour`:00 (Warsaw time), taught by a named guest
 * teacher, made through the API: its id. `more` sets any other field of the lesson form.
 */
export const createRoomLesson = async (
  request: APIRequestContext,
  token: string,
  lesson: { studioId: string; roomId: string; name: string; styleId: string; weekday: number; hour: number },
  more: object = {},
) =>
  (
    await callApi(request, token, 'post', '/api/lesson', {
      name: lesson.name,
      styleId: lesson.styleId,
      weekday: lesson.weekday,
      startHour: lesson.hour,
      startMinute: 0,
      endHour: lesson.hour + 1,
      endMinute: 0,
      lessonTimezone: 'Europe/Warsaw',
      roomId: lesson.roomId,
      studioId: lesson.studioId,
      customTeacherName: 'Ola Tancerz',
      ...more,
    })
  ).id as string;

/** A room of the test's own in `studioId` (in Kraków), made through the API by one of its admins. */
export const roomOfThisRun = async (
  request: APIRequestContext,
  token: string,
  studioId: string,
  name: string,
): Promise<{ id: string; name: string }> =>
  callApi(request, token, 'post', '/api/room', {
    studioId,
    name,
    capacity: 20,
    address: { fullAddress: 'Floriańska 15', city: 'Kraków', country: 'PL', lat: 50.0637, lng: 19.9398 },
  });

/** A new account with a confirmed e-mail, made through the API: its token and id. */
export const confirmedAccount = async (page: Page, label: string, baseURL: string) => {
  const person = makeDancer(label);
  const token = await signUpThroughApi(page, person);
  await confirmThroughApi(page, person, baseURL);
  const me = (await (await page.request.get('/api/auth/me', { headers: bearer(token) })).json()) as {
    id: string;
  };
  return { ...person, token, id: me.id };
};

export interface CreatedStudio {
  id: string;
  name: string;
  studioName: string;
}

/** A new owner's studio (teal, light, unverified) made through the API; the owner is signed in in `page`. */
export const ownStudio = async (page: Page, baseURL: string, label: string) => {
  const owner = await confirmedAccount(page, label, baseURL);
  const response = await page.request.post('/api/studio', {
    headers: bearer(owner.token),
    data: {
      name: `Studio ${label} ${owner.username.slice(4)}`,
      email: owner.email,
      studioName: `s${owner.username.slice(4)}`,
    },
  });
  expect(response.status()).toBe(201);
  const studio = (await response.json()) as CreatedStudio;
  await startSession(page, owner.token);
  return { owner, studio };
};

export const verifyThroughApi = async (request: APIRequestContext, studioId: string) => {
  const response = await request.get(`/api/studio/verify/${studioId}?isVerified=true`, {
    headers: bearer(await logInThroughApi(request, ADMIN)),
  });
  expect(response.ok()).toBe(true);
};

/** A page in a browser context of its own: nobody signed in, unless a token is given. */
export const visitorPage = async (browser: Browser, baseURL: string, token?: string) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (token) await startSession(page, token);
  return page;
};

export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
