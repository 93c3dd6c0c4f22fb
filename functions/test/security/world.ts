/**
 * The one world the permission matrix (and the fuzz) runs in, built through the API once per file:
 * studio A (verified) with its owner, an admin, a teacher who teaches its lessons, and a teacher who
 * was removed from it while their lessons stayed; studio B (awaiting verification: not public) with
 * its own admin; rooms, lessons, groups, members and attendances of a bystander (the "another user"
 * of the ownership rows); a confirmed and an unconfirmed platform admin. `throwaway` makes the
 * records a destructive cell consumes, one per cell.
 */
import { randomUUID } from 'node:crypto';
import { addDays, isoDateInTimeZone, weekdayOfDate } from '@plie/shared';
import { expect, inject } from 'vitest';
import { createUser, getUserById } from '../../src/domains/accounts/user-repository';
import { STYLE_CATALOGUE } from '../../src/domains/styles/catalogue';
import { putStyles } from '../../src/domains/styles/style-repository';
import { signAccessToken } from '../../src/services/tokens';
import { bearer, createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../accounts';
import type { TestApi, TestRequest } from '../api';
import { deliverPendingMail } from '../mailbox';
import { createTestStudio, verifyTestStudio } from '../studios';

/** The second listed admin e-mail (PLATFORM_ADMIN_EMAILS of table-per-file.ts): it never confirms. */
export const UNCONFIRMED_ADMIN_EMAIL = 'boris.admin@plie.test';

/** The callers of the matrix (spec §6), in the order its rows list them. */
export const ROLES = [
  'anonymous',
  'unconfirmed',
  'confirmed',
  'teacher',
  'removedTeacher',
  'studioAdmin',
  'otherStudioAdmin',
  'owner',
  'platformAdmin',
  'unconfirmedPlatformAdmin',
] as const;
export type Role = (typeof ROLES)[number];

export const KRAKOW = { fullAddress: 'ul. Floriańska 15', city: 'Kraków', country: 'PL' };
export const TIME_ZONE = 'Europe/Warsaw';

interface Ref {
  id: string;
}
export interface LessonRef extends Ref {
  nextDate: string;
  body: Record<string, unknown>;
}

export interface World {
  api: TestApi;
  /** The caller of each role; `anonymous` has none. */
  callers: Record<Role, TestAccount | undefined>;
  owner: TestAccount;
  studioAdmin: TestAccount;
  teacher: TestAccount;
  removedTeacher: TestAccount;
  otherOwner: TestAccount;
  otherStudioAdmin: TestAccount;
  confirmed: TestAccount;
  unconfirmed: TestAccount;
  platformAdmin: TestAccount;
  unconfirmedPlatformAdmin: TestAccount;
  /** Another user: their profile, attendances and group memberships are what others must not touch. */
  bystander: TestAccount;
  /** A member of A's team who is none of the roles (the target of `updateAdmin`). */
  teammate: TestAccount;
  /** Invited to A and never answering: `acceptInvite`/`rejectInvite` target their invite. */
  invitee: TestAccount;
  /** Invited by the `inviteTeacher` cells. */
  candidate: TestAccount;
  studioA: Ref & { studioName: string };
  /** Awaiting verification: visible only to its admins and platform admins. */
  studioB: Ref & { studioName: string };
  roomA: Ref;
  roomB: Ref;
  /** Taught by `teacher` in A; the bystander signed up for its next date. */
  lesson: LessonRef;
  /** Taught by `removedTeacher` in A (they were removed after it was made); the bystander signed up. */
  removedTeachersLesson: LessonRef;
  /** In studio B's room (not public). */
  lessonB: LessonRef;
  /** The lesson the `attendance.create` cells sign up for. */
  signUpLesson: LessonRef;
  /** The lesson each caller signs up for and cancels in the "own attendance" cells (taught by the teammate). */
  ownAttendanceLesson: LessonRef;
  /** A's group of a lesson taught by `teacher`; the bystander is a member. */
  group: Ref & { memberId: string };
  /** A's group of a lesson taught by `removedTeacher`; the bystander is a member. */
  removedTeachersGroup: Ref & { memberId: string };
  bystanderAttendance: Ref;
  bystanderAttendanceOfRemovedTeacher: Ref;
  /** Today in the lessons' time zone (the latest allowed `joinStarting`). */
  today: string;
  throwaway: Throwaway;
}

let serial = 0;
const unique = () => {
  serial += 1;
  return `${Date.now().toString(36)}${serial}`;
};

/** The weekdays (0 = Monday) other than today's: no lesson of the world starts during the run. */
const notToday = (() => {
  const today = (new Date().getUTCDay() + 6) % 7;
  return [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== today && day !== (today + 6) % 7);
})();
let slot = 0;
/** A fresh 9-minute weekly slot: lessons of the world never clash (room or teacher). */
export const nextSlot = () => {
  const index = slot;
  slot += 1;
  const weekday = notToday[index % notToday.length] as number;
  const step = Math.floor(index / notToday.length);
  const startHour = 6 + (Math.floor(step / 6) % 17);
  const startMinute = (step % 6) * 10;
  return { weekday, startHour, startMinute, endHour: startHour, endMinute: startMinute + 9 };
};

let oneOffSlot = 0;
/**
 * A one-off lesson's date and time, three days ahead, at 23:00 or later (no weekly slot is there):
 * a group of it books one class per join, not a month of them.
 */
const oneOff = (today: string) => {
  const date = addDays(today, 3);
  const startMinute = oneOffSlot * 10;
  oneOffSlot += 1;
  return {
    isReoccurring: false,
    date,
    weekday: weekdayOfDate(date),
    startHour: 23,
    startMinute,
    endHour: 23,
    endMinute: startMinute + 9,
  };
};

export const lessonBody = (place: Record<string, unknown>) => ({
  styleId: 'salsa',
  ...nextSlot(),
  lessonTimezone: TIME_ZONE,
  ...place,
});

const ok = async (api: TestApi, request: TestRequest, status = [200, 201]) => {
  const response = await api(request);
  expect(status, `${request.method ?? 'GET'} ${request.path} → ${JSON.stringify(response.body)}`).toContain(
    response.status,
  );
  return response.body;
};

export interface Throwaway {
  /** A lesson of A taught by `teacher` (made by the owner) or `removedTeacher` (made by a platform admin). */
  lesson(teacher: 'teacher' | 'removedTeacher'): Promise<LessonRef>;
  room(): Promise<Ref>;
  /** A group of A of a fresh lesson, made by the owner. */
  group(): Promise<Ref>;
  /** A guest's sign-up for the lesson's next date, with the cancel link's token. */
  guestAttendance(lesson: LessonRef): Promise<Ref & { email: string; cancelToken(): Promise<string> }>;
  /** A guest member of a group, with the leave link's token. */
  guestMember(groupId: string): Promise<Ref & { leaveToken(): Promise<string> }>;
  /** An account nobody else uses. */
  account(): Promise<TestAccount>;
  /** A fresh studio in which `role` holds the same place as in A (the owner: a fresh owner). */
  studioFor(role: Role): Promise<{ id: string; caller: TestAccount | undefined }>;
  /** A fresh user invited to A by its owner (a pending invite to withdraw). */
  invitedToA(): Promise<TestAccount>;
}

/**
 * A confirmed account written straight to the table (the password hash of `model`, a token signed
 * as the API signs them): a throwaway cell's victim or fresh owner, without a sign-up's hashing.
 */
const quickAccount = async (model: TestAccount, name: string): Promise<TestAccount> => {
  const template = (await getUserById(model.id))!;
  const id = randomUUID();
  const handle = `q${unique()}`.slice(0, 20);
  const at = new Date().toISOString();
  const email = `${handle}@plie.test`;
  await createUser({
    ...template,
    id,
    name,
    username: handle,
    email,
    isTeacher: false,
    tokenVersion: 1,
    createdAt: at,
    updatedAt: at,
  });
  const token = await signAccessToken({ sub: id, ver: 1 }, new Date());
  return { id, token, email, username: handle, name, password: model.password, headers: bearer(token) };
};

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** The file's own mails only (the stand-in's store holds every file's): those sent since it started. */
const since = Math.floor(Date.now() / 1000) - 1;

/** The token of the first `path` link mailed to `email` (the stand-in may take a moment to store it). */
const tokenFromMail = async (email: string, path: string): Promise<string> => {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    // Mail leaves through the outbox (ADR 0017): send what is due, as the worker would.
    await deliverPendingMail();
    const response = await fetch(`${inject('sesEndpoint')}/store?since=${since}`);
    const { emails } = (await response.json()) as {
      emails: { destination?: { to?: string[] }; body?: { text?: string } }[];
    };
    const text = emails.find(
      (mail) => mail.destination?.to?.some((to) => to.includes(email)) && mail.body?.text?.includes(path),
    )?.body?.text;
    const link = text && new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`).exec(text)?.[0];
    if (link) return tokenOf(link);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No ${path} mail to ${email}`);
};

