import { errorText, inviteStatus } from '@plie/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { deliverPendingMail, mailsTo } from '../../../test/mailbox';
import { postTestStudio, verifyTestStudio } from '../../../test/studios';
import { resetRateLimits, setRateLimits } from '../../services/rate-limits';
import { getMember, type MemberRecord, putMember, saveMember } from './member-repository';
import { getStudioById, handOverStudio } from './studio-repository';

const api = createTestApi();
type Caller = TestAccount | undefined;
const as = (caller: Caller) => (caller ? caller.headers : {});

const createStudio = (owner: TestAccount) => postTestStudio(api, owner);
const newStudio = async (owner: TestAccount) => {
  const response = await createStudio(owner);
  expect(response.status).toBe(201);
  return response.body.id;
};

const team = {
  teachers: (studioId: string, caller?: Caller) =>
    api({ path: `/api/studio/${studioId}/teachers`, headers: as(caller) }),
  invites: (studioId: string, caller?: Caller) =>
    api({ path: '/api/studio/invites', query: { studioId }, headers: as(caller) }),
  mine: (caller?: Caller) => api({ path: '/api/studio/invites/mine', headers: as(caller) }),
  invite: (studioId: string, body: Record<string, unknown>, caller?: Caller) =>
    api({ method: 'POST', path: `/api/studio/${studioId}/invite-teacher`, body, headers: as(caller) }),
  accept: (body: unknown, caller?: Caller) =>
    api({ method: 'POST', path: '/api/studio/invite/accept', body, headers: as(caller) }),
  reject: (body: unknown, caller?: Caller) =>
    api({ method: 'POST', path: '/api/studio/invite/reject', body, headers: as(caller) }),
  remove: (studioId: string, userId: string, caller?: Caller) =>
    api({ method: 'DELETE', path: `/api/studio/invite/${studioId}/remove/${userId}`, headers: as(caller) }),
  updateAdmin: (body: Record<string, unknown>, caller?: Caller) =>
    api({ method: 'PATCH', path: '/api/studio/updateAdmin', body, headers: as(caller) }),
  ask: (studioId: string, caller?: Caller, body?: Record<string, unknown>) =>
    api({
      method: 'POST',
      path: `/api/studio/${studioId}/ask-to-join`,
      ...(body ? { body } : {}),
      headers: as(caller),
    }),
};
const patchStudio = (studioId: string, caller: Caller) =>
  api({
    method: 'PATCH',
    path: `/api/studio/${studioId}`,
    body: { about: 'Tango nights' },
    headers: as(caller),
  });

/** Invites `user` (by `by`, the owner unless said) and lets them accept: an active member. */
const join = async (
  studioId: string,
  user: TestAccount,
  by: TestAccount,
  roles: Record<string, boolean> = {},
) => {
  expect((await team.invite(studioId, { userId: user.id, ...roles }, by)).status).toBe(201);
  expect((await team.accept({ studioId, userId: user.id }, user)).body.status).toBe('accepted');
};

/** A verified studio (shown to visitors: teachers may ask to join it). */
const newPublicStudio = async (owner: TestAccount) => {
  const studioId = await newStudio(owner);
  expect((await verifyTestStudio(api, platformAdmin, studioId)).status).toBe(200);
  return studioId;
};

/**
 * An invite written as the table may hold it: only for states the API cannot reach (an owner's
 * request to join; an owner's invite that outlived a handover). Every state of spec §4 is made
 * through the API elsewhere.
 */
const seedInvite = (studioId: string, userId: string, answers: Partial<MemberRecord>) => {
  const at = new Date().toISOString();
  return saveMember({
    studioId,
    userId,
    isOwner: false,
    isAdmin: false,
    isTeacher: true,
    userAccepted: false,
    studioAccepted: false,
    rejected: false,
    createdAt: at,
    updatedAt: at,
    ...answers,
  });
};

const userIds = (response: { body: { user: { id: string } }[] }) => response.body.map((item) => item.user.id);

let platformAdmin: TestAccount;
let stranger: TestAccount;
/** Owner, and so admin, of another studio. */
let otherOwner: TestAccount;
let otherStudioId: string;

beforeAll(async () => {
  platformAdmin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL });
  stranger = await createAccount(api);
  otherOwner = await createAccount(api);
  otherStudioId = await newStudio(otherOwner);
});

