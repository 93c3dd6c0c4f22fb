/**
 * Seats held by sign-ups in flight (issue #18). The contended sign-up (POST /api/attendance) takes
 * its seat first, with one conditional UpdateItem on the lesson: `seats.<date>` + 1 and a hold
 * `seatHolds.<date>#<attendanceId>`, refused at once (ConditionalCheckFailed) when the class is
 * full. Only then does it count its flood limits and commit: the attendance, its e-mail guard and
 * its confirmation in one transaction that also drops the hold. A full class thus costs a refused
 * single-item write — no transaction (which DynamoDB cancels as a conflict when another one holds
 * the same lesson item, and retries with back-off), and no counter — instead of a four-item
 * transaction and three counters. A class the sign-up's own consistent read already shows full
 * (`isFullAsRead`: every seat taken, no hold expired) is refused without even that write.
 *
 * The seat never leaks: a refused commit (the e-mail signed up meanwhile) or a refusal between the
 * two steps (a flood limit) gives the seat back (`releaseSeat`); a sign-up that dies between them
 * leaves its hold, which expires after `SEAT_HOLD_SECONDS` and is reclaimed by the next sign-up
 * that sees it (the hold's write answers the lesson, whether it took the seat or found the class
 * full). A commit whose hold was reclaimed meanwhile is refused (its condition names the hold), so a
 * seat is always an active attendance or a hold: `seats.<date>` = active attendances + holds ≤
 * capacity, equal to the active attendances at rest. Every write bumps the lesson's `version`, as
 * the sign-up transaction always did.
 *
 * Two sign-ups of one e-mail at the same instant both hold a seat until the second one's commit
 * meets the first one's e-mail guard and gives its seat back: for that moment a class at its last
 * seat may answer a third person "full".
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../db/client';
import { lessonKey } from '../../db/keys';
import { retrying } from '../../db/retry';
import { isConflict, type TransactItems, transactWriteOrRefusal } from '../../db/transactions';
import { NotFoundError, ValidationError } from '../../errors';
import type { LessonRecord, SeatHold } from '../lessons/lesson-repository';
import {
  type AttendanceRecord,
  ensureSignUpMaps,
  occurrenceEmailGuardPut,
  putAttendanceItem,
} from './attendance-repository';

/**
 * How long a held seat waits for its commit before another sign-up may reclaim it: six times the
 * attendance function's Lambda timeout (10 s), so a request still running does not lose its hold
 * (if one ever did, its commit is refused and it holds a seat again).
 */
export const SEAT_HOLD_SECONDS = 60;

/** The hold's name in the lesson's `seatHolds` map: the occurrence's date and the attendance's id. */
export const seatHoldName = (attendance: Pick<AttendanceRecord, 'date' | 'id'>) =>
  `${attendance.date}#${attendance.id}`;

/** Whether a hold (by its name) is of the occurrence of `date`. */
const isOfDate = (date: string) => (name: string) => name.startsWith(`${date}#`);

/** A single-item write on the lesson, retried while a transaction holds the item (real DynamoDB's conflict). */
const updateLesson = (
  input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>,
  lessonId: string,
) =>
  retrying(
    () => db.send(new UpdateCommand({ TableName: tableName, Key: lessonKey(lessonId), ...input })),
    isConflict,
  );

const isConditionFailed = (error: unknown): error is Error & { Item?: Record<string, AttributeValue> } =>
  (error as Error).name === 'ConditionalCheckFailedException';

type Holds = [name: string, hold: SeatHold][];

/** The holds of a lesson item as a refused write returns it (marshalled: errors are not unmarshalled). */
const holdsOfRefused = (item: Record<string, AttributeValue>): Holds =>
  Object.entries(item.seatHolds?.M ?? {}).flatMap(([name, value]) => {
    const attendanceId = value.M?.attendanceId?.S;
    const until = value.M?.until?.S;
    return attendanceId && until ? [[name, { attendanceId, until }] as Holds[number]] : [];
  });

/**
 * Gives back the seat the hold `name` took, if that hold is still there: a no-op after its commit
 * (which dropped it) or another release. Answers whether a seat was given back.
 */
