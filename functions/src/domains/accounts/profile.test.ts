import { errorText, VIDEOS } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  makeSignup,
  PLATFORM_ADMIN_EMAIL,
  type TestAccount,
} from '../../../test/accounts';
import { createTestApi } from '../../../test/api';
import { createTestStudio } from '../../../test/studios';
import { getStudioById } from '../studios/studio-repository';
import { getUserByUsername } from './user-repository';

const api = createTestApi();

const signUp = async (overrides = {}) => {
  const body = makeSignup(overrides);
  const token = (await api({ method: 'POST', path: '/api/auth/signup', body })).body.access_token as string;
  const me = (await api({ path: '/api/auth/me', headers: bearer(token) })).body;
  return { body, token, id: me.id as string };
};
const logIn = (account: { email: string; password: string }) =>
  api({
    method: 'POST',
    path: '/api/auth/login',
    body: { email: account.email, password: account.password },
  });

/** The platform admin of PLATFORM_ADMIN_EMAILS (confirmed: admin power needs it); signed up once per file. */
const adminToken = async (): Promise<string> =>
  (await createAccount(api, { email: PLATFORM_ADMIN_EMAIL })).token;
const patch = (id: string, body: unknown, token?: string) =>
  api({ method: 'PATCH', path: `/api/user/${id}`, body, headers: token ? bearer(token) : {} });

