/**
 * Uploads straight to S3 (issue #14): a presigned POST for whoever may change the image, the file
 * posted to the S3 stand-in, then taken by the image's upload endpoint with `{ key }` and checked
 * as a multipart file is; replaced and deleted images leave storage.
 */
import { randomBytes } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { MESSAGES, type PresignedUpload } from '@plie/shared';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { createTestApi, makeJpeg, makePng } from '../../../test/api';
import { createTestStudio } from '../../../test/studios';
import { verifyPostPolicy } from '../../local/s3-post-policy';
import { storedImageKeyOf } from '../../services/files';

const api = createTestApi();
const s3 = new S3Client({
  region: 'eu-central-1',
  endpoint: process.env.S3_ENDPOINT,
  forcePathStyle: true,
  requestChecksumCalculation: 'WHEN_REQUIRED',
});
afterAll(() => s3.destroy());

let dancer: TestAccount;
let owner: TestAccount;
let studio: { id: string };
let roomId: string;

const ROOM = {
  name: 'Sala A',
  capacity: 20,
  rentPrice: 50,
  rentCurrency: 'PLN',
  address: { fullAddress: 'ul. Floriańska 1, 31-019 Kraków', city: 'Kraków', country: 'Poland' },
};

beforeAll(async () => {
  dancer = await createAccount(api);
  owner = await createAccount(api);
  studio = await createTestStudio(api, owner);
  const room = await api({
    method: 'POST',
    path: '/api/room',
    headers: owner.headers,
    body: { ...ROOM, studioId: studio.id },
  });
  if (room.status !== 201 && room.status !== 200)
    throw new Error(`room: ${room.status} ${JSON.stringify(room.body)}`);
  roomId = room.body.id;
});

const presign = (caller: TestAccount, body: Record<string, unknown>) =>
  api({ method: 'POST', path: '/api/uploads', headers: caller.headers, body });

/** Posts `bytes` to the presigned POST as a browser form does: every field, then the file. */
const postToS3 = async (upload: PresignedUpload, bytes: Uint8Array, type = 'image/png') => {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.set(name, value);
  form.set('file', new Blob([bytes], { type }), 'image');
  return fetch(upload.url, { method: 'POST', body: form });
};

/** Presign, post, and take: the whole flow of the dashboard. */
const uploadVia = async (
  caller: TestAccount,
  target: string,
  path: string,
  bytes: Uint8Array,
  id?: string,
) => {
  const contentType = bytes[0] === 0xff ? 'image/jpeg' : 'image/png';
  const signed = await presign(caller, { target, id, contentType, size: bytes.byteLength });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  expect((await postToS3(signed.body, bytes, contentType)).status).toBe(204);
  return api({ method: 'POST', path, headers: caller.headers, body: { key: signed.body.key } });
};

const status = async (url: string) => (await fetch(url)).status;

/** A png of noise (it does not compress: about 4 bytes a pixel), as big as a camera's banner. */
const noisyPng = (width: number, height: number) =>
  new Uint8Array(PNG.sync.write({ width, height, data: randomBytes(width * height * 4) } as PNG));

