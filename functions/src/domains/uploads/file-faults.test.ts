/**
 * The file-store fault matrix of issue #16: S3 refusing, erroring and hanging (the fault proxy in
 * front of the local S3 front door; a second switch fails only its deletes). While the store is
 * down the presigned upload flow answers 503 with `Retry-After` — never a 400 "no file" for a file
 * that is there — and changes nothing; once it is back the same steps succeed. An image dropped
 * while the store cannot delete it (replaced, or of a deleted studio or account) is never orphaned:
 * the action succeeds, the object stays until the outbox's `deleteFiles` message deletes it once
 * the store is back.
 */
import type { ServerResponse } from 'node:http';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { PresignedUpload } from '@plie/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { createTestApi, makePng } from '../../../test/api';
import { deliverPendingMail } from '../../../test/mailbox';
import { createTestStudio } from '../../../test/studios';
import { resetConfig } from '../../config';
import type { FaultMode } from '../../local/fault-proxy';
import { deleteFilesMessageId, storedImageKeyOf } from '../../services/files';
import { getOutboxMessage } from '../../services/outbox';
import { getUserById } from '../accounts/user-repository';

/** The limits this file's S3 client is made with (it is made on first use, after this). */
const OUTBOUND = {
  OUTBOUND_CONNECTION_TIMEOUT_MS: '300',
  OUTBOUND_REQUEST_TIMEOUT_MS: '500',
  OUTBOUND_MAX_ATTEMPTS: '1',
};

// Before any module makes its S3 client: S3 through a fault proxy, whose upstream fails deletes on demand.
const store = await vi.hoisted(async () => {
  const { inject } = await import('vitest');
  const { createServer } = await import('node:http');
  const { startFaultProxy } = await import('../../local/fault-proxy');
  const { forward, send } = await import('../../local/aws-gateway/http-io');
  const deletes = { mode: 'ok' as FaultMode, held: new Set<ServerResponse>() };
  const frontDoor = inject('awsGatewayEndpoint');
  const router = createServer((req, res) => {
    if (req.method !== 'DELETE' || deletes.mode === 'ok') {
      void forward(req, res, { upstream: frontDoor });
    } else if (deletes.mode === 'refuse') {
      req.socket.destroy();
    } else if (deletes.mode === 'error') {
      req.resume();
      send(res, 500, { 'content-type': 'application/xml' }, '<Error><Code>InternalError</Code></Error>');
    } else {
      deletes.held.add(res);
    }
  });
  await new Promise<void>((resolve) => router.listen(0, '127.0.0.1', resolve));
  const { port } = router.address() as { port: number };
  const proxy = await startFaultProxy({ service: 'files', upstream: `http://127.0.0.1:${port}` });
  Object.assign(process.env, {
    S3_ENDPOINT: proxy.endpoint,
    OUTBOUND_CONNECTION_TIMEOUT_MS: '300',
    OUTBOUND_REQUEST_TIMEOUT_MS: '500',
    OUTBOUND_MAX_ATTEMPTS: '1',
  });
  (await import('../../config')).resetConfig();
  return { proxy, router, deletes };
});

/** Fails only the store's deletes (`ok`: none), as a store that takes reads and writes but not deletes. */
const setDeleteFaults = (mode: FaultMode) => {
  store.deletes.mode = mode;
  for (const held of store.deletes.held) held.destroy();
  store.deletes.held.clear();
};

const api = createTestApi();
/** The bucket as it is, straight from the S3 stand-in (never through the faults). */
const bucket = new S3Client({
  region: 'eu-central-1',
  endpoint: process.env.UPLOAD_PUBLIC_URL!.replace(/\/plie-test-uploads$/, ''),
  forcePathStyle: true,
});
let dancer: TestAccount;
let owner: TestAccount;
let studio: { id: string };

beforeAll(async () => {
  dancer = await createAccount(api, { name: 'Oleh Dancer' });
  owner = await createAccount(api, { name: 'Piotr Owner' });
  studio = await createTestStudio(api, owner);
});

afterEach(async () => {
  setDeleteFaults('ok');
  await store.proxy.setMode('ok');
});

