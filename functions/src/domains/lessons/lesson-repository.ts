/**
 * Lessons in the table (docs/data-model.md patterns 18–24): one item per lesson, carrying what a
 * search result shows (style, teacher, room and studio summaries, place), so a search page reads
 * one item per lesson returned. Its index keys put it under its studio, teacher and room, and —
 * only while it is publicly visible — in its city's search partitions.
 */
import { GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Address, Choreography, LessonRoom, Level, UserSummary } from '@plie/shared';
import { db, tableName } from '../../db/client';
import {
  lessonIndexKeys,
  lessonKey,
  normalizeKeyText,
  roomLessonsPartition,
  studioLessonsPartition,
  teacherLessonsPartition,
} from '../../db/keys';
import { queryAll } from '../../db/paging';
import { transactWriteOrRefuse } from '../../db/transactions';
import { ConflictError, NotFoundError } from '../../errors';
import { roomLessonCountUpdate } from '../rooms/room-repository';

export interface LessonRecord {
  id: string;
  name: string;
  styleId: string;
  styleName: string;
  weekday: number;
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
  date?: string;
  lessonTimezone: string;
  teacherId?: string;
  teacher?: UserSummary;
  customTeacherName?: string;
  roomId?: string;
  room?: LessonRoom;
  studioId?: string;
  customAddress?: Address;
  groupId?: string;
  isClosedGroup: boolean;
  isReoccurring: boolean;
  level: Level;
  ageMin: number;
  ageMax: number;
  choreography?: Choreography;
  /** Where it takes place: the room's or the custom address's country (ISO code) and city. */
  countryCode: string;
  city: string;
  /** In public search: its studio is publicly visible (or, for a teacher's own lesson, the teacher is listed). */
  isPublic: boolean;
  /** Sign-ups per occurrence date (kept by the attendance domain in its sign-up transaction). */
  seats?: Record<string, number>;
  /** Seats held by sign-ups in flight, counted in `seats` (kept by the attendance domain: seat-holds.ts). */
  seatHolds?: Record<string, SeatHold>;
  createdAt: string;
  updatedAt: string;
  /** Bumped by every write; a write from an older read is refused (409). */
  version: number;
}

/** A seat taken by a sign-up not committed yet: whose, and until when it waits for its commit (ISO). */
export interface SeatHold {
  attendanceId: string;
  until: string;
}

/** The stored item of a lesson (exported for the benchmark's bulk seeding). */
export const lessonToItem = (lesson: LessonRecord) => ({
  ...lessonKey(lesson.id),
  type: 'Lesson',
  ...lesson,
  // Sign-ups per occurrence: a map from the start, so a sign-up can add a date to it.
  seats: lesson.seats ?? {},
  seatHolds: lesson.seatHolds ?? {},
  // What free text matches: the lesson's and style's names, the teacher's and the studio's.
  searchText: normalizeKeyText(
    [
      lesson.name,
      lesson.styleName,
      lesson.teacher?.name ?? lesson.customTeacherName,
      lesson.room?.studio?.name,
    ]
      .filter(Boolean)
      .join(' '),
  ),
  cityKey: `${lesson.countryCode.toUpperCase()}#${normalizeKeyText(lesson.city)}`,
  ...lessonIndexKeys({ ...lesson, lessonId: lesson.id }),
});

const DERIVED_ATTRIBUTES = [
  'searchText',
  'cityKey',
  'GSI1PK',
  'GSI1SK',
  'GSI2PK',
  'GSI2SK',
  'GSI3PK',
  'GSI3SK',
  'GSI4PK',
  'GSI4SK',
  'GSI5PK',
  'GSI5SK',
  'GSI6PK',
  'GSI6SK',
  'GSI7PK',
  'GSI7SK',
];

export const lessonFromItem = (item: Record<string, unknown>): LessonRecord => {
  const lesson: Record<string, unknown> = { version: 0, ...item };
  for (const attribute of ['PK', 'SK', 'type', ...DERIVED_ATTRIBUTES]) delete lesson[attribute];
  return lesson as unknown as LessonRecord;
};

