/**
 * The deployed artifacts, run: infra's app is synthesized, and every journey below goes through
 * CloudFront and API Gateway as the local runtime models them into the very bundles CDK zips,
 * each in its own Lambda instances with the environment the template gives it, every AWS call
 * checked against the function's own IAM policy by the local AWS front door. A file missing
 * from a bundle, a variable the code reads that the template doesn't set, or a permission the
 * code needs that the role lacks fails here — not in a deploy.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, PLATFORM_ADMIN_EMAIL } from '../../test/accounts';
import { PNG_BYTES, type TestApi, testApiOver } from '../../test/api';
import { createGroupWorld, createTestLesson, type GroupWorld } from '../../test/groups';
import { linkIn, mailsTo } from '../../test/mailbox';
import type { RunningAwsGateway } from './aws-gateway';
import { type BundleRuntime, startBundleRuntime } from './bundle-runtime';
import { LOCAL_ACCOUNT, LOCAL_REGION, startLocalAws } from './local-aws';

const repoRoot = resolve(import.meta.dirname, '../../..');
const STAGE = 'ci';

describe('the deployed Lambda bundles, with their template environment and IAM policies', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'plie-bundles-'));
  let gateway: RunningAwsGateway;
  let runtime: BundleRuntime;
  let api: TestApi;
  let world: GroupWorld;

  beforeAll(async () => {
    const { generateSigningKeys } = await import('../services/tokens');
    const keys = await generateSigningKeys();
    const originVerify = randomBytes(24).toString('base64url');
    // This test process itself (fixtures written straight to the table) has the unrestricted local key.
    ({ gateway } = await startLocalAws({
      stage: STAGE,
      upstream: {
        dynamodb: inject('dynamodbEndpoint'),
        s3: inject('s3Endpoint'),
        ses: inject('sesEndpoint'),
      },
      secrets: {
        ...keys,
        cursor: randomBytes(32).toString('base64url'),
        originVerify,
        googleClientSecret: inject('google').clientSecret,
      },
    }));
    runtime = await startBundleRuntime({
      repoRoot,
      outdir,
      stage: STAGE,
      gateway,
      accountId: LOCAL_ACCOUNT,
      region: LOCAL_REGION,
      tableName: process.env.TABLE_NAME ?? '',
      uploadBucket: process.env.UPLOAD_BUCKET ?? '',
      synthSettings: {
        PLIE_MAIL_DOMAIN: 'plie.test',
        PLIE_MAIL_FROM: process.env.MAIL_FROM ?? '',
        PLIE_ALARM_EMAILS: 'none',
        PLIE_ADMIN_EMAILS: process.env.PLATFORM_ADMIN_EMAILS ?? '',
        PLIE_GOOGLE_CLIENT_ID: inject('google').clientId,
        // The API's functions only, whether or not the dashboard was built here: the `pages` function
        // needs its server bundle (the browser suite runs it, PLIE_LAMBDA=bundle on the build).
        PLIE_DASHBOARD_SERVER_DIST: join(tmpdir(), 'plie-no-dashboard-server-bundle'),
      },
      endpoints: {
        PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL ?? '',
        UPLOAD_PUBLIC_URL: process.env.UPLOAD_PUBLIC_URL ?? '',
      },
      extra: {
        GOOGLE_ISSUER: inject('google').issuer,
        GEOCODER: 'offline',
        RATE_LIMITS: process.env.RATE_LIMITS ?? '',
      },
      originVerify,
    });
    api = testApiOver(runtime.dispatch);
    world = await createGroupWorld(api);
  }, 300_000);

  afterAll(async () => {
    await runtime?.stop();
    await gateway?.stop();
    rmSync(outdir, { recursive: true, force: true });
  });

  it('runs every domain’s function from its own bundle', () => {
    const domains = runtime.template.functions.map((fn) => fn.domain).sort();
    expect(domains).toEqual(
      [
        'admin',
        'attendance',
        'auth',
        'groups',
        'lessons',
        'locations',
        'meta',
        'rooms',
        'studios',
        'users',
      ].sort(),
    );
    for (const fn of runtime.template.functions) expect(fn.bundleDir).toMatch(/asset\.[0-9a-f]{64}$/);
  });

  it('signs up, sends the confirmation e-mail through SES, and confirms it by the link (auth)', async () => {
    const email = `bundle.${randomBytes(3).toString('hex')}@plie.test`;
    const signup = await api({
      method: 'POST',
      path: '/api/auth/signup',
      body: {
        name: 'Bundle Dancer',
        email,
        username: `bundle_${randomBytes(3).toString('hex')}`,
        password: 'Salsa#2026',
        dateOfBirth: '1995-04-12',
        termsAccepted: true,
        privacyAccepted: true,
      },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    // The mail is an outbox message (ADR 0017): the groups bundle's deliver-outbox rule sends it.
    for (const result of await runtime.runRules()) expect(result.error, result.rule).toBeUndefined();
    const [mail] = await mailsTo(email);
    expect(mail, 'confirmation e-mail').toBeDefined();
    const token = new URL(linkIn(mail!, '/confirm-email?token=')).searchParams.get('token') ?? '';
    const confirmed = await api({ path: '/api/auth/confirm', query: { token } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBeLessThan(300);
    const me = await api({
      path: '/api/auth/me',
      headers: { authorization: `Bearer ${signup.body.access_token}` },
    });
    expect(me.body).toMatchObject({ email, isEmailConfirmed: true });
  });

  it('runs a studio’s world: studio, rooms, team, verification, lessons and search (studios, rooms, admin, lessons)', async () => {
    const lesson = await createTestLesson(api, world, 3);
    const search = await api({
      method: 'POST',
      path: '/api/lesson/search',
      body: { country: 'PL', city: 'Kraków', studioIds: [world.studio.id] },
    });
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(JSON.stringify(search.body)).toContain(lesson.id);
    // The marketplace's search, by city and weekday: the city partitions of the search indexes.
    const byCity = await api({
      method: 'POST',
      path: '/api/lesson/search',
      body: { country: 'PL', city: 'Kraków', days: [3] },
    });
    expect(byCity.status, JSON.stringify(byCity.body)).toBe(200);
  });

  it('signs a guest up for a class and a member into a group (attendance, groups)', async () => {
    const lesson = await createTestLesson(api, world, 4);
    const attend = await api({
      method: 'POST',
      path: '/api/attendance',
      body: {
        lessonId: lesson.id,
        date: (lesson as unknown as { nextDate: string }).nextDate,
        name: 'Guest Dancer',
        email: 'guest.bundle@plie.test',
        legalAccepted: true,
      },
    });
    expect(attend.status, JSON.stringify(attend.body)).toBe(201);
    const group = await api({
      method: 'POST',
      path: '/api/lesson-group',
      headers: world.owner.headers,
      body: { lessonIds: [lesson.id] },
    });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
  });

  it('stores an uploaded avatar in S3 (users)', async () => {
    const upload = await api({
      method: 'POST',
      path: '/api/user/avatar',
      headers: world.dancer.headers,
      files: [{ field: 'avatar', bytes: PNG_BYTES, name: 'me.png', type: 'image/png' }],
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const stored = await fetch(upload.body.avatarUrl);
    expect(stored.status).toBe(200);
  });

  it('downloads a dancer’s data, their booking and photo in it, within the users function’s rights (users)', async () => {
    const response = await api({ path: '/api/user/me/export', headers: world.dancer.headers });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="plie-data-/);
    expect(response.body.account.id).toBe(world.dancer.id);
    expect(response.body.images).toHaveLength(1);
  });

  it('answers public data without the table, even to a caller with a token (locations, meta)', async () => {
    const cities = await api({ path: '/api/city/PL', query: { q: 'Kra' }, headers: world.dancer.headers });
    expect(cities.status, JSON.stringify(cities.body)).toBe(200);
    expect(JSON.stringify(cities.body)).toContain('Kraków');
    const openapi = await api({ path: '/api/openapi.json', headers: world.dancer.headers });
    expect(openapi.status).toBe(200);
  });

  it('runs each scheduled rule by its name in a stage with a dash-free name (jobs)', async () => {
    const results = await runtime.runRules();
    expect(results.map((result) => result.rule).sort()).toEqual(
      [
        `plie-${STAGE}-book-group-members`,
        `plie-${STAGE}-deliver-outbox`,
        `plie-${STAGE}-purge-unconfirmed-accounts`,
        `plie-${STAGE}-inactive-accounts`,
      ].sort(),
    );
    for (const result of results) expect(result.error, result.rule).toBeUndefined();
  });

  it('purges unconfirmed accounts with their photos, within the auth function’s own rights (jobs)', async () => {
    const unconfirmed = await createAccount(api, { confirmed: false });
    const upload = await api({
      method: 'POST',
      path: '/api/user/avatar',
      headers: unconfirmed.headers,
      files: [{ field: 'avatar', bytes: PNG_BYTES, name: 'me.png', type: 'image/png' }],
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect((await fetch(upload.body.avatarUrl)).status).toBe(200);
    const threeDaysOn = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const results = await runtime.runRules(threeDaysOn);
    for (const result of results) expect(result.error, result.rule).toBeUndefined();
    expect(results.find((result) => result.rule.endsWith('purge-unconfirmed-accounts'))?.result).toEqual({
      purged: 1,
    });
    expect((await fetch(upload.body.avatarUrl)).status).toBe(404);
  });

  it('warns accounts inactive for 11 months by their activity month, within the auth function’s own rights (jobs)', async () => {
    const rule = runtime.template.rules.find((each) => each.name.endsWith('-inactive-accounts'));
    // Everyone of this file signed in today: 12 months less 29 days on, all are due a warning.
    const elevenMonthsOn = new Date(Date.now() + (365 - 29) * 24 * 3600 * 1000);
    const summary = (await runtime.runRule(rule!, elevenMonthsOn)) as { warned: number; failed: number };
    expect(summary.failed).toBe(0);
    expect(summary.warned).toBeGreaterThan(0);
  });

  it('throttles a route as the API stage does: a burst over its limit gets API Gateway’s 429', async () => {
    // resend-confirmation: 2 a second, a burst of 5 (infra/src/api.ts); the function never sees the rest.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api({ method: 'POST', path: '/api/auth/resend-confirmation', body: { email: 'nobody@plie.test' } }),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const answer of refused) expect(answer.body).toEqual({ message: 'Too Many Requests' });
    expect(answers.filter((answer) => answer.status < 300).length).toBeLessThanOrEqual(6);
  });

  it('needed no permission a function’s role lacks: the front door refused nothing', () => {
    expect(gateway.denials).toEqual([]);
  });

  const STREAM_ACTIONS = new Set([
    'dynamodb:DescribeStream',
    'dynamodb:GetRecords',
    'dynamodb:GetShardIterator',
    'dynamodb:ListStreams',
  ]);
  it('held every table domain to its own key families, and the journeys ran under them', () => {
    const touched = (domain: string) => [
      ...(gateway.touchedKeyPrefixes.get(`plie-${STAGE}-${domain}`) ?? []),
    ];
    for (const fn of runtime.template.functions) {
      const tableStatements = fn.policies
        .flatMap((policy) => policy.Statement as { Action: string | string[]; Condition?: unknown }[])
        .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:')))
        // Reading the table's stream (the outbox's consumer) names no item keys: nothing to narrow.
        .filter((statement) => ![statement.Action].flat().every((action) => STREAM_ACTIONS.has(action)));
      for (const statement of tableStatements) {
        expect(statement.Condition, fn.domain).toEqual({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': expect.arrayContaining(['USER#*', 'RATE#*']) },
        });
      }
      if (tableStatements.length === 0) expect(touched(fn.domain), fn.domain).toEqual([]);
    }
    // Leading keys were really evaluated: each domain's journey reached its own families.
    expect(touched('auth')).toEqual(
      expect.arrayContaining(['USER#', 'EMAIL#', 'TOKEN#', 'UNCONFIRMED', 'OUTBOX#', 'ACTIVE#']),
    );
    expect(touched('lessons')).toEqual(expect.arrayContaining(['LESSON#', 'STYLE', 'CITY#']));
    expect(touched('attendance')).toEqual(expect.arrayContaining(['OCC#', 'ATTENDANCE#', 'OUTBOX#']));
    expect(touched('groups')).toEqual(expect.arrayContaining(['GROUP#', 'GROUPS#']));
    expect(touched('studios')).toEqual(expect.arrayContaining(['STUDIO#', 'STUDIONAME#']));
  });

  it('answers only what came through CloudFront: a request to the API’s own URL is refused', async () => {
    // The local "CloudFront" adds the origin header; going around it means calling a function directly.
    const lambda =
      [...runtime.lambdas.values()].find((candidate) => candidate.spec.name === 'plie-styles') ??
      [...runtime.lambdas.values()].find((candidate) => candidate.spec.name === 'plie-lessons');
    const { createTestEvent } = await import('../../test/api');
    const result = (await lambda?.invoke({
      ...createTestEvent({ path: '/api/style' }),
      routeKey: 'GET /api/style',
    })) as { statusCode: number };
    expect(result.statusCode).toBe(403);
  });

  it('a domain’s function may not touch what its role does not grant (locations has no table)', async () => {
    const before = gateway.denials.length;
    const { DynamoDBClient, GetItemCommand } = await import('@aws-sdk/client-dynamodb');
    const locations = runtime.template.functions.find((fn) => fn.domain === 'locations');
    const env = [...runtime.lambdas.values()].find((lambda) => lambda.spec.name === 'plie-locations')?.spec
      .environment;
    const client = new DynamoDBClient({
      region: LOCAL_REGION,
      endpoint: gateway.endpoint,
      credentials: {
        accessKeyId: env?.AWS_ACCESS_KEY_ID ?? '',
        secretAccessKey: env?.AWS_SECRET_ACCESS_KEY ?? '',
      },
    });
    await expect(
      client.send(
        new GetItemCommand({
          TableName: process.env.TABLE_NAME,
          Key: { PK: { S: 'USER#x' }, SK: { S: 'PROFILE' } },
        }),
      ),
    ).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect(locations).toBeDefined();
    expect(gateway.denials.length).toBe(before + 1);
    gateway.denials.length = before;
  });

  it('a domain’s function may not touch another domain’s keys (lessons writing a one-time token)', async () => {
    const before = gateway.denials.length;
    const { DynamoDBClient, PutItemCommand } = await import('@aws-sdk/client-dynamodb');
    const env = [...runtime.lambdas.values()].find((lambda) => lambda.spec.name === 'plie-lessons')?.spec
      .environment;
    expect(env?.AWS_ACCESS_KEY_ID).toBeTruthy();
    const client = new DynamoDBClient({
      region: LOCAL_REGION,
      endpoint: gateway.endpoint,
      credentials: {
        accessKeyId: env?.AWS_ACCESS_KEY_ID ?? '',
        secretAccessKey: env?.AWS_SECRET_ACCESS_KEY ?? '',
      },
    });
    const token = { PK: { S: 'TOKEN#forged' }, SK: { S: 'TOKEN' } };
    await expect(
      client.send(new PutItemCommand({ TableName: process.env.TABLE_NAME, Item: token })),
    ).rejects.toMatchObject({ name: 'AccessDeniedException' });
    // The same role may write its own kind of item (the action and table are granted; only the key differs).
    const lesson = { PK: { S: 'LESSON#forged-by-test' }, SK: { S: 'PROBE' } };
    await client.send(new PutItemCommand({ TableName: process.env.TABLE_NAME, Item: lesson }));
    expect(gateway.denials.slice(before)).toEqual([
      expect.objectContaining({ role: `plie-${STAGE}-lessons`, action: 'dynamodb:PutItem' }),
    ]);
    gateway.denials.length = before;
  });

  it('keeps the platform admin list from the template (admin)', async () => {
    const admin = await createAccount(api, { email: PLATFORM_ADMIN_EMAIL });
    const verified = await api({
      path: `/api/studio/verify/${world.studio.id}`,
      query: { isVerified: 'true' },
      headers: admin.headers,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBeLessThan(300);
  });
});
