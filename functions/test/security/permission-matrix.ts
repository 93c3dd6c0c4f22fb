/**
 * Who may call what (spec §6), as data: for every endpoint of the contract, one or more scenarios
 * (a request for a record of the world) and the outcome each role must get. The test beside this
 * file runs every cell and fails when an endpoint of the contract has no rows here.
 *
 * Outcomes:
 * - `allowed`: the call is not refused for who the caller is (status < 500, not 401/403, not 404
 *   unless the row says 404 is its answer); a 400/409 business refusal counts. Where the row says
 *   what personal data looks like (`reveals`), the answer must show it.
 * - `answered`: allowed, whatever the answer shows (for callers who may see the data anyway).
 * - `redacted`: allowed, and the answer must not show the row's personal data.
 * - `concealed`: refused (403/404) or allowed without the data: nothing is revealed either way.
 * - `unauthenticated`: 401.
 * - `forbidden`: 403, or 404 where hiding the record's existence is the design.
 */
import { isoDateInTimeZone } from '@plie/shared';
import type { TestAccount } from '../accounts';
import { makeSignup } from '../accounts';
import { PNG_BYTES, type TestRequest } from '../api';
import { KRAKOW, lessonBody, ROLES, type Role, TIME_ZONE, type World } from './world';

export type Outcome = 'allowed' | 'answered' | 'redacted' | 'concealed' | 'unauthenticated' | 'forbidden';

export interface CellContext {
  world: World;
  role: Role;
  /** The role's account (none for `anonymous`). */
  caller: TestAccount | undefined;
}

/** A request of a cell; `as` calls as another account than the role's (null: no token). */
export type CellRequest = TestRequest & { as?: TestAccount | null };

export interface MatrixRow {
  scenario: string;
  request(context: CellContext): CellRequest | Promise<CellRequest>;
  expect: Record<Role, Outcome>;
  /** Whether the answer shows the personal data this row is about. */
  reveals?(body: unknown, context: CellContext): boolean;
  /** A 404 is this endpoint's business answer (nothing found), not a refusal. */
  notFoundIsAnAnswer?: boolean;
}

export type PermissionMatrix = Record<string, MatrixRow[]>;

const isAnswer = (status: number, row: MatrixRow) =>
  status < 500 && status !== 401 && status !== 403 && (status !== 404 || row.notFoundIsAnAnswer === true);

/**
 * Whether a response is of the expected outcome class (see above): used by the matrix's test and by
 * the data pages' reads, which must get what an anonymous caller gets (page-reads-matrix.test.ts).
 */
export const meets = (
  outcome: Outcome,
  status: number,
  body: unknown,
  row: MatrixRow,
  context: CellContext,
) => {
  const reveals = () => row.reveals?.(body, context) ?? false;
  switch (outcome) {
    case 'unauthenticated':
      return status === 401;
    case 'forbidden':
      return status === 403 || status === 404;
    case 'answered':
      return isAnswer(status, row);
    case 'allowed':
      return isAnswer(status, row) && (row.reveals === undefined || reveals());
    case 'redacted':
      return isAnswer(status, row) && !reveals();
    case 'concealed':
      return status === 403 || status === 404 || (isAnswer(status, row) && !reveals());
  }
};

// ——— who may ———

const outcomes = (of: (role: Role) => Outcome) =>
  Object.fromEntries(ROLES.map((role) => [role, of(role)])) as Record<Role, Outcome>;

const everyone = (outcome: Outcome = 'allowed') => outcomes(() => outcome);

/** The `allowed` roles get `granted`; anonymous callers `anonymous`; the rest `others`. */
const only = (
  allowed: readonly Role[],
  {
    granted = 'allowed',
    others = 'forbidden',
    anonymous = 'unauthenticated',
  }: { granted?: Outcome; others?: Outcome; anonymous?: Outcome } = {},
) => outcomes((role) => (allowed.includes(role) ? granted : role === 'anonymous' ? anonymous : others));

const SIGNED_IN = ROLES.filter((role) => role !== 'anonymous');
/** An unconfirmed platform admin is a plain unconfirmed user (issue #13 (b)). */
const CONFIRMED = SIGNED_IN.filter((role) => role !== 'unconfirmed' && role !== 'unconfirmedPlatformAdmin');
const STUDIO_ADMINS: Role[] = ['studioAdmin', 'owner', 'platformAdmin'];
/** Of a lesson taught by `teacher` (a removed teacher manages nothing of the studio: issue #13 (a)). */
const LESSON_MANAGERS: Role[] = ['teacher', ...STUDIO_ADMINS];
const STUDIO_B_ADMINS: Role[] = ['otherStudioAdmin', 'platformAdmin'];
const PLATFORM_ADMIN: Role[] = ['platformAdmin'];