describe('a studio’s team seen by each role of spec §6', () => {
  let owner: TestAccount;
  let admin: TestAccount;
  let teacher: TestAccount;
  let invited: TestAccount;
  let studioId: string;
  const roles = () =>
    ({
      anonymous: undefined,
      stranger,
      invited,
      teacher,
      otherOwner,
      admin,
      owner,
      platformAdmin,
    }) as Record<string, Caller>;

  beforeAll(async () => {
    [owner, admin, teacher, invited] = await Promise.all([
      createAccount(api),
      createAccount(api),
      createAccount(api),
      createAccount(api),
    ]);
    studioId = await newStudio(owner);
    await api({
      path: `/api/studio/verify/${studioId}`,
      query: { isVerified: 'true' },
      headers: platformAdmin.headers,
    });
    await join(studioId, admin, owner, { isAdmin: true });
    await join(studioId, teacher, admin);
    expect((await team.invite(studioId, { userId: invited.id }, admin)).status).toBe(201);
  });

  it.each(['anonymous', 'stranger', 'invited', 'teacher', 'otherOwner'])(
    'GET teachers: %s sees only the teachers shown to the public, without e-mails',
    async (role) => {
      const response = await team.teachers(studioId, roles()[role]);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        {
          id: `${studioId}:${teacher.id}`,
          user: { id: teacher.id, name: teacher.name, username: teacher.username, isTeacher: false },
          isOwner: false,
          isAdmin: false,
          isTeacher: true,
          hasLessons: false,
        },
      ]);
    },
  );

  it.each(['admin', 'owner', 'platformAdmin'])(
    'GET teachers: %s sees every active member with e-mails, owner first',
    async (role) => {
      const response = await team.teachers(studioId, roles()[role]);
      expect(userIds(response)).toEqual([owner.id, admin.id, teacher.id]);
      expect(response.body.map((member: { user: { email: string } }) => member.user.email)).toEqual([
        owner.email,
        admin.email,
        teacher.email,
      ]);
      expect(response.body[0]).toMatchObject({ isOwner: true, isAdmin: true, isTeacher: false });
      expect(response.body[1]).toMatchObject({ isOwner: false, isAdmin: true, isTeacher: true });
    },
  );

  it.each([
    ['anonymous', 401],
    ['stranger', 403],
    ['invited', 403],
    ['teacher', 403],
    ['otherOwner', 403],
    ['admin', 200],
    ['owner', 200],
    ['platformAdmin', 200],
  ])('GET invites: %s gets %i', async (role, status) => {
    const response = await team.invites(studioId, roles()[role]);
    expect(response.status).toBe(status);
    if (status !== 200) return;
    expect(response.body).toEqual([
      expect.objectContaining({
        userId: invited.id,
        status: 'awaitingUser',
        userAccepted: false,
        studioAccepted: true,
        isAdmin: false,
        isOwner: false,
        user: expect.objectContaining({ id: invited.id, email: invited.email }),
      }),
    ]);
  });

  it('GET invites/mine: the invited user sees the studio; members and strangers see nothing open', async () => {
    const mine = await team.mine(invited);
    expect(mine.body).toEqual([
      expect.objectContaining({
        studioId,
        status: 'awaitingUser',
        studio: expect.objectContaining({ id: studioId, primaryColor: 'teal' }),
      }),
    ]);
    expect((await team.mine(teacher)).body).toEqual([]);
    expect((await team.mine(stranger)).body).toEqual([]);
    expect((await team.mine()).status).toBe(401);
  });

  it.each([
    ['anonymous', 401],
    ['stranger', 403],
    ['invited', 403],
    ['otherOwner', 403],
  ])('POST invite-teacher: %s gets %i and nothing is written', async (role, status) => {
    expect((await team.invite(studioId, { userId: stranger.id }, roles()[role])).status).toBe(status);
    expect(await getMember(studioId, stranger.id)).toBeUndefined();
  });

  it.each([
    ['anonymous', 401],
    ['stranger', 403],
    ['invited', 403],
    ['teacher', 403],
    ['otherOwner', 403],
  ])('PATCH updateAdmin: %s gets %i', async (role, status) => {
    const response = await team.updateAdmin({ studioId, userId: teacher.id, isAdmin: true }, roles()[role]);
    expect(response.status).toBe(status);
    expect((await getMember(studioId, teacher.id))?.isAdmin).toBe(false);
  });

  it.each([
    ['anonymous', 401],
    ['stranger', 403],
    ['invited', 403],
    ['otherOwner', 403],
  ])('DELETE a member: %s gets %i', async (role, status) => {
    expect((await team.remove(studioId, teacher.id, roles()[role])).status).toBe(status);
    expect(await getMember(studioId, teacher.id)).toBeDefined();
  });

  it('DELETE: a member teacher cannot remove someone else', async () => {
    expect((await team.remove(studioId, invited.id, teacher)).status).toBe(403);
  });

  it.each([
    ['anonymous', 401],
    ['stranger', 403],
    ['teacher', 403],
    ['otherOwner', 403],
  ])('POST accept someone else’s invite: %s gets %i', async (role, status) => {
    expect((await team.accept({ studioId, userId: invited.id }, roles()[role])).status).toBe(status);
    expect((await getMember(studioId, invited.id))?.userAccepted).toBe(false);
  });

  it.each([
    ['anonymous', 401],
    ['stranger', 403],
    ['teacher', 403],
    ['admin', 403],
    ['owner', 403],
    ['platformAdmin', 403],
  ])('POST reject someone else’s invite: %s gets %i', async (role, status) => {
    expect((await team.reject({ studioId, userId: invited.id }, roles()[role])).status).toBe(status);
    expect((await getMember(studioId, invited.id))?.rejected).toBe(false);
  });

  it('an unverified studio’s team is hidden from everyone but its admins', async () => {
    const hiddenStudio = await newStudio(stranger);
    expect((await team.teachers(hiddenStudio)).status).toBe(404);
    expect((await team.teachers(hiddenStudio, otherOwner)).status).toBe(404);
    expect(userIds(await team.teachers(hiddenStudio, stranger))).toEqual([stranger.id]);
    expect(userIds(await team.teachers(hiddenStudio, platformAdmin))).toEqual([stranger.id]);
  });
});

