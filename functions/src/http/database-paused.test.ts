/**
 * The database paused (issue #16, "Proof in npm test"): this file's DynamoDB Local process is
 * stopped (SIGSTOP) for a few seconds while guests and a signed-in dancer sign up for a class and a
 * dancer joins a group, then resumed (SIGCONT). Every answer meanwhile is a success or a 503 with
 * `Retry-After` — never 403, 404 or 500; once it runs again, the same requests succeed (or say it is
 * already done), seats taken equal active attendances, and every booking gets exactly one e-mail.
 *
 * The pause gets a DynamoDB Local of its own (the shared one serves the other test files meanwhile):
 * this file's client is routed to it, and its outbound limits lowered for the pause (the product's
 * settings, applied to the running client) so that the test takes seconds.
 */
import { addDays } from '@plie/shared';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TestAccount } from '../../test/accounts';
import { createTestApi } from '../../test/api';
import {
  createGroupWorld,
  createTestLesson,
  GROUP_TEST_NOW,
  GROUP_TEST_TODAY,
  GROUP_TEST_TUESDAYS,
  type GroupWorld,
  groupCalls,
} from '../../test/groups';
import { deliverPendingMail, mailsTo } from '../../test/mailbox';
import { dynamoClient, tableName } from '../db/client';
import { ensureTable } from '../db/create-table';
import { listAttendancesOfLesson } from '../domains/attendance/attendance-repository';
import { getLessonById } from '../domains/lessons/lesson-repository';
import { STAND_IN_OUTBOUND_LIMITS } from '../local/stand-in-timeouts';
import { freePort, type RunningStandIn, startDynamoDbLocal } from '../local/stand-ins';
import { resetClock, setClock } from '../services/clock';
import { DEPENDENCY_RETRY_AFTER_SECONDS } from '../services/dependency-failure';

const api = createTestApi();
const groups = groupCalls(api);
const TUESDAYS = GROUP_TEST_TUESDAYS;
/** The database stops as this transaction goes out (counted from the join), for this long. */
const STOP_AT_TRANSACTION = 3;
const PAUSE_MS = 3_000;
const STOP = 'test-stop-dynamodb-local';
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The outbound limits during the pause: a stalled call gives up in about a second (3 attempts). */
const PAUSED_LIMITS = { connectionTimeout: 300, requestTimeout: 400 };
const ROUTE = 'test-private-dynamodb-local';

let privateDb: RunningStandIn;
let world: GroupWorld;

interface HttpHandlerConfig {
  updateHttpClientConfig(key: 'connectionTimeout' | 'requestTimeout', value: number): void;
}
const setOutboundLimits = (limits: { connectionTimeout: number; requestTimeout: number }) => {
  const handler = dynamoClient.config.requestHandler as unknown as HttpHandlerConfig;
  handler.updateHttpClientConfig('connectionTimeout', limits.connectionTimeout);
  handler.updateHttpClientConfig('requestTimeout', limits.requestTimeout);
};

/** Sends this file's DynamoDB calls to `endpoint` instead of the shared instance. */
const routeDynamoTo = (endpoint: string) => {
  const { hostname, port } = new URL(endpoint);
  dynamoClient.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { hostname?: string; port?: number; headers?: Record<string, string> };
      if (request.headers) {
        request.hostname = hostname;
        request.port = Number(port);
        request.headers.host = `${hostname}:${port}`;
      }
      return next(args);
    },
    { step: 'finalizeRequest', name: ROUTE },
  );
};

beforeAll(async () => {
  privateDb = await startDynamoDbLocal({ port: await freePort() });
  routeDynamoTo(privateDb.endpoint);
  await ensureTable(dynamoClient, tableName);
  world = await createGroupWorld(api);
  setClock(() => GROUP_TEST_NOW);
}, 90_000);

afterAll(async () => {
  resetClock();
  if (privateDb?.pid) process.kill(privateDb.pid, 'SIGCONT');
  setOutboundLimits({
    connectionTimeout: STAND_IN_OUTBOUND_LIMITS.connectionTimeoutMs,
    requestTimeout: STAND_IN_OUTBOUND_LIMITS.requestTimeoutMs,
  });
  dynamoClient.middlewareStack.remove(ROUTE);
  await privateDb?.stop();
});

interface Answer {
  status: number;
  headers?: Record<string, unknown> | undefined;
  body?: unknown;
}
/** An answer, or a 500 for what the dispatcher let through as unexpected (the test API rethrows it). */
const answerOf = (request: Promise<Answer>): Promise<Answer> =>
  request.catch((error: unknown) => ({ status: 500, body: String(error) }));

/** Sends the request until it succeeds or says it was already done (a first try committed before failing). */
const untilDone = async (send: () => Promise<Answer>, done: (answer: Answer) => boolean) => {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answer = await answerOf(send());
    if (done(answer)) return answer;
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    await delay(300);
  }
  throw new Error('never succeeded after the database came back');
};