describe('a presigned upload', () => {
  it('is a 5-minute POST for one key of the caller, one content type and the endpoint’s size range', async () => {
    const response = await presign(owner, {
      target: 'studioBanner',
      id: studio.id,
      contentType: 'image/png',
      size: 6_000_000,
    });
    expect(response.status).toBe(200);
    const { url, fields, key, expiresAt } = response.body as PresignedUpload;
    expect(url).toBe(`${process.env.S3_ENDPOINT}/plie-test-uploads`);
    expect(key).toMatch(new RegExp(`^incoming/studioBanner/${owner.id}/[a-f0-9]{32}$`));
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(290_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
    const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 8_000_000],
        { 'Content-Type': 'image/png' },
        { bucket: 'plie-test-uploads' },
        { key },
      ]),
    );
    // S3 (here: the local check the AWS front door runs) takes a 6 MB file and refuses an 8 MB + 1 one.
    const check = (fileSize: number) =>
      verifyPostPolicy({
        fields,
        fileSize,
        bucket: 'plie-test-uploads',
        now: new Date(),
        secretAccessKeyOf: () => 'S3RVER',
      });
    expect(check(6_000_000)).toEqual({ ok: true });
    expect(check(8_000_001)).toMatchObject({ code: 'EntityTooLarge' });
  });

  it.each([
    ['userAvatar', undefined, 800_000],
    ['studioAvatar', 'studio', 800_000],
    ['roomPhoto', 'room', 800_000],
  ])('of a %s (of the %s) is limited to %i bytes', async (target, of, maxBytes) => {
    const id = of === 'studio' ? studio.id : of === 'room' ? roomId : undefined;
    const ok = await presign(owner, { target, id, contentType: 'image/jpeg', size: maxBytes });
    expect(ok.status).toBe(200);
    const policy = JSON.parse(Buffer.from(ok.body.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, maxBytes]);
    const tooBig = await presign(owner, { target, id, contentType: 'image/jpeg', size: maxBytes + 1 });
    expect(tooBig).toMatchObject({ status: 400, body: { message: MESSAGES.fileTooLarge } });
  });

  it('is refused to whoever may not change the image, as its upload endpoint refuses them', async () => {
    const body = { contentType: 'image/png', size: 1000 };
    expect((await presign(dancer, { ...body, target: 'studioBanner', id: studio.id })).status).toBe(403);
    expect((await presign(dancer, { ...body, target: 'roomPhoto', id: roomId })).status).toBe(403);
    expect((await presign(owner, { ...body, target: 'roomPhoto', id: 'no-such-room' })).status).toBe(404);
    const anonymous = await api({
      method: 'POST',
      path: '/api/uploads',
      body: { ...body, target: 'userAvatar' },
    });
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['a studio target without its id', { target: 'studioAvatar', contentType: 'image/png', size: 10 }],
    ['another content type', { target: 'userAvatar', contentType: 'text/html', size: 10 }],
    ['an unknown target', { target: 'lessonPhoto', contentType: 'image/png', size: 10 }],
    ['an empty file', { target: 'userAvatar', contentType: 'image/png', size: 0 }],
  ])('is refused for %s (400)', async (_, body) => {
    expect((await presign(owner, body)).status).toBe(400);
  });
});

