import { errorText, MESSAGES } from '@plie/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL, type TestAccount } from '../../../test/accounts';
import { createTestApi, PNG_BYTES } from '../../../test/api';
import { createTestStudio } from '../../../test/studios';
import { getStudioById } from '../studios/studio-repository';
import { changeRoomLessonCount, getRoomById } from './room-repository';

const api = createTestApi();
const as = (account: TestAccount | undefined) => (account ? account.headers : {});

const createStudio = (owner: TestAccount) => createTestStudio(api, owner);

const KRAKOW = {
  fullAddress: 'ul. Floriańska 1, 31-019 Kraków',
  city: 'Kraków',
  country: 'Poland',
  postalCode: '31-019',
  lat: 50.0625,
  lng: 19.9394,
};
const WARSAW = { fullAddress: 'ul. Marszałkowska 10, Warszawa', city: 'Warsaw', country: 'PL' };
const WROCLAW = { fullAddress: 'Rynek 1, Wrocław', city: 'Wrocław', country: 'Polska' };

const makeRoom = (studioId: string, overrides: Record<string, unknown> = {}) => ({
  studioId,
  name: 'Sala A',
  capacity: 20,
  rentPrice: 50,
  rentCurrency: 'PLN',
  address: KRAKOW,
  ...overrides,
});

const postRoom = (body: Record<string, unknown>, caller?: TestAccount) =>
  api({ method: 'POST', path: '/api/room', body, headers: as(caller) });
const createRoom = async (caller: TestAccount, studioId: string, overrides: Record<string, unknown> = {}) => {
  const response = await postRoom(makeRoom(studioId, overrides), caller);
  expect(response.status).toBe(201);
  return response.body as { id: string; name: string; capacity: number };
};
const listRooms = (studioId: string, viewer?: TestAccount) =>
  api({ path: `/api/room/${studioId}`, headers: as(viewer) });
const patchRoom = (id: string, body: Record<string, unknown>, caller?: TestAccount) =>
  api({ method: 'PATCH', path: `/api/room/${id}`, body, headers: as(caller) });
const deleteRoom = (id: string, caller?: TestAccount) =>
  api({ method: 'DELETE', path: `/api/room/${id}`, headers: as(caller) });
const verify = (studioId: string) =>
  api({ path: `/api/studio/verify/${studioId}`, query: { isVerified: 'true' }, headers: admin.headers });
const studiosIn = async (country: string, city: string) =>
  (await api({ method: 'POST', path: '/api/studio/search', body: { country, city } })).body.items.map(
    (studio: { id: string }) => studio.id,
  );
const roomNames = async (studioId: string, viewer: TestAccount) =>
  (await listRooms(studioId, viewer)).body.map((room: { name: string }) => room.name);

let admin: TestAccount;
let stranger: TestAccount;
let unconfirmed: TestAccount;
/** Owns another studio: an admin there, nobody here. */
let otherStudioOwner: TestAccount;

beforeAll(async () => {
  [admin, stranger, unconfirmed, otherStudioOwner] = await Promise.all([
    createAccount(api, { email: PLATFORM_ADMIN_EMAIL }),
    createAccount(api),
    createAccount(api, { confirmed: false }),
    createAccount(api),
  ]);
  await createStudio(otherStudioOwner);
});

/** Who is refused what: every room change is for the studio's admins (a studio admin member is covered with the members API). */
const REFUSED = [
  ['anonymous visitors', () => undefined, 401],
  ['users with an unconfirmed e-mail', () => unconfirmed, 403],
  ['other users', () => stranger, 403],
  ['admins of another studio', () => otherStudioOwner, 403],
] as const;

