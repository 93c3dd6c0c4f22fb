/**
 * Requests for the fuzz, one arbitrary per endpoint of the contract: path parameters (the world's
 * ids, strings, 3,000-character and unicode-trap values, raw or encoded), the query and the body
 * from the endpoint's schemas with hostile leaves, and the ways a body reaches the API wrong: other
 * content types, truncated or non-JSON text, `1e999` numbers, base64 that isn't, truncated or
 * mislabelled multipart forms, and bogus bearer tokens.
 */
import { fillPath, type NamedEndpoint, pathParamNames } from '@plie/shared';
import fc from 'fast-check';
import { JPEG_BYTES, multipartBody, PNG_BYTES, type TestRequest } from '../api';
import {
  arbitraryOf,
  FORGED_CURSORS,
  HOSTILE_STRINGS,
  hostileValue,
  RAW_NUMBER_MARKERS,
  type ValuePool,
} from './schema-arbitrary';

export type FuzzRequest = Required<Pick<TestRequest, 'method' | 'path' | 'headers'>> &
  Pick<TestRequest, 'query' | 'rawBody' | 'base64'>;

const HOSTILITY = 1;

const PATH_VALUES = [
  'x'.repeat(3000),
  'é'.repeat(1100),
  '..',
  '.',
  '%',
  '%2F',
  '\u0000',
  '\u202e',
  '💃',
  '\ud800',
  ' ',
];

/** A path parameter: mostly a real id, else a string, a hostile value or a very long one. */
const pathValue = (pool: ValuePool, kind: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...(pool.idsOf[kind] ?? pool.ids)) },
    { weight: 2, arbitrary: fc.constantFrom(...PATH_VALUES, ...HOSTILE_STRINGS.filter(Boolean)) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }) },
  );

/** What a path parameter names: by its name, else by the path's first segment. */
const pathParamKind = (path: string, name: string): string => {
  const byName: Record<string, string> = {
    username: 'username',
    country: 'country',
    token: 'token',
    studioId: 'studio',
    lessonId: 'lesson',
    memberId: 'member',
    teacherId: 'user',
    userId: 'user',
    groupId: 'group',
  };
  const bySegment: Record<string, string> = {
    studio: 'studio',
    style: 'studio',
    lesson: 'lesson',
    'lesson-group': 'group',
    user: 'user',
    room: 'room',
    attendance: 'attendance',
  };
  return byName[name] ?? bySegment[path.split('/')[2] ?? ''] ?? 'any';
};

const pathOf = (endpoint: NamedEndpoint, pool: ValuePool): fc.Arbitrary<string> => {
  const names = pathParamNames(endpoint.path);
  if (names.length === 0) return fc.constant(endpoint.path);
  return fc
    .tuple(
      fc.tuple(...names.map((name) => pathValue(pool, pathParamKind(endpoint.path, name)))),
      fc.boolean(),
    )
    .map(([values, raw]) => {
      const params = Object.fromEntries(names.map((name, index) => [name, values[index] as string]));
      if (!raw) {
        try {
          return fillPath(endpoint.path, params);
        } catch {
          // fall through: raw
        }
      }
      // Raw: the value as it is (a lone surrogate cannot be encoded; `/` and `%` reach the router).
      return endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? '');
    });
};

const stringified = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const queryOf = (
  endpoint: NamedEndpoint,
  pool: ValuePool,
): fc.Arbitrary<Record<string, string> | undefined> => {
  const extra = fc.option(
    fc.dictionary(fc.constantFrom('x', 'page', 'date', '__proto__'), fc.constantFrom(...HOSTILE_STRINGS), {
      maxKeys: 2,
    }),
    { nil: undefined },
  );
  if (!endpoint.query) return extra;
  const query = fc.oneof(
    arbitraryOf(endpoint.query as never, { pool, hostility: 0, asQueryString: true }),
    arbitraryOf(endpoint.query as never, { pool, hostility: HOSTILITY, asQueryString: true }),
  );
  return fc.tuple(query, extra).map(([value, more]) => {
    const entries =
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
        : [['q', stringified(value)]];
    return { ...Object.fromEntries(entries.map(([key, item]) => [key, stringified(item)])), ...more };
  });
};

/** JSON text of a value, with the raw-number markers turned into `1e999`, `-1e999`, `NaN`. */
const jsonText = (value: unknown) => {
  let text = JSON.stringify(value) ?? '';
  for (const [marker, raw] of Object.entries(RAW_NUMBER_MARKERS)) text = text.replaceAll(`"${marker}"`, raw);
  return text;
};

type Body = Pick<TestRequest, 'rawBody' | 'base64'> & { contentType?: string };