describe('inviting (POST /api/studio/{id}/invite-teacher)', () => {
  let owner: TestAccount;
  let admin: TestAccount;
  let studioId: string;
  beforeAll(async () => {
    [owner, admin] = await Promise.all([createAccount(api), createAccount(api)]);
    studioId = await newStudio(owner);
    await join(studioId, admin, owner, { isAdmin: true });
  });

  it('is for the studio’s admins, its owner and platform admins; the studio side is accepted at once', async () => {
    const user = await createAccount(api);
    for (const by of [admin, owner, platformAdmin]) {
      const response = await team.invite(studioId, { userId: user.id, studioId, isAdmin: by === owner }, by);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        id: `${studioId}:${user.id}`,
        studioId,
        userId: user.id,
        userAccepted: false,
        studioAccepted: true,
        status: 'awaitingUser',
        isOwner: false,
        user: { id: user.id, email: user.email },
        studio: { id: studioId },
      });
    }
    // One invite per (studio, user): the later invites refreshed it.
    const invites = (await team.invites(studioId, owner)).body;
    expect(invites.filter((invite: { userId: string }) => invite.userId === user.id)).toHaveLength(1);
    expect((await getMember(studioId, user.id))?.isAdmin).toBe(false);
    expect(await getMember(studioId, user.id)).toMatchObject({ isTeacher: true });
  });

  it('refuses to invite an active member (409), including the owner', async () => {
    expect(await team.invite(studioId, { userId: admin.id }, owner)).toMatchObject({
      status: 409,
      body: { message: errorText('member.alreadyMember') },
    });
    expect((await team.invite(studioId, { userId: owner.id }, admin)).status).toBe(409);
  });

  it('lets only the owner or a platform admin invite an owner', async () => {
    const user = await createAccount(api);
    expect(await team.invite(studioId, { userId: user.id, isOwner: true }, admin)).toMatchObject({
      status: 403,
      body: { message: errorText('member.onlyOwnerHandsOver') },
    });
    expect(await getMember(studioId, user.id)).toBeUndefined();
    const byOwner = await team.invite(studioId, { userId: user.id, isOwner: true, isAdmin: true }, owner);
    expect(byOwner.body).toMatchObject({ isOwner: true, isAdmin: true, status: 'awaitingUser' });
    expect((await team.invite(studioId, { userId: user.id, isOwner: true }, platformAdmin)).status).toBe(201);
  });

  it.each([
    ['no userId', {}, 400],
    ['an empty userId', { userId: '' }, 400],
    ['a userId that is a number', { userId: 42 }, 400],
    ['isAdmin that is not a boolean', { userId: 'x', isAdmin: 'yes' }, 400],
    ['another studio’s id in the body', { userId: 'x', studioId: 'another-studio' }, 400],
    ['a user that does not exist', { userId: 'no-such-user' }, 404],
  ])('refuses %s (%i) and writes nothing', async (_, body, status) => {
    const before = (await team.invites(studioId, owner)).body;
    const response = await team.invite(studioId, body, owner);
    expect(response.status).toBe(status);
    if (status === 404) expect(response.body.message).toBe(errorText('user.notFound'));
    expect((await team.invites(studioId, owner)).body).toEqual(before);
  });

  it('answers 404 for a studio that does not exist or is deleted', async () => {
    expect((await team.invite('no-such-studio', { userId: admin.id }, platformAdmin)).status).toBe(404);
    const goner = await createAccount(api);
    const deleted = await newStudio(goner);
    await api({ method: 'DELETE', path: `/api/studio/${deleted}`, headers: goner.headers });
    expect((await team.invite(deleted, { userId: admin.id }, platformAdmin)).status).toBe(404);
    expect(await getMember(deleted, admin.id)).toBeUndefined();
  });
});

describe('invite states and transitions (spec §4), each made through the API', () => {
  let owner: TestAccount;
  /** A member who is not an admin: their invites are suggestions (pending). */
  let colleague: TestAccount;
  let studioId: string;
  beforeAll(async () => {
    [owner, colleague] = await Promise.all([createAccount(api), createAccount(api, { isTeacher: true })]);
    studioId = await newPublicStudio(owner);
    await join(studioId, colleague, owner);
  });
  /** A colleague suggests the user: neither side has accepted. */
  const suggest = async (user: TestAccount) => {
    const response = await team.invite(studioId, { userId: user.id }, colleague);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'pending', userAccepted: false, studioAccepted: false });
    expect(response.body.user.email).toBeUndefined();
  };
  /** The user's entries in the studio's invite list. */
  const openInvitesOf = async (user: TestAccount) =>
    (await team.invites(studioId, owner)).body.filter(
      (invite: { userId: string }) => invite.userId === user.id,
    );
  const statusOf = async (userId: string) => {
    const member = await getMember(studioId, userId);
    return member && inviteStatus(member);
  };

  it('pending → awaitingStudio (the user accepts) → accepted (an admin accepts)', async () => {
    const user = await createAccount(api);
    await suggest(user);
    expect((await team.mine(user)).body[0]).toMatchObject({ status: 'pending' });
    expect(await openInvitesOf(user)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect((await team.accept({ studioId, userId: user.id }, user)).body).toMatchObject({
      status: 'awaitingStudio',
      userAccepted: true,
      studioAccepted: false,
    });
    expect(await openInvitesOf(user)).toEqual([expect.objectContaining({ status: 'awaitingStudio' })]);
    expect((await team.accept({ studioId, userId: user.id }, owner)).body).toMatchObject({
      status: 'accepted',
    });
    expect(await openInvitesOf(user)).toEqual([]);
    expect((await team.mine(user)).body).toEqual([]);
    expect(userIds(await team.teachers(studioId, owner))).toContain(user.id);
  });

  it('pending → awaitingUser (an admin accepts) → accepted (the user accepts)', async () => {
    const user = await createAccount(api);
    await suggest(user);
    expect((await team.accept({ studioId, userId: user.id }, owner)).body.status).toBe('awaitingUser');
    expect((await team.accept({ studioId, userId: user.id }, user)).body.status).toBe('accepted');
    // Accepting again changes nothing.
    expect((await team.accept({ studioId, userId: user.id }, user)).body.status).toBe('accepted');
  });

  it('awaitingStudio (a request to join) → accepted when an admin invites the user', async () => {
    const user = await createAccount(api, { isTeacher: true });
    expect((await team.ask(studioId, user)).body.status).toBe('awaitingStudio');
    expect((await team.invite(studioId, { userId: user.id }, owner)).body.status).toBe('accepted');
  });

  it('awaitingUser → rejected: it can no longer be accepted until the studio invites again', async () => {
    const user = await createAccount(api);
    await team.invite(studioId, { userId: user.id, isAdmin: true }, owner);
    expect((await team.reject({ studioId, userId: user.id }, user)).body).toMatchObject({
      status: 'rejected',
      studio: { id: studioId },
    });
    expect((await team.mine(user)).body[0]).toMatchObject({ status: 'rejected' });
    expect(await openInvitesOf(user)).toEqual([expect.objectContaining({ status: 'rejected' })]);
    for (const by of [user, owner]) {
      expect(await team.accept({ studioId, userId: user.id }, by)).toMatchObject({
        status: 409,
        body: { message: errorText('invite.rejected') },
      });
    }
    expect(await statusOf(user.id)).toBe('rejected');

    // Inviting again starts over, with the roles now sent.
    expect((await team.invite(studioId, { userId: user.id }, owner)).body).toMatchObject({
      status: 'awaitingUser',
      userAccepted: false,
      studioAccepted: true,
      isAdmin: false,
    });
    expect((await team.accept({ studioId, userId: user.id }, user)).body.status).toBe('accepted');
  });

  it('pending → rejected; an accepted invite cannot be rejected (the member leaves instead)', async () => {
    const [user, member] = await Promise.all([createAccount(api), createAccount(api)]);
    await suggest(user);
    expect((await team.reject({ studioId, userId: user.id }, user)).body.status).toBe('rejected');
    await join(studioId, member, owner);
    expect(await team.reject({ studioId, userId: member.id }, member)).toMatchObject({
      status: 409,
      body: { message: errorText('invite.alreadyAccepted') },
    });
    expect(await statusOf(member.id)).toBe('accepted');
  });

  it('an admin can withdraw an invite or turn down a request to join; the user can withdraw theirs', async () => {
    const [invitedUser, asking, askingToo] = await Promise.all([
      createAccount(api),
      createAccount(api, { isTeacher: true }),
      createAccount(api, { isTeacher: true }),
    ]);
    await team.invite(studioId, { userId: invitedUser.id }, owner);
    expect((await team.ask(studioId, asking)).status).toBe(200);
    expect((await team.ask(studioId, askingToo)).status).toBe(200);
    expect((await team.remove(studioId, invitedUser.id, owner)).body).toEqual({ success: true });
    expect((await team.remove(studioId, asking.id, owner)).body).toEqual({ success: true });
    expect((await team.remove(studioId, askingToo.id, askingToo)).body).toEqual({ success: true });
    for (const user of [invitedUser, asking, askingToo]) {
      expect(await getMember(studioId, user.id)).toBeUndefined();
      expect((await team.mine(user)).body).toEqual([]);
    }
    expect((await team.accept({ studioId, userId: invitedUser.id }, invitedUser)).status).toBe(404);
  });

  it('leaves deleted studios out of the user’s invites', async () => {
    const [user, goner] = await Promise.all([createAccount(api), createAccount(api)]);
    const doomed = await newStudio(goner);
    await team.invite(doomed, { userId: user.id }, goner);
    expect((await team.mine(user)).body).toHaveLength(1);
    await api({ method: 'DELETE', path: `/api/studio/${doomed}`, headers: goner.headers });
    expect((await team.mine(user)).body).toEqual([]);
    expect((await team.accept({ studioId: doomed, userId: user.id }, user)).status).toBe(404);
  });

  it('a change made meanwhile wins: a stale write is refused with 409', async () => {
    const user = await createAccount(api);
    await team.invite(studioId, { userId: user.id }, owner);
    const seen = (await getMember(studioId, user.id))!;
    await team.accept({ studioId, userId: user.id }, user);
    await expect(putMember({ ...seen, rejected: true, updatedAt: 'later' }, seen)).rejects.toMatchObject({
      statusCode: 409,
      message: errorText('member.changedMeanwhile'),
    });
    await expect(putMember(seen, undefined)).rejects.toMatchObject({ statusCode: 409 });
    expect(await statusOf(user.id)).toBe('accepted');
  });

  it('an accept racing a removal never brings the invite back', async () => {
    const user = await createAccount(api);
    await team.invite(studioId, { userId: user.id }, owner);
    const responses = await Promise.all([
      team.accept({ studioId, userId: user.id }, user),
      team.remove(studioId, user.id, owner),
    ]);
    const [accepted, removed] = responses.map((response) => response.status);
    if (removed === 200) {
      expect([200, 404, 409]).toContain(accepted);
      expect(await getMember(studioId, user.id)).toBeUndefined();
    } else {
      // The accept changed the invite first: the removal of what it had read is refused.
      expect([accepted, removed]).toEqual([200, 409]);
      expect(await statusOf(user.id)).toBe('accepted');
    }
  });
});