describe('an upload endpoint taking a presigned upload by its key', () => {
  it('stores a 6 MB banner (too big for a request to Lambda) as the studio’s banner', async () => {
    const banner = noisyPng(1400, 1100);
    expect(banner.byteLength).toBeGreaterThan(4_800_000);
    const response = await uploadVia(
      owner,
      'studioBanner',
      `/api/studio/banner/${studio.id}`,
      banner,
      studio.id,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.bannerUrl).toMatch(/\/studios\/.+\/banner\/[a-f0-9]+\.png$/);
    expect(await status(response.body.bannerUrl)).toBe(200);
    const shown = await api({ path: `/api/studio/${studio.id}`, headers: owner.headers });
    expect(shown.body.banner).toBe(response.body.bannerUrl);
  });

  it('takes the object once: it is gone from incoming/ after, and a second use is refused', async () => {
    const signed = await presign(dancer, {
      target: 'userAvatar',
      contentType: 'image/png',
      size: makePng().byteLength,
    });
    await postToS3(signed.body, makePng());
    const take = () =>
      api({
        method: 'POST',
        path: '/api/user/avatar',
        headers: dancer.headers,
        body: { key: signed.body.key },
      });
    expect((await take()).status).toBe(200);
    expect(await status(`${process.env.UPLOAD_PUBLIC_URL}/${signed.body.key}`)).toBe(404);
    expect(await take()).toMatchObject({ status: 400, body: { message: MESSAGES.fileCount } });
  });

  it.each([
    ['of another target', (key: string) => key.replace('/userAvatar/', '/studioAvatar/')],
    ['of another user', (key: string) => key.replace(/\/userAvatar\/[^/]+\//, '/userAvatar/someone-else/')],
    ['outside incoming/', (key: string) => key.replace('incoming/', 'avatars/')],
    ['that was never uploaded', (key: string) => key.replace(/[a-f0-9]{32}$/, 'f'.repeat(32))],
  ])('refuses a key %s with 400 and the spec’s file message', async (_, change) => {
    const signed = await presign(dancer, { target: 'userAvatar', contentType: 'image/png', size: 100 });
    const response = await api({
      method: 'POST',
      path: '/api/user/avatar',
      headers: dancer.headers,
      body: { key: change(signed.body.key) },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { message: MESSAGES.fileCount, fields: { avatar: MESSAGES.fileCount } },
    });
  });

  it.each([
    ['not JSON of a key', { nothing: true }],
    ['a key that is not text', { key: 42 }],
  ])('refuses a body %s with 400', async (_, body) => {
    const response = await api({ method: 'POST', path: '/api/user/avatar', headers: dancer.headers, body });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.fileCount } });
  });

  /** An object put straight under the caller's incoming/ prefix (s3rver does not check POST policies). */
  const putIncoming = async (caller: TestAccount, target: string, bytes: Uint8Array) => {
    const signed = await presign(caller, {
      target,
      contentType: 'image/png',
      size: 1,
      id: target === 'userAvatar' ? undefined : studio.id,
    });
    await s3.send(new PutObjectCommand({ Bucket: 'plie-test-uploads', Key: signed.body.key, Body: bytes }));
    return signed.body.key as string;
  };

  it('refuses an object over the endpoint’s limit (fileTooLarge), and deletes it', async () => {
    const key = await putIncoming(owner, 'studioAvatar', new Uint8Array(800_001));
    const response = await api({
      method: 'POST',
      path: `/api/studio/avatar/${studio.id}`,
      headers: owner.headers,
      body: { key },
    });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.fileTooLarge } });
    expect(await status(`${process.env.UPLOAD_PUBLIC_URL}/${key}`)).toBe(404);
  });

  it('refuses an object that is not a png or jpeg (fileType), and deletes it', async () => {
    const key = await putIncoming(dancer, 'userAvatar', new TextEncoder().encode('<html><script>1</script>'));
    const response = await api({
      method: 'POST',
      path: '/api/user/avatar',
      headers: dancer.headers,
      body: { key },
    });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.fileType } });
    expect(await status(`${process.env.UPLOAD_PUBLIC_URL}/${key}`)).toBe(404);
  });

  it('refuses a studio’s key to someone not its admin before reading it (403), leaving it in place', async () => {
    const key = await putIncoming(owner, 'studioBanner', makePng());
    const response = await api({
      method: 'POST',
      path: `/api/studio/banner/${studio.id}`,
      headers: dancer.headers,
      body: { key },
    });
    expect(response.status).toBe(403);
    expect(await status(`${process.env.UPLOAD_PUBLIC_URL}/${key}`)).toBe(200);
  });
});

