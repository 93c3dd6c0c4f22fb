/**
 * The capacity budget: concurrent sign-ups never exceed capacity. For each round, a lesson in a room
 * for `capacity` people gets `attempts` sign-ups for its next occurrence all at once through the local
 * API (three in four distinct e-mails, the rest repeats); afterwards the created attendances, the
 * lesson's counter and the distinct e-mails are read back from the table. The DynamoDB calls the
 * burst made (the API runs in this process) are counted per operation: each costs DynamoDB Local
 * and the SDK about a millisecond of CPU, and they are most of a burst's cost.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { percentile } from './stats';

export interface SignUpRound {
  capacity: number;
  attempts: number;
  created: number;
  counter: number;
  activeInTable: number;
  distinctEmails: number;
  refusedFull: number;
  refusedDuplicate: number;
  serverErrors: number;
  p50: number;
  p95: number;
  /** The DynamoDB calls of the burst, per operation (`UpdateItem`, `BatchGetItem`, …). */
  dynamoDbCalls: Record<string, number>;
  /** The median time a call of each operation took, as the API saw it (ms). */
  dynamoDbCallP50: Record<string, number>;
  /** CPU time of the burst (ms): DynamoDB Local's JVM (when its pid is known) and this process (client and API). */
  cpu: { dynamoDbLocal?: number; node: number };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined elsewhere. */
const processCpuMs = (pid: number): number | undefined => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat(5), 12 and 13 after "pid (comm) ".
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
};

/** Counts the calls the process's DynamoDB client makes until `stop()`; answers them per operation. */
const countDynamoDbCalls = async () => {
  const { dynamoClient } = await import('../functions/src/db/client');
  const calls: Record<string, number> = {};
  const took: Record<string, number[]> = {};
  const name = 'benchCallCounter';
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = String(context.commandName).replace(/Command$/, '');
      calls[operation] = (calls[operation] ?? 0) + 1;
      const started = performance.now();
      try {
        return await next(args);
      } finally {
        const times = took[operation] ?? [];
        times.push(performance.now() - started);
        took[operation] = times;
      }
    },
    { step: 'initialize', name },
  );
  return () => {
    dynamoClient.middlewareStack.remove(name);
    const p50 = Object.fromEntries(
      Object.entries(took).map(([operation, times]) => [operation, percentile(times, 50)]),
    );
    return { calls, p50 };
  };
};

const addLesson = async (capacity: number) => {
  const { db, tableName } = await import('../functions/src/db/client');
  const { lessonToItem, getLessonById } = await import('../functions/src/domains/lessons/lesson-repository');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const at = new Date().toISOString();
  const id = randomUUID();
  const studioId = randomUUID();
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: lessonToItem({
        id,
        name: 'Salsa',
        styleId: 'salsa',
        styleName: 'Salsa',
        // Tomorrow's weekday: the next occurrence is never under way.
        weekday: (new Date().getUTCDay() + 7) % 7,
        startHour: 19,
        startMinute: 0,
        endHour: 20,
        endMinute: 0,
        lessonTimezone: 'Europe/Warsaw',
        studioId,
        roomId: `${studioId}-room`,
        room: {
          id: `${studioId}-room`,
          name: 'Sala',
          capacity,
          address: { fullAddress: 'x', city: 'Kraków', country: 'PL' },
        },
        customTeacherName: 'Bench',
        isClosedGroup: false,
        isReoccurring: true,
        level: 0,
        ageMin: 0,
        ageMax: 100,
        countryCode: 'PL',
        city: 'Kraków',
        isPublic: true,
        createdAt: at,
        updatedAt: at,
        version: 0,
      }),
    }),
  );
  return { id, read: () => getLessonById(id, { consistent: true }) };
};

export const measureConcurrentSignUps = async (
  apiBase: string,
  rounds: readonly { capacity: number; attempts: number }[],
  { dynamoDbLocalPid }: { dynamoDbLocalPid?: number | undefined } = {},
): Promise<SignUpRound[]> => {
  const { db, tableName } = await import('../functions/src/db/client');
  const { nextOccurrenceDate } = await import('@plie/shared');
  const results: SignUpRound[] = [];
  for (const { capacity, attempts } of rounds) {
    const lesson = await addLesson(capacity);
    const record = (await lesson.read())!;
    const date = nextOccurrenceDate(record, new Date())!;
    const distinct = Math.ceil(attempts * 0.75);
    const emails = Array.from(
      { length: distinct },
      (_, index) => `dancer${index}.${lesson.id.slice(0, 8)}@bench.plie`,
    );
    const all = [...emails, ...emails.slice(0, attempts - distinct)];
    const latencies: number[] = [];
    const stopCounting = await countDynamoDbCalls();
    const javaBefore = dynamoDbLocalPid === undefined ? undefined : processCpuMs(dynamoDbLocalPid);
    const nodeBefore = process.cpuUsage();
    const responses = await Promise.all(
      all.map(async (email) => {
        const started = performance.now();
        const response = await fetch(`${apiBase}/api/attendance`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            lessonId: lesson.id,
            date,
            name: 'Bench Dancer',
            email,
            legalAccepted: true,
          }),
        });
        const body = (await response.json()) as { message?: string };
        latencies.push(performance.now() - started);
        return { status: response.status, message: body.message };
      }),
    );
    const nodeCpu = process.cpuUsage(nodeBefore);
    const javaAfter = dynamoDbLocalPid === undefined ? undefined : processCpuMs(dynamoDbLocalPid);
    const { calls: dynamoDbCalls, p50: dynamoDbCallP50 } = stopCounting();
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :date)',
        ExpressionAttributeValues: { ':pk': `LESSON#${lesson.id}#ATTENDANCE`, ':date': date },
        ConsistentRead: false,
      }),
    );
    const active = Items.filter((item) => item.isDeleted === false);
    results.push({
      capacity,
      attempts,
      created: responses.filter((response) => response.status === 201).length,
      counter: (await lesson.read())?.seats?.[date] ?? 0,
      activeInTable: active.length,
      distinctEmails: new Set(active.map((item) => item.email)).size,
      refusedFull: responses.filter((response) => response.message === 'No places left for this lesson')
        .length,
      refusedDuplicate: responses.filter((response) => response.message?.includes('already signed up'))
        .length,
      serverErrors: responses.filter((response) => response.status >= 500).length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      dynamoDbCalls,
      dynamoDbCallP50,
      cpu: {
        ...(javaBefore !== undefined && javaAfter !== undefined
          ? { dynamoDbLocal: javaAfter - javaBefore }
          : {}),
        node: (nodeCpu.user + nodeCpu.system) / 1000,
      },
    });
  }
  return results;
};
