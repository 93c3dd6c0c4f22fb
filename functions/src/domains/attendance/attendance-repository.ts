/**
 * Attendances in the table (docs/data-model.md patterns 25–28). A group's booking is one
 * transaction: the attendance, the lesson's `seats.<date>` counter (conditioned on room for one
 * more) and the occurrence's e-mail guard — so concurrent sign-ups can never overbook an occurrence
 * or sign one e-mail up twice. The public sign-up holds its seat first, then commits the same items
 * (seat-holds.ts, built from the Puts here). Cancelling gives the seat and the e-mail back in one
 * transaction. All bump the lesson's `version`, so a lesson edit read before them cannot write an
 * old count back.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DELETED_ACCOUNT_NAME } from '@plie/shared';
import { batchGet } from '../../db/batch';
import { db, tableName } from '../../db/client';
import {
  attendanceKey,
  attendanceOfGuestIndexKeys,
  attendanceOfLessonIndexKeys,
  attendanceOfUserIndexKeys,
  lessonKey,
  occurrenceEmailGuardKey,
} from '../../db/keys';
import { queryAll } from '../../db/paging';
import {
  type Refusal,
  type TransactItems,
  transactWriteOrRefusal,
  transactWriteOrRefuse,
  type WrittenAlong,
} from '../../db/transactions';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { type LessonRecord, lessonFromItem } from '../lessons/lesson-repository';

export interface AttendanceRecord {
  id: string;
  lessonId: string;
  userId?: string;
  /** The signed-in user's username and photo when they signed up (the attendance list shows them). */
  user?: { username?: string; photo?: string };
  name: string;
  email: string;
  instagram?: string;
  /** The occurrence, `YYYY-MM-DD` in the lesson's zone. */
  date: string;
  /** The occurrence's start as `HHMM` (the order of a user's list). */
  time: string;
  /** Booked by the group's monthly sign-up rather than by hand. */
  groupId?: string;
  attended: boolean;
  isDeleted: boolean;
  cancelledAt?: string;
  /** When a guest accepted the terms and the privacy policy (spec §5 "Legal documents"). */
  legalAcceptedAt?: string;
  /** The language of its e-mails. */
  language: string;
  /** Its account was deleted: the person's name, e-mail, photo and account link are gone (`anonymiseAttendance`). */
  accountDeleted?: boolean;
  createdAt: string;
  updatedAt: string;
}

const toItem = (attendance: AttendanceRecord) => ({
  ...attendanceKey(attendance.id),
  type: 'Attendance',
  ...attendance,
  ...attendanceOfLessonIndexKeys(attendance.lessonId, attendance.date, attendance.createdAt, attendance.id),
  ...(attendance.userId
    ? attendanceOfUserIndexKeys(attendance.userId, attendance.date, attendance.time, attendance.id)
    : attendanceOfGuestIndexKeys(attendance.email, attendance.date, attendance.time, attendance.id)),
});

