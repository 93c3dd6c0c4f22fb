/**
 * Uploads are decoded, bounded and re-encoded, and read only after the caller is authorized
 * (issue #13 item 10): what is stored and served is only what was decoded.
 */
import { crc32 } from 'node:zlib';
import { MESSAGES } from '@plie/shared';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../test/accounts';
import { createTestApi, makeJpeg, makePng, type TestFile } from '../../test/api';
import { createTestStudio } from '../../test/studios';

const api = createTestApi();
let dancer: TestAccount;
let owner: TestAccount;
let studio: { id: string };

beforeAll(async () => {
  dancer = await createAccount(api);
  owner = await createAccount(api);
  studio = await createTestStudio(api, owner);
});

const HTML = '<html><script>alert(document.cookie)</script></html>';
const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const contains = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);

/** A png chunk with its length and CRC. */
const pngChunk = (type: string, data: Uint8Array) => {
  const typeAndData = concat(ascii(type), data);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return concat(length, typeAndData, crc);
};

/** `png` with its IHDR declaring `width` × `height` (a valid CRC: only the numbers lie). */
const declaring = (png: Uint8Array, width: number, height: number) => {
  const ihdr = Buffer.from(png.slice(16, 29));
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  return concat(png.slice(0, 8), pngChunk('IHDR', ihdr), png.slice(33));
};

/** `png` with a text chunk right after IHDR. */
const withTextChunk = (png: Uint8Array, text: string) =>
  concat(png.slice(0, 33), pngChunk('tEXt', ascii(`Comment\0${text}`)), png.slice(33));

/** A jpeg declaring `width` × `height` in its frame header. */
const jpegDeclaring = (width: number, height: number) => {
  const bytes = Buffer.from(makeJpeg());
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return new Uint8Array(bytes);
};

const avatar = (bytes: Uint8Array, type = 'image/png'): TestFile[] => [
  { field: 'avatar', bytes, name: 'me.png', type },
];
const uploadAvatar = (files: TestFile[]) =>
  api({ method: 'POST', path: '/api/user/avatar', files, headers: dancer.headers });

const stored = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

describe('uploaded images are decoded and re-encoded', () => {
  it.each([
    ['a png header followed by HTML', () => concat(makePng().slice(0, 8), ascii(HTML))],
    ['a png followed by HTML after its end', () => concat(makePng(), ascii(HTML))],
  ])('refuses %s', async (_, polyglot) => {
    const response = await uploadAvatar(avatar(polyglot()));
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.fileType } });
  });

  it.each([
    ['HTML in a text chunk', (png: Uint8Array) => withTextChunk(png, HTML)],
    [
      'HTML in a text chunk after the pixels',
      (png: Uint8Array) => {
        const end = png.length - 12;
        return concat(png.slice(0, end), pngChunk('tEXt', ascii(`Comment\0${HTML}`)), png.slice(end));
      },
    ],
  ])('stores a png with %s as its pixels only', async (_, hide) => {
    const png = makePng(3, 2);
    const response = await uploadAvatar(avatar(hide(png)));
    expect(response.status).toBe(200);
    const served = await stored(response.body.avatarUrl);
    expect(contains(served, '<script')).toBe(false);
    const decoded = PNG.sync.read(Buffer.from(served));
    expect([decoded.width, decoded.height]).toEqual([3, 2]);
    expect(Buffer.from(decoded.data)).toEqual(PNG.sync.read(Buffer.from(png)).data);
  });

  it('stores a jpeg without its comments, metadata or trailing bytes', async () => {
    const plain = Buffer.from(makeJpeg(16, 16));
    // A comment segment right after SOI, and HTML after EOI.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, HTML.length + 2]), Buffer.from(HTML)]);
    const polyglot = new Uint8Array(
      Buffer.concat([plain.subarray(0, 2), comment, plain.subarray(2), ascii(HTML)]),
    );
    const response = await uploadAvatar(avatar(polyglot, 'image/jpeg'));
    expect(response.status).toBe(200);
    expect(response.body.avatarUrl).toMatch(/\.jpg$/);
    const served = await stored(response.body.avatarUrl);
    expect(contains(served, 'script')).toBe(false);
    expect(jpeg.decode(served, { useTArray: true })).toMatchObject({ width: 16, height: 16 });
  });

  it.each([
    ['a png declaring 100000 × 100000 pixels', () => declaring(makePng(), 100_000, 100_000)],
    ['a png declaring 9000 × 1 pixels', () => declaring(makePng(), 9000, 1)],
    ['a png declaring 5000 × 5000 pixels', () => declaring(makePng(), 5000, 5000)],
    ['a jpeg declaring 60000 × 60000 pixels', () => jpegDeclaring(60_000, 60_000)],
  ])('refuses %s with 400, fast and without decoding', async (_, image) => {
    const started = performance.now();
    const response = await uploadAvatar(avatar(image()));
    expect(response).toMatchObject({
      status: 400,
      body: {
        message: MESSAGES.imageDimensionsTooLarge,
        fields: { avatar: MESSAGES.imageDimensionsTooLarge },
      },
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['a truncated png', () => makePng(40, 40).slice(0, 60)],
    [
      'a png whose pixel data fail their checksum',
      () => makePng().map((byte, i, png) => (i === png.length - 13 ? byte ^ 1 : byte)),
    ],
    ['a truncated jpeg', () => makeJpeg(16, 16).slice(0, 200)],
    ['a png header only', () => makePng().slice(0, 8)],
    ['a jpeg header only', () => makeJpeg().slice(0, 3)],
  ])('refuses %s with 400', async (_, image) => {
    const response = await uploadAvatar(avatar(image()));
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.fileType } });
  });

  it('refuses a truncated multipart form with 400', async () => {
    const boundary = '----plie';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    const response = await api({
      method: 'POST',
      path: '/api/user/avatar',
      rawBody: Buffer.from(body, 'latin1').toString('base64'),
      base64: true,
      headers: { ...dancer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty('avatar');
  });
});

describe('an upload is parsed only after the caller is allowed', () => {
  const garbage = (headers: Record<string, string>, path: string) =>
    api({
      method: 'POST',
      path,
      rawBody: Buffer.from('--x\r\nnot a form at all').toString('base64'),
      base64: true,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
    });

  it.each(['avatar', 'banner'])(
    'a studio %s by someone not its admin is a 403 whatever the body',
    async (kind) => {
      const path = `/api/studio/${kind}/${studio.id}`;
      expect((await garbage(dancer.headers, path)).status).toBe(403);
      // The same body from an admin is read, and refused as a form.
      expect((await garbage(owner.headers, path)).status).toBe(400);
    },
  );

  it('a studio logo by its owner is stored', async () => {
    const response = await api({
      method: 'POST',
      path: `/api/studio/avatar/${studio.id}`,
      files: [{ field: 'avatar', bytes: makePng(), name: 'logo.png', type: 'image/png' }],
      headers: owner.headers,
    });
    expect(response.status).toBe(200);
  });
});