export const createSecurityWorld = async (api: TestApi): Promise<World> => {
  await putStyles(STYLE_CATALOGUE);
  const today = isoDateInTimeZone(new Date(), TIME_ZONE);
  const platformAdmin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL, name: 'Anna Admin' });
  const unconfirmedPlatformAdmin = await createAccount(api, {
    email: UNCONFIRMED_ADMIN_EMAIL,
    name: 'Boris Admin',
    confirmed: false,
  });
  const account = (name: string, isTeacher = false) => createAccount(api, { name, isTeacher });
  const owner = await account('Olena Owner');
  const studioAdmin = await account('Ada Admin');
  const teacher = await account('Tomasz Teacher', true);
  const removedTeacher = await account('Roman Removed', true);
  const otherOwner = await account('Oskar Other');
  const otherStudioAdmin = await account('Alicja Other');
  const confirmed = await account('Celina Confirmed');
  const unconfirmed = await createAccount(api, { name: 'Ula Unconfirmed', confirmed: false });
  const bystander = await account('Bogdan Bystander');
  const teammate = await account('Tina Teammate', true);
  const invitee = await account('Iga Invitee', true);
  const candidate = await account('Kamil Candidate', true);

  const as = (caller: TestAccount) => caller.headers;
  const post = (path: string, body: unknown, caller: TestAccount | undefined, status?: number[]) =>
    ok(api, { method: 'POST', path, body, headers: caller ? as(caller) : {} }, status);
  const invite = async (studioId: string, by: TestAccount, member: TestAccount, isAdmin = false) => {
    await post(`/api/studio/${studioId}/invite-teacher`, { userId: member.id, isAdmin }, by);
    await post('/api/studio/invite/accept', { studioId, userId: member.id }, member);
  };
  const removeFromStudio = (studioId: string, by: TestAccount, member: TestAccount) =>
    ok(api, {
      method: 'DELETE',
      path: `/api/studio/invite/${studioId}/remove/${member.id}`,
      headers: as(by),
    });
  const createLesson = async (body: Record<string, unknown>, by: TestAccount): Promise<LessonRef> => {
    const lesson = await post('/api/lesson', body, by);
    return { id: lesson.id, nextDate: lesson.nextDate, body };
  };
  const createGroup = async (lessonIds: string[], studioId: string, by: TestAccount) =>
    (await post('/api/lesson-group', { lessonIds, studioId }, by)) as Ref;
  const join = async (groupId: string, who: TestAccount) =>
    (
      await post(
        '/api/lesson-group/user',
        { groupId, userId: who.id, name: who.name, email: who.email, joinStarting: today },
        who,
      )
    ).id as string;
  const signUp = async (lesson: LessonRef, who: TestAccount) =>
    (await post(
      '/api/attendance',
      { lessonId: lesson.id, date: lesson.nextDate, name: who.name, email: who.email, userId: who.id },
      who,
    )) as Ref;

  const studioA = await createTestStudio(api, owner, { name: 'Studio A' });
  await verifyTestStudio(api, platformAdmin, studioA.id);
  const roomA = (await post(
    '/api/room',
    {
      studioId: studioA.id,
      name: 'Sala A',
      capacity: 500,
      rentPrice: 80,
      rentCurrency: 'PLN',
      address: KRAKOW,
    },
    owner,
  )) as Ref;
  await invite(studioA.id, owner, studioAdmin, true);
  await invite(studioA.id, owner, teacher);
  await invite(studioA.id, owner, removedTeacher);
  await invite(studioA.id, owner, teammate);
  await post(`/api/studio/${studioA.id}/invite-teacher`, { userId: invitee.id }, owner);

  const studioB = await createTestStudio(api, otherOwner, { name: 'Studio B' });
  const roomB = (await post(
    '/api/room',
    {
      studioId: studioB.id,
      name: 'Sala B',
      capacity: 500,
      rentPrice: 60,
      rentCurrency: 'PLN',
      address: KRAKOW,
    },
    otherOwner,
  )) as Ref;
  await invite(studioB.id, otherOwner, otherStudioAdmin, true);

  const inA = (teacherId: string) => lessonBody({ roomId: roomA.id, teacherId });
  const lesson = await createLesson(inA(teacher.id), owner);
  const removedTeachersLesson = await createLesson(inA(removedTeacher.id), owner);
  const groupLesson = await createLesson({ ...inA(teacher.id), ...oneOff(today) }, owner);
  const removedTeachersGroupLesson = await createLesson(
    { ...inA(removedTeacher.id), ...oneOff(today) },
    owner,
  );
  const signUpLesson = await createLesson(inA(teacher.id), owner);
  const ownAttendanceLesson = await createLesson(inA(teammate.id), owner);
  const lessonB = await createLesson(
    lessonBody({ roomId: roomB.id, customTeacherName: 'Guest Teacher' }),
    otherOwner,
  );
  const group = await createGroup([groupLesson.id], studioA.id, owner);
  const removedTeachersGroup = await createGroup([removedTeachersGroupLesson.id], studioA.id, owner);
  const bystanderAttendance = await signUp(lesson, bystander);
  const bystanderAttendanceOfRemovedTeacher = await signUp(removedTeachersLesson, bystander);
  const memberId = await join(group.id, bystander);
  const removedTeachersMemberId = await join(removedTeachersGroup.id, bystander);
  // Removed after their lessons, group and sign-ups exist: the lessons stay in A, taught by them.
  await removeFromStudio(studioA.id, owner, removedTeacher);

  const throwaway: Throwaway = {
    lesson: (who) =>
      who === 'teacher'
        ? createLesson(inA(teacher.id), owner)
        : createLesson(inA(removedTeacher.id), platformAdmin),
    room: async () =>
      (await post(
        '/api/room',
        { studioId: studioA.id, name: `Sala ${unique()}`, address: KRAKOW },
        owner,
      )) as Ref,
    group: async () => {
      const fresh = await throwaway.lesson('teacher');
      return createGroup([fresh.id], studioA.id, owner);
    },
    guestAttendance: async (target) => {
      const email = `guest.${unique()}@plie.test`;
      const attendance = (await post(
        '/api/attendance',
        { lessonId: target.id, date: target.nextDate, name: 'Gosia Guest', email, legalAccepted: true },
        undefined,
      )) as Ref;
      return { ...attendance, email, cancelToken: () => tokenFromMail(email, '/cancel-attendance?token=') };
    },
    guestMember: async (groupId) => {
      const email = `member.${unique()}@plie.test`;
      const member = (await post(
        '/api/lesson-group/user',
        { groupId, name: 'Gena Guest', email, joinStarting: today, legalAccepted: true },
        undefined,
      )) as Ref;
      return { ...member, leaveToken: () => tokenFromMail(email, '/leave-group?token=') };
    },
    account: () => quickAccount(bystander, 'Tymon Throwaway'),
    studioFor: async (role) => {
      const freshOwner = await quickAccount(bystander, 'Fiona Fresh');
      const studio = await createTestStudio(api, freshOwner);
      await verifyTestStudio(api, platformAdmin, studio.id);
      if (role === 'studioAdmin') await invite(studio.id, freshOwner, studioAdmin, true);
      if (role === 'teacher') await invite(studio.id, freshOwner, teacher);
      if (role === 'removedTeacher') {
        await invite(studio.id, freshOwner, removedTeacher);
        await removeFromStudio(studio.id, freshOwner, removedTeacher);
      }
      const caller = role === 'owner' ? freshOwner : world.callers[role];
      return { id: studio.id, caller };
    },
    invitedToA: async () => {
      const invited = await quickAccount(bystander, 'Nina Invited');
      await post(`/api/studio/${studioA.id}/invite-teacher`, { userId: invited.id }, owner, [201]);
      return invited;
    },
  };

  const world: World = {
    api,
    callers: {
      anonymous: undefined,
      unconfirmed,
      confirmed,
      teacher,
      removedTeacher,
      studioAdmin,
      otherStudioAdmin,
      owner,
      platformAdmin,
      unconfirmedPlatformAdmin,
    },
    owner,
    studioAdmin,
    teacher,
    removedTeacher,
    otherOwner,
    otherStudioAdmin,
    confirmed,
    unconfirmed,
    platformAdmin,
    unconfirmedPlatformAdmin,
    bystander,
    teammate,
    invitee,
    candidate,
    studioA,
    studioB,
    roomA,
    roomB,
    lesson,
    removedTeachersLesson,
    lessonB,
    signUpLesson,
    ownAttendanceLesson,
    group: { ...group, memberId },
    removedTeachersGroup: { ...removedTeachersGroup, memberId: removedTeachersMemberId },
    bystanderAttendance,
    bystanderAttendanceOfRemovedTeacher,
    today,
    throwaway,
  };
  return world;
};