afterAll(async () => {
  await store.proxy.stop();
  store.router.closeAllConnections();
  await new Promise((resolve) => store.router.close(resolve));
  bucket.destroy();
  for (const name of Object.keys(OUTBOUND)) delete process.env[name];
  resetConfig();
});

const presign = (caller: TestAccount, target: string, id?: string) =>
  api({
    method: 'POST',
    path: '/api/uploads',
    headers: caller.headers,
    body: { target, id, contentType: 'image/png', size: makePng().byteLength },
  });

/** Posts a png to the presigned POST as a browser does; the status, or `failed` when the store never answered well. */
const postToStore = async (upload: PresignedUpload): Promise<number | 'failed'> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.set(name, value);
  form.set('file', new Blob([makePng()], { type: 'image/png' }), 'image');
  try {
    return (await fetch(upload.url, { method: 'POST', body: form, signal: AbortSignal.timeout(1_000) }))
      .status;
  } catch {
    return 'failed';
  }
};

/** A presigned upload posted while the store is up: its key, ready to be taken. */
const uploaded = async (caller: TestAccount, target: string, id?: string) => {
  const signed = await presign(caller, target, id);
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  expect(await postToStore(signed.body)).toBe(204);
  return signed.body.key as string;
};

const take = (caller: TestAccount, path: string, key: string) =>
  api({ method: 'POST', path, headers: caller.headers, body: { key } });

const AVATAR = '/api/user/avatar';
const logoPath = () => `/api/studio/avatar/${studio.id}`;
const bannerPath = () => `/api/studio/banner/${studio.id}`;

/** The whole flow while the store is up: presign, post, take. */
const upload = async (caller: TestAccount, target: string, path: string, id?: string) => {
  const response = await take(caller, path, await uploaded(caller, target, id));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { avatarUrl?: string; bannerUrl?: string };
};

const photoOf = async (account: TestAccount) => (await getUserById(account.id))?.photo;
const studioImages = async () => {
  const { body } = await api({ path: `/api/studio/${studio.id}`, headers: owner.headers });
  return { photo: body.photo as string | undefined, banner: body.banner as string | undefined };
};
const served = async (url: string) => (await fetch(url)).status;
const expectUnavailable = (response: { status: number; headers: Record<string, string> }) => {
  expect(response.status).toBe(503);
  expect(response.headers['retry-after']).toBeDefined();
};
const storedUnder = async (prefix: string) => {
  const { Contents = [] } = await bucket.send(
    new ListObjectsV2Command({ Bucket: 'plie-test-uploads', Prefix: prefix }),
  );
  return Contents.map((object) => object.Key);
};

/** Past any retry pause of a first failure: the worker finds the message due. */
const later = (hours: number) => new Date(Date.now() + hours * 3600_000);