/** Seats counted and active attendances of the lesson's classes from today on. */
const occupancyOf = async (lessonId: string) => {
  const lesson = await getLessonById(lessonId);
  const seats = TUESDAYS.reduce((sum, date) => sum + (lesson?.seats?.[date] ?? 0), 0);
  const active = (
    await listAttendancesOfLesson(lessonId, GROUP_TEST_TODAY, addDays(TUESDAYS.at(-1)!, 1))
  ).filter((attendance) => !attendance.isDeleted).length;
  return { seats, active };
};

describe('DynamoDB Local paused during sign-ups and a group join', () => {
  it('answers only successes and 503s with Retry-After; afterwards retries succeed, seats are exact and each booking is mailed once', async () => {
    const lesson = await createTestLesson(api, world, 1);
    const groupLesson = await createTestLesson(api, world, 1);
    const group = (await groups.create({ lessonIds: [groupLesson.id] }, world.owner)).body as { id: string };
    const stamp = Date.now().toString(36);
    const guests = Array.from({ length: 6 }, (_, index) => `paused${index}.${stamp}@plie.test`);
    const signUp = (email: string, caller?: TestAccount) => () =>
      api({
        method: 'POST',
        path: '/api/attendance',
        headers: caller ? caller.headers : {},
        body: {
          lessonId: lesson.id,
          date: TUESDAYS[0],
          name: 'Paused Guest',
          email,
          ...(caller ? { userId: caller.id } : { legalAccepted: true }),
        },
      });
    const join = () =>
      groups.join(
        {
          groupId: group.id,
          userId: world.dancer.id,
          name: world.dancer.name,
          email: world.dancer.email,
          joinStarting: GROUP_TEST_TODAY,
        },
        world.dancer,
      );
    const requests = [
      join,
      ...guests.map((email) => signUp(email)),
      signUp(world.outsider.email, world.outsider),
    ];

    // The join goes first; the database stops as its third transaction goes out (the membership and
    // a class booked): that one reaches the stopped process and is written only once it runs again,
    // long after the join gave up on it. The sign-ups are sent meanwhile and meet it stopped.
    let stop: () => void = () => {};
    const stopped = new Promise<void>((resolve) => {
      stop = resolve;
    });
    let transactions = 0;
    dynamoClient.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'TransactWriteItemsCommand') {
          transactions += 1;
          if (transactions === STOP_AT_TRANSACTION) {
            setOutboundLimits(PAUSED_LIMITS);
            process.kill(privateDb.pid!, 'SIGSTOP');
            stop();
          }
        }
        return next(args);
      },
      { step: 'finalizeRequest', name: STOP },
    );
    onTestFinished(() => {
      dynamoClient.middlewareStack.remove(STOP);
    });
    const [joining, ...signUps] = requests;
    const joined = answerOf(joining!());
    await stopped;
    const resumed = delay(PAUSE_MS).then(() => process.kill(privateDb.pid!, 'SIGCONT'));
    const during = [await joined, ...(await Promise.all(signUps.map((send) => answerOf(send()))))];
    dynamoClient.middlewareStack.remove(STOP);
    await resumed;
    setOutboundLimits({
      connectionTimeout: STAND_IN_OUTBOUND_LIMITS.connectionTimeoutMs,
      requestTimeout: STAND_IN_OUTBOUND_LIMITS.requestTimeoutMs,
    });

    for (const answer of during) {
      if (answer.status < 300) continue;
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.headers?.['retry-after']).toBe(String(DEPENDENCY_RETRY_AFTER_SECONDS));
    }
    expect(during.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);

    // Back: each request again until done — a sign-up that committed before its answer was lost says so.
    const alreadyDone = (answer: Answer) =>
      answer.status === 201 ||
      (answer.status === 409 && /already|existing/i.test(JSON.stringify(answer.body)));
    for (const [index, send] of requests.entries()) {
      if ((during[index]?.status ?? 500) < 300) continue;
      await untilDone(send, (answer) =>
        send === join ? answer.status < 300 || alreadyDone(answer) : alreadyDone(answer),
      );
    }

    const seatsOnTheDay = async () => {
      const read = await getLessonById(lesson.id);
      const active = (await listAttendancesOfLesson(lesson.id, TUESDAYS[0], addDays(TUESDAYS[0], 1))).filter(
        (attendance) => !attendance.isDeleted,
      ).length;
      return { seats: read?.seats?.[TUESDAYS[0]] ?? 0, active };
    };
    expect(await seatsOnTheDay()).toEqual({ seats: guests.length + 1, active: guests.length + 1 });
    expect(await occupancyOf(groupLesson.id)).toEqual({ seats: TUESDAYS.length, active: TUESDAYS.length });

    // Past the join mail's hold (a join cut short releases it only then): every booking mailed once.
    await deliverPendingMail(new Date(GROUP_TEST_NOW.getTime() + 10 * 60_000));
    await deliverPendingMail(new Date(GROUP_TEST_NOW.getTime() + 10 * 60_000));
    for (const email of [...guests, world.outsider.email])
      expect(await mailsTo(email), email).toHaveLength(1);
    expect(await mailsTo(world.dancer.email)).toHaveLength(1);
  }, 60_000);
});