/** `consistent`: a strongly consistent read (what a write conditioned on the lesson's version needs). */
export const getLessonById = async (
  id: string,
  { consistent = false } = {},
): Promise<LessonRecord | undefined> => {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: lessonKey(id), ConsistentRead: consistent }),
  );
  return result.Item ? lessonFromItem(result.Item) : undefined;
};

export const requireLesson = async (id: string): Promise<LessonRecord> => {
  const lesson = await getLessonById(id);
  if (!lesson) throw new NotFoundError('lesson.notFound');
  return lesson;
};

const queryLessons = async (input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<LessonRecord[]> =>
  (await queryAll(input)).map(lessonFromItem);

/** A room's lessons on the given weekdays (pattern 21), weekly and one-off. */
export const listLessonsOfRoom = async (roomId: string, weekdays: readonly number[]) =>
  (
    await Promise.all(
      weekdays.map((weekday) =>
        queryLessons({
          TableName: tableName,
          IndexName: 'GSI5',
          KeyConditionExpression: 'GSI5PK = :pk',
          ExpressionAttributeValues: { ':pk': roomLessonsPartition(roomId, weekday) },
        }),
      ),
    )
  ).flat();

/** A teacher's lessons by weekday and time (pattern 20). */
export const listLessonsOfTeacher = (teacherId: string) =>
  queryLessons({
    TableName: tableName,
    IndexName: 'GSI4',
    KeyConditionExpression: 'GSI4PK = :pk',
    ExpressionAttributeValues: { ':pk': teacherLessonsPartition(teacherId) },
  });

/** A studio's lessons by weekday and time (pattern 19). */
export const listLessonsOfStudio = (studioId: string) =>
  queryLessons({
    TableName: tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': studioLessonsPartition(studioId) },
  });

const putNew = (lesson: LessonRecord) => ({
  Put: { TableName: tableName, Item: lessonToItem(lesson), ConditionExpression: 'attribute_not_exists(PK)' },
});

const putOverVersion = (lesson: LessonRecord) => ({
  Put: {
    TableName: tableName,
    Item: lessonToItem({ ...lesson, version: lesson.version + 1 }),
    ConditionExpression:
      lesson.version === 0
        ? 'attribute_exists(PK) AND (attribute_not_exists(version) OR version = :read)'
        : 'version = :read',
    ExpressionAttributeValues: { ':read': lesson.version },
  },
});

/** Runs the writes; a failed condition becomes the 409/404 of its item. */
const write = (items: { item: Record<string, unknown>; failure: Error }[]) =>
  transactWriteOrRefuse(
    items.map(({ item }) => item),
    items.map(({ failure }) => failure),
  );

const roomCount = (roomId: string, delta: number) => ({
  item: roomLessonCountUpdate(roomId, delta),
  failure: new NotFoundError('lesson.roomGone'),
});

/** Creates the lesson and counts it in its room, in one transaction. */
export const createLesson = async (lesson: LessonRecord): Promise<void> => {
  await write([
    { item: putNew(lesson), failure: new ConflictError('lesson.changedMeanwhile') },
    ...(lesson.roomId ? [roomCount(lesson.roomId, 1)] : []),
  ]);
};

/** Replaces the lesson (read at `previous`); a changed room moves the count from the old room to the new one. */
export const replaceLesson = async (lesson: LessonRecord, previous: LessonRecord): Promise<LessonRecord> => {
  const moved = lesson.roomId !== previous.roomId;
  await write([
    { item: putOverVersion(lesson), failure: new ConflictError('lesson.changedMeanwhile') },
    ...(moved && previous.roomId ? [roomCount(previous.roomId, -1)] : []),
    ...(moved && lesson.roomId ? [roomCount(lesson.roomId, 1)] : []),
  ]);
  return { ...lesson, version: lesson.version + 1 };
};

/** Deletes the lesson (as read) and uncounts it from its room. */
export const deleteLesson = async (lesson: LessonRecord): Promise<void> => {
  await write([
    {
      item: {
        Delete: {
          TableName: tableName,
          Key: lessonKey(lesson.id),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      failure: new NotFoundError('lesson.notFound'),
    },
    ...(lesson.roomId ? [roomCount(lesson.roomId, -1)] : []),
  ]);
};