/** A known-good body with one field changed: another value its schema allows, a hostile one, or none. */
const mutatedTemplate = (template: Record<string, unknown>, endpoint: NamedEndpoint, pool: ValuePool) => {
  const entries = (endpoint.body as { entries?: Record<string, never> } | undefined)?.entries ?? {};
  const keys = [...new Set([...Object.keys(template), ...Object.keys(entries)])];
  if (keys.length === 0) return fc.constant(template);
  return fc
    .constantFrom(...keys)
    .chain((key) =>
      fc
        .oneof(
          { weight: 1, arbitrary: fc.constant<unknown>(template[key]) },
          { weight: 1, arbitrary: fc.constant<unknown>(undefined) },
          ...(entries[key]
            ? [{ weight: 3, arbitrary: arbitraryOf(entries[key], { pool, hostility: 0 }, key) }]
            : []),
          { weight: 2, arbitrary: hostileValue() },
        )
        .map((value) => ({ ...template, [key]: value })),
    );
};

const jsonBodyOf = (
  endpoint: NamedEndpoint,
  pool: ValuePool,
  template: Record<string, unknown> | undefined,
): fc.Arbitrary<Body> => {
  const value = endpoint.body
    ? fc.oneof(
        arbitraryOf(endpoint.body as never, { pool, hostility: 0 }),
        arbitraryOf(endpoint.body as never, { pool, hostility: HOSTILITY }),
        ...(template
          ? [mutatedTemplate(template, endpoint, pool), mutatedTemplate(template, endpoint, pool)]
          : []),
      )
    : fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileValue() });
  const how = fc.oneof(
    { weight: 12, arbitrary: fc.constant('json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('truncated', 'text', 'form', 'base64', 'notBase64', 'none', 'charset'),
    },
  );
  return fc.tuple(value, how, fc.nat()).map(([body, how, cut]): Body => {
    const text = jsonText(body);
    switch (how) {
      case 'truncated':
        return {
          rawBody: text.slice(0, text.length ? cut % text.length : 0),
          contentType: 'application/json',
        };
      case 'text':
        return { rawBody: text, contentType: 'text/plain' };
      case 'form':
        return { rawBody: 'name=a&email=b%40c.d&x[]=1', contentType: 'application/x-www-form-urlencoded' };
      case 'base64':
        return {
          rawBody: Buffer.from(text).toString('base64'),
          base64: true,
          contentType: 'application/json',
        };
      case 'notBase64':
        return { rawBody: '!!not*base64~~', base64: true, contentType: 'application/json' };
      case 'none':
        return {};
      case 'charset':
        return { rawBody: text, contentType: 'application/json; charset=utf-16' };
      default:
        return body === undefined ? {} : { rawBody: text, contentType: 'application/json' };
    }
  });
};

export interface MultipartSamples {
  bodies: { rawBody: string; contentType: string }[];
}

/** Multipart forms to mutate: good images, wrong fields, two files, text, garbage, a lying png. */
export const makeMultipartSamples = async (field: string): Promise<MultipartSamples> => {
  const file = (bytes: Uint8Array, name = 'a.png', type = 'image/png', as = field) => ({
    field: as,
    bytes,
    name,
    type,
  });
  const hugePng = new Uint8Array(PNG_BYTES);
  // The IHDR width and height (bytes 16–23) claim 2³¹−1 × 2³¹−1 pixels.
  hugePng.set([0x7f, 0xff, 0xff, 0xff, 0x7f, 0xff, 0xff, 0xff], 16);
  const forms = [
    [file(PNG_BYTES)],
    [file(JPEG_BYTES, 'a.jpg', 'image/jpeg')],
    [file(PNG_BYTES, 'a.png', 'image/png', 'other')],
    [file(PNG_BYTES), file(JPEG_BYTES, 'b.jpg', 'image/jpeg')],
    [file(new TextEncoder().encode('not an image'), 'a.png')],
    [file(PNG_BYTES.slice(0, 16))],
    [file(hugePng)],
    [file(new Uint8Array(0))],
    [file(JPEG_BYTES.slice(0, 40), 'a.jpg', 'image/jpeg')],
  ];
  const bodies = await Promise.all(forms.map((files) => multipartBody(files)));
  const form = new FormData();
  form.append(field, 'just text');
  const request = new Request('http://x', { method: 'POST', body: form });
  bodies.push({
    rawBody: Buffer.from(await request.arrayBuffer()).toString('base64'),
    contentType: request.headers.get('content-type') ?? '',
  });
  return { bodies };
};

const multipartOf = (samples: MultipartSamples): fc.Arbitrary<Body> =>
  fc
    .tuple(
      fc.constantFrom(...samples.bodies),
      fc.constantFrom(
        'asIs',
        'asIs',
        'truncated',
        'otherBoundary',
        'noBoundary',
        'notBase64',
        'hugeBoundary',
        'json',
      ),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([sample, how, fraction]): Body => {
      const bytes = Buffer.from(sample.rawBody, 'base64');
      switch (how) {
        case 'truncated':
          return {
            rawBody: bytes.subarray(0, Math.floor(bytes.length * fraction)).toString('base64'),
            base64: true,
            contentType: sample.contentType,
          };
        case 'otherBoundary':
          return {
            rawBody: sample.rawBody,
            base64: true,
            contentType: 'multipart/form-data; boundary=other',
          };
        case 'noBoundary':
          return { rawBody: sample.rawBody, base64: true, contentType: 'multipart/form-data' };
        case 'notBase64':
          return { rawBody: bytes.toString('latin1'), base64: false, contentType: sample.contentType };
        case 'hugeBoundary':
          return {
            rawBody: sample.rawBody,
            base64: true,
            contentType: `multipart/form-data; boundary=${'b'.repeat(5000)}`,
          };
        case 'json':
          return { rawBody: '{"avatar":"x"}', contentType: 'application/json' };
        default:
          return { rawBody: sample.rawBody, base64: true, contentType: sample.contentType };
      }
    });