describe('POST /api/room', () => {
  let owner: TestAccount;
  let studio: { id: string; name: string };
  beforeAll(async () => {
    owner = await createAccount(api);
    studio = await createStudio(owner);
  });

  it('adds a room to the studio, with the country resolved to its code', async () => {
    const response = await postRoom(makeRoom(studio.id, { name: 'Sala Lustrzana' }), owner);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(String),
      name: 'Sala Lustrzana',
      capacity: 20,
      rentPrice: 50,
      rentCurrency: 'PLN',
      address: KRAKOW,
      studioId: studio.id,
      studio: { id: studio.id, name: studio.name },
    });
    expect(await getRoomById(response.body.id)).toMatchObject({ countryCode: 'PL', name: 'Sala Lustrzana' });
  });

  it('holds 30 people unless told otherwise, and takes the country as a code', async () => {
    const { capacity, rentPrice, ...body } = makeRoom(studio.id, { name: 'Sala Mała', address: WARSAW });
    const response = await postRoom(body, owner);
    expect(response.status).toBe(201);
    expect(response.body.capacity).toBe(30);
    expect(response.body).not.toHaveProperty('rentPrice');
    expect((await getRoomById(response.body.id))?.countryCode).toBe('PL');
  });

  it('lets platform admins add rooms to any studio', async () => {
    expect((await postRoom(makeRoom(studio.id, { name: 'Sala Admina' }), admin)).status).toBe(201);
  });

  it.each(REFUSED)('is refused to %s, and nothing is written', async (_, caller, status) => {
    const response = await postRoom(makeRoom(studio.id, { name: 'Intruder Room' }), caller());
    expect(response.status).toBe(status);
    if (status === 403 && caller() !== unconfirmed) {
      expect(response.body.message).toBe(errorText('studio.notAllowed'));
    }
    expect(await roomNames(studio.id, owner)).not.toContain('Intruder Room');
  });

  it('answers 404 for a studio that does not exist', async () => {
    expect((await postRoom(makeRoom('no-such-studio'), admin)).status).toBe(404);
  });

  describe('refuses bad input with 400 and writes nothing (spec §5)', () => {
    let empty: { id: string };
    beforeAll(async () => {
      empty = await createStudio(await createAccount(api));
    });
    const address = (change: Record<string, unknown>) => ({ address: { ...KRAKOW, ...change } });

    it.each([
      ['no studio', { studioId: '' }, 'studioId', MESSAGES.roomRequiredFields],
      ['no studio field at all', { studioId: undefined }, 'studioId', undefined],
      ['no name', { name: '' }, 'name', MESSAGES.roomNameRequired],
      ['a blank name', { name: '   ' }, 'name', MESSAGES.roomNameRequired],
      ['no capacity', { capacity: null }, 'capacity', MESSAGES.roomCapacityRequired],
      ['a capacity of 0', { capacity: 0 }, 'capacity', MESSAGES.roomCapacityRequired],
      ['a fractional capacity', { capacity: 2.5 }, 'capacity', MESSAGES.roomCapacityRequired],
      ['a capacity that is text', { capacity: 'twenty' }, 'capacity', MESSAGES.roomCapacityRequired],
      ['a negative rent', { rentPrice: -10 }, 'rentPrice', undefined],
      ['an unknown currency', { rentCurrency: 'GBP' }, 'rentCurrency', undefined],
      ['no address', { address: undefined }, 'address', undefined],
      ['no full address', address({ fullAddress: '' }), 'address.fullAddress', MESSAGES.addressRequired],
      ['no city', address({ city: ' ' }), 'address.city', MESSAGES.addressRequired],
      ['no country', address({ country: '' }), 'address.country', MESSAGES.addressRequired],
      [
        'an unknown country',
        address({ country: 'Atlantis' }),
        'address.country',
        errorText('address.unknownCountry'),
      ],
      ['a latitude off the globe', address({ lat: 91 }), 'address.lat', undefined],
    ])('%s', async (_, overrides, field, message) => {
      // (A field set to undefined is left out of the JSON body.)
      const response = await postRoom(makeRoom(empty.id, overrides), admin);
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveProperty([field]);
      if (message) expect(response.body.fields[field]).toBe(message);
      expect((await listRooms(empty.id, admin)).body).toEqual([]);
      expect((await getStudioById(empty.id))?.city).toBeUndefined();
    });
  });
});