describe('POST /api/auth/changePassword', () => {
  it('changes the password, ends every earlier token and answers a new one', async () => {
    const { body, token } = await signUp();
    const response = await api({
      method: 'POST',
      path: '/api/auth/changePassword',
      headers: bearer(token),
      body: { password: body.password, newPassword: 'Tango#2027' },
    });
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    expect((await api({ path: '/api/auth/me', headers: bearer(token) })).status).toBe(401);
    expect((await api({ path: '/api/auth/me', headers: bearer(response.body.access_token) })).status).toBe(
      200,
    );
    const login = (password: string) =>
      api({ method: 'POST', path: '/api/auth/login', body: { email: body.email, password } });
    expect((await login(body.password)).status).toBe(401);
    expect((await login('Tango#2027')).status).toBe(200);
  });

  it.each([
    [
      'a wrong current password',
      { password: 'Wrong#Pass1', newPassword: 'Tango#2027' },
      errorText('auth.currentPasswordWrong'),
    ],
    ['a new password breaking the rules', { password: 'Salsa#2026', newPassword: 'short' }, undefined],
    ['a missing field', { password: 'Salsa#2026' }, undefined],
  ])('refuses %s with 400 and keeps the old password', async (_, change, message) => {
    const { body, token } = await signUp();
    const response = await api({
      method: 'POST',
      path: '/api/auth/changePassword',
      headers: bearer(token),
      body: change,
    });
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
    expect((await logIn(body)).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await api({
      method: 'POST',
      path: '/api/auth/changePassword',
      body: { password: 'a', newPassword: 'b' },
    });
    expect(response.status).toBe(401);
  });
});

describe('PATCH /api/user/{id}', () => {
  it('changes one’s own profile, including becoming a teacher (onboarding)', async () => {
    const { id, token } = await signUp();
    const response = await patch(
      id,
      { name: 'Iryna Shevchenko', about: 'Contemporary', isTeacher: true, instagram: '@iryna.dance' },
      token,
    );
    expect(response).toMatchObject({
      status: 200,
      body: { name: 'Iryna Shevchenko', about: 'Contemporary', isTeacher: true, instagram: 'iryna.dance' },
    });
  });

  it('moves the username: the new one is taken, the old one is free again', async () => {
    const { id, token, body } = await signUp();
    expect((await patch(id, { username: 'iryna_new' }, token)).body.username).toBe('iryna_new');
    expect((await getUserByUsername('iryna_new'))?.id).toBe(id);
    expect(await getUserByUsername(body.username)).toBeUndefined();
    const check = await api({
      method: 'POST',
      path: '/api/auth/checkUsername',
      body: { username: body.username },
    });
    expect(check.body.valid).toBe(true);
  });

  it('refuses a username someone else holds with 409, changing nothing', async () => {
    const first = await signUp();
    const second = await signUp();
    expect(
      await patch(
        second.id,
        { username: first.body.username.toUpperCase(), name: 'Changed Name' },
        second.token,
      ),
    ).toMatchObject({
      status: 409,
      body: { message: 'Username already taken' },
    });
    expect((await getUserByUsername(second.body.username))?.name).toBe('Marta Nowak');
  });

  it.each([
    ['another user', 'other'],
    ['an anonymous caller', 'anonymous'],
  ])('refuses %s', async (_, who) => {
    const target = await signUp();
    const other = await signUp();
    const response = await patch(target.id, { name: 'Hacked' }, who === 'other' ? other.token : undefined);
    expect(response.status).toBe(who === 'other' ? 403 : 401);
    expect((await getUserByUsername(target.body.username))?.name).toBe('Marta Nowak');
  });

  it('lets a platform admin change anyone’s profile', async () => {
    const target = await signUp();
    expect((await patch(target.id, { name: 'Fixed By Admin' }, await adminToken())).status).toBe(200);
  });

  it.each([
    [{ name: 'Al' }, 'name'],
    [{ username: '9lives' }, 'username'],
    [{ instagram: 'https://example.com/x' }, 'instagram'],
    [{ dateOfBirth: '2020-01-01' }, 'dateOfBirth'],
    [{ role: 'admin' }, undefined],
  ])('refuses or ignores %o', async (change, field) => {
    const { id, token, body } = await signUp();
    const response = await patch(id, change, token);
    if (field) {
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveProperty(field);
    } else {
      expect(response.body.role).toBe('user');
    }
    expect((await getUserByUsername(body.username))?.name).toBe('Marta Nowak');
  });
});

describe('a user’s videos (spec §3 Video)', () => {
  const video = (n: number) => ({ title: `Solo ${n}`, link: `https://youtu.be/solo${n}` });

  it('saves the list with an id per video, and shows it in the own and the public profile', async () => {
    const { id, token, body } = await signUp();
    const saved = await patch(id, { videos: [video(1), video(2)] }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.videos).toEqual([
      { id: expect.any(String), ...video(1) },
      { id: expect.any(String), ...video(2) },
    ]);
    const me = await api({ path: '/api/auth/me', headers: bearer(token) });
    expect(me.body.videos).toEqual(saved.body.videos);
    const page = await api({ path: `/api/user/username/${body.username}` });
    expect(page.body.videos).toEqual(saved.body.videos);
  });

  it('replaces the list as sent (an empty list removes every video) and leaves it alone when not sent', async () => {
    const { id, token, body } = await signUp();
    await patch(id, { videos: [video(1)] }, token);
    expect((await patch(id, { about: 'Waacking' }, token)).body.videos).toHaveLength(1);
    expect((await patch(id, { videos: [] }, token)).body.videos).toEqual([]);
    expect((await api({ path: `/api/user/username/${body.username}` })).body.videos).toEqual([]);
  });

  it('answers an empty list for a user who never added one', async () => {
    const { body } = await signUp();
    expect((await api({ path: `/api/user/username/${body.username}` })).body.videos).toEqual([]);
  });

  it.each([
    [
      'a link that is not http(s)',
      [{ title: 'Solo', link: 'javascript:alert(1)' }],
      'videos.0.link',
      'url.invalid',
    ],
    ['a link that is no address', [{ title: 'Solo', link: 'my video' }], 'videos.0.link', 'url.invalid'],
    ['a blank title', [{ title: '  ', link: 'https://youtu.be/x' }], 'videos.0.title', undefined],
    [
      `more than ${VIDEOS.maxCount} videos`,
      Array.from({ length: VIDEOS.maxCount + 1 }, (_, n) => video(n)),
      'videos',
      'video.tooMany',
    ],
  ])('refuses %s with 400, saving nothing', async (_, videos, field, code) => {
    const { id, token } = await signUp();
    await patch(id, { videos: [video(1)] }, token);
    const response = await patch(id, { videos, about: 'Changed' }, token);
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty([field]);
    if (code) expect(response.body.fieldCodes[field]).toMatchObject({ code });
    const me = await api({ path: '/api/auth/me', headers: bearer(token) });
    expect(me.body.videos).toEqual([{ id: expect.any(String), ...video(1) }]);
  });

  it(`accepts exactly ${VIDEOS.maxCount} videos`, async () => {
    const { id, token } = await signUp();
    const videos = Array.from({ length: VIDEOS.maxCount }, (_, n) => video(n));
    expect((await patch(id, { videos }, token)).body.videos).toHaveLength(VIDEOS.maxCount);
  });
});

describe('GET /api/user/username/{username}', () => {
  it('shows the public profile only, whatever the letter case', async () => {
    const { body } = await signUp({ about: 'Bachata every Tuesday' });
    const response = await api({ path: `/api/user/username/${body.username.toUpperCase()}` });
    expect(response).toMatchObject({
      status: 200,
      body: { username: body.username, about: 'Bachata every Tuesday' },
    });
    expect(response.body.email).toBeUndefined();
    expect(response.body.dateOfBirth).toBeUndefined();
  });

  it('answers 404 Not found for an unknown user', async () => {
    expect(await api({ path: '/api/user/username/nobody_here' })).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
  });
});

describe('DELETE /api/user/{id}', () => {
  it('deletes one’s own account: its tokens stop working and its e-mail and username are free again', async () => {
    const { id, token, body } = await signUp();
    expect(await api({ method: 'DELETE', path: `/api/user/${id}`, headers: bearer(token) })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await api({ path: '/api/auth/me', headers: bearer(token) })).status).toBe(401);
    expect((await logIn(body)).status).toBe(401);
    expect((await api({ method: 'POST', path: '/api/auth/signup', body })).status).toBe(201);
  });

  it('refuses to delete someone else’s account; a platform admin may', async () => {
    const target = await signUp();
    const other = await signUp();
    expect(
      (await api({ method: 'DELETE', path: `/api/user/${target.id}`, headers: bearer(other.token) })).status,
    ).toBe(403);
    expect(await getUserByUsername(target.body.username)).toBeDefined();
    const admin = await adminToken();
    expect(
      (await api({ method: 'DELETE', path: `/api/user/${target.id}`, headers: bearer(admin) })).status,
    ).toBe(200);
    expect(await getUserByUsername(target.body.username)).toBeUndefined();
  });

  describe('with studios', () => {
    const createStudio = async (owner: TestAccount) =>
      (
        await api({
          method: 'POST',
          path: '/api/studio',
          headers: owner.headers,
          body: { name: 'Studio', email: 'studio@plie.test', studioName: `s_${owner.id.slice(0, 8)}` },
        })
      ).body as { id: string };
    const deleteAccount = (account: TestAccount) =>
      api({ method: 'DELETE', path: `/api/user/${account.id}`, headers: account.headers });

    it('refuses (409) an owner whose studio has other members, and deletes nothing', async () => {
      const owner = await createAccount(api);
      const teacher = await createAccount(api);
      const studio = await createStudio(owner);
      await api({
        method: 'POST',
        path: `/api/studio/${studio.id}/invite-teacher`,
        headers: owner.headers,
        body: { userId: teacher.id },
      });
      await api({
        method: 'POST',
        path: '/api/studio/invite/accept',
        headers: teacher.headers,
        body: { studioId: studio.id, userId: teacher.id },
      });
      expect(await deleteAccount(owner)).toMatchObject({
        status: 409,
        body: { message: errorText('account.handOverStudioFirst') },
      });
      expect((await api({ path: '/api/auth/me', headers: owner.headers })).status).toBe(200);
      expect((await api({ path: `/api/studio/${studio.id}`, headers: owner.headers })).body.isDeleted).toBe(
        false,
      );
    });

    it('deletes a studio its owner is alone in, and the person’s memberships elsewhere', async () => {
      const owner = await createAccount(api);
      const other = await createAccount(api);
      const studio = await createStudio(owner);
      const othersStudio = await createStudio(other);
      await api({
        method: 'POST',
        path: `/api/studio/${othersStudio.id}/invite-teacher`,
        headers: other.headers,
        body: { userId: owner.id },
      });
      expect((await deleteAccount(owner)).status).toBe(200);
      expect((await getStudioById(studio.id))?.isDeleted).toBe(true);
      const invites = await api({
        path: '/api/studio/invites',
        query: { studioId: othersStudio.id },
        headers: other.headers,
      });
      expect(invites.body).toEqual([]);
    });
  });
});