describe('a teacher asks to join (POST /api/studio/{id}/ask-to-join, issue #17 item 3)', () => {
  let owner: TestAccount;
  let admin: TestAccount;
  let member: TestAccount;
  let studioId: string;
  let studioName: string;
  beforeAll(async () => {
    [owner, admin, member] = await Promise.all([
      createAccount(api, { language: 'pl' }),
      createAccount(api),
      createAccount(api, { isTeacher: true }),
    ]);
    studioId = await newPublicStudio(owner);
    studioName = (await api({ path: `/api/studio/${studioId}` })).body.studioName;
    await join(studioId, admin, owner, { isAdmin: true });
    await join(studioId, member, owner);
  });
  const subjectsTo = async (account: TestAccount) =>
    (await mailsTo(account.email)).map((mail) => mail.subject);

  it('writes a request awaiting the studio, listed for its admins and in the teacher’s invites', async () => {
    const teacher = await createAccount(api, { isTeacher: true, confirmed: false });
    const response = await team.ask(studioId, teacher, { message: '  Salsa on Tuesdays?  ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      studioId,
      userId: teacher.id,
      status: 'awaitingStudio',
      userAccepted: true,
      studioAccepted: false,
      isAdmin: false,
      isOwner: false,
      message: 'Salsa on Tuesdays?',
    });
    const listed = (await team.invites(studioId, admin)).body.filter(
      (invite: { userId: string }) => invite.userId === teacher.id,
    );
    expect(listed).toEqual([
      expect.objectContaining({ status: 'awaitingStudio', message: 'Salsa on Tuesdays?' }),
    ]);
    expect((await team.mine(teacher)).body).toEqual([
      expect.objectContaining({
        studioId,
        status: 'awaitingStudio',
        studio: expect.objectContaining({ id: studioId }),
      }),
    ]);
  });

  it('mails the owner and each admin once, in their language, with a link to the team tab; asking again answers the same and mails nobody', async () => {
    const teacher = await createAccount(api, { isTeacher: true, name: 'Zofia Asking' });
    await deliverPendingMail();
    const [ownerBefore, adminBefore, memberBefore] = await Promise.all([
      subjectsTo(owner),
      subjectsTo(admin),
      subjectsTo(member),
    ]);
    const first = await team.ask(studioId, teacher, { message: 'I teach bachata' });
    expect((await team.ask(studioId, teacher)).body).toEqual(first.body);
    await deliverPendingMail();
    await deliverPendingMail();
    const ownerNew = (await mailsTo(owner.email)).slice(ownerBefore.length);
    const adminNew = (await mailsTo(admin.email)).slice(adminBefore.length);
    expect(ownerNew.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Zofia Asking prosi o dołączenie'),
    ]);
    expect(adminNew.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Zofia Asking asks to join'),
    ]);
    expect(adminNew[0]?.text).toContain('I teach bachata');
    expect(adminNew[0]?.text).toContain(`/studios/${studioName}?tab=teachers`);
    expect(await subjectsTo(member)).toEqual(memberBefore);
  });

  it('the studio accepts: the teacher joins the team and gets one mail; refusing (remove) mails the teacher, withdrawing mails nobody', async () => {
    const [accepted, refused, withdrawing] = await Promise.all([
      createAccount(api, { isTeacher: true, language: 'ua' }),
      createAccount(api, { isTeacher: true }),
      createAccount(api, { isTeacher: true }),
    ]);
    for (const teacher of [accepted, refused, withdrawing]) await team.ask(studioId, teacher);
    expect((await team.accept({ studioId, userId: accepted.id }, admin)).body.status).toBe('accepted');
    expect(userIds(await team.teachers(studioId))).toContain(accepted.id);
    expect((await team.remove(studioId, refused.id, owner)).status).toBe(200);
    expect((await team.remove(studioId, withdrawing.id, withdrawing)).status).toBe(200);
    await deliverPendingMail();
    await deliverPendingMail();
    expect(await subjectsTo(accepted)).toEqual([expect.stringContaining('прийняла ваш запит')]);
    expect((await mailsTo(accepted.email))[0]?.text).toContain(`/studios/${studioName}?tab=teachers`);
    expect(await subjectsTo(refused)).toEqual([expect.stringContaining('Your request to join')]);
    expect(await subjectsTo(withdrawing)).toEqual([]);
  });

  it('a withdrawn request mails the admins nothing once it is gone', async () => {
    const teacher = await createAccount(api, { isTeacher: true, name: 'Wanda Withdrawn' });
    await team.ask(studioId, teacher);
    await team.remove(studioId, teacher.id, teacher);
    await deliverPendingMail();
    expect((await subjectsTo(admin)).filter((subject) => subject.includes('Wanda Withdrawn'))).toEqual([]);
  });

  it('asking when the studio invited the teacher accepts that invite (no mail to the admins)', async () => {
    const teacher = await createAccount(api, { isTeacher: true, name: 'Ida Invited' });
    await team.invite(studioId, { userId: teacher.id }, admin);
    expect((await team.ask(studioId, teacher)).body.status).toBe('accepted');
    await deliverPendingMail();
    expect((await subjectsTo(admin)).filter((subject) => subject.includes('Ida Invited'))).toEqual([]);
  });

  it('a removed member, or one who rejected an invite, may ask again: a new request', async () => {
    const [removed, rejecting] = await Promise.all([
      createAccount(api, { isTeacher: true }),
      createAccount(api, { isTeacher: true }),
    ]);
    await join(studioId, removed, owner);
    await team.remove(studioId, removed.id, owner);
    expect((await team.ask(studioId, removed)).body.status).toBe('awaitingStudio');
    await team.invite(studioId, { userId: rejecting.id, isAdmin: true }, owner);
    await team.reject({ studioId, userId: rejecting.id }, rejecting);
    expect((await team.ask(studioId, rejecting)).body).toMatchObject({
      status: 'awaitingStudio',
      isAdmin: false,
    });
  });

  it('refuses who may not ask, and writes nothing', async () => {
    const dancer = await createAccount(api);
    expect(await team.ask(studioId, dancer)).toMatchObject({
      status: 403,
      body: { code: 'invite.teachersOnly' },
    });
    expect(await getMember(studioId, dancer.id)).toBeUndefined();
    expect((await team.ask(studioId, undefined)).status).toBe(401);
    expect(await team.ask(studioId, member)).toMatchObject({
      status: 409,
      body: { message: errorText('member.alreadyMember') },
    });
    expect((await team.ask(studioId, owner)).status).toBe(403);
  });

  it('answers 404 for a studio not shown to visitors (unverified, hidden, deleted, unknown)', async () => {
    const teacher = await createAccount(api, { isTeacher: true });
    const [unverifiedOwner, hiddenOwner, deletedOwner] = await Promise.all([
      createAccount(api),
      createAccount(api),
      createAccount(api),
    ]);
    const unverified = await newStudio(unverifiedOwner);
    const hidden = await newPublicStudio(hiddenOwner);
    await api({
      method: 'PATCH',
      path: `/api/studio/${hidden}/visibility`,
      body: { isHidden: true },
      headers: hiddenOwner.headers,
    });
    const deleted = await newPublicStudio(deletedOwner);
    await api({ method: 'DELETE', path: `/api/studio/${deleted}`, headers: deletedOwner.headers });
    for (const id of [unverified, hidden, deleted, 'no-such-studio']) {
      expect(await team.ask(id, teacher)).toMatchObject({ status: 404, body: { code: 'studio.notFound' } });
      expect(await getMember(id, teacher.id)).toBeUndefined();
    }
  });

  it.each([
    ['a message over 500 characters', { message: 'x'.repeat(501) }],
    ['a message that is not text', { message: 42 }],
  ])('refuses %s (400)', async (_, body) => {
    const teacher = await createAccount(api, { isTeacher: true });
    expect((await team.ask(studioId, teacher, body)).status).toBe(400);
    expect(await getMember(studioId, teacher.id)).toBeUndefined();
  });

  it('limits asks per teacher (the askToJoin bucket): 429 once over', async () => {
    const teacher = await createAccount(api, { isTeacher: true });
    setRateLimits({ askToJoin: { limit: 2 } });
    try {
      for (let ask = 0; ask < 2; ask += 1) {
        expect((await team.ask(studioId, teacher)).status).toBe(200);
        expect((await team.remove(studioId, teacher.id, teacher)).status).toBe(200);
      }
      expect(await team.ask(studioId, teacher)).toMatchObject({
        status: 429,
        body: { code: 'rateLimit.requests' },
      });
      expect(await getMember(studioId, teacher.id)).toBeUndefined();
    } finally {
      resetRateLimits();
    }
  });
});