const fromItem = (item: Record<string, unknown>): AttendanceRecord => {
  const record = { ...item };
  for (const attribute of ['PK', 'SK', 'type', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'])
    delete record[attribute];
  return record as unknown as AttendanceRecord;
};

/** `seats.#date` in expressions; dates are not valid attribute names on their own. */
const seatNames = (date: string) => ({ '#seats': 'seats', '#date': date });

/**
 * A lesson written before sign-ups (or seat holds) existed lacks the `seats` (or `seatHolds`) map:
 * give it them (a no-op for the maps it has).
 */
export const ensureSignUpMaps = async (lessonId: string) => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: lessonKey(lessonId),
        UpdateExpression:
          'SET #seats = if_not_exists(#seats, :empty), #holds = if_not_exists(#holds, :empty)',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(#seats) OR attribute_not_exists(#holds))',
        ExpressionAttributeNames: { '#seats': 'seats', '#holds': 'seatHolds' },
        ExpressionAttributeValues: { ':empty': {} },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
};

/** The attendance's Put in a sign-up's transaction (a new id: never over another). */
export const putAttendanceItem = (attendance: AttendanceRecord): TransactItems[number] => ({
  Put: { TableName: tableName, Item: toItem(attendance), ConditionExpression: 'attribute_not_exists(PK)' },
});

/** The occurrence's e-mail guard in a sign-up's transaction: refused when the e-mail is signed up for it. */
export const occurrenceEmailGuardPut = (attendance: AttendanceRecord): TransactItems[number] => ({
  Put: {
    TableName: tableName,
    Item: {
      ...occurrenceEmailGuardKey(attendance.lessonId, attendance.date, attendance.email),
      type: 'OccurrenceEmailGuard',
      attendanceId: attendance.id,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/**
 * Writes the attendance if the occurrence has room (`capacity`; unlimited when undefined) and the
 * e-mail is not signed up for it yet, in one transaction (a group's bookings; the public sign-up
 * holds its seat first: seat-holds.ts). Refusals: 'No places left…', 'already signed up', lesson gone.
 */
export const signUp = async (
  attendance: AttendanceRecord,
  capacity: number | undefined,
  /** Written in the same transaction, after the sign-up's own items (the confirmation's outbox message). */
  alsoWrite: TransactItems = [],
): Promise<void> => {
  const hasRoom =
    capacity === undefined ? '' : ' AND (attribute_not_exists(#seats.#date) OR #seats.#date < :capacity)';
  // The e-mail guard before the seat counter: when both refuse, "already signed up" is the answer.
  const items: TransactItems = [
    putAttendanceItem(attendance),
    occurrenceEmailGuardPut(attendance),
    {
      Update: {
        TableName: tableName,
        Key: lessonKey(attendance.lessonId),
        UpdateExpression:
          'SET #seats.#date = if_not_exists(#seats.#date, :zero) + :one, version = if_not_exists(version, :zero) + :one',
        ConditionExpression: `attribute_exists(PK)${hasRoom}`,
        // Refused: the lesson as it was tells "full" (it exists) from "gone" without reading it again.
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        ExpressionAttributeNames: seatNames(attendance.date),
        ExpressionAttributeValues: {
          ':zero': 0,
          ':one': 1,
          ...(capacity === undefined ? {} : { ':capacity': capacity }),
        },
      },
    },
    ...alsoWrite,
  ];
  const answers = {
    1: new ValidationError('attendance.duplicate'),
    2: ({ item }: Refusal) =>
      item ? new ValidationError('lesson.full') : new NotFoundError('lesson.notFound'),
  };
  try {
    await transactWriteOrRefuse(items, answers);
  } catch (error) {
    // "The document path provided in the update expression is invalid": no `seats` map yet.
    if ((error as Error).name !== 'ValidationException') throw error;
    await ensureSignUpMaps(attendance.lessonId);
    await transactWriteOrRefuse(items, answers);
  }
};

/**
 * What a sign-up for the lesson's occurrence of `date` by `email` reads, in one request: the lesson
 * (undefined when there is none) and whether that e-mail is signed up for that occurrence already.
 * Strongly consistent: a cancellation a moment ago is not answered "already signed up".
 */
export const readLessonForSignUp = async (
  lessonId: string,
  date: string,
  email: string,
): Promise<{ lesson: LessonRecord | undefined; signedUpAlready: boolean }> => {
  const lesson = lessonKey(lessonId);
  const guard = occurrenceEmailGuardKey(lessonId, date, email.trim());
  const items = await batchGet([{ ...lesson }, { ...guard }], {
    consistent: true,
  });
  const lessonItem = items.find((item) => item.PK === lesson.PK && item.SK === lesson.SK);
  return {
    lesson: lessonItem ? lessonFromItem(lessonItem) : undefined,
    signedUpAlready: items.length > (lessonItem ? 1 : 0),
  };
};

const getLessonItem = async (lessonId: string): Promise<LessonRecord | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: lessonKey(lessonId) }));
  return Item ? lessonFromItem(Item) : undefined;
};

/**
 * The lesson as read before a sign-up of `date`, with the seats taken then as the sign-up's write
 * answered them (this one included), so the answer needs no second read of the lesson.
 */
export const withSeatsTaken = (lesson: LessonRecord, date: string, taken: number): LessonRecord => ({
  ...lesson,
  seats: { ...lesson.seats, [date]: taken },
});

/**
 * Cancels the attendance (as read): marks it cancelled with the time, frees its seat and its e-mail,
 * all in one transaction with `along` (if given). A lesson deleted meanwhile has no seat to free.
 */
export const cancelAttendance = async (
  attendance: AttendanceRecord,
  at: string,
  { freeSeat = true, along }: { freeSeat?: boolean; along?: WrittenAlong } = {},
): Promise<AttendanceRecord> => {
  const lessonExists = freeSeat && Boolean(await getLessonItem(attendance.lessonId));
  const own: TransactItems = [
    {
      Update: {
        TableName: tableName,
        Key: attendanceKey(attendance.id),
        UpdateExpression: 'SET isDeleted = :yes, cancelledAt = :at, updatedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND isDeleted = :no',
        ExpressionAttributeValues: { ':yes': true, ':no': false, ':at': at },
      },
    },
    ...(lessonExists
      ? [
          {
            Update: {
              TableName: tableName,
              Key: lessonKey(attendance.lessonId),
              UpdateExpression: 'SET #seats.#date = #seats.#date - :one, version = version + :one',
              ConditionExpression: 'attribute_exists(PK) AND #seats.#date >= :one',
              ExpressionAttributeNames: seatNames(attendance.date),
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ]
      : []),
    {
      Delete: {
        TableName: tableName,
        Key: occurrenceEmailGuardKey(attendance.lessonId, attendance.date, attendance.email),
      },
    },
  ];
  const refusal = await transactWriteOrRefusal([...own, ...(along?.items ?? [])]);
  if (along && refusal?.indexes.some((index) => index >= own.length)) throw await along.refused();
  if (refusal?.index === 0) throw new ConflictError('attendance.alreadyCancelled');
  // The lesson went (or its count is off) between the read and the write: cancel without the seat.
  if (refusal?.index === 1 && lessonExists)
    return cancelAttendance(attendance, at, { freeSeat: false, ...(along ? { along } : {}) });
  if (refusal) throw refusal.cause;
  return { ...attendance, isDeleted: true, cancelledAt: at, updatedAt: at };
};

export const getAttendanceById = async (id: string): Promise<AttendanceRecord | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: attendanceKey(id) }));
  return Item ? fromItem(Item) : undefined;
};