describe('old images leave storage', () => {
  it('a replaced avatar, logo, banner and room photo are deleted; the new ones stay', async () => {
    const cases: [string, string, string | undefined, 'avatarUrl' | 'bannerUrl'][] = [
      ['userAvatar', '/api/user/avatar', undefined, 'avatarUrl'],
      ['studioAvatar', `/api/studio/avatar/${studio.id}`, studio.id, 'avatarUrl'],
      ['studioBanner', `/api/studio/banner/${studio.id}`, studio.id, 'bannerUrl'],
      ['roomPhoto', `/api/room/avatar/${roomId}`, roomId, 'avatarUrl'],
    ];
    for (const [target, path, id, field] of cases) {
      const first = await uploadVia(owner, target, path, makePng(), id);
      const second = await uploadVia(owner, target, path, makeJpeg(), id);
      expect([first.status, second.status], target).toEqual([200, 200]);
      expect(await status(first.body[field]), `${target}: the old one`).toBe(404);
      expect(await status(second.body[field]), `${target}: the new one`).toBe(200);
    }
  });

  it('a multipart upload replacing an image deletes it too', async () => {
    const files = () => [{ field: 'avatar', bytes: makePng(), name: 'a.png', type: 'image/png' }];
    const first = await api({
      method: 'POST',
      path: '/api/user/avatar',
      headers: dancer.headers,
      files: files(),
    });
    const second = await api({
      method: 'POST',
      path: '/api/user/avatar',
      headers: dancer.headers,
      files: files(),
    });
    expect(await status(first.body.avatarUrl)).toBe(404);
    expect(await status(second.body.avatarUrl)).toBe(200);
  });

  it('a deleted room’s photo is deleted', async () => {
    const room = await api({
      method: 'POST',
      path: '/api/room',
      headers: owner.headers,
      body: { ...ROOM, name: 'Sala B', studioId: studio.id },
    });
    const photo = await uploadVia(
      owner,
      'roomPhoto',
      `/api/room/avatar/${room.body.id}`,
      makePng(),
      room.body.id,
    );
    expect(
      (await api({ method: 'DELETE', path: `/api/room/${room.body.id}`, headers: owner.headers })).status,
    ).toBe(200);
    expect(await status(photo.body.avatarUrl)).toBe(404);
  });

  it('a deleted studio’s logo, banner and room photos are deleted', async () => {
    const other = await createAccount(api);
    const own = await createTestStudio(api, other);
    const room = await api({
      method: 'POST',
      path: '/api/room',
      headers: other.headers,
      body: { ...ROOM, studioId: own.id },
    });
    const logo = await uploadVia(other, 'studioAvatar', `/api/studio/avatar/${own.id}`, makePng(), own.id);
    const banner = await uploadVia(other, 'studioBanner', `/api/studio/banner/${own.id}`, makePng(), own.id);
    const photo = await uploadVia(
      other,
      'roomPhoto',
      `/api/room/avatar/${room.body.id}`,
      makePng(),
      room.body.id,
    );
    expect(
      (await api({ method: 'DELETE', path: `/api/studio/${own.id}`, headers: other.headers })).status,
    ).toBe(200);
    for (const url of [logo.body.avatarUrl, banner.body.bannerUrl, photo.body.avatarUrl]) {
      expect(await status(url), url).toBe(404);
    }
  });

  it('a deleted account’s photo, and the images of the studio it owned alone, are deleted', async () => {
    const leaving = await createAccount(api);
    const own = await createTestStudio(api, leaving);
    const avatar = await uploadVia(leaving, 'userAvatar', '/api/user/avatar', makePng());
    const logo = await uploadVia(leaving, 'studioAvatar', `/api/studio/avatar/${own.id}`, makePng(), own.id);
    const gone = await api({ method: 'DELETE', path: `/api/user/${leaving.id}`, headers: leaving.headers });
    expect(gone.status).toBe(200);
    expect(await status(avatar.body.avatarUrl)).toBe(404);
    expect(await status(logo.body.avatarUrl)).toBe(404);
  });

  it('only our own images are deleted: another site’s picture, an incoming upload or a path trick is left alone', () => {
    const base = process.env.UPLOAD_PUBLIC_URL;
    expect(storedImageKeyOf(`${base}/avatars/users/u1/abc.png`)).toBe('avatars/users/u1/abc.png');
    expect(storedImageKeyOf('https://images.example.com/avatars/users/u1/abc.png')).toBeUndefined();
    expect(storedImageKeyOf(`${base}/incoming/userAvatar/u1/abc`)).toBeUndefined();
    expect(storedImageKeyOf(`${base}/avatars/../incoming/x`)).toBeUndefined();
    expect(storedImageKeyOf(`${base}/avatars/%E0%A4%A.png`), 'a broken escape').toBeUndefined();
    expect(storedImageKeyOf(undefined)).toBeUndefined();
  });
});