const releaseHold = async (lessonId: string, name: string): Promise<boolean> => {
  const date = name.split('#')[0] as string;
  try {
    await updateLesson(
      {
        UpdateExpression:
          'REMOVE #holds.#hold SET #seats.#date = #seats.#date - :one, version = version + :one',
        ConditionExpression: 'attribute_exists(#holds.#hold) AND #seats.#date >= :one',
        ExpressionAttributeNames: { '#holds': 'seatHolds', '#hold': name, '#seats': 'seats', '#date': date },
        ExpressionAttributeValues: { ':one': 1 },
      },
      lessonId,
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
};

/** Gives back the seat `attendance`'s sign-up holds (nothing when it holds none). */
export const releaseSeat = (attendance: AttendanceRecord): Promise<boolean> =>
  releaseHold(attendance.lessonId, seatHoldName(attendance));

/**
 * Gives back the seats of the lesson's holds that expired (their sign-ups died before committing);
 * answers the names of the holds given back.
 */
const reclaimExpired = async (lessonId: string, holds: Holds, at: Date): Promise<string[]> => {
  const expired = holds.filter(([, hold]) => hold.until <= at.toISOString()).map(([name]) => name);
  const released = await Promise.all(expired.map((name) => releaseHold(lessonId, name)));
  return expired.filter((_, index) => released[index]);
};

/** One try at the seat: the seats taken with it and the lesson's holds, or the lesson's seats and holds when refused. */
const tryToHold = async (
  attendance: AttendanceRecord,
  capacity: number | undefined,
  at: Date,
): Promise<{ taken: number; holds: Holds } | { refused: { taken: number; holds: Holds } | undefined }> => {
  const hasRoom =
    capacity === undefined ? '' : ' AND (attribute_not_exists(#seats.#date) OR #seats.#date < :capacity)';
  const hold: SeatHold = {
    attendanceId: attendance.id,
    until: new Date(at.getTime() + SEAT_HOLD_SECONDS * 1000).toISOString(),
  };
  const input = {
    UpdateExpression:
      'SET #seats.#date = if_not_exists(#seats.#date, :zero) + :one, #holds.#hold = :hold, version = if_not_exists(version, :zero) + :one',
    ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(#holds.#hold)${hasRoom}`,
    ExpressionAttributeNames: {
      '#seats': 'seats',
      '#date': attendance.date,
      '#holds': 'seatHolds',
      '#hold': seatHoldName(attendance),
    },
    ExpressionAttributeValues: {
      ':zero': 0,
      ':one': 1,
      ':hold': hold,
      ...(capacity === undefined ? {} : { ':capacity': capacity }),
    },
    // Taken or refused, the lesson as the write left or found it: the seats, the holds to reclaim,
    // full or gone — without reading it again.
    ReturnValues: 'ALL_NEW' as const,
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  };
  try {
    const { Attributes = {} } = await updateLesson(input, attendance.lessonId).catch(
      async (error: unknown) => {
        // "The document path provided in the update expression is invalid": no `seats`/`seatHolds` map yet.
        if ((error as Error).name !== 'ValidationException') throw error;
        await ensureSignUpMaps(attendance.lessonId);
        return updateLesson(input, attendance.lessonId);
      },
    );
    const seats = Attributes.seats as Record<string, number> | undefined;
    const holds = (Attributes.seatHolds ?? {}) as Record<string, SeatHold>;
    return { taken: seats?.[attendance.date] ?? 1, holds: Object.entries(holds) };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const lesson = error.Item;
    return {
      refused: lesson && {
        taken: Number(lesson.seats?.M?.[attendance.date]?.N ?? 0),
        holds: holdsOfRefused(lesson),
      },
    };
  }
};

/**
 * Whether the lesson, as read consistently before a sign-up, shows the occurrence of `date` full with
 * no hold of it expired at `at`: then the sign-up is refused without a write. A hold past its time
 * may be reclaimed, so such a class still goes to `holdSeat`; a class full at the read that frees a
 * seat a moment later is a moment's "full", as a refused hold would have answered a moment before.
 */
export const isFullAsRead = (
  lesson: Pick<LessonRecord, 'seats' | 'seatHolds'>,
  date: string,
  capacity: number | undefined,
  at: Date,
): boolean => {
  if (capacity === undefined || (lesson.seats?.[date] ?? 0) < capacity) return false;
  const moment = at.toISOString();
  return !Object.entries(lesson.seatHolds ?? {}).some(
    ([name, hold]) => isOfDate(date)(name) && hold.until <= moment,
  );
};

/**
 * Takes a seat of the occurrence for `attendance` (not written yet) and holds it for its commit:
 * answers the seats taken with it. Refusals: the class full (`capacity`; none when undefined), the
 * lesson gone. Holds found expired are reclaimed — when refused, before the seat is tried once more.
 */
export const holdSeat = async (
  attendance: AttendanceRecord,
  capacity: number | undefined,
  at: Date,
): Promise<{ taken: number }> => {
  const own = seatHoldName(attendance);
  for (let reclaimed = false; ; reclaimed = true) {
    const outcome = await tryToHold(attendance, capacity, at);
    if ('taken' in outcome) {
      const freed = await reclaimExpired(attendance.lessonId, outcome.holds, at);
      return { taken: outcome.taken - freed.filter(isOfDate(attendance.date)).length };
    }
    const lesson = outcome.refused;
    if (!lesson) throw new NotFoundError('lesson.notFound');
    // This very hold, written by an attempt whose answer was lost (the SDK retried it): it is ours.
    if (lesson.holds.some(([name]) => name === own)) return { taken: lesson.taken };
    if (reclaimed) throw new ValidationError('lesson.full');
    const freed = await reclaimExpired(attendance.lessonId, lesson.holds, at);
    if (!freed.some(isOfDate(attendance.date))) throw new ValidationError('lesson.full');
  }
};

/**
 * Commits the sign-up whose seat `holdSeat` holds: the attendance, its e-mail guard and `alsoWrite`
 * (the confirmation's outbox message), dropping the hold — one transaction. The e-mail signed up
 * meanwhile: "already signed up" (nothing written; the caller gives the seat back, as after any
 * failure here). Answers `holdLost` when the hold is gone (reclaimed as expired, or the lesson
 * deleted): nothing was written, and the seat is not this sign-up's any more.
 */
export const commitHeldSeat = async (
  attendance: AttendanceRecord,
  alsoWrite: TransactItems = [],
): Promise<'committed' | 'holdLost'> => {
  const refusal = await transactWriteOrRefusal([
    putAttendanceItem(attendance),
    occurrenceEmailGuardPut(attendance),
    {
      Update: {
        TableName: tableName,
        Key: lessonKey(attendance.lessonId),
        UpdateExpression: 'REMOVE #holds.#hold SET version = version + :one',
        ConditionExpression: 'attribute_exists(#holds.#hold)',
        ExpressionAttributeNames: { '#holds': 'seatHolds', '#hold': seatHoldName(attendance) },
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
    ...alsoWrite,
  ]);
  // The attendance there already (its id is new): this very commit, retried after its answer was lost.
  if (!refusal || refusal.indexes.includes(0)) return 'committed';
  if (refusal.indexes.includes(1)) throw new ValidationError('attendance.duplicate');
  if (refusal.indexes.includes(2)) return 'holdLost';
  throw refusal.cause;
};
