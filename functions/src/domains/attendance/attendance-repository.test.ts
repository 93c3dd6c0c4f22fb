/**
 * The sign-up transaction against DynamoDB Local, with one failure made by hand where the local
 * stand-in cannot make it on demand: a `TransactionConflict` (another transaction touching the
 * lesson's counter at that moment), which real DynamoDB answers under contention. It must be
 * retried, never surface as a 500.
 */
import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, tableName } from '../../db/client';
import { attendanceKey, lessonKey } from '../../db/keys';
import { NotFoundError, ValidationError } from '../../errors';
import { type AttendanceRecord, signUp } from './attendance-repository';

const DATE = '2031-03-04';

/** A lesson item with a seats map: all the sign-up transaction needs of it. */
const putLesson = async (seats: Record<string, number> = {}) => {
  const id = randomUUID();
  await db.send(
    new PutCommand({ TableName: tableName, Item: { ...lessonKey(id), type: 'Lesson', id, seats } }),
  );
  return id;
};

const makeAttendance = (lessonId: string, overrides: Partial<AttendanceRecord> = {}): AttendanceRecord => ({
  id: randomUUID(),
  lessonId,
  name: 'Marta Tancerz',
  email: `${randomUUID()}@plie.test`,
  date: DATE,
  time: '1800',
  attended: false,
  isDeleted: false,
  language: 'pl',
  createdAt: '2031-03-01T10:00:00.000Z',
  updatedAt: '2031-03-01T10:00:00.000Z',
  ...overrides,
});

const conflict = () =>
  new TransactionCanceledException({
    message:
      'Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict, None]',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'TransactionConflict' }],
  });

/** Lets `count` transactions meet a conflict before they reach the table; everything else goes through. */
const conflictFirst = (count: number) => {
  const send = db.send.bind(db);
  let left = count;
  return vi.spyOn(db, 'send').mockImplementation((async (command: unknown) => {
    if (command instanceof TransactWriteCommand && left > 0) {
      left -= 1;
      throw conflict();
    }
    return send(command as never);
  }) as typeof db.send);
};

const seatsOf = async (lessonId: string) =>
  (
    (await db.send(new GetCommand({ TableName: tableName, Key: lessonKey(lessonId) }))).Item?.seats as
      | Record<string, number>
      | undefined
  )?.[DATE];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('signUp', () => {
  it('retries a transaction conflict and writes the attendance once', async () => {
    const lessonId = await putLesson();
    const attendance = makeAttendance(lessonId);
    const send = conflictFirst(2);
    await signUp(attendance, 10);
    const transactions = send.mock.calls.filter(([command]) => command instanceof TransactWriteCommand);
    expect(transactions).toHaveLength(3);
    const stored = await db.send(new GetCommand({ TableName: tableName, Key: attendanceKey(attendance.id) }));
    expect(stored.Item?.email).toBe(attendance.email);
    expect(await seatsOf(lessonId)).toBe(1);
  });

  it('refuses an e-mail already signed up for the occurrence, even on a full lesson', async () => {
    const lessonId = await putLesson();
    const first = makeAttendance(lessonId);
    await signUp(first, 1);
    const again = signUp(makeAttendance(lessonId, { email: first.email }), 1);
    await expect(again).rejects.toThrow(new ValidationError('attendance.duplicate'));
    expect(await seatsOf(lessonId)).toBe(1);
  });

  it('refuses a full occurrence', async () => {
    const lessonId = await putLesson({ [DATE]: 2 });
    await expect(signUp(makeAttendance(lessonId), 2)).rejects.toThrow(new ValidationError('lesson.full'));
  });

  it('answers 404 for a lesson gone', async () => {
    await expect(signUp(makeAttendance(randomUUID()), 2)).rejects.toThrow(
      new NotFoundError('lesson.notFound'),
    );
  });

  it('gives a lesson written before sign-ups existed its seats map', async () => {
    const id = randomUUID();
    await db.send(new PutCommand({ TableName: tableName, Item: { ...lessonKey(id), type: 'Lesson', id } }));
    await signUp(makeAttendance(id), 5);
    expect(await seatsOf(id)).toBe(1);
  });
});