describe.each(['refuse', 'error', 'hang'] as const satisfies readonly FaultMode[])('the store %s', (mode) => {
  it('the presigned upload flow answers 503 with Retry-After and changes nothing; once back, the same steps succeed', async () => {
    const before = {
      photo: (await upload(dancer, 'userAvatar', AVATAR)).avatarUrl!,
      studio: await studioImages(),
    };
    // Posted before the outage, taken during it.
    const avatarKey = await uploaded(dancer, 'userAvatar');
    const logoKey = await uploaded(owner, 'studioAvatar', studio.id);

    await store.proxy.setMode(mode);
    expectUnavailable(await take(dancer, AVATAR, avatarKey));
    expectUnavailable(await take(owner, logoPath(), logoKey));
    // A presigned POST needs no store (it is signed here); the post itself fails, and taking its key
    // is a 503 too — never a 400 "no file", which the store could not tell.
    const during = await presign(dancer, 'userAvatar');
    expect(during.status).toBe(200);
    expect(await postToStore(during.body)).not.toBe(204);
    expectUnavailable(await take(dancer, AVATAR, during.body.key));
    // Nothing half-applied.
    expect(await photoOf(dancer)).toBe(before.photo);
    expect(await studioImages()).toEqual(before.studio);
    expect(await served(before.photo)).toBe(200);

    await store.proxy.setMode('ok');
    const avatar = await take(dancer, AVATAR, avatarKey);
    expect(avatar.status, JSON.stringify(avatar.body)).toBe(200);
    expect(await photoOf(dancer)).toBe(avatar.body.avatarUrl);
    expect(await served(before.photo)).toBe(404);
    const logo = await take(owner, logoPath(), logoKey);
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    expect((await studioImages()).photo).toBe(logo.body.avatarUrl);
    await upload(dancer, 'userAvatar', AVATAR);
  });

  it('replacing an avatar, a logo and a banner while the store fails deletes: success; the old objects go once it is back', async () => {
    const old = {
      avatar: (await upload(dancer, 'userAvatar', AVATAR)).avatarUrl!,
      logo: (await upload(owner, 'studioAvatar', logoPath(), studio.id)).avatarUrl!,
      banner: (await upload(owner, 'studioBanner', bannerPath(), studio.id)).bannerUrl!,
    };
    setDeleteFaults(mode);
    const now = {
      avatar: (await upload(dancer, 'userAvatar', AVATAR)).avatarUrl!,
      logo: (await upload(owner, 'studioAvatar', logoPath(), studio.id)).avatarUrl!,
      banner: (await upload(owner, 'studioBanner', bannerPath(), studio.id)).bannerUrl!,
    };
    expect(await photoOf(dancer)).toBe(now.avatar);
    expect(await studioImages()).toEqual({ photo: now.logo, banner: now.banner });
    for (const url of Object.values(old)) {
      expect(await served(url)).toBe(200);
      const message = await getOutboxMessage(deleteFilesMessageId([storedImageKeyOf(url)!]));
      expect(message).toMatchObject({ kind: 'deleteFiles', params: { keys: [storedImageKeyOf(url)] } });
    }
    // Still failing: the worker records it, and the objects stay.
    expect(await deliverPendingMail(later(1))).toMatchObject({ sent: 0, failed: 3 });
    for (const url of Object.values(old)) expect(await served(url)).toBe(200);

    setDeleteFaults('ok');
    expect(await deliverPendingMail(later(2))).toMatchObject({ sent: 3, failed: 0 });
    for (const url of Object.values(old)) expect(await served(url)).toBe(404);
    for (const url of Object.values(now)) expect(await served(url)).toBe(200);
    expect(await deliverPendingMail(later(3))).toMatchObject({ sent: 0, failed: 0 });
  });

  it('deleting a studio and an account while the store is down: success; none of their objects is left once it is back', async () => {
    const leaver = await createAccount(api, { name: 'Marta Leaving' });
    const gone = await createTestStudio(api, leaver);
    const images = [
      (await upload(leaver, 'userAvatar', AVATAR)).avatarUrl!,
      (await upload(leaver, 'studioAvatar', `/api/studio/avatar/${gone.id}`, gone.id)).avatarUrl!,
      (await upload(leaver, 'studioBanner', `/api/studio/banner/${gone.id}`, gone.id)).bannerUrl!,
    ];
    const prefixes = [`avatars/users/${leaver.id}/`, `studios/${gone.id}/`];

    await store.proxy.setMode(mode);
    const studioDelete = await api({
      method: 'DELETE',
      path: `/api/studio/${gone.id}`,
      headers: leaver.headers,
    });
    expect(studioDelete.status, JSON.stringify(studioDelete.body)).toBe(200);
    const accountDelete = await api({
      method: 'DELETE',
      path: `/api/user/${leaver.id}`,
      headers: leaver.headers,
    });
    expect(accountDelete.status, JSON.stringify(accountDelete.body)).toBe(200);
    for (const url of images) expect(await served(url)).toBe(200);
    expect(await deliverPendingMail(later(1))).toMatchObject({ sent: 0, failed: 2 });

    await store.proxy.setMode('ok');
    expect(await deliverPendingMail(later(2))).toMatchObject({ sent: 2, failed: 0 });
    for (const url of images) expect(await served(url)).toBe(404);
    for (const prefix of prefixes) expect(await storedUnder(prefix)).toEqual([]);
  });
});
