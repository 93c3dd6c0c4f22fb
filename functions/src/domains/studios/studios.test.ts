import { errorText, MESSAGES, VIDEOS } from '@plie/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../../../test/accounts';
import { createTestApi, PNG_BYTES } from '../../../test/api';
import { STYLE_CATALOGUE } from '../styles/catalogue';
import { putStyles } from '../styles/style-repository';
import { getStudioById, saveStudio } from './studio-repository';

const api = createTestApi();
let counter = 0;
const makeStudio = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    name: `Salsa Studio ${counter}`,
    email: `studio${counter}@plie.test`,
    studioName: `salsa_${Date.now().toString(36)}_${counter}`,
    ...overrides,
  };
};

const as = (account: TestAccount | undefined) => (account ? account.headers : {});
const createStudio = async (owner: TestAccount, overrides: Record<string, unknown> = {}) => {
  const response = await api({
    method: 'POST',
    path: '/api/studio',
    headers: owner.headers,
    body: makeStudio(overrides),
  });
  expect(response.status).toBe(201);
  return response.body as { id: string; studioName: string; name: string };
};
const getStudio = (id: string, viewer?: TestAccount) =>
  api({ path: `/api/studio/${id}`, headers: as(viewer) });
const getBySlug = (slug: string, viewer?: TestAccount) =>
  api({ path: `/api/studio/studioName/${slug}`, headers: as(viewer) });
const verify = (id: string, isVerified: boolean, viewer?: TestAccount) =>
  api({ path: `/api/studio/verify/${id}`, query: { isVerified: String(isVerified) }, headers: as(viewer) });
const search = (body: Record<string, unknown>, viewer?: TestAccount) =>
  api({ method: 'POST', path: '/api/studio/search', body, headers: as(viewer) });

let admin: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  admin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL });
  stranger = await createAccount(api);
});