describe('GET /api/room/{studioId}', () => {
  let owner: TestAccount;
  let studio: { id: string };
  beforeAll(async () => {
    owner = await createAccount(api);
    studio = await createStudio(owner);
    for (const name of ['Sala B', 'sala a', 'Ćwiczeniowa']) await createRoom(owner, studio.id, { name });
  });

  it('lists the rooms by name (case and accents ignored)', async () => {
    const response = await listRooms(studio.id, owner);
    expect(response.status).toBe(200);
    expect(response.body.map((room: { name: string }) => room.name)).toEqual([
      'Ćwiczeniowa',
      'sala a',
      'Sala B',
    ]);
    expect(response.body[0]).toMatchObject({ studioId: studio.id, capacity: 20, address: KRAKOW });
  });

  it.each([
    ['anonymous visitors', () => undefined, 404],
    ['other users', () => stranger, 404],
    ['admins of another studio', () => otherStudioOwner, 404],
    ['its owner', () => owner, 200],
    ['platform admins', () => admin, 200],
  ])('of an unverified studio: %s get %i', async (_, viewer, status) => {
    expect((await listRooms(studio.id, viewer())).status).toBe(status);
  });

  it('are public once the studio is verified, and hidden again with the studio', async () => {
    const other = await createStudio(await createAccount(api));
    await createRoom(admin, other.id, { name: 'Public Room' });
    expect((await listRooms(other.id)).status).toBe(404);
    await verify(other.id);
    expect((await listRooms(other.id)).body).toMatchObject([{ name: 'Public Room' }]);
    expect((await listRooms(other.id, stranger)).status).toBe(200);
  });

  it('answers 404 for a studio that does not exist', async () => {
    expect((await listRooms('no-such-studio', admin)).status).toBe(404);
  });
});

describe('PATCH /api/room/{id}', () => {
  let owner: TestAccount;
  let studio: { id: string };
  let room: { id: string };
  beforeAll(async () => {
    owner = await createAccount(api);
    studio = await createStudio(owner);
    room = await createRoom(owner, studio.id, { name: 'Sala A' });
    await createRoom(owner, studio.id, { name: 'Sala B' });
  });

  it('changes only the fields sent; a new name reorders the list', async () => {
    const response = await patchRoom(room.id, { name: 'Sala C', rentPrice: 70 }, owner);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: room.id,
      name: 'Sala C',
      rentPrice: 70,
      capacity: 20,
      rentCurrency: 'PLN',
      address: KRAKOW,
    });
    expect(await roomNames(studio.id, owner)).toEqual(['Sala B', 'Sala C']);
    expect((await patchRoom(room.id, { capacity: 12 }, admin)).body).toMatchObject({
      name: 'Sala C',
      capacity: 12,
    });
  });

  it('resolves a new address’s country', async () => {
    const response = await patchRoom(
      room.id,
      { address: { ...WROCLAW, country: 'DE', city: 'Berlin' } },
      owner,
    );
    expect(response.status).toBe(200);
    expect((await getRoomById(room.id))?.countryCode).toBe('DE');
    await patchRoom(room.id, { address: KRAKOW }, owner);
  });

  it.each(REFUSED)('is refused to %s, and nothing changes', async (_, caller, status) => {
    const response = await patchRoom(room.id, { name: 'Stolen' }, caller());
    expect(response.status).toBe(status);
    expect((await getRoomById(room.id))?.name).not.toBe('Stolen');
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a capacity of 0', { capacity: 0 }, 'capacity'],
    ['no capacity', { capacity: null }, 'capacity'],
    ['a negative rent', { rentPrice: -1 }, 'rentPrice'],
    ['an unknown currency', { rentCurrency: 'BTC' }, 'rentCurrency'],
    ['an address without a city', { address: { ...KRAKOW, city: '' } }, 'address.city'],
    ['an unknown country', { address: { ...KRAKOW, country: 'Narnia' } }, 'address.country'],
  ])('refuses %s with 400 and changes nothing', async (_, body, field) => {
    const before = await getRoomById(room.id);
    const response = await patchRoom(room.id, body, owner);
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty([field]);
    expect(await getRoomById(room.id)).toEqual(before);
  });

  it('answers 404 for a room that does not exist', async () => {
    expect((await patchRoom('no-such-room', { name: 'X' }, admin)).status).toBe(404);
  });
});