const unsignedJwt = (claims: unknown) =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

/** What an anonymous caller sends as a token: none, mostly; sometimes garbage or a forged one. */
const anonymousHeaders = (pool: ValuePool) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          `Bearer ${'x'.repeat(5000)}`,
          'Bearer a.b.c',
          'Basic Zm9vOmJhcg==',
          'Bearer',
          `Bearer ${unsignedJwt({ sub: pool.ids[0], ver: 1 })}`,
          'Bearer \u0000',
        )
        .map((authorization) => ({ authorization })),
    },
  );

export const requestArbitrary = (
  endpoint: NamedEndpoint,
  pool: ValuePool,
  callerHeaders: Record<string, string> | undefined,
  multipart: MultipartSamples | undefined,
  template?: Record<string, unknown>,
): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      path: pathOf(endpoint, pool),
      query: queryOf(endpoint, pool),
      body: endpoint.upload && multipart ? multipartOf(multipart) : jsonBodyOf(endpoint, pool, template),
      auth: callerHeaders ? fc.constant(callerHeaders) : anonymousHeaders(pool),
      language: fc.option(fc.constantFrom('pl', 'ua;q=0.9', 'x'.repeat(3000), '*', '\u0000'), {
        nil: undefined,
      }),
    })
    .map(({ path, query, body, auth, language }) => ({
      method: endpoint.method,
      path,
      ...(query ? { query } : {}),
      ...(body.rawBody !== undefined ? { rawBody: body.rawBody } : {}),
      ...(body.base64 ? { base64: true } : {}),
      headers: {
        ...auth,
        ...(body.contentType ? { 'content-type': body.contentType } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
    }));

/**
 * The inputs that answered 500 before (issue #13): run first on every fuzz, whatever the seed —
 * path parameters over 2,040 characters, forged search cursors, far dates in a query, truncated
 * and lying uploads.
 */
export const knownHostileRequests = (
  endpoint: NamedEndpoint,
  pool: ValuePool,
  headers: Record<string, string> | undefined,
  multipart: MultipartSamples | undefined,
): FuzzRequest[] => {
  const base = { method: endpoint.method, headers: { ...headers } };
  const names = pathParamNames(endpoint.path);
  const real = (name: string) => (pool.idsOf[pathParamKind(endpoint.path, name)] ?? pool.ids)[0] ?? 'x';
  const path = fillPath(endpoint.path, Object.fromEntries(names.map((name) => [name, real(name)])));
  const requests: FuzzRequest[] = [];
  if (names.length > 0)
    requests.push({
      ...base,
      path: fillPath(endpoint.path, Object.fromEntries(names.map((name) => [name, 'x'.repeat(2100)]))),
    });
  if (endpoint.name.endsWith('.search'))
    for (const cursor of FORGED_CURSORS)
      for (const extra of [{}, { allUsers: true }, { withAdminRights: true }])
        requests.push({
          ...base,
          path,
          rawBody: JSON.stringify({ cursor, ...extra }),
          headers: { ...base.headers, 'content-type': 'application/json' },
        });
  if (endpoint.query && 'entries' in endpoint.query && 'date' in (endpoint.query.entries as object))
    for (const date of ['9999-12-31', '0000-01-01', '0001-01-01', '2024-02-29'])
      requests.push({ ...base, path, query: { date } });
  // The JSON form of an upload (a presigned upload's key): keys that are not the caller's, or tricks.
  if (endpoint.upload)
    for (const key of [
      `incoming/${endpoint.upload.target}/${pool.ids[0] ?? 'x'}/${'a'.repeat(32)}`,
      `incoming/${endpoint.upload.target}/../../avatars/x.png`,
      'x'.repeat(5000),
      '',
      42,
      null,
    ])
      requests.push({
        ...base,
        path,
        rawBody: JSON.stringify({ key }),
        headers: { ...base.headers, 'content-type': 'application/json' },
      });
  if (endpoint.upload && multipart)
    for (const sample of multipart.bodies) {
      const bytes = Buffer.from(sample.rawBody, 'base64');
      for (const length of [bytes.length, Math.floor(bytes.length / 2), 10])
        requests.push({
          ...base,
          path,
          rawBody: bytes.subarray(0, length).toString('base64'),
          base64: true,
          headers: { ...base.headers, 'content-type': sample.contentType },
        });
    }
  return requests;
};
