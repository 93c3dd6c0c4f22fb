/**
 * A studio's team: one item per (studio, user) is both the invite and, once both sides have
 * accepted, the membership (spec §3 "Studio invite", "Studio teacher member"; §4 "Invite").
 * Patterns 15 and 16 of docs/data-model.md.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inviteStatus } from '@plie/shared';
import { db, tableName } from '../../db/client';
import { memberOfUserIndexKeys, studioMemberKey, studioMemberPrefix } from '../../db/keys';

export interface MemberRecord {
  studioId: string;
  userId: string;
  isOwner: boolean;
  isAdmin: boolean;
  isTeacher: boolean;
  userAccepted: boolean;
  studioAccepted: boolean;
  /** The user turned the invite down. */
  rejected: boolean;
  createdAt: string;
  updatedAt: string;
}

export const memberToItem = (member: MemberRecord) => ({
  ...studioMemberKey(member.studioId, member.userId),
  type: 'StudioMember',
  ...member,
  ...memberOfUserIndexKeys(member.userId, member.studioId),
});

const memberFromItem = (item: Record<string, unknown>): MemberRecord => {
  const { PK, SK, type, GSI1PK, GSI1SK, ...member } = item;
  return member as unknown as MemberRecord;
};

/** Both sides accepted: the user is on the team. */
export const isActiveMember = (member: MemberRecord | undefined): member is MemberRecord =>
  Boolean(member && inviteStatus(member) === 'accepted');

export const getMember = async (studioId: string, userId: string): Promise<MemberRecord | undefined> => {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: studioMemberKey(studioId, userId) }),
  );
  return result.Item ? memberFromItem(result.Item) : undefined;
};

/** Every member and open invite of a studio. */
export const listMembersOfStudio = async (studioId: string): Promise<MemberRecord[]> => {
  const members: MemberRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': studioMemberKey(studioId, '').PK, ':prefix': studioMemberPrefix },
        ExclusiveStartKey: startKey,
      }),
    );
    members.push(...(result.Items ?? []).map(memberFromItem));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return members;
};

/** Every studio membership and invite of a user. */
export const listMembershipsOfUser = async (userId: string): Promise<MemberRecord[]> => {
  const members: MemberRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': memberOfUserIndexKeys(userId, '').GSI1PK },
        ExclusiveStartKey: startKey,
      }),
    );
    members.push(...(result.Items ?? []).map(memberFromItem));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return members;
};

export const saveMember = async (member: MemberRecord): Promise<void> => {
  await db.send(new PutCommand({ TableName: tableName, Item: memberToItem(member) }));
};

export const deleteMember = async (studioId: string, userId: string): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: tableName, Key: studioMemberKey(studioId, userId) }));
};