describe('suggesting a colleague (a member who is not an admin, POST invite-teacher)', () => {
  let owner: TestAccount;
  let member: TestAccount;
  let studioId: string;
  beforeAll(async () => {
    [owner, member] = await Promise.all([createAccount(api), createAccount(api, { isTeacher: true })]);
    studioId = await newStudio(owner);
    await join(studioId, member, owner);
  });

  it('makes a pending invite as a teacher only; an invite already there stays as the studio made it', async () => {
    const [suggested, invited] = await Promise.all([createAccount(api), createAccount(api)]);
    expect(await team.invite(studioId, { userId: suggested.id, isAdmin: true }, member)).toMatchObject({
      status: 403,
      body: { code: 'invite.suggestTeachersOnly' },
    });
    expect((await team.invite(studioId, { userId: suggested.id, isOwner: true }, member)).status).toBe(403);
    expect(await getMember(studioId, suggested.id)).toBeUndefined();
    expect((await team.invite(studioId, { userId: suggested.id }, member)).body.status).toBe('pending');
    await team.invite(studioId, { userId: invited.id, isAdmin: true }, owner);
    expect((await team.invite(studioId, { userId: invited.id }, member)).body).toMatchObject({
      status: 'awaitingUser',
      isAdmin: true,
    });
    expect((await team.invite(studioId, { userId: owner.id }, member)).status).toBe(409);
  });
});