// ——— requests ———

const get = (path: string, query?: Record<string, string>): CellRequest => ({
  path,
  ...(query ? { query } : {}),
});
const post = (path: string, body: unknown): CellRequest => ({ method: 'POST', path, body });
const patch = (path: string, body: unknown): CellRequest => ({ method: 'PATCH', path, body });
const del = (path: string): CellRequest => ({ method: 'DELETE', path });
/** `lessons.checkAvailability` for a lesson's time slot, in its room or in its teacher's schedule. */
const checkSlotOf = (lesson: Record<string, unknown>, by: 'roomId' | 'teacherId') => {
  const { weekday, startHour, startMinute, endHour, endMinute } = lesson;
  return post('/api/lesson/checkAvailability', {
    [by]: lesson[by],
    weekday,
    startHour,
    startMinute,
    endHour,
    endMinute,
  });
};
const upload = (path: string, field: string): CellRequest => ({
  method: 'POST',
  path,
  files: [{ field, bytes: PNG_BYTES, name: 'photo.png', type: 'image/png' }],
});

const text = (body: unknown) => JSON.stringify(body ?? null);
const items = (body: unknown): Record<string, unknown>[] =>
  Array.isArray(body) ? body : ((body as { items?: Record<string, unknown>[] })?.items ?? []);
const mentions = (value: string) => (body: unknown) => text(body).includes(value);
const showsEmails = (body: unknown) => /"email":/.test(text(body));
const showsRent = (body: unknown) => /"rentPrice":/.test(text(body));

/** A sign-up or join body of the caller themself (a guest when anonymous). */
const oneself = (context: CellContext, extra: Record<string, unknown>) => {
  const { caller } = context;
  if (!caller) return { ...extra, name: 'Gosia Guest', email: makeSignup().email, legalAccepted: true };
  return { ...extra, userId: caller.id, name: caller.name, email: caller.email };
};
/** The same body, as if by the bystander (another user). */
const asBystander = ({ world }: CellContext, extra: Record<string, unknown>) => ({
  ...extra,
  userId: world.bystander.id,
  name: world.bystander.name,
  email: world.bystander.email,
});

const todayInLessons = () => isoDateInTimeZone(new Date(), TIME_ZONE);