describe('POST /api/user/by-email', () => {
  /** A confirmed account that administers a studio: who invites teachers. */
  const studioAdmin = async () => {
    const admin = await createAccount(api);
    await createTestStudio(api, admin);
    return admin;
  };
  const lookup = (headers: Record<string, string>, email: string) =>
    api({ method: 'POST', path: '/api/user/by-email', headers, body: { email } });

  it('finds a confirmed user (for invites) without showing their e-mail', async () => {
    const target = await createAccount(api);
    const caller = await studioAdmin();
    const response = await lookup(caller.headers, target.email.toUpperCase());
    expect(response).toMatchObject({ status: 200, body: { id: target.id, username: target.username } });
    expect(response.body.email).toBeUndefined();
  });

  it('answers 404 “Such user not found”, and only to signed-in users', async () => {
    const caller = await studioAdmin();
    expect(await lookup(caller.headers, 'nobody@plie.test')).toMatchObject({
      status: 404,
      body: { message: 'Such user not found' },
    });
    expect((await lookup({}, 'nobody@plie.test')).status).toBe(401);
  });

  it('is no e-mail oracle: unconfirmed callers and callers who run no studio are refused', async () => {
    const target = await createAccount(api);
    const unconfirmed = await createAccount(api, { confirmed: false });
    expect((await lookup(unconfirmed.headers, target.email)).status).toBe(403);
    const dancer = await createAccount(api);
    expect((await lookup(dancer.headers, target.email)).status).toBe(403);
    expect((await lookup(dancer.headers, 'nobody@plie.test')).status).toBe(403);
  });

  it('does not find an unconfirmed account: its holder has not proved the address', async () => {
    const squatted = await createAccount(api, { confirmed: false });
    const caller = await studioAdmin();
    expect((await lookup(caller.headers, squatted.email)).status).toBe(404);
  });
});