describe('answering with bad input', () => {
  let owner: TestAccount;
  let user: TestAccount;
  let studioId: string;
  beforeAll(async () => {
    [owner, user] = await Promise.all([createAccount(api), createAccount(api)]);
    studioId = await newStudio(owner);
    await team.invite(studioId, { userId: user.id }, owner);
  });

  it.each([
    ['no studioId', () => ({ userId: user.id }), 400],
    ['no body at all', () => undefined, 400],
    ['a studioId that is a number', () => ({ studioId: 7, userId: user.id }), 400],
    ['an empty userId', () => ({ studioId, userId: '' }), 400],
    ['a studio that does not exist', () => ({ studioId: 'no-such-studio', userId: user.id }), 404],
    ['a studio the user is not invited to', () => ({ studioId: otherStudioId, userId: user.id }), 404],
  ])('accept and reject refuse %s (%i); the invite stays open', async (_, body, status) => {
    expect((await team.accept(body(), user)).status).toBe(status);
    expect((await team.reject(body(), user)).status).toBe(status);
    expect((await getMember(studioId, user.id))?.userAccepted).toBe(false);
    expect((await getMember(studioId, user.id))?.rejected).toBe(false);
  });

  it('an admin accepting an invite that does not exist gets 404', async () => {
    expect((await team.accept({ studioId, userId: 'no-such-user' }, owner)).status).toBe(404);
    expect((await team.accept({ studioId, userId: owner.id }, user)).status).toBe(403);
  });

  it.each([
    ['no userId', () => ({ studioId, isAdmin: true }), 400],
    ['no studioId', () => ({ userId: user.id, isAdmin: true }), 400],
    ['neither isAdmin nor isOwner', () => ({ studioId, userId: user.id }), 400],
    ['isOwner false', () => ({ studioId, userId: user.id, isOwner: false }), 400],
    ['isAdmin as text', () => ({ studioId, userId: user.id, isAdmin: 'true' }), 400],
    ['isOwner with isAdmin false', () => ({ studioId, userId: user.id, isOwner: true, isAdmin: false }), 400],
    ['a studio that does not exist', () => ({ studioId: 'nope', userId: user.id, isAdmin: true }), 404],
    ['a user who is no member', () => ({ studioId, userId: 'no-such-user', isAdmin: true }), 404],
    ['an invited user who has not joined', () => ({ studioId, userId: user.id, isAdmin: true }), 409],
  ])('updateAdmin refuses %s (%i) and changes nothing', async (_, body, status) => {
    expect((await team.updateAdmin(body(), owner)).status).toBe(status);
    expect(await getMember(studioId, user.id)).toMatchObject({ isAdmin: false, userAccepted: false });
  });

  it('removing from a studio or a member that does not exist answers 404', async () => {
    expect((await team.remove('no-such-studio', user.id, owner)).status).toBe(404);
    expect(await team.remove(studioId, 'no-such-user', owner)).toMatchObject({
      status: 404,
      body: { message: errorText('invite.notFound') },
    });
  });

  it('listing needs an existing studio id', async () => {
    expect((await api({ path: '/api/studio/invites', headers: owner.headers })).status).toBe(400);
    expect((await team.invites('', owner)).status).toBe(400);
    expect((await team.invites('no-such-studio', owner)).status).toBe(404);
    expect((await team.teachers('no-such-studio', owner)).status).toBe(404);
  });
});