export const requireAttendance = async (id: string): Promise<AttendanceRecord> => {
  const attendance = await getAttendanceById(id);
  if (!attendance) throw new NotFoundError('attendance.notFound');
  return attendance;
};

/** Marks it attended or not; a cancelled attendance cannot be marked (spec §4). */
export const markAttended = async (
  attendance: AttendanceRecord,
  attended: boolean,
  at: string,
): Promise<AttendanceRecord> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: attendanceKey(attendance.id),
        UpdateExpression: 'SET attended = :attended, updatedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND isDeleted = :no',
        ExpressionAttributeValues: { ':attended': attended, ':at': at, ':no': false },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException')
      throw new ValidationError('attendance.cancelledCannotBeMarked');
    throw error;
  }
  return { ...attendance, attended, updatedAt: at };
};

/** A lesson's attendances of the occurrences from `from` (inclusive) to `to` (exclusive), pattern 27. */
export const listAttendancesOfLesson = async (lessonId: string, from: string, to: string) =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': attendanceOfLessonIndexKeys(lessonId, '', '', '').GSI1PK,
        ':from': from,
        // Every sort key of a date starts with it: `<to>` sorts after them all and before `<to>#…`.
        ':to': to,
      },
    })
  ).map(fromItem);

/**
 * A user's attendances (pattern 28): from `dateFrom` on, soonest first, or before `dateTo`, latest
 * first; at most `limit`.
 */
export const listAttendancesOfUser = async (
  userId: string,
  range: { dateFrom: string } | { dateTo: string },
  limit: number,
): Promise<AttendanceRecord[]> => {
  const upcoming = 'dateFrom' in range;
  const result = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: upcoming
        ? 'GSI2PK = :pk AND GSI2SK >= :date'
        : 'GSI2PK = :pk AND GSI2SK < :date',
      ExpressionAttributeValues: {
        ':pk': attendanceOfUserIndexKeys(userId, '', '', '').GSI2PK,
        ':date': upcoming ? range.dateFrom : range.dateTo,
      },
      ScanIndexForward: upcoming,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map(fromItem);
};