export const PERMISSION_MATRIX: PermissionMatrix = {
  // ——— auth ———
  'auth.signup': [
    {
      scenario: 'a new account (refused for age: 400, so no hashing)',
      request: () => post('/api/auth/signup', makeSignup({ dateOfBirth: '2020-01-01' })),
      expect: everyone(),
    },
  ],
  'auth.login': [
    {
      scenario: 'with right credentials',
      request: ({ world }) =>
        post('/api/auth/login', { email: world.bystander.email, password: world.bystander.password }),
      expect: everyone(),
    },
  ],
  'auth.me': [
    {
      scenario: 'one’s own profile',
      request: () => get('/api/auth/me'),
      expect: only(SIGNED_IN),
      reveals: (body, { caller }) => (body as { id?: string })?.id === caller?.id,
    },
  ],
  'auth.confirmEmail': [
    {
      scenario: 'an unknown token (400)',
      request: () => get('/api/auth/confirm', { token: 'x'.repeat(43) }),
      expect: everyone(),
    },
  ],
  'auth.resendConfirmation': [
    {
      scenario: 'one’s own',
      request: () => post('/api/auth/resend-confirmation', undefined),
      expect: only(SIGNED_IN),
    },
  ],
  'auth.google': [{ scenario: 'start', request: () => get('/api/auth/google'), expect: everyone() }],
  'auth.googleCallback': [
    {
      scenario: 'provider error',
      request: () => get('/api/auth/google/callback', { error: 'access_denied' }),
      expect: everyone(),
    },
  ],
  'auth.checkUsername': [
    {
      scenario: 'a free name',
      request: () => post('/api/auth/checkUsername', { username: 'free_name_1' }),
      expect: everyone(),
    },
  ],
  'auth.completeSignup': [
    {
      scenario: 'one’s own (a password account has nothing to complete: 409)',
      request: () =>
        post('/api/auth/complete-signup', {
          dateOfBirth: '1995-04-12',
          termsAccepted: true,
          privacyAccepted: true,
        }),
      expect: only(SIGNED_IN),
    },
  ],
  'auth.changePassword': [
    {
      scenario: 'one’s own, without the current password (400)',
      request: () => post('/api/auth/changePassword', { newPassword: 'Tango#2027x' }),
      expect: only(SIGNED_IN),
    },
  ],
  'auth.jwks': [{ scenario: 'keys', request: () => get('/api/.well-known/jwks.json'), expect: everyone() }],

  // ——— users ———
  'users.update': [
    {
      scenario: 'another user’s profile',
      request: ({ world }) => patch(`/api/user/${world.bystander.id}`, { about: 'Edited by someone else' }),
      expect: only(PLATFORM_ADMIN),
    },
    {
      scenario: 'one’s own profile',
      request: ({ world, caller }) => patch(`/api/user/${(caller ?? world.bystander).id}`, { about: 'Mine' }),
      expect: only(SIGNED_IN),
    },
  ],
  'users.getByUsername': [
    {
      scenario: 'another user’s public profile (no e-mail, no birth date)',
      request: ({ world }) => get(`/api/user/username/${world.bystander.username}`),
      expect: everyone('redacted'),
      reveals: (body) => /"(email|dateOfBirth)":/.test(text(body)),
    },
  ],
  'users.delete': [
    {
      scenario: 'another user’s account',
      request: async ({ world }) => del(`/api/user/${(await world.throwaway.account()).id}`),
      expect: only(PLATFORM_ADMIN),
    },
  ],
  'users.exportData': [
    {
      // No id in the path: the caller's own data only (unconfirmed accounts too), never another's.
      scenario: 'one’s own data as a file (never another user’s: the bystander’s bookings stay out)',
      request: () => get('/api/user/me/export'),
      expect: only(SIGNED_IN, { granted: 'redacted' }),
      reveals: (body, { world }) => text(body).includes(world.bystander.email),
    },
  ],
  'users.getByEmail': [
    {
      scenario: 'another user, by e-mail (to invite them: admins of a studio, issue #13 (c))',
      request: ({ world }) => post('/api/user/by-email', { email: world.bystander.email }),
      expect: only(['studioAdmin', 'otherStudioAdmin', 'owner', 'platformAdmin'], { granted: 'redacted' }),
      reveals: (body) => /"(email|dateOfBirth)":/.test(text(body)),
    },
  ],
  'users.uploadAvatar': [
    {
      scenario: 'one’s own avatar',
      request: () => upload('/api/user/avatar', 'avatar'),
      expect: only(SIGNED_IN),
    },
  ],
  'uploads.presign': [
    {
      scenario: 'a presigned upload of one’s own avatar',
      request: () => post('/api/uploads', { target: 'userAvatar', contentType: 'image/png', size: 1000 }),
      expect: only(SIGNED_IN),
    },
    {
      scenario: 'a presigned upload of studio A’s banner (as its upload endpoint: its admins)',
      request: ({ world }) =>
        post('/api/uploads', {
          target: 'studioBanner',
          id: world.studioA.id,
          contentType: 'image/jpeg',
          size: 6_000_000,
        }),
      expect: only(STUDIO_ADMINS),
    },
    {
      scenario: 'a presigned upload of studio A’s logo',
      request: ({ world }) =>
        post('/api/uploads', {
          target: 'studioAvatar',
          id: world.studioA.id,
          contentType: 'image/png',
          size: 1000,
        }),
      expect: only(STUDIO_ADMINS),
    },
    {
      scenario: 'a presigned upload of the photo of a room of studio A',
      request: ({ world }) =>
        post('/api/uploads', {
          target: 'roomPhoto',
          id: world.roomA.id,
          contentType: 'image/png',
          size: 1000,
        }),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'users.search': [
    {
      scenario: 'teachers (e-mails for platform admins only)',
      request: () => post('/api/user/search', {}),
      expect: only(PLATFORM_ADMIN, { others: 'redacted', anonymous: 'redacted' }),
      reveals: (body) => items(body).some((item) => 'email' in item),
    },
    {
      scenario: 'every user (allUsers)',
      request: () => post('/api/user/search', { allUsers: true }),
      expect: only(PLATFORM_ADMIN, { anonymous: 'forbidden' }),
    },
  ],

  // ——— studios ———
  'studios.create': [
    {
      scenario: 'a new studio (an owner of one may not open another)',
      request: () => {
        const slug = `n${makeSignup().username.replace(/[^a-z0-9]/gi, '')}`.slice(0, 20);
        return post('/api/studio', { name: 'New Studio', email: 'new@plie.test', studioName: slug });
      },
      expect: only(CONFIRMED.filter((role) => role !== 'owner')),
    },
  ],
  'studios.get': [
    {
      scenario: 'studio A (public)',
      request: ({ world }) => get(`/api/studio/${world.studioA.id}`),
      expect: everyone(),
    },
    {
      scenario: 'studio B (awaiting verification)',
      request: ({ world }) => get(`/api/studio/${world.studioB.id}`),
      expect: only(STUDIO_B_ADMINS, { anonymous: 'forbidden' }),
    },
  ],
  'studios.getByStudioName': [
    {
      scenario: 'studio A with rooms (rent for its admins only)',
      request: ({ world }) => get(`/api/studio/studioName/${world.studioA.studioName}`),
      expect: only(STUDIO_ADMINS, { others: 'redacted', anonymous: 'redacted' }),
      reveals: showsRent,
    },
    {
      scenario: 'studio B (awaiting verification)',
      request: ({ world }) => get(`/api/studio/studioName/${world.studioB.studioName}`),
      expect: only(STUDIO_B_ADMINS, { anonymous: 'forbidden' }),
    },
  ],
  'studios.update': [
    {
      scenario: 'studio A',
      request: ({ world }) => patch(`/api/studio/${world.studioA.id}`, { about: 'We dance.' }),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'studios.delete': [
    {
      scenario: 'a studio where the role stands as in A (the owner: its own)',
      request: async ({ world, role }) => {
        const studio = await world.throwaway.studioFor(role);
        return { ...del(`/api/studio/${studio.id}`), as: studio.caller ?? null };
      },
      expect: only(['owner', 'platformAdmin']),
    },
  ],
  'studios.verify': [
    {
      scenario: 'studio A',
      request: ({ world }) => get(`/api/studio/verify/${world.studioA.id}`, { isVerified: 'true' }),
      expect: only(PLATFORM_ADMIN),
    },
  ],
  'studios.setVisibility': [
    {
      scenario: 'studio A (show: no change)',
      request: ({ world }) => patch(`/api/studio/${world.studioA.id}/visibility`, { isHidden: false }),
      expect: only(['owner', 'platformAdmin']),
    },
  ],
  'studios.checkStudioName': [
    {
      scenario: 'a free slug',
      request: () => post('/api/studio/checkStudioName', { studioName: 'free_slug_1' }),
      expect: everyone(),
    },
  ],
  'studios.search': [
    {
      scenario: 'all studios (studio B only for platform admins)',
      request: () => post('/api/studio/search', { limit: 500 }),
      expect: only(PLATFORM_ADMIN, { others: 'redacted', anonymous: 'redacted' }),
      reveals: (body, { world }) => items(body).some((studio) => studio.id === world.studioB.id),
    },
    {
      scenario: 'my studios (withAdminRights): A for its owner and admins',
      request: () => post('/api/studio/search', { withAdminRights: true }),
      expect: only(['studioAdmin', 'owner'], { others: 'redacted' }),
      reveals: (body, { world }) => items(body).some((studio) => studio.id === world.studioA.id),
    },
  ],
  'studios.uploadAvatar': [
    {
      scenario: 'studio A',
      request: ({ world }) => upload(`/api/studio/avatar/${world.studioA.id}`, 'avatar'),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'studios.uploadBanner': [
    {
      scenario: 'studio A',
      request: ({ world }) => upload(`/api/studio/banner/${world.studioA.id}`, 'banner'),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'studios.listStyles': [
    {
      scenario: 'studio A',
      request: ({ world }) => get(`/api/style/studio/${world.studioA.id}`),
      expect: everyone(),
    },
  ],
  'studios.listTeachers': [
    {
      scenario: 'studio A (e-mails for its admins only)',
      request: ({ world }) => get(`/api/studio/${world.studioA.id}/teachers`),
      expect: only(STUDIO_ADMINS, { others: 'redacted', anonymous: 'redacted' }),
      reveals: showsEmails,
    },
    {
      scenario: 'studio B (awaiting verification)',
      request: ({ world }) => get(`/api/studio/${world.studioB.id}/teachers`),
      expect: only(STUDIO_B_ADMINS, { anonymous: 'forbidden' }),
    },
  ],
  'studios.listInvites': [
    {
      scenario: 'studio A’s invites, with e-mails',
      request: ({ world }) => get('/api/studio/invites', { studioId: world.studioA.id }),
      expect: only(STUDIO_ADMINS),
      reveals: (body, { world }) => mentions(world.invitee.email)(body),
    },
  ],
  'studios.listMyInvites': [
    { scenario: 'one’s own', request: () => get('/api/studio/invites/mine'), expect: only(SIGNED_IN) },
  ],
  'studios.inviteTeacher': [
    {
      scenario: 'a user to studio A (its admins invite; a member who is not an admin suggests: pending)',
      request: ({ world }) =>
        post(`/api/studio/${world.studioA.id}/invite-teacher`, { userId: world.candidate.id }),
      expect: only([...STUDIO_ADMINS, 'teacher']),
    },
    {
      scenario: 'a user to studio A as its next owner (the owner only)',
      request: ({ world }) =>
        post(`/api/studio/${world.studioA.id}/invite-teacher`, { userId: world.candidate.id, isOwner: true }),
      expect: only(['owner', 'platformAdmin']),
    },
  ],
  'studios.askToJoin': [
    {
      scenario: 'asking to join studio A (teachers only; its member teacher gets 409)',
      request: ({ world }) => post(`/api/studio/${world.studioA.id}/ask-to-join`, { message: 'Hello' }),
      expect: only(['teacher', 'removedTeacher']),
    },
    {
      scenario: 'asking to join studio B (not shown to visitors: 404)',
      request: ({ world }) => post(`/api/studio/${world.studioB.id}/ask-to-join`, {}),
      expect: only([]),
    },
  ],
  'studios.updateAdmin': [
    {
      scenario: 'a member of A (not admin: no change)',
      request: ({ world }) =>
        patch('/api/studio/updateAdmin', {
          userId: world.teammate.id,
          studioId: world.studioA.id,
          isAdmin: false,
        }),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'studios.removeMember': [
    {
      scenario: 'an invite of studio A',
      request: async ({ world }) =>
        del(`/api/studio/invite/${world.studioA.id}/remove/${(await world.throwaway.invitedToA()).id}`),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'studios.acceptInvite': [
    {
      scenario: 'the studio’s side of another user’s invite to A',
      request: ({ world }) =>
        post('/api/studio/invite/accept', { studioId: world.studioA.id, userId: world.invitee.id }),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'studios.rejectInvite': [
    {
      scenario: 'another user’s invite to A (only the invited user may)',
      request: ({ world }) =>
        post('/api/studio/invite/reject', { studioId: world.studioA.id, userId: world.invitee.id }),
      expect: only([]),
    },
  ],

  // ——— rooms ———
  'rooms.listForStudio': [
    {
      scenario: 'studio A’s rooms (rent for its admins only)',
      request: ({ world }) => get(`/api/room/${world.studioA.id}`),
      expect: only(STUDIO_ADMINS, { others: 'redacted', anonymous: 'redacted' }),
      reveals: showsRent,
    },
    {
      scenario: 'studio B’s rooms (awaiting verification)',
      request: ({ world }) => get(`/api/room/${world.studioB.id}`),
      expect: only(STUDIO_B_ADMINS, { anonymous: 'forbidden' }),
    },
  ],
  'rooms.create': [
    {
      scenario: 'a room of studio A',
      request: ({ world }) =>
        post('/api/room', {
          studioId: world.studioA.id,
          name: `Sala ${makeSignup().username}`,
          address: KRAKOW,
        }),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'rooms.update': [
    {
      scenario: 'a room of studio A',
      request: ({ world }) => patch(`/api/room/${world.roomA.id}`, { name: 'Sala A' }),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'rooms.delete': [
    {
      scenario: 'a room of studio A',
      request: async ({ world }) => del(`/api/room/${(await world.throwaway.room()).id}`),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'rooms.uploadPhoto': [
    {
      scenario: 'a room of studio A',
      request: ({ world }) => upload(`/api/room/avatar/${world.roomA.id}`, 'avatar'),
      expect: only(STUDIO_ADMINS),
    },
  ],

  // ——— lessons ———
  'lessons.get': [
    {
      scenario: 'a lesson of A (public)',
      request: ({ world }) => get(`/api/lesson/${world.lesson.id}`),
      expect: everyone(),
    },
    {
      scenario: 'a lesson of B (not public)',
      request: ({ world }) => get(`/api/lesson/${world.lessonB.id}`),
      expect: only(STUDIO_B_ADMINS, { anonymous: 'forbidden' }),
    },
  ],
  'lessons.create': [
    {
      scenario: 'a lesson of A taught by its teacher',
      request: ({ world }) =>
        post('/api/lesson', lessonBody({ roomId: world.roomA.id, teacherId: world.teacher.id })),
      expect: only(LESSON_MANAGERS),
    },
  ],
  'lessons.update': [
    {
      scenario: 'the teacher’s lesson of A, unchanged',
      request: ({ world }) =>
        patch(`/api/lesson/${world.lesson.id}`, { ...world.lesson.body, id: world.lesson.id }),
      expect: only(LESSON_MANAGERS),
    },
    {
      scenario: 'the removed teacher’s lesson of A, unchanged (admins: 400 teacher not on the team)',
      request: ({ world }) =>
        patch(`/api/lesson/${world.removedTeachersLesson.id}`, world.removedTeachersLesson.body),
      expect: only(STUDIO_ADMINS),
    },
    {
      scenario: 'the removed teacher’s lesson of A, moved out of the studio to their own address',
      request: async ({ world }) => {
        const lesson = await world.throwaway.lesson('removedTeacher');
        const { roomId: _room, ...rest } = lesson.body;
        return patch(`/api/lesson/${lesson.id}`, { ...rest, customAddress: KRAKOW });
      },
      expect: only(PLATFORM_ADMIN),
    },
  ],
  'lessons.delete': [
    {
      scenario: 'a lesson of A taught by the teacher',
      request: async ({ world }) => del(`/api/lesson/${(await world.throwaway.lesson('teacher')).id}`),
      expect: only(LESSON_MANAGERS),
    },
    {
      scenario: 'a lesson of A taught by the removed teacher',
      request: async ({ world }) => del(`/api/lesson/${(await world.throwaway.lesson('removedTeacher')).id}`),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'lessons.checkAvailability': [
    {
      scenario: 'a slot in A’s room (for A’s team: issue #13 (d))',
      request: ({ world }) => checkSlotOf(world.lesson.body, 'roomId'),
      expect: only(LESSON_MANAGERS),
    },
    {
      scenario: 'a slot of the teacher’s schedule (theirs, their studios’ admins)',
      request: ({ world }) => checkSlotOf(world.lesson.body, 'teacherId'),
      expect: only(LESSON_MANAGERS),
    },
    {
      scenario: 'the slot of B’s hidden lesson (reveals nothing to who may not see it: issue #13 (d))',
      request: ({ world }) => checkSlotOf(world.lessonB.body, 'roomId'),
      expect: only(STUDIO_B_ADMINS, { others: 'concealed' }),
      reveals: (body, { world }) =>
        (body as { available?: boolean })?.available === false || mentions(world.lessonB.id)(body),
    },
  ],
  'lessons.bulkCreate': [
    {
      scenario: 'a lesson into A’s room',
      request: ({ world }) =>
        post('/api/lesson/bulk-create', {
          roomId: world.roomA.id,
          lessons: [lessonBody({ teacherId: world.teacher.id })],
        }),
      expect: only(PLATFORM_ADMIN),
    },
  ],
  'lessons.search': [
    {
      scenario: 'studio A’s lessons',
      request: ({ world }) => post('/api/lesson/search', { studioIds: [world.studioA.id] }),
      expect: everyone(),
    },
    {
      scenario: 'studio B’s lessons (not public)',
      request: ({ world }) => post('/api/lesson/search', { studioIds: [world.studioB.id] }),
      expect: only(STUDIO_B_ADMINS, { others: 'redacted', anonymous: 'redacted' }),
      reveals: (body, { world }) => items(body).some((lesson) => lesson.id === world.lessonB.id),
    },
  ],

  // ——— attendance ———
  'attendance.create': [
    {
      scenario: 'oneself (a guest when anonymous)',
      request: (context) =>
        post(
          '/api/attendance',
          oneself(context, {
            lessonId: context.world.signUpLesson.id,
            date: context.world.signUpLesson.nextDate,
          }),
        ),
      expect: everyone(),
    },
    {
      scenario: 'as another user',
      request: (context) =>
        post(
          '/api/attendance',
          asBystander(context, {
            lessonId: context.world.signUpLesson.id,
            date: context.world.signUpLesson.nextDate,
          }),
        ),
      expect: everyone('forbidden'),
    },
    {
      scenario: 'oneself, for B’s lesson (not public)',
      request: (context) =>
        post(
          '/api/attendance',
          oneself(context, { lessonId: context.world.lessonB.id, date: context.world.lessonB.nextDate }),
        ),
      expect: only(STUDIO_B_ADMINS, { anonymous: 'forbidden' }),
    },
  ],
  'attendance.listForLesson': [
    {
      scenario: 'the teacher’s lesson (another user’s sign-up, with e-mail)',
      request: ({ world }) =>
        get(`/api/attendance/lesson/${world.lesson.id}`, { date: world.lesson.nextDate }),
      expect: only(LESSON_MANAGERS),
      reveals: (body, { world }) => mentions(world.bystander.email)(body),
    },
    {
      scenario: 'the removed teacher’s lesson',
      request: ({ world }) =>
        get(`/api/attendance/lesson/${world.removedTeachersLesson.id}`, {
          date: world.removedTeachersLesson.nextDate,
        }),
      expect: only(STUDIO_ADMINS),
      reveals: (body, { world }) => mentions(world.bystander.email)(body),
    },
  ],
  'attendance.update': [
    {
      scenario: 'another user’s sign-up for the teacher’s lesson',
      request: ({ world }) => patch(`/api/attendance/${world.bystanderAttendance.id}`, { attended: true }),
      expect: only(LESSON_MANAGERS),
    },
    {
      scenario: 'another user’s sign-up for the removed teacher’s lesson',
      request: ({ world }) =>
        patch(`/api/attendance/${world.bystanderAttendanceOfRemovedTeacher.id}`, { attended: true }),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'attendance.listMine': [
    {
      scenario: 'one’s own (never another user’s)',
      request: () => get('/api/attendance/user', { dateFrom: todayInLessons() }),
      expect: only(SIGNED_IN, { granted: 'redacted' }),
      reveals: (body, { world }) => mentions(world.bystanderAttendance.id)(body),
    },
  ],
  'attendance.cancel': [
    {
      scenario: 'another user’s sign-up for the teacher’s lesson',
      request: async ({ world }) =>
        del(`/api/attendance/${(await world.throwaway.guestAttendance(world.lesson)).id}`),
      expect: only(LESSON_MANAGERS),
    },
    {
      scenario: 'another user’s sign-up for the removed teacher’s lesson',
      request: async ({ world }) =>
        del(`/api/attendance/${(await world.throwaway.guestAttendance(world.removedTeachersLesson)).id}`),
      expect: only(STUDIO_ADMINS),
    },
    {
      scenario: 'one’s own sign-up',
      request: async ({ world, caller }) => {
        const lesson = world.ownAttendanceLesson;
        if (!caller) return del(`/api/attendance/${(await world.throwaway.guestAttendance(lesson)).id}`);
        const own = await world.api({
          method: 'POST',
          path: '/api/attendance',
          headers: caller.headers,
          body: {
            lessonId: lesson.id,
            date: lesson.nextDate,
            name: caller.name,
            email: caller.email,
            userId: caller.id,
          },
        });
        if (own.status !== 201) throw new Error(`own sign-up → ${own.status} ${text(own.body)}`);
        return del(`/api/attendance/${own.body.id}`);
      },
      expect: only(SIGNED_IN),
    },
  ],
  'attendance.cancelByToken': [
    {
      scenario: 'the e-mailed link',
      request: async ({ world }) => {
        const attendance = await world.throwaway.guestAttendance(world.signUpLesson);
        return del(`/api/attendance/cancel/${await attendance.cancelToken()}`);
      },
      expect: everyone(),
    },
  ],
  'attendance.resendLinks': [
    {
      scenario: 'another person’s address (the same answer for any address, nothing revealed)',
      request: ({ world }) => post('/api/attendance/resend-links', { email: world.bystander.email }),
      expect: everyone('redacted'),
      reveals: (body, { world }) => mentions(world.bystander.email)(body),
    },
  ],

  // ——— groups ———
  'groups.create': [
    {
      scenario: 'of a lesson of A',
      request: async ({ world }) => {
        const lesson = await world.throwaway.lesson('teacher');
        return post('/api/lesson-group', { lessonIds: [lesson.id], studioId: world.studioA.id });
      },
      expect: only(STUDIO_ADMINS),
    },
  ],
  'groups.get': [
    {
      scenario: 'A’s group',
      request: ({ world }) => get(`/api/lesson-group/${world.group.id}`),
      expect: everyone(),
    },
  ],
  'groups.delete': [
    {
      scenario: 'a group of A',
      request: async ({ world }) => del(`/api/lesson-group/${(await world.throwaway.group()).id}`),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'groups.listForStudio': [
    {
      scenario: 'studio A',
      request: ({ world }) => get(`/api/lesson-group/studio/${world.studioA.id}`),
      expect: everyone(),
    },
    {
      scenario: 'studio B (awaiting verification)',
      request: ({ world }) => get(`/api/lesson-group/studio/${world.studioB.id}`),
      expect: only(STUDIO_B_ADMINS, { anonymous: 'forbidden' }),
    },
  ],
  'groups.listForTeacher': [
    {
      scenario: 'the teacher',
      request: ({ world }) => get(`/api/lesson-group/teacher/${world.teacher.id}`),
      expect: everyone(),
    },
  ],
  'groups.listMembers': [
    {
      scenario: 'the teacher’s group (another user’s membership, with e-mail)',
      request: ({ world }) => get(`/api/lesson-group/${world.group.id}/user`),
      expect: only(LESSON_MANAGERS),
      reveals: (body, { world }) => mentions(world.bystander.email)(body),
    },
    {
      scenario: 'the removed teacher’s group',
      request: ({ world }) => get(`/api/lesson-group/${world.removedTeachersGroup.id}/user`),
      expect: only(STUDIO_ADMINS),
      reveals: (body, { world }) => mentions(world.bystander.email)(body),
    },
  ],
  'groups.listMine': [
    {
      scenario: 'one’s own (never another user’s)',
      request: () => get('/api/lesson-group/user/mine'),
      expect: only(SIGNED_IN, { granted: 'redacted' }),
      reveals: (body, { world }) => mentions(world.removedTeachersGroup.id)(body),
    },
  ],
  'groups.join': [
    {
      scenario: 'oneself (a guest when anonymous)',
      request: (context) =>
        post(
          '/api/lesson-group/user',
          oneself(context, { groupId: context.world.group.id, joinStarting: todayInLessons() }),
        ),
      expect: everyone(),
    },
    {
      scenario: 'as another user',
      request: (context) =>
        post(
          '/api/lesson-group/user',
          asBystander(context, { groupId: context.world.group.id, joinStarting: todayInLessons() }),
        ),
      expect: everyone('forbidden'),
    },
    {
      scenario: 'a guest giving another member’s e-mail (must not answer with their membership)',
      request: ({ world }) =>
        post('/api/lesson-group/user', {
          groupId: world.group.id,
          name: 'Somebody Else',
          email: world.bystander.email,
          joinStarting: todayInLessons(),
          legalAccepted: true,
        }),
      expect: only(LESSON_MANAGERS, { granted: 'answered', others: 'concealed', anonymous: 'concealed' }),
      reveals: (body, { world }) =>
        mentions(world.group.memberId)(body) || mentions(world.bystander.id)(body),
    },
  ],
  'groups.updateMember': [
    {
      scenario: 'another user’s membership of the teacher’s group',
      request: ({ world }) =>
        patch(`/api/lesson-group/${world.group.id}/user`, {
          id: world.group.memberId,
          expirationDate: '2100-01-01',
        }),
      expect: only(LESSON_MANAGERS),
    },
    {
      scenario: 'another user’s membership of the removed teacher’s group',
      request: ({ world }) =>
        patch(`/api/lesson-group/${world.removedTeachersGroup.id}/user`, {
          id: world.removedTeachersGroup.memberId,
          expirationDate: '2100-01-01',
        }),
      expect: only(STUDIO_ADMINS),
    },
  ],
  'groups.removeMember': [
    {
      scenario: 'another user’s membership of the teacher’s group',
      request: async ({ world }) => {
        const member = await world.throwaway.guestMember(world.group.id);
        return del(`/api/lesson-group/${world.group.id}/user/${member.id}`);
      },
      expect: only(LESSON_MANAGERS),
    },
    {
      scenario: 'another user’s membership of the removed teacher’s group',
      request: async ({ world }) => {
        const groupId = world.removedTeachersGroup.id;
        const member = await world.throwaway.guestMember(groupId);
        return del(`/api/lesson-group/${groupId}/user/${member.id}`);
      },
      expect: only(STUDIO_ADMINS),
    },
  ],
  'groups.leave': [
    {
      scenario: 'one’s own membership',
      request: async ({ world, caller }) => {
        const groupId = world.group.id;
        if (caller) {
          const joined = await world.api({
            method: 'POST',
            path: '/api/lesson-group/user',
            headers: caller.headers,
            body: {
              groupId,
              userId: caller.id,
              name: caller.name,
              email: caller.email,
              joinStarting: todayInLessons(),
            },
          });
          if (joined.status !== 201 && joined.status !== 200)
            throw new Error(`join → ${joined.status} ${text(joined.body)}`);
        }
        return del(`/api/lesson-group/${groupId}/user/leave`);
      },
      expect: only(SIGNED_IN),
    },
  ],
  'groups.leaveByToken': [
    {
      scenario: 'the e-mailed link',
      request: async ({ world }) => {
        const member = await world.throwaway.guestMember(world.group.id);
        return del(`/api/lesson-group/user/leave/${await member.leaveToken()}`);
      },
      expect: everyone(),
    },
  ],

  // ——— styles, locations, meta ———
  'styles.list': [{ scenario: 'all', request: () => get('/api/style'), expect: everyone() }],
  'locations.listCountries': [
    { scenario: 'all', request: () => get('/api/city/countries'), expect: everyone() },
  ],
  'locations.locate': [
    {
      scenario: 'Kraków',
      request: () => get('/api/city/locate', { lat: '50.06', lng: '19.94' }),
      expect: everyone(),
    },
  ],
  'locations.searchCities': [
    { scenario: 'Kra…', request: () => get('/api/city/search', { q: 'Kra' }), expect: everyone() },
  ],
  'locations.geocode': [
    {
      scenario: 'an address in Kraków',
      request: () => get('/api/city/geocode', { country: 'PL', city: 'Kraków', address: 'Floriańska 15' }),
      expect: everyone(),
      notFoundIsAnAnswer: true,
    },
  ],
  'locations.listCities': [{ scenario: 'Poland', request: () => get('/api/city/PL'), expect: everyone() }],
  'meta.openApi': [{ scenario: 'the document', request: () => get('/api/openapi.json'), expect: everyone() }],
};