describe('admins (PATCH /api/studio/updateAdmin) and leaving', () => {
  let owner: TestAccount;
  let admin: TestAccount;
  let teacher: TestAccount;
  let studioId: string;
  beforeAll(async () => {
    [owner, admin, teacher] = await Promise.all([createAccount(api), createAccount(api), createAccount(api)]);
    studioId = await newStudio(owner);
    await join(studioId, admin, owner, { isAdmin: true });
    await join(studioId, teacher, owner);
  });

  it('a promoted member gets the admin rights and loses them when demoted', async () => {
    expect((await patchStudio(studioId, teacher)).status).toBe(403);
    expect((await team.invites(studioId, teacher)).status).toBe(403);
    const promoted = await team.updateAdmin({ studioId, userId: teacher.id, isAdmin: true }, admin);
    expect(promoted.body).toMatchObject({
      id: `${studioId}:${teacher.id}`,
      isAdmin: true,
      isOwner: false,
      isTeacher: true,
      user: { id: teacher.id, email: teacher.email },
    });
    expect((await patchStudio(studioId, teacher)).status).toBe(200);
    expect((await team.invites(studioId, teacher)).status).toBe(200);
    expect(
      (await team.updateAdmin({ studioId, userId: teacher.id, isAdmin: false }, owner)).body.isAdmin,
    ).toBe(false);
    expect((await patchStudio(studioId, teacher)).status).toBe(403);
    expect(
      (await team.updateAdmin({ studioId, userId: teacher.id, isAdmin: true }, platformAdmin)).status,
    ).toBe(200);
    await team.updateAdmin({ studioId, userId: teacher.id, isAdmin: false }, platformAdmin);
  });

  it('nobody changes their own role; the owner stays an admin; only the owner hands over', async () => {
    expect(await team.updateAdmin({ studioId, userId: admin.id, isAdmin: false }, admin)).toMatchObject({
      status: 403,
      body: { message: errorText('member.ownRole') },
    });
    expect((await team.updateAdmin({ studioId, userId: owner.id, isAdmin: false }, owner)).status).toBe(403);
    expect(await team.updateAdmin({ studioId, userId: owner.id, isAdmin: false }, admin)).toMatchObject({
      status: 409,
      body: { message: errorText('member.ownerIsAdmin') },
    });
    expect(await team.updateAdmin({ studioId, userId: teacher.id, isOwner: true }, admin)).toMatchObject({
      status: 403,
      body: { message: errorText('member.onlyOwnerHandsOver') },
    });
    expect((await getStudioById(studioId))?.ownerId).toBe(owner.id);
    expect((await getMember(studioId, admin.id))?.isAdmin).toBe(true);
  });

  it('the owner can neither be removed nor leave; others can be removed or leave', async () => {
    for (const by of [admin, owner, platformAdmin]) {
      expect(await team.remove(studioId, owner.id, by)).toMatchObject({
        status: 409,
        body: { message: errorText('member.ownerHandsOver') },
      });
    }
    expect(await getMember(studioId, owner.id)).toBeDefined();
    const [leaver, removed] = await Promise.all([createAccount(api), createAccount(api)]);
    await join(studioId, leaver, admin);
    await join(studioId, removed, admin);
    expect((await team.remove(studioId, leaver.id, leaver)).status).toBe(200);
    expect((await team.remove(studioId, removed.id, admin)).status).toBe(200);
    expect((await team.remove(studioId, removed.id, admin)).status).toBe(404);
    expect(userIds(await team.teachers(studioId, owner))).toEqual([owner.id, admin.id, teacher.id]);
  });

  it('a removed admin loses the admin rights', async () => {
    const exAdmin = await createAccount(api);
    await join(studioId, exAdmin, owner, { isAdmin: true });
    expect((await patchStudio(studioId, exAdmin)).status).toBe(200);
    expect((await team.remove(studioId, exAdmin.id, platformAdmin)).status).toBe(200);
    expect((await patchStudio(studioId, exAdmin)).status).toBe(403);
  });
});

