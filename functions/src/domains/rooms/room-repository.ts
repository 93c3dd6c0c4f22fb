/**
 * Rooms in the table (docs/data-model.md patterns 17–18): one item per room, listed per studio
 * by name on GSI1. The item also carries `lessonCount`, the number of lessons held in the room,
 * kept by the lesson domain (`roomLessonCountUpdate` in the lesson's own transaction): a room is
 * deleted only while it is 0, checked by the delete itself, so no lesson can be left roomless.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Address, Currency } from '@plie/shared';
import { db, tableName } from '../../db/client';
import { roomKey, roomOfStudioIndexKeys } from '../../db/keys';
import { queryAll } from '../../db/paging';
import { type TransactItems, transactWriteOrRefuse } from '../../db/transactions';
import { ConflictError, NotFoundError } from '../../errors';

export interface RoomRecord {
  id: string;
  studioId: string;
  name: string;
  photo?: string;
  capacity: number;
  rentPrice?: number;
  rentCurrency?: Currency;
  address: Address;
  /** ISO 3166 code of `address.country` (which may be written as a name). */
  countryCode: string;
  createdAt: string;
  updatedAt: string;
}

/** What a room's owner may change after creating it (the lesson count is the lesson domain's). */
export type RoomChange = Partial<Omit<RoomRecord, 'id' | 'studioId' | 'createdAt'>> & { updatedAt: string };

const toItem = (room: RoomRecord) => ({
  ...roomKey(room.id),
  type: 'Room',
  ...room,
  lessonCount: 0,
  ...roomOfStudioIndexKeys(room.studioId, room.name, room.id),
});

const roomFromItem = (item: Record<string, unknown>): RoomRecord => {
  const { PK, SK, type, GSI1PK, GSI1SK, lessonCount, ...room } = item;
  return room as unknown as RoomRecord;
};

export const getRoomById = async (id: string): Promise<RoomRecord | undefined> => {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: roomKey(id) }));
  return result.Item ? roomFromItem(result.Item) : undefined;
};

export const requireRoom = async (id: string): Promise<RoomRecord> => {
  const room = await getRoomById(id);
  if (!room) throw new NotFoundError('room.notFound');
  return room;
};

/** A studio's rooms by name. */
export const listRoomsOfStudio = async (studioId: string): Promise<RoomRecord[]> =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': roomOfStudioIndexKeys(studioId, '', '').GSI1PK },
    })
  ).map(roomFromItem);

/** Writes a new room (with no lessons). */
export const saveRoom = async (room: RoomRecord): Promise<void> => {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: toItem(room),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
};

/**
 * Applies a change to a room: only the fields given are written (never the lesson count, so a
 * lesson added meanwhile is not lost), and the name index key follows a new name.
 */
export const updateRoom = async (room: RoomRecord, change: RoomChange): Promise<RoomRecord> => {
  const fields: Record<string, unknown> = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  );
  if (change.name !== undefined)
    Object.assign(fields, roomOfStudioIndexKeys(room.studioId, change.name, room.id));
  const names = Object.keys(fields);
  try {
    const result = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: roomKey(room.id),
        UpdateExpression: `SET ${names.map((_, index) => `#f${index} = :f${index}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#f${index}`, name])),
        ExpressionAttributeValues: Object.fromEntries(
          names.map((name, index) => [`:f${index}`, fields[name]]),
        ),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return roomFromItem(result.Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new NotFoundError('room.notFound');
    throw error;
  }
};

/**
 * Deletes the room unless lessons use it (409), in one conditional write — with `studioWrite` (its
 * studio moved to its next room's city) in the same transaction, so a delete never leaves the
 * studio where the room was. The studio changed meanwhile → 409, nothing deleted.
 */
export const deleteRoomItem = async (id: string, studioWrite?: TransactItems[number]): Promise<void> => {
  const roomDelete = {
    Delete: {
      TableName: tableName,
      Key: roomKey(id),
      ConditionExpression:
        'attribute_exists(PK) AND (attribute_not_exists(lessonCount) OR lessonCount <= :none)',
      ExpressionAttributeValues: { ':none': 0 },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
  await transactWriteOrRefuse(studioWrite ? [roomDelete, studioWrite] : [roomDelete], [
    ({ item }) => (item ? new ConflictError('room.inUse') : new NotFoundError('room.notFound')),
    new ConflictError('studio.changedMeanwhile'),
  ]);
};

/**
 * The room's lesson count moved by `delta` (+1 when a lesson is put in the room, −1 when it leaves
 * it), as a `TransactWriteItems` entry for the lesson domain's own transaction. It fails when the
 * room is gone, or when it would go below zero.
 */
export const roomLessonCountUpdate = (roomId: string, delta: number) => ({
  Update: {
    TableName: tableName,
    Key: roomKey(roomId),
    UpdateExpression: 'ADD lessonCount :delta',
    ConditionExpression:
      delta < 0 ? 'attribute_exists(PK) AND lessonCount >= :needed' : 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':delta': delta, ...(delta < 0 ? { ':needed': -delta } : {}) },
  },
});

/** `roomLessonCountUpdate` on its own (404 when the room is gone or the count would go below zero). */
export const changeRoomLessonCount = async (roomId: string, delta: number): Promise<void> => {
  try {
    await db.send(new UpdateCommand(roomLessonCountUpdate(roomId, delta).Update));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new NotFoundError('room.notFound');
    throw error;
  }
};