/** Every attendance of a user from `dateFrom` on, soonest first (pattern 28, all pages). */
export const listAllAttendancesOfUserFrom = async (userId: string, dateFrom: string) =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK >= :date',
      ExpressionAttributeValues: {
        ':pk': attendanceOfUserIndexKeys(userId, '', '', '').GSI2PK,
        ':date': dateFrom,
      },
    })
  ).map(fromItem);

/**
 * Every attendance a guest (no account) made with this e-mail address from `dateFrom` on, soonest
 * first (pattern 49; cancelled ones included: the caller filters). Bookings made before the guest
 * index existed (issue #16) are not found.
 */
export const listAllAttendancesOfGuestFrom = async (email: string, dateFrom: string) =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK >= :date',
      ExpressionAttributeValues: {
        ':pk': attendanceOfGuestIndexKeys(email, '', '', '').GSI2PK,
        ':date': dateFrom,
      },
    })
  ).map(fromItem);

/** The lessons of these ids that still exist, by id (one BatchGet per 100). */
export const lessonsByIds = async (ids: readonly string[]): Promise<Map<string, LessonRecord>> => {
  const items = await batchGet([...new Set(ids)].map((id) => ({ ...lessonKey(id) })));
  return new Map(items.map(lessonFromItem).map((lesson) => [lesson.id, lesson]));
};

/**
 * Cancels every active attendance of the user from yesterday on (a deleted account's): their seats
 * go to others. Yesterday, since "today" differs between the lessons' zones.
 */
export const cancelUpcomingAttendancesOf = async (userId: string, at: Date): Promise<void> => {
  const yesterday = new Date(at.getTime() - 24 * 3_600_000).toISOString().slice(0, 10);
  for (;;) {
    const batch = await listAttendancesOfUser(userId, { dateFrom: yesterday }, 100);
    const active = batch.filter((attendance) => !attendance.isDeleted);
    for (const attendance of active) {
      await cancelAttendance(attendance, at.toISOString()).catch((error: unknown) => {
        if (!(error instanceof ConflictError)) throw error;
      });
    }
    if (batch.length < 100 || active.length === 0) return;
  }
};

/**
 * Rewrites a deleted account's attendance so that nothing in it leads to the person (issue #17 item
 * 12): the name becomes `DELETED_ACCOUNT_NAME`, the e-mail empty, the photo, instagram and account
 * link go, and so do its keys in the person's index (GSI2), so nothing finds it by the person any
 * more; the date, the attended mark and the cancellation time stay (the lesson's list still counts
 * it). An attendance still active (a past class) also loses its occurrence's e-mail guard, whose key
 * holds the address. One transaction, conditioned on the record: done twice, it changes nothing more.
 */
export const anonymiseAttendance = async (attendance: AttendanceRecord): Promise<void> => {
  const guard: TransactItems =
    attendance.isDeleted || !attendance.email
      ? []
      : [
          {
            Delete: {
              TableName: tableName,
              Key: occurrenceEmailGuardKey(attendance.lessonId, attendance.date, attendance.email),
              ConditionExpression: 'attribute_not_exists(PK) OR attendanceId = :id',
              ExpressionAttributeValues: { ':id': attendance.id },
            },
          },
        ];
  const refusal = await transactWriteOrRefusal([
    {
      Update: {
        TableName: tableName,
        Key: attendanceKey(attendance.id),
        UpdateExpression:
          'SET #name = :name, #email = :none, accountDeleted = :yes REMOVE userId, #user, instagram, GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#name': 'name', '#email': 'email', '#user': 'user' },
        ExpressionAttributeValues: { ':name': DELETED_ACCOUNT_NAME, ':none': '', ':yes': true },
      },
    },
    ...guard,
  ]);
  // Gone meanwhile (its lesson deleted): nothing left to anonymise. A guard held by another sign-up
  // (this one was cancelled meanwhile and the address signed up again) is not this one's to delete.
  if (refusal?.index === 0) return;
  if (refusal?.index === 1) {
    await anonymiseAttendance({ ...attendance, isDeleted: true });
    return;
  }
  if (refusal) throw refusal.cause;
};
