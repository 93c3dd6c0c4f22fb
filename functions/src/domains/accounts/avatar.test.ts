import { FILES, MESSAGES } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { bearer, makeSignup } from '../../../test/accounts';
import { createTestApi, JPEG_BYTES, PNG_BYTES, type TestFile } from '../../../test/api';

const api = createTestApi();

const PNG = PNG_BYTES;
const JPEG = JPEG_BYTES;

const upload = (token: string | undefined, files: TestFile[]) =>
  api({ method: 'POST', path: '/api/user/avatar', files, headers: token ? bearer(token) : {} });

const signUp = async () => {
  const body = makeSignup();
  return (await api({ method: 'POST', path: '/api/auth/signup', body })).body.access_token as string;
};

describe('POST /api/user/avatar', () => {
  it.each([
    ['a png', PNG, 'png'],
    ['a jpeg', JPEG, 'jpg'],
  ])('stores %s in S3 and shows it on the profile', async (_, bytes, extension) => {
    const token = await signUp();
    const response = await upload(token, [
      { field: 'avatar', bytes, name: 'me.img', type: 'application/octet-stream' },
    ]);
    expect(response.status).toBe(200);
    expect(response.body.avatarUrl).toMatch(new RegExp(`/avatars/users/[^/]+/[0-9a-f]+\\.${extension}$`));
    const stored = await fetch(response.body.avatarUrl);
    expect(stored.status).toBe(200);
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(bytes);
    expect((await api({ path: '/api/auth/me', headers: bearer(token) })).body.photo).toBe(
      response.body.avatarUrl,
    );
  });

  it.each([
    [
      'a text file named .png',
      [
        {
          field: 'avatar',
          bytes: new TextEncoder().encode('not an image'),
          name: 'x.png',
          type: 'image/png',
        },
      ],
      MESSAGES.fileType,
    ],
    [
      'a png over 800000 bytes',
      [
        {
          field: 'avatar',
          bytes: new Uint8Array([...PNG, ...new Uint8Array(FILES.avatarMaxBytes)]),
          name: 'big.png',
          type: 'image/png',
        },
      ],
      MESSAGES.fileTooLarge,
    ],
    [
      'two files',
      [
        { field: 'avatar', bytes: PNG, name: 'a.png', type: 'image/png' },
        { field: 'avatar', bytes: PNG, name: 'b.png', type: 'image/png' },
      ],
      MESSAGES.fileCount,
    ],
    [
      'the file in another field',
      [{ field: 'photo', bytes: PNG, name: 'a.png', type: 'image/png' }],
      MESSAGES.fileCount,
    ],
  ])('refuses %s with 400 and the file rule’s message', async (_, files, message) => {
    const token = await signUp();
    const response = await upload(token, files);
    expect(response).toMatchObject({ status: 400, body: { message, fields: { avatar: message } } });
    expect((await api({ path: '/api/auth/me', headers: bearer(token) })).body.photo).toBeUndefined();
  });

  it('refuses a JSON body and anonymous callers', async () => {
    const token = await signUp();
    expect(
      (await api({ method: 'POST', path: '/api/user/avatar', body: { avatar: 'x' }, headers: bearer(token) }))
        .status,
    ).toBe(400);
    expect(
      (await upload(undefined, [{ field: 'avatar', bytes: PNG, name: 'a.png', type: 'image/png' }])).status,
    ).toBe(401);
  });
});