describe('DELETE /api/room/{id}', () => {
  let owner: TestAccount;
  let studio: { id: string };
  beforeAll(async () => {
    owner = await createAccount(api);
    studio = await createStudio(owner);
  });

  it.each(REFUSED)('is refused to %s', async (_, caller, status) => {
    const room = await createRoom(owner, studio.id, { name: 'Kept' });
    expect((await deleteRoom(room.id, caller())).status).toBe(status);
    expect(await getRoomById(room.id)).toBeDefined();
  });

  it.each([
    ['its owner', () => owner],
    ['platform admins', () => admin],
  ])('is done by %s', async (_, caller) => {
    const room = await createRoom(owner, studio.id, { name: 'Gone' });
    expect((await deleteRoom(room.id, caller())).body).toEqual({ success: true });
    expect(await getRoomById(room.id)).toBeUndefined();
    expect((await deleteRoom(room.id, caller())).status).toBe(404);
  });

  it('is refused (409) while lessons use the room', async () => {
    const room = await createRoom(owner, studio.id, { name: 'Busy' });
    await changeRoomLessonCount(room.id, 1);
    await changeRoomLessonCount(room.id, 1);
    expect(await deleteRoom(room.id, owner)).toMatchObject({
      status: 409,
      body: { message: errorText('room.inUse') },
    });
    // Editing the room keeps its lessons' count.
    await patchRoom(room.id, { name: 'Still Busy' }, owner);
    await changeRoomLessonCount(room.id, -1);
    expect((await deleteRoom(room.id, owner)).status).toBe(409);
    await changeRoomLessonCount(room.id, -1);
    await expect(changeRoomLessonCount(room.id, -1)).rejects.toThrow();
    expect((await deleteRoom(room.id, owner)).status).toBe(200);
    await expect(changeRoomLessonCount(room.id, 1)).rejects.toThrow(errorText('room.notFound'));
  });
});

describe('POST /api/room/avatar/{id}', () => {
  const upload = (roomId: string, caller?: TestAccount, bytes = PNG_BYTES) =>
    api({
      method: 'POST',
      path: `/api/room/avatar/${roomId}`,
      headers: as(caller),
      files: [{ field: 'avatar', name: 'room.png', type: 'image/png', bytes }],
    });

  it('stores the room’s photo for the studio’s admins only', async () => {
    const owner = await createAccount(api);
    const studio = await createStudio(owner);
    const room = await createRoom(owner, studio.id);
    for (const [, caller, status] of REFUSED) expect((await upload(room.id, caller())).status).toBe(status);
    expect((await upload(room.id, owner, new TextEncoder().encode('not an image'))).status).toBe(400);
    expect((await getRoomById(room.id))?.photo).toBeUndefined();

    const response = await upload(room.id, owner);
    expect(response.status).toBe(200);
    expect(response.body.avatarUrl).toMatch(/\/rooms\/.+\.png$/);
    expect((await listRooms(studio.id, owner)).body[0].photo).toBe(response.body.avatarUrl);
    expect((await upload(room.id, admin)).status).toBe(200);
    expect((await upload('no-such-room', admin)).status).toBe(404);
  });
});