describe('POST /api/studio', () => {
  it('creates an unverified studio owned by the caller', async () => {
    const owner = await createAccount(api);
    const body = makeStudio({
      instagram: 'https://www.instagram.com/salsa.krk/?hl=pl',
      primaryColor: 'purple',
    });
    const response = await api({ method: 'POST', path: '/api/studio', headers: owner.headers, body });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: body.name,
      studioName: body.studioName,
      instagram: 'salsa.krk',
      primaryColor: 'purple',
      theme: true,
      isVerified: false,
      isHidden: false,
      isDeleted: false,
      isOwner: true,
      isAdmin: true,
    });
    const me = await api({ path: '/api/auth/me', headers: owner.headers });
    expect(me.body.studios).toEqual([
      {
        studio: expect.objectContaining({ id: response.body.id, studioName: body.studioName }),
        isOwner: true,
        isAdmin: true,
        isTeacher: false,
      },
    ]);
  });

  it.each([
    ['anonymous visitors', undefined, 401],
    ['users with an unconfirmed e-mail', { confirmed: false }, 403],
  ])('is refused to %s', async (_, overrides, status) => {
    const caller = overrides ? await createAccount(api, overrides) : undefined;
    expect(
      (await api({ method: 'POST', path: '/api/studio', headers: as(caller), body: makeStudio() })).status,
    ).toBe(status);
  });

  it('lets an owner have one studio, a platform admin many', async () => {
    const owner = await createAccount(api);
    await createStudio(owner);
    const second = await api({
      method: 'POST',
      path: '/api/studio',
      headers: owner.headers,
      body: makeStudio(),
    });
    expect(second).toMatchObject({ status: 403, body: { message: errorText('studio.alreadyOwner') } });
    await createStudio(admin);
    await createStudio(admin);
  });

  it('gives a slug to one studio only, whatever its case, even when two owners race for it', async () => {
    const studioName = `race_${Date.now().toString(36)}`;
    const owners = await Promise.all([1, 2, 3, 4].map(() => createAccount(api)));
    const responses = await Promise.all(
      owners.map((owner, index) =>
        api({
          method: 'POST',
          path: '/api/studio',
          headers: owner.headers,
          body: makeStudio({ studioName: index % 2 ? studioName.toUpperCase() : studioName }),
        }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(3);
    expect(responses.find((response) => response.status === 409)?.body.message).toBe(
      errorText('studio.nameTaken'),
    );
    // The losers own nothing: each can still create a studio.
    const loser = owners[responses.findIndex((response) => response.status === 409)]!;
    await createStudio(loser);
  });

  it.each([
    ['no name', { name: '' }, 'name', MESSAGES.studioCreateRequiredFields],
    ['an invalid e-mail', { email: 'studio-at-home' }, 'email', undefined],
    ['a slug starting with a digit', { studioName: '1salsa' }, 'studioName', MESSAGES.studioNameInvalid],
    ['a slug that is too short', { studioName: 'ab' }, 'studioName', MESSAGES.studioNameInvalid],
    ['a link that is not Instagram', { instagram: 'https://facebook.com/salsa' }, 'instagram', undefined],
    ['an unknown colour', { primaryColor: 'beige' }, 'primaryColor', undefined],
    ['a website that is not a URL', { link: 'not a url' }, 'link', undefined],
    [
      `more than ${VIDEOS.maxCount} videos`,
      {
        videos: Array.from({ length: VIDEOS.maxCount + 1 }, (_, n) => ({
          title: `V${n}`,
          link: 'https://youtu.be/v',
        })),
      },
      'videos',
      MESSAGES.videosTooMany,
    ],
  ])('refuses %s with 400 and writes nothing', async (_, overrides, field, message) => {
    const owner = await createAccount(api);
    const response = await api({
      method: 'POST',
      path: '/api/studio',
      headers: owner.headers,
      body: makeStudio(overrides),
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty(field);
    if (message) expect(response.body.fields[field]).toBe(message);
    expect((await search({ withAdminRights: true }, owner)).body.items).toEqual([]);
  });
});

describe('who sees a studio', () => {
  let owner: TestAccount;
  let studio: { id: string; studioName: string };
  beforeAll(async () => {
    owner = await createAccount(api);
    studio = await createStudio(owner);
  });

  it.each([
    ['anonymous visitors', 404, () => undefined],
    ['other users', 404, () => stranger],
    ['its owner', 200, () => owner],
    ['platform admins', 200, () => admin],
  ])('an unverified studio: %s get %i, by id and by slug', async (_, status, viewer) => {
    expect((await getStudio(studio.id, viewer())).status).toBe(status);
    expect((await getBySlug(studio.studioName.toUpperCase(), viewer())).status).toBe(status);
  });

  it('a verified studio is public, with its rooms; hiding it takes it away from everyone but its admins', async () => {
    expect((await verify(studio.id, true, owner)).status).toBe(403);
    expect((await verify(studio.id, true, admin)).body).toMatchObject({ isVerified: true });
    expect((await getBySlug(studio.studioName)).body).toMatchObject({
      id: studio.id,
      rooms: [],
      isOwner: false,
    });

    const hide = (isHidden: boolean, viewer: TestAccount) =>
      api({
        method: 'PATCH',
        path: `/api/studio/${studio.id}/visibility`,
        body: { isHidden },
        headers: viewer.headers,
      });
    expect((await hide(true, stranger)).status).toBe(403);
    expect((await hide(true, owner)).body).toMatchObject({ isHidden: true });
    expect((await getStudio(studio.id)).status).toBe(404);
    expect((await getStudio(studio.id, owner)).body).toMatchObject({ isHidden: true, isOwner: true });
    expect((await hide(false, owner)).body).toMatchObject({ isHidden: false });
    expect((await getStudio(studio.id)).status).toBe(200);
  });

  it('answers 404 for a studio that does not exist', async () => {
    expect((await getStudio('no-such-studio', admin)).status).toBe(404);
    expect((await getBySlug('no_such_studio', admin)).status).toBe(404);
    expect((await verify('no-such-studio', true, admin)).status).toBe(404);
  });
});

describe('PATCH /api/studio/{id}', () => {
  it('lets its owner and platform admins change it, nobody else', async () => {
    const owner = await createAccount(api);
    const studio = await createStudio(owner, { about: 'Salsa in Kraków', instagram: 'salsa' });
    const patch = (body: Record<string, unknown>, viewer?: TestAccount) =>
      api({ method: 'PATCH', path: `/api/studio/${studio.id}`, body, headers: as(viewer) });

    expect((await patch({ name: 'Stolen' })).status).toBe(401);
    expect((await patch({ name: 'Stolen' }, stranger)).body.message).toBe(
      'You are not allowed to change studio data',
    );
    const renamed = (await patch({ name: 'Salsa Kraków', about: '', instagram: '' }, owner)).body;
    expect(renamed).toMatchObject({ name: 'Salsa Kraków', email: expect.stringContaining('@') });
    expect(renamed).not.toHaveProperty('about');
    expect(renamed).not.toHaveProperty('instagram');
    expect((await patch({ primaryColor: '#123abc', theme: false }, admin)).body).toMatchObject({
      primaryColor: '#123abc',
      theme: false,
    });
    expect((await patch({ name: '' }, owner)).status).toBe(400);
    expect((await getStudioById(studio.id))?.name).toBe('Salsa Kraków');
  });

  it('moves the slug: the new one resolves, the old one is free, a taken one is refused', async () => {
    const owner = await createAccount(api);
    const studio = await createStudio(owner);
    const other = await createStudio(await createAccount(api));
    const newSlug = `moved_${Date.now().toString(36)}`;
    const patch = (studioName: string) =>
      api({
        method: 'PATCH',
        path: `/api/studio/${studio.id}`,
        body: { studioName },
        headers: owner.headers,
      });

    expect(await patch(other.studioName)).toMatchObject({
      status: 409,
      body: { message: errorText('studio.nameTaken') },
    });
    expect((await patch(newSlug)).body.studioName).toBe(newSlug);
    expect((await getBySlug(newSlug, owner)).body.id).toBe(studio.id);
    expect((await getBySlug(studio.studioName, owner)).status).toBe(404);
    const check = await api({
      method: 'POST',
      path: '/api/studio/checkStudioName',
      body: { studioName: studio.studioName },
    });
    expect(check.body).toEqual({ valid: true });
  });
});

describe('reserved slugs (issue #13 C: /studios/create is a page)', () => {
  it.each(['create', 'Create'])('%s is not available, cannot be created nor renamed to', async (slug) => {
    const check = await api({
      method: 'POST',
      path: '/api/studio/checkStudioName',
      body: { studioName: slug },
    });
    expect(check).toMatchObject({ status: 200, body: { valid: false } });

    const owner = await createAccount(api);
    const created = await api({
      method: 'POST',
      path: '/api/studio',
      headers: owner.headers,
      body: makeStudio({ studioName: slug }),
    });
    expect(created).toMatchObject({
      status: 400,
      body: { fields: { studioName: MESSAGES.studioNameTaken } },
    });
    expect((await getBySlug(slug, admin)).status).toBe(404);

    const studio = await createStudio(owner);
    const renamed = await api({
      method: 'PATCH',
      path: `/api/studio/${studio.id}`,
      body: { studioName: slug },
      headers: owner.headers,
    });
    expect(renamed).toMatchObject({
      status: 400,
      body: { fields: { studioName: MESSAGES.studioNameTaken } },
    });
    expect((await getStudioById(studio.id))?.studioName).toBe(studio.studioName);
  });
});

describe('DELETE /api/studio/{id}', () => {
  it('is for its owner: the studio disappears for others and the owner may create another', async () => {
    const owner = await createAccount(api);
    const studio = await createStudio(owner);
    await verify(studio.id, true, admin);
    const remove = (viewer: TestAccount) =>
      api({ method: 'DELETE', path: `/api/studio/${studio.id}`, headers: viewer.headers });

    expect((await remove(stranger)).status).toBe(403);
    expect((await remove(owner)).body).toEqual({ success: true });
    expect((await getStudio(studio.id)).status).toBe(404);
    expect((await getStudio(studio.id, admin)).body).toMatchObject({ isDeleted: true });
    expect((await search({ search: studio.name })).body.items).toEqual([]);
    expect((await search({ withAdminRights: true }, owner)).body.items).toEqual([]);
    await createStudio(owner);
  });
});

describe('POST /api/studio/search', () => {
  const word = `Bachatapl${Date.now().toString(36)}`;
  let owner: TestAccount;
  let verified: { id: string };
  let unverified: { id: string };
  beforeAll(async () => {
    owner = await createAccount(api);
    verified = await createStudio(admin, { name: `${word} Kraków` });
    unverified = await createStudio(owner, { name: `${word} Wrocław` });
    await verify(verified.id, true, admin);
    const studio = (await getStudioById(verified.id))!;
    await saveStudio({ ...studio, countryCode: 'PL', city: 'Kraków', styleIds: ['bachata', 'salsa'] });
  });
  const ids = (response: { body: { items: { id: string }[] } }) =>
    response.body.items.map((studio) => studio.id);

  it('shows the public only verified, visible studios, by text, city, country and style', async () => {
    expect(ids(await search({ search: word.toLowerCase() }))).toEqual([verified.id]);
    expect(ids(await search({ search: word, country: 'pl', city: 'krakow' }))).toEqual([verified.id]);
    expect(ids(await search({ search: word, country: 'UA' }))).toEqual([]);
    expect(ids(await search({ search: word, styles: ['salsa', 'tango'] }))).toEqual([verified.id]);
    expect(ids(await search({ search: word, styles: ['tango'] }))).toEqual([]);
    expect((await search({ search: word })).body.total).toBeUndefined();
  });

  it('lists the caller’s own studios, unverified included, and asks anonymous visitors to log in', async () => {
    expect(ids(await search({ withAdminRights: true }, owner))).toEqual([unverified.id]);
    expect((await search({ withAdminRights: true })).status).toBe(401);
  });

  it('shows platform admins every studio with the total, and filters by verification', async () => {
    const all = await search({ search: word }, admin);
    expect(ids(all).sort()).toEqual([verified.id, unverified.id].sort());
    expect(all.body.total).toBe(2);
    expect(ids(await search({ search: word, isVerified: false }, admin))).toEqual([unverified.id]);
  });

  it.each([
    ['a page size over 2000', { limit: 2001 }],
    ['a made-up cursor', { cursor: 'nope' }],
    ['styles that are not a list', { styles: 'salsa' }],
  ])('refuses %s with 400', async (_, body) => {
    expect((await search(body)).status).toBe(400);
  });
});

describe('studio logo and banner', () => {
  const upload = (studioId: string, field: 'avatar' | 'banner', viewer: TestAccount) =>
    api({
      method: 'POST',
      path: `/api/studio/${field}/${studioId}`,
      headers: viewer.headers,
      files: [{ field, name: 'logo.png', type: 'image/png', bytes: PNG_BYTES }],
    });

  it('are uploaded by the studio’s admins and shown on the studio', async () => {
    const owner = await createAccount(api);
    const studio = await createStudio(owner);
    expect((await upload(studio.id, 'avatar', stranger)).status).toBe(403);
    const avatar = await upload(studio.id, 'avatar', owner);
    const banner = await upload(studio.id, 'banner', owner);
    expect(avatar.body.avatarUrl).toMatch(/\.png$/);
    expect(banner.body.bannerUrl).toMatch(/\.png$/);
    expect((await getStudio(studio.id, owner)).body).toMatchObject({
      photo: avatar.body.avatarUrl,
      banner: banner.body.bannerUrl,
    });
  });
});

describe('writes from an old read', () => {
  it('are refused with 409, so two editors never undo each other', async () => {
    const owner = await createAccount(api);
    const studio = await createStudio(owner);
    const first = (await getStudioById(studio.id))!;
    const second = (await getStudioById(studio.id))!;
    await saveStudio({ ...first, about: 'First editor' });
    await expect(saveStudio({ ...second, about: 'Second editor' })).rejects.toMatchObject({
      statusCode: 409,
      message: errorText('studio.changedMeanwhile'),
    });
    expect((await getStudioById(studio.id))?.about).toBe('First editor');
  });
});

describe('GET /api/style/studio/{id}', () => {
  beforeAll(() => putStyles(STYLE_CATALOGUE));

  it('names the styles the studio teaches, for whoever may see the studio', async () => {
    const owner = await createAccount(api);
    const studio = await createStudio(owner);
    expect((await api({ path: `/api/style/studio/${studio.id}`, headers: owner.headers })).body).toEqual([]);
    await saveStudio({ ...(await getStudioById(studio.id))!, styleIds: ['salsa', 'bachata'] });
    const styles = await api({ path: `/api/style/studio/${studio.id}`, headers: owner.headers });
    expect(styles.body.map((style: { id: string }) => style.id)).toEqual(['bachata', 'salsa']);
    expect((await api({ path: `/api/style/studio/${studio.id}` })).status).toBe(404);
  });
});
