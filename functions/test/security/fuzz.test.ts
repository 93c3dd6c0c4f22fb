/**
 * Property-based fuzzing of every endpoint of the contract (issue #13), as an anonymous caller, a
 * confirmed user and a platform admin, against the security world (world.ts):
 * - never a 5xx (a 429 is a fine answer);
 * - an anonymous caller (even with a forged or garbage token) never gets past a signed-in route;
 * - a refused write (4xx) leaves the table as it was (every item but rate-limit and login-attempt
 *   counters, compared before and after).
 * The inputs that answered 500 before run first (`knownHostileRequests`), then a fixed seed and few
 * runs in CI; `PLIE_FUZZ_RUNS` (and `PLIE_FUZZ_SEED`) for longer runs: `npm run fuzz`.
 * `PLIE_FUZZ_STATS=1` prints how often each endpoint answered each status; `PLIE_FUZZ_TRACE=<name>`
 * prints that endpoint's requests and answers.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { endpoints, type NamedEndpoint } from '@plie/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { db, tableName } from '../../src/db/client';
import { authenticate } from '../../src/domains/accounts/authenticate';
import { STYLE_CATALOGUE } from '../../src/domains/styles/catalogue';
import { createDispatcher } from '../../src/http/dispatcher';
import { lazyUpload } from '../../src/http/uploads';
import { allHandlers } from '../../src/lambdas';
import { createTestApi, createTestEvent } from '../api';
import {
  type FuzzRequest,
  knownHostileRequests,
  type MultipartSamples,
  makeMultipartSamples,
  requestArbitrary,
} from './fuzz-requests';
import { PERMISSION_MATRIX } from './permission-matrix';
import type { ValuePool } from './schema-arbitrary';
import { createSecurityWorld, type World } from './world';

const RUNS = Number(process.env.PLIE_FUZZ_RUNS ?? 12);
const SEED = Number(process.env.PLIE_FUZZ_SEED ?? 1313);
/** Of the runs of a write endpoint, every n-th compares the table before and after. */
const SNAPSHOT_EVERY = Number(process.env.PLIE_FUZZ_SNAPSHOT_EVERY ?? 4);

const CALLERS = ['anonymous', 'confirmed', 'platformAdmin'] as const;
type Caller = (typeof CALLERS)[number];

let unexpected: unknown;
const dispatch = createDispatcher({
  endpoints,
  handlers: allHandlers,
  readUpload: lazyUpload,
  authenticate,
  onUnexpectedError: (error) => {
    unexpected = error;
  },
});

const call = async (request: FuzzRequest) => {
  unexpected = undefined;
  const result = await dispatch(createTestEvent(request));
  return {
    status: result.statusCode,
    body: typeof result.body === 'string' ? result.body : '',
    error: unexpected,
  };
};