describe('handing a studio over', () => {
  it('moves ownership and the one-studio guard: the old owner may create a studio, the new one may not', async () => {
    const [owner, heir] = await Promise.all([createAccount(api), createAccount(api)]);
    const studioId = await newStudio(owner);
    await join(studioId, heir, owner);
    const response = await team.updateAdmin({ studioId, userId: heir.id, isOwner: true }, owner);
    expect(response.body).toMatchObject({ isOwner: true, isAdmin: true, user: { id: heir.id } });
    expect((await getStudioById(studioId))?.ownerId).toBe(heir.id);
    expect(await getMember(studioId, owner.id)).toMatchObject({ isOwner: false, isAdmin: true });
    expect((await api({ path: `/api/studio/${studioId}`, headers: heir.headers })).body).toMatchObject({
      isOwner: true,
    });

    expect(await createStudio(heir)).toMatchObject({
      status: 403,
      body: { message: errorText('studio.alreadyOwner') },
    });
    expect((await createStudio(owner)).status).toBe(201);
    // The previous owner is an admin now: they may change the studio and leave it.
    expect((await patchStudio(studioId, owner)).status).toBe(200);
    expect((await team.remove(studioId, heir.id, heir)).status).toBe(409);
    expect((await team.remove(studioId, owner.id, owner)).status).toBe(200);
  });

  it('refuses a new owner who already owns a studio (409) and writes nothing', async () => {
    const [owner, rival] = await Promise.all([createAccount(api), createAccount(api)]);
    const studioId = await newStudio(owner);
    await newStudio(rival);
    await join(studioId, rival, owner);
    expect(await team.updateAdmin({ studioId, userId: rival.id, isOwner: true }, owner)).toMatchObject({
      status: 409,
      body: { message: errorText('studio.newOwnerOwnsStudio') },
    });
    expect((await getStudioById(studioId))?.ownerId).toBe(owner.id);
    expect(await getMember(studioId, owner.id)).toMatchObject({ isOwner: true });
    expect(await getMember(studioId, rival.id)).toMatchObject({ isOwner: false });
    expect((await createStudio(owner)).status).toBe(403);
  });

  it('happens when a user accepts an owner’s invite (and not before)', async () => {
    const [owner, heir] = await Promise.all([createAccount(api), createAccount(api)]);
    const studioId = await newStudio(owner);
    await team.invite(studioId, { userId: heir.id, isOwner: true }, owner);
    expect((await getStudioById(studioId))?.ownerId).toBe(owner.id);
    expect((await team.accept({ studioId, userId: heir.id }, heir)).body).toMatchObject({
      status: 'accepted',
      isOwner: true,
      isAdmin: true,
    });
    expect((await getStudioById(studioId))?.ownerId).toBe(heir.id);
    expect(await getMember(studioId, owner.id)).toMatchObject({ isOwner: false, isAdmin: true });
    expect((await createStudio(heir)).status).toBe(403);
    expect((await createStudio(owner)).status).toBe(201);
  });

  it('an owner’s request to join needs the owner’s acceptance, not an admin’s', async () => {
    const [owner, admin, heir] = await Promise.all([
      createAccount(api),
      createAccount(api),
      createAccount(api),
    ]);
    const studioId = await newStudio(owner);
    await join(studioId, admin, owner, { isAdmin: true });
    await seedInvite(studioId, heir.id, { userAccepted: true, isOwner: true, isAdmin: true });
    expect((await team.accept({ studioId, userId: heir.id }, admin)).status).toBe(403);
    expect((await team.accept({ studioId, userId: heir.id }, owner)).body.status).toBe('accepted');
    expect((await getStudioById(studioId))?.ownerId).toBe(heir.id);
  });

  it('a platform admin may hand any studio over, and may own it without a guard', async () => {
    const [owner, teacher] = await Promise.all([createAccount(api), createAccount(api)]);
    const studioId = await newStudio(owner);
    await join(studioId, teacher, owner);
    await join(studioId, platformAdmin, owner);
    expect(
      (await team.updateAdmin({ studioId, userId: teacher.id, isOwner: true }, platformAdmin)).status,
    ).toBe(200);
    expect((await getStudioById(studioId))?.ownerId).toBe(teacher.id);
    // The new owner hands it on to the platform admin: no guard for them, the teacher's goes.
    expect(
      (await team.updateAdmin({ studioId, userId: platformAdmin.id, isOwner: true }, teacher)).status,
    ).toBe(200);
    expect((await getStudioById(studioId))?.ownerId).toBe(platformAdmin.id);
    expect((await createStudio(teacher)).status).toBe(201);
    expect((await createStudio(owner)).status).toBe(201);
    expect((await createStudio(platformAdmin)).status).toBe(201);
  });

  it('ends the other owner’s invites: a second one accepted later cannot take the studio from the new owner', async () => {
    const [owner, heir, rival] = await Promise.all([
      createAccount(api),
      createAccount(api),
      createAccount(api),
    ]);
    const studioId = await newStudio(owner);
    expect((await team.invite(studioId, { userId: heir.id, isOwner: true }, owner)).status).toBe(201);
    expect((await team.invite(studioId, { userId: rival.id, isOwner: true }, owner)).status).toBe(201);
    expect((await team.accept({ studioId, userId: heir.id }, heir)).body.status).toBe('accepted');
    expect((await getStudioById(studioId))?.ownerId).toBe(heir.id);
    // The rival's invite ended with the handover: not listed, not acceptable.
    const open = (await team.invites(studioId, heir)).body as { userId: string }[];
    expect(open.map((invite) => invite.userId)).not.toContain(rival.id);
    expect((await team.mine(rival)).body).toEqual([]);
    expect((await team.accept({ studioId, userId: rival.id }, rival)).status).toBe(404);
    expect((await getStudioById(studioId))?.ownerId).toBe(heir.id);
    expect(await getMember(studioId, heir.id)).toMatchObject({ isOwner: true });
    expect(await getMember(studioId, rival.id)).toBeUndefined();
  });

  it('a handover by the owner (updateAdmin) ends pending owner’s invites too; teachers’ invites stay', async () => {
    const [owner, heir, late, teacher] = await Promise.all([
      createAccount(api),
      createAccount(api),
      createAccount(api),
      createAccount(api),
    ]);
    const studioId = await newStudio(owner);
    await join(studioId, heir, owner);
    expect((await team.invite(studioId, { userId: late.id, isOwner: true }, owner)).status).toBe(201);
    expect((await team.invite(studioId, { userId: teacher.id }, owner)).status).toBe(201);
    expect((await team.updateAdmin({ studioId, userId: heir.id, isOwner: true }, owner)).status).toBe(200);
    expect((await getStudioById(studioId))?.ownerId).toBe(heir.id);
    expect(await getMember(studioId, late.id)).toBeUndefined();
    expect((await team.accept({ studioId, userId: late.id }, late)).status).toBe(404);
    expect((await getStudioById(studioId))?.ownerId).toBe(heir.id);
    expect(await getMember(studioId, teacher.id)).toMatchObject({ studioAccepted: true, isOwner: false });
  });

  it('refuses (409) an owner’s invite made under another owner, and writes nothing', async () => {
    // As the table may hold one that outlived a handover: its studio side was accepted by a former owner.
    const [owner, formerOwner, heir] = await Promise.all([
      createAccount(api),
      createAccount(api),
      createAccount(api),
    ]);
    const studioId = await newStudio(owner);
    await seedInvite(studioId, heir.id, {
      studioAccepted: true,
      isOwner: true,
      isAdmin: true,
      ownerAtInvite: formerOwner.id,
    } as Partial<MemberRecord>);
    expect(await team.accept({ studioId, userId: heir.id }, heir)).toMatchObject({
      status: 409,
      body: { message: errorText('invite.ownerInviteStale') },
    });
    expect((await getStudioById(studioId))?.ownerId).toBe(owner.id);
    expect(await getMember(studioId, heir.id)).toMatchObject({ userAccepted: false });
    expect(await getMember(studioId, owner.id)).toMatchObject({ isOwner: true });
  });

  it('conditions the handover’s transaction on the owner the invite was made under', async () => {
    const [owner, heir, intruder] = await Promise.all([
      createAccount(api),
      createAccount(api),
      createAccount(api),
    ]);
    const studioId = await newStudio(owner);
    expect((await team.invite(studioId, { userId: heir.id, isOwner: true }, owner)).status).toBe(201);
    const invite = await getMember(studioId, heir.id);
    expect(invite).toMatchObject({ ownerAtInvite: owner.id });
    const studio = (await getStudioById(studioId))!;
    // An invite made under another owner must not write, whatever the studio read said.
    await expect(
      handOverStudio({
        studio,
        newOwner: { ...invite!, userAccepted: true, isOwner: true, isAdmin: true },
        newOwnerSeen: invite!,
        previousOwner: undefined,
        limitOnePerOwner: true,
        at: new Date().toISOString(),
        underOwnerId: intruder.id,
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await getStudioById(studioId))?.ownerId).toBe(owner.id);
  });

  it('making the owner owner again changes nothing', async () => {
    const owner = await createAccount(api);
    const studioId = await newStudio(owner);
    expect(
      (await team.updateAdmin({ studioId, userId: owner.id, isOwner: true }, platformAdmin)).body,
    ).toMatchObject({ isOwner: true, isAdmin: true });
    expect((await createStudio(owner)).status).toBe(403);
  });
});
