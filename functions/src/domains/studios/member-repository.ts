/**
 * A studio's team: one item per (studio, user) is both the invite and, once both sides have
 * accepted, the membership (spec §3 "Studio invite", "Studio teacher member"; §4 "Invite").
 * Patterns 15, 16 and 35 of docs/data-model.md.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { inviteStatus } from '@plie/shared';
import { db, tableName } from '../../db/client';
import { memberOfUserIndexKeys, studioMemberKey, studioMemberPrefix } from '../../db/keys';
import { queryAll } from '../../db/paging';
import { transactWriteOrRefuse } from '../../db/transactions';
import { ConflictError } from '../../errors';
import { type OutboxMessage, outboxPut } from '../../services/outbox';

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
  /** A request to join: the teacher's note to the studio's admins. */
  message?: string;
  /**
   * An owner's invite: who owned the studio when the studio's side was given. It hands the studio
   * over only while that person still owns it (issue #13; `isOwnerInviteCurrent`).
   */
  ownerAtInvite?: string;
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

export const getMember = async (
  studioId: string,
  userId: string,
  { consistent = false } = {},
): Promise<MemberRecord | undefined> => {
  const result = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: studioMemberKey(studioId, userId),
      ConsistentRead: consistent,
    }),
  );
  return result.Item ? memberFromItem(result.Item) : undefined;
};

/** Every member and open invite of a studio. */
export const listMembersOfStudio = async (studioId: string): Promise<MemberRecord[]> =>
  (
    await queryAll({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': studioMemberKey(studioId, '').PK, ':prefix': studioMemberPrefix },
    })
  ).map(memberFromItem);

/** Every studio membership and invite of a user. */
export const listMembershipsOfUser = async (userId: string): Promise<MemberRecord[]> =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': memberOfUserIndexKeys(userId, '').GSI1PK },
    })
  ).map(memberFromItem);

/** The membership's id in the API: its item is keyed by studio and user. */
export const membershipId = (member: Pick<MemberRecord, 'studioId' | 'userId'>) =>
  `${member.studioId}:${member.userId}`;

/**
 * The condition that makes a member write optimistic: the item is still as it was read
 * (`seen`), or, when nothing was read, still absent.
 */
export const unchangedSince = (seen: MemberRecord | undefined) =>
  seen
    ? { ConditionExpression: 'updatedAt = :seen', ExpressionAttributeValues: { ':seen': seen.updatedAt } }
    : { ConditionExpression: 'attribute_not_exists(PK)' };

const conflictIfChanged = (error: unknown): never => {
  if (error instanceof ConditionalCheckFailedException) throw new ConflictError('member.changedMeanwhile');
  throw error;
};

/** Any refused item of a member's write with its mails: the member changed meanwhile (409). */
const changedMeanwhileFor = (mails: readonly OutboxMessage[]) =>
  [undefined, ...mails].map(() => new ConflictError('member.changedMeanwhile'));

/**
 * Writes an invite or membership unless someone changed (or removed) it since it was read as
 * `seen` (undefined: unless one appeared meanwhile) → 409, nothing written. `mails` (outbox
 * messages, ADR 0017) are written in the same transaction: no change without its mails, no mail
 * without its change.
 */
export const putMember = async (
  member: MemberRecord,
  seen: MemberRecord | undefined,
  mails: readonly OutboxMessage[] = [],
): Promise<void> => {
  const put = { TableName: tableName, Item: memberToItem(member), ...unchangedSince(seen) };
  if (mails.length > 0) {
    await transactWriteOrRefuse([{ Put: put }, ...mails.map(outboxPut)], changedMeanwhileFor(mails));
    return;
  }
  try {
    await db.send(new PutCommand(put));
  } catch (error) {
    conflictIfChanged(error);
  }
};

/**
 * Removes an invite or membership as it was read; a concurrent change → 409, nothing removed.
 * `mails` go in the same transaction (a refused request's answer to the teacher).
 */
export const removeMemberAsSeen = async (
  seen: MemberRecord,
  mails: readonly OutboxMessage[] = [],
): Promise<void> => {
  const remove = {
    TableName: tableName,
    Key: studioMemberKey(seen.studioId, seen.userId),
    ...unchangedSince(seen),
  };
  if (mails.length > 0) {
    await transactWriteOrRefuse([{ Delete: remove }, ...mails.map(outboxPut)], changedMeanwhileFor(mails));
    return;
  }
  try {
    await db.send(new DeleteCommand(remove));
  } catch (error) {
    conflictIfChanged(error);
  }
};

export const saveMember = async (member: MemberRecord): Promise<void> => {
  await db.send(new PutCommand({ TableName: tableName, Item: memberToItem(member) }));
};

export const deleteMember = async (studioId: string, userId: string): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: tableName, Key: studioMemberKey(studioId, userId) }));
};

/**
 * After a handover (issue #13): the studio's other open owner's invites end (they were made under
 * the previous owner). Each goes as it was read; one changed meanwhile is left, and its acceptance
 * is refused anyway, the handover being conditioned on the owner an invite was made under.
 */
export const endOpenOwnerInvites = async (studioId: string, newOwnerId: string): Promise<void> => {
  const stale = (await listMembersOfStudio(studioId)).filter(
    (member) => member.isOwner && member.userId !== newOwnerId && inviteStatus(member) !== 'accepted',
  );
  for (const invite of stale) {
    await removeMemberAsSeen(invite).catch((error: unknown) => {
      if (!(error instanceof ConflictError)) throw error;
    });
  }
};
