import { contract, ROUTES } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { type ClientOptions, createClient, createClientOf } from './create-client';

interface Recorded {
  url: string;
  method: string | undefined;
  headers: Headers;
  body: BodyInit | null | undefined;
}

/** A `fetch` that records each request and answers with `respond()` (JSON `{}` by default). */
const fakeFetch = (respond: () => Response = () => Response.json({})) => {
  const requests: Recorded[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      method: init?.method,
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    return respond();
  }) as typeof globalThis.fetch;
  return { fetch, requests };
};

const setup = (respond?: () => Response, options: Partial<ClientOptions> = {}) => {
  const { fetch, requests } = fakeFetch(respond);
  const client = createClient({ baseUrl: 'http://api.test/', fetch, ...options });
  const only = () => {
    expect(requests).toHaveLength(1);
    return requests[0]!;
  };
  return { client, requests, only };
};

describe('createClient', () => {
  it('has a method for every operation of the contract', () => {
    const { client } = setup();
    for (const [group, operations] of Object.entries(contract)) {
      for (const operation of Object.keys(operations)) {
        expect(
          typeof (client as unknown as Record<string, Record<string, unknown>>)[group]?.[operation],
        ).toBe('function');
      }
    }
  });

  it('uses the method and path of the contract, without a trailing slash of the base URL', async () => {
    const { client, only } = setup(() => Response.json([{ countryName: 'Poland', code: 'PL' }]));
    const countries = await client.locations.listCountries();
    expect(only()).toMatchObject({
      url: 'http://api.test/api/city/countries',
      method: 'GET',
      body: undefined,
    });
    expect(countries).toEqual([{ countryName: 'Poland', code: 'PL' }]);
  });

  it('fills path params and URL-encodes them', async () => {
    const { client, only } = setup(() => Response.json([]));
    await client.locations.listCities({ params: { country: 'Bosnia & Herzegovina/ü?' } });
    expect(only().url).toBe('http://api.test/api/city/Bosnia%20%26%20Herzegovina%2F%C3%BC%3F');
  });

  it('writes the query string, skipping undefined values and stringifying numbers and booleans', async () => {
    const { client, requests } = setup(() => Response.json([]));
    await client.locations.searchCities({ query: { q: 'Kra kow', prefer: undefined, limit: 5 } });
    await client.locations.listCities({ params: { country: 'PL' }, query: { q: undefined } });
    await client.locations.locate({ query: { lat: 50.06, lng: '19.94' } });
    expect(requests.map((request) => request.url)).toEqual([
      'http://api.test/api/city/search?q=Kra+kow&limit=5',
      'http://api.test/api/city/PL',
      'http://api.test/api/city/locate?lat=50.06&lng=19.94',
    ]);
  });

  it('combines path params and query', async () => {
    const { client, only } = setup(() => Response.json([]));
    await client.attendance.listForLesson({ params: { lessonId: 'l 1' }, query: { date: '2026-03-02' } });
    expect(only()).toMatchObject({
      url: 'http://api.test/api/attendance/lesson/l%201?date=2026-03-02',
      method: 'GET',
    });
  });

  it('sends a JSON body with its content type', async () => {
    const { client, only } = setup(() => Response.json({ valid: true }));
    const answer = await client.auth.checkUsername({ body: { username: 'marta' } });
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.body).toBe('{"username":"marta"}');
    expect(answer).toEqual({ valid: true });
  });

  it('sends no body and no content type without one', async () => {
    const { client, only } = setup(() => Response.json({ success: true }));
    await client.attendance.cancel({ params: { id: 'a1' } });
    expect(only()).toMatchObject({ method: 'DELETE', body: undefined });
    expect(only().headers.has('content-type')).toBe(false);
  });

  it('sends the bearer token of getToken, read on every call', async () => {
    let token: string | null = 'token-1';
    const { client, requests } = setup(undefined, { getToken: () => token });
    await client.locations.listCountries();
    token = null;
    await client.locations.listCountries();
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(requests[1]?.headers.has('authorization')).toBe(false);
  });

  it('sends accept-language from getLanguage', async () => {
    const { client, only } = setup(undefined, { getLanguage: () => 'pl' });
    await client.locations.listCountries();
    expect(only().headers.get('accept-language')).toBe('pl');
  });

  it('sends neither header without getToken and getLanguage', async () => {
    const { client, only } = setup();
    await client.locations.listCountries();
    expect(only().headers.has('authorization')).toBe(false);
    expect(only().headers.has('accept-language')).toBe(false);
  });

  it('keeps the headers and options of init', async () => {
    const { client, only } = setup();
    const controller = new AbortController();
    await client.locations.listCountries(undefined, {
      headers: { 'x-trace': 't1' },
      signal: controller.signal,
    });
    expect(only().headers.get('x-trace')).toBe('t1');
  });

  it('answers undefined for 204 and for an empty body', async () => {
    const noContent = setup(() => new Response(null, { status: 204 }));
    await expect(
      noContent.client.attendance.cancelByToken({ params: { token: 't' } }),
    ).resolves.toBeUndefined();
    const empty = setup(() => new Response('', { status: 200 }));
    await expect(empty.client.attendance.cancelByToken({ params: { token: 't' } })).resolves.toBeUndefined();
  });

  it('throws ApiError with the JSON error body', async () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'msg', fields: { country: 'unknown' } };
    const { client } = setup(() => Response.json(body, { status: 404, statusText: 'Not Found' }));
    const error = await client.locations
      .listCities({ params: { country: 'Atlantis' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', status: 404, message: 'msg', body });
  });

  it('throws ApiError with the status text when the error body is not JSON', async () => {
    const { client } = setup(
      () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await client.locations.listCountries().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      message: 'Bad Gateway',
      body: { statusCode: 502, error: 'Bad Gateway', message: 'Bad Gateway' },
    });
  });

  it('falls back to "HTTP <status>" without a status text, and to it when a JSON body has no message', async () => {
    const plain = setup(() => new Response('', { status: 500 }));
    await expect(plain.client.locations.listCountries()).rejects.toMatchObject({
      status: 500,
      body: { statusCode: 500, error: 'Error', message: 'HTTP 500' },
    });
    const noMessage = setup(() => Response.json({ oops: true }, { status: 503, statusText: 'Unavailable' }));
    await expect(noMessage.client.locations.listCountries()).rejects.toMatchObject({
      status: 503,
      body: { statusCode: 503, error: 'Unavailable', message: 'Unavailable' },
    });
  });

  describe('uploads', () => {
    it('the contract declares upload endpoints', () => {
      expect(contract.users.uploadAvatar.upload.field).toBe('avatar');
      expect(contract.studios.uploadBanner.upload.field).toBe('banner');
    });

    it('sends multipart form data with the declared field name and the file name', async () => {
      const { client, only } = setup(() => Response.json({ avatarUrl: 'https://cdn.test/a.png' }), {
        uploads: 'multipart',
      });
      const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
      const answer = await client.users.uploadAvatar({ file, fileName: 'me.png' });
      const request = only();
      expect(request).toMatchObject({ url: 'http://api.test/api/user/avatar', method: 'POST' });
      // fetch sets the multipart content type (with its boundary) itself.
      expect(request.headers.has('content-type')).toBe(false);
      expect(request.body).toBeInstanceOf(FormData);
      const sent = (request.body as FormData).get('avatar');
      expect(sent).toBeInstanceOf(Blob);
      expect((sent as File).name).toBe('me.png');
      expect((sent as File).type).toBe('image/png');
      expect(new Uint8Array(await (sent as File).arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
      expect(answer).toEqual({ avatarUrl: 'https://cdn.test/a.png' });
    });

    it('uses the field name as the file name by default, and fills path params', async () => {
      const { client, only } = setup(() => Response.json({ bannerUrl: 'https://cdn.test/b.jpg' }), {
        uploads: 'multipart',
      });
      await client.studios.uploadBanner({
        params: { id: 's/1' },
        file: new Blob(['x'], { type: 'image/jpeg' }),
      });
      const request = only();
      expect(request.url).toBe('http://api.test/api/studio/banner/s%2F1');
      const form = request.body as FormData;
      expect([...form.keys()]).toEqual(['banner']);
      expect((form.get('banner') as File).name).toBe('banner');
    });
  });

  describe('uploads through S3 (the default)', () => {
    const PRESIGNED = {
      url: 'http://s3.test/uploads',
      fields: { key: 'incoming/studioBanner/u1/abc', Policy: 'cG9saWN5', 'X-Amz-Signature': 'sig' },
      key: 'incoming/studioBanner/u1/abc',
      expiresAt: '2030-01-01T00:00:00Z',
    };
    /** A jpeg's first bytes, in a blob the browser typed wrongly. */
    const banner = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/png' });

    const answers = (s3: () => Response) => {
      const queue = [
        () => Response.json(PRESIGNED),
        s3,
        () => Response.json({ bannerUrl: 'https://cdn.test/b.jpg' }),
      ];
      return () => (queue.shift() ?? (() => Response.json({})))();
    };

    it('asks for a presigned POST, posts the file to S3 last in the form, then sends the key', async () => {
      const { client, requests } = setup(
        answers(() => new Response(null, { status: 204 })),
        {
          getToken: () => 'token-1',
        },
      );
      const answer = await client.studios.uploadBanner({ params: { id: 's1' }, file: banner() });
      expect(answer).toEqual({ bannerUrl: 'https://cdn.test/b.jpg' });
      const [presign, s3, take] = requests;
      expect(presign).toMatchObject({ url: 'http://api.test/api/uploads', method: 'POST' });
      expect(JSON.parse(String(presign?.body))).toEqual({
        target: 'studioBanner',
        id: 's1',
        contentType: 'image/jpeg',
        size: 7,
      });
      expect(presign?.headers.get('authorization')).toBe('Bearer token-1');
      expect(s3).toMatchObject({ url: 'http://s3.test/uploads', method: 'POST' });
      expect(s3?.headers.has('authorization'), 'no API token goes to S3').toBe(false);
      const form = s3?.body as FormData;
      expect([...form.keys()]).toEqual(['key', 'Policy', 'X-Amz-Signature', 'file']);
      expect((form.get('file') as File).type).toBe('image/jpeg');
      expect(take).toMatchObject({ url: 'http://api.test/api/studio/banner/s1', method: 'POST' });
      expect(take?.headers.get('content-type')).toBe('application/json');
      expect(JSON.parse(String(take?.body))).toEqual({ key: PRESIGNED.key });
    });

    it('is left out of a client of chosen operations (the widgets’ bundle): a file goes as multipart', async () => {
      const { fetch, requests } = fakeFetch(() => Response.json({ avatarUrl: 'https://cdn.test/a.png' }));
      const client = createClientOf(
        {
          users: {
            uploadAvatar: {
              method: 'POST',
              path: '/api/user/avatar',
              upload: ROUTES.users.uploadAvatar.upload!,
            },
          },
        },
        { baseUrl: 'http://api.test', fetch },
      );
      await client.users.uploadAvatar({ file: banner() });
      expect(requests).toHaveLength(1);
      expect(requests[0]?.body).toBeInstanceOf(FormData);
    });

    it('sends no id for one’s own avatar', async () => {
      const { client, requests } = setup(answers(() => new Response(null, { status: 204 })));
      await client.users.uploadAvatar({ file: banner() });
      expect(JSON.parse(String(requests[0]?.body))).not.toHaveProperty('id');
    });

    it.each([
      ['EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', 'File is too large'],
      [
        'AccessDenied',
        'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]',
        'Only png or jpeg images are allowed',
      ],
    ])(
      'turns S3’s %s into the spec’s file message, and never calls the endpoint',
      async (code, text, message) => {
        const xml = `<?xml version="1.0"?><Error><Code>${code}</Code><Message>${text}</Message></Error>`;
        const { client, requests } = setup(
          answers(() => new Response(xml, { status: code === 'AccessDenied' ? 403 : 400 })),
        );
        const failure = await client.studios
          .uploadBanner({ params: { id: 's1' }, file: banner() })
          .catch((e) => e);
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 400, body: { message, fields: { banner: message } } });
        expect(requests).toHaveLength(2);
      },
    );

    it('passes the API’s refusal of the presigned POST on (e.g. 403 for someone not the studio’s admin)', async () => {
      const { client, requests } = setup(() =>
        Response.json({ statusCode: 403, error: 'Forbidden', message: 'No' }, { status: 403 }),
      );
      const failure = await client.studios
        .uploadBanner({ params: { id: 's1' }, file: banner() })
        .catch((e) => e);
      expect(failure).toMatchObject({ status: 403, body: { message: 'No' } });
      expect(requests).toHaveLength(1);
    });
  });
});