describe('the studio’s city: the city of its earliest room', () => {
  it('follows the rooms as they are added, moved and deleted, and puts the verified studio in its city’s search', async () => {
    const owner = await createAccount(api);
    const studio = await createStudio(owner);
    const placeOf = async () => {
      const record = await getStudioById(studio.id);
      return record?.city ? `${record.countryCode} ${record.city}` : undefined;
    };
    await verify(studio.id);
    expect(await placeOf()).toBeUndefined();
    expect(await studiosIn('PL', 'Kraków')).not.toContain(studio.id);

    const first = await createRoom(owner, studio.id, { name: 'First', address: KRAKOW });
    expect(await placeOf()).toBe('PL Kraków');
    expect(await studiosIn('pl', 'krakow')).toContain(studio.id);

    await new Promise((resolve) => setTimeout(resolve, 5)); // a later createdAt
    const second = await createRoom(owner, studio.id, { name: 'Second', address: WARSAW });
    expect(await placeOf()).toBe('PL Kraków');

    await patchRoom(second.id, { address: { ...WARSAW, city: 'Gdańsk' } }, owner);
    expect(await placeOf()).toBe('PL Kraków');

    await patchRoom(first.id, { address: WROCLAW }, owner);
    expect(await placeOf()).toBe('PL Wrocław');
    expect(await studiosIn('PL', 'Wroclaw')).toContain(studio.id);
    expect(await studiosIn('PL', 'Kraków')).not.toContain(studio.id);

    await patchRoom(first.id, { name: 'First, renamed' }, owner);
    expect(await placeOf()).toBe('PL Wrocław');

    expect((await deleteRoom(first.id, owner)).status).toBe(200);
    expect(await placeOf()).toBe('PL Gdańsk');
    expect(await studiosIn('PL', 'Gdansk')).toContain(studio.id);
    expect(await studiosIn('PL', 'Wrocław')).not.toContain(studio.id);

    expect((await deleteRoom(second.id, owner)).status).toBe(200);
    expect(await placeOf()).toBeUndefined();
    expect(await studiosIn('PL', 'Gdańsk')).not.toContain(studio.id);
  });

  it('keeps an unverified studio out of search whatever its city', async () => {
    const owner = await createAccount(api);
    const studio = await createStudio(owner);
    await createRoom(owner, studio.id, { address: KRAKOW });
    expect((await getStudioById(studio.id))?.city).toBe('Kraków');
    expect(await studiosIn('PL', 'Kraków')).not.toContain(studio.id);
  });
});

describe('the rent of a room', () => {
  it('is shown to the studio’s admins only', async () => {
    const owner = await createAccount(api);
    const created = (
      await api({
        method: 'POST',
        path: '/api/studio',
        headers: owner.headers,
        body: { name: 'Rent Studio', email: 'rent@plie.test', studioName: `rent_${Date.now().toString(36)}` },
      })
    ).body;
    const admin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL });
    await api({
      path: `/api/studio/verify/${created.id}`,
      query: { isVerified: 'true' },
      headers: admin.headers,
    });
    await api({
      method: 'POST',
      path: '/api/room',
      headers: owner.headers,
      body: {
        studioId: created.id,
        name: 'Sala',
        rentPrice: 90,
        rentCurrency: 'PLN',
        address: { fullAddress: 'x 1', city: 'Kraków', country: 'PL' },
      },
    });
    const asOwner = await api({ path: `/api/room/${created.id}`, headers: owner.headers });
    expect(asOwner.body[0]).toMatchObject({ rentPrice: 90, rentCurrency: 'PLN' });
    const asPublic = await api({ path: `/api/room/${created.id}` });
    expect(asPublic.body[0]).not.toHaveProperty('rentPrice');
    const page = await api({ path: `/api/studio/studioName/${created.studioName}` });
    expect(page.body.rooms[0]).not.toHaveProperty('rentPrice');
  });
});