/** Counters that a refused request may rightly bump (flood limits, failed logins). */
const VOLATILE = /^(RATE#|LOGIN#)/;

/** Every item of the table but the volatile ones, by key. */
const snapshot = async (): Promise<Map<string, string>> => {
  const items = new Map<string, string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: tableName, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      if (VOLATILE.test(String(item.PK))) continue;
      items.set(`${item.PK} ${item.SK}`, JSON.stringify(item));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

const changes = (before: Map<string, string>, after: Map<string, string>) => {
  const changed: string[] = [];
  for (const [key, item] of after)
    if (before.get(key) !== item) changed.push(before.has(key) ? `changed ${key}` : `added ${key}`);
  for (const key of before.keys()) if (!after.has(key)) changed.push(`removed ${key}`);
  return changed;
};

/** Writes: every method but GET, and the GETs that change something. */
const writes = (endpoint: NamedEndpoint) =>
  endpoint.method !== 'GET' ||
  ['studios.verify', 'auth.confirmEmail', 'auth.googleCallback'].includes(endpoint.name);

/** `PLIE_FUZZ_STATS=1`: how often each endpoint answered each status (is the fuzz reaching the handlers?). */
const statuses: string[] = [];
afterAll(() => {
  if (!process.env.PLIE_FUZZ_STATS) return;
  const counts = new Map<string, number>();
  for (const line of statuses) counts.set(line, (counts.get(line) ?? 0) + 1);
  console.log([...counts].map(([line, count]) => `${line} ×${count}`).join('\n'));
});

const api = createTestApi();
let world: World;
let pool: ValuePool;
const multipart = new Map<string, MultipartSamples>();
const templates = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  world = await createSecurityWorld(api);
  const callers = new Set([world.confirmed.id, world.platformAdmin.id]);
  const ids = (...values: string[]) => values.filter((id) => !callers.has(id));
  const idsOf = {
    studio: ids(world.studioA.id, world.studioB.id),
    room: ids(world.roomA.id, world.roomB.id),
    lesson: ids(world.lesson.id, world.removedTeachersLesson.id, world.lessonB.id, world.signUpLesson.id),
    group: ids(world.group.id, world.removedTeachersGroup.id),
    member: ids(world.group.memberId, world.removedTeachersGroup.memberId),
    attendance: ids(world.bystanderAttendance.id, world.bystanderAttendanceOfRemovedTeacher.id),
    user: ids(world.bystander.id, world.teacher.id, world.invitee.id, world.candidate.id),
    username: [world.bystander.username, world.teacher.username],
    country: ['PL', 'Poland', 'UA', 'Atlantis'],
    token: ['x'.repeat(43), 'AAAA'],
  };
  pool = {
    idsOf,
    ids: [
      world.studioA.id,
      world.studioB.id,
      world.roomA.id,
      world.roomB.id,
      world.lesson.id,
      world.removedTeachersLesson.id,
      world.lessonB.id,
      world.group.id,
      world.group.memberId,
      world.removedTeachersGroup.id,
      world.bystanderAttendance.id,
      world.bystander.id,
      world.teacher.id,
      world.invitee.id,
      world.studioA.studioName,
      world.bystander.username,
      'PL',
    ].filter((id) => !callers.has(id)),
    dates: [world.today, world.lesson.nextDate, world.signUpLesson.nextDate, '9999-12-31', '0000-01-01'],
    styleIds: STYLE_CATALOGUE.slice(0, 3).map((style) => style.id),
    emails: [world.bystander.email, world.invitee.email, world.confirmed.email],
  };
  // A known-good body of each endpoint (the permission matrix's request as a platform admin), to mutate.
  for (const [name, rows] of Object.entries(PERMISSION_MATRIX)) {
    const request = await rows[0]?.request({ world, role: 'platformAdmin', caller: world.platformAdmin });
    if (request?.body && typeof request.body === 'object' && !Array.isArray(request.body))
      templates.set(name, request.body as Record<string, unknown>);
  }
  for (const field of new Set(
    endpoints.flatMap((endpoint) => (endpoint.upload ? [endpoint.upload.field] : [])),
  ))
    multipart.set(field, await makeMultipartSamples(field));
}, 120_000);

const headersOf = (caller: Caller) =>
  caller === 'anonymous'
    ? undefined
    : caller === 'confirmed'
      ? world.confirmed.headers
      : world.platformAdmin.headers;

const cases = endpoints.flatMap((endpoint) =>
  CALLERS.map((caller) => ({ name: endpoint.name, caller, endpoint })),
);

describe('fuzz', () => {
  it('covers every endpoint of the contract, for each caller', () => {
    const covered = new Set(cases.map((entry) => entry.name));
    for (const endpoint of endpoints)
      if (!covered.has(endpoint.name)) throw new Error(`${endpoint.name} is not fuzzed`);
  });

  it.each(cases)(
    '$name as $caller: no 5xx, no partial write',
    async ({ endpoint, caller }) => {
      let run = 0;
      const property = fc.asyncProperty(
        requestArbitrary(
          endpoint,
          pool,
          headersOf(caller),
          endpoint.upload ? multipart.get(endpoint.upload.field) : undefined,
          templates.get(endpoint.name),
        ),
        async (request) => {
          run += 1;
          const before = writes(endpoint) && run % SNAPSHOT_EVERY === 1 ? await snapshot() : undefined;
          const { status, body, error } = await call(request);
          if (process.env.PLIE_FUZZ_STATS) statuses.push(`${endpoint.name} ${caller} ${status}`);
          if (process.env.PLIE_FUZZ_TRACE === endpoint.name)
            console.log(caller, status, JSON.stringify(request).slice(0, 600), body.slice(0, 300));
          if (status >= 500) {
            const cause = error instanceof Error ? (error.stack ?? error.message) : String(error ?? body);
            throw new Error(
              `${endpoint.name} answered ${status}: ${cause.split('\n').slice(0, 4).join(' | ')}`,
            );
          }
          if (caller === 'anonymous' && endpoint.auth !== 'public' && status < 400)
            throw new Error(
              `${endpoint.name} (auth ${endpoint.auth}) let an anonymous caller through: ${status}`,
            );
          if (before && status >= 400 && status !== 429) {
            const changed = changes(before, await snapshot());
            if (changed.length > 0)
              throw new Error(
                `${endpoint.name} answered ${status} but wrote: ${changed.slice(0, 5).join(', ')}`,
              );
          }
        },
      );
      const multipartSamples = endpoint.upload ? multipart.get(endpoint.upload.field) : undefined;
      const examples = knownHostileRequests(endpoint, pool, headersOf(caller), multipartSamples).map(
        (request) => [request] as [FuzzRequest],
      );
      await fc.assert(property, { seed: SEED, numRuns: RUNS + examples.length, examples });
    },
    Math.max(60_000, RUNS * 500),
  );
});
