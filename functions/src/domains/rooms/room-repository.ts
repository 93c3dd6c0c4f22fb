/**
 * Rooms in the table (docs/data-model.md patterns 17–18): one item per room, listed per studio
 * by name on GSI1.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Address, Currency, Room, StudioSummary } from '@plie/shared';
import { db, tableName } from '../../db/client';
import { roomKey, roomOfStudioIndexKeys } from '../../db/keys';

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

const toItem = (room: RoomRecord) => ({
  ...roomKey(room.id),
  type: 'Room',
  ...room,
  ...roomOfStudioIndexKeys(room.studioId, room.name, room.id),
});

const roomFromItem = (item: Record<string, unknown>): RoomRecord => {
  const { PK, SK, type, GSI1PK, GSI1SK, ...room } = item;
  return room as unknown as RoomRecord;
};

export const toRoom = (room: RoomRecord, studio?: StudioSummary): Room => ({
  id: room.id,
  name: room.name,
  photo: room.photo,
  capacity: room.capacity,
  rentPrice: room.rentPrice,
  rentCurrency: room.rentCurrency,
  address: room.address,
  studioId: room.studioId,
  ...(studio ? { studio } : {}),
});

export const getRoomById = async (id: string): Promise<RoomRecord | undefined> => {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: roomKey(id) }));
  return result.Item ? roomFromItem(result.Item) : undefined;
};

/** A studio's rooms by name. */
export const listRoomsOfStudio = async (studioId: string): Promise<RoomRecord[]> => {
  const rooms: RoomRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': roomOfStudioIndexKeys(studioId, '', '').GSI1PK },
        ExclusiveStartKey: startKey,
      }),
    );
    rooms.push(...(result.Items ?? []).map(roomFromItem));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return rooms;
};

export const saveRoom = async (room: RoomRecord): Promise<void> => {
  await db.send(new PutCommand({ TableName: tableName, Item: toItem(room) }));
};

export const deleteRoomItem = async (id: string): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: tableName, Key: roomKey(id) }));
};
