/**
 * The members of lesson groups in the table (docs/data-model.md patterns 29, 31, 40, 41): the member
 * items, the group's e-mail guards (one active membership per e-mail) and the group's `memberCount`.
 * A member is added in one transaction with its e-mail guard and one more in the count; leaving marks
 * the member cancelled, frees the e-mail and uncounts it, again in one transaction. The group itself
 * (its item, its lessons' `groupId`) is group-repository's.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DELETED_ACCOUNT_NAME, type Language } from '@plie/shared';
import { db, tableName } from '../../db/client';
import {
  groupEmailGuardKey,
  groupKey,
  groupMemberKey,
  groupMemberPrefix,
  memberOfGroupGuestIndexKeys,
  memberOfGroupUserIndexKeys,
} from '../../db/keys';
import { queryAll } from '../../db/paging';
import {
  type TransactItems,
  transactWrite,
  transactWriteOrRefusal,
  type WrittenAlong,
} from '../../db/transactions';
import { ConflictError, NotFoundError } from '../../errors';

export interface GroupMemberRecord {
  id: string;
  groupId: string;
  userId?: string;
  user?: { username?: string; photo?: string };
  name: string;
  email: string;
  instagram?: string;
  joinStarting: string;
  /** The last date (inclusive) the member is signed up for. */
  expirationDate: string;
  /**
   * The date it was moved from, while that change's bookings are not reconciled yet (set with the
   * new date, cleared after): a retry of the change finishes from it.
   */
  expirationMovedFrom?: string;
  isDeleted: boolean;
  cancelledAt?: string;
  /** The language of the member's e-mails. */
  language: Language;
  /** When a guest accepted the terms and the privacy policy (spec §5). */
  legalAcceptedAt?: string;
  /** Its account was deleted: the person's name, e-mail, photo and account link are gone (`anonymiseMember`). */
  accountDeleted?: boolean;
  createdAt: string;
  updatedAt: string;
}

const memberToItem = (member: GroupMemberRecord) => ({
  ...groupMemberKey(member.groupId, member.id),
  type: 'GroupMember',
  ...member,
  ...(member.userId
    ? memberOfGroupUserIndexKeys(member.userId, member.groupId)
    : memberOfGroupGuestIndexKeys(member.email, member.groupId)),
});

const memberFromItem = (item: Record<string, unknown>): GroupMemberRecord => {
  const { PK, SK, type, GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, ...member } = item;
  return member as unknown as GroupMemberRecord;
};

/** A group's members, active and cancelled, oldest first: the order the monthly job seats them (pattern 29). */
export const listMembersOfGroup = async (groupId: string): Promise<GroupMemberRecord[]> =>
  (
    await queryAll({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
      ExpressionAttributeValues: { ':pk': groupKey(groupId).PK, ':member': groupMemberPrefix },
    })
  )
    .map(memberFromItem)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));

export const getMember = async (
  groupId: string,
  memberId: string,
): Promise<GroupMemberRecord | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: groupMemberKey(groupId, memberId), ConsistentRead: true }),
  );
  return Item ? memberFromItem(Item) : undefined;
};

export const requireMember = async (groupId: string, memberId: string): Promise<GroupMemberRecord> => {
  const member = await getMember(groupId, memberId);
  if (!member) throw new NotFoundError('group.memberNotFound');
  return member;
};

/** The active member of the group with this e-mail, through its guard (pattern 40). */
export const activeMemberByEmail = async (
  groupId: string,
  email: string,
): Promise<GroupMemberRecord | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: groupEmailGuardKey(groupId, email), ConsistentRead: true }),
  );
  return Item ? getMember(groupId, String(Item.memberId)) : undefined;
};

/** A user's memberships, active and cancelled (pattern 31); `groupId` narrows to one group. */
export const membershipsOfUser = async (userId: string, groupId?: string): Promise<GroupMemberRecord[]> => {
  const keys = memberOfGroupUserIndexKeys(userId, groupId ?? '');
  return (
    await queryAll({
      TableName: tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: groupId ? 'GSI2PK = :pk AND GSI2SK = :sk' : 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.GSI2PK, ...(groupId ? { ':sk': keys.GSI2SK } : {}) },
    })
  ).map(memberFromItem);
};

/** A guest's (no account's) memberships by e-mail address, active and cancelled (pattern 49). */
export const membershipsOfGuest = async (email: string): Promise<GroupMemberRecord[]> =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': memberOfGroupGuestIndexKeys(email, '').GSI2PK },
    })
  ).map(memberFromItem);

/**
 * Adds the member, its e-mail guard and one to the group's count in one transaction (pattern 40).
 * An active member with the same e-mail → that member, nothing written; the group gone → 404.
 */
export const addMember = async (
  member: GroupMemberRecord,
  /** Written in the same transaction, after the join's own items (the join e-mail's outbox message). */
  alsoWrite: TransactItems = [],
): Promise<{ created: true } | { created: false; existing: GroupMemberRecord }> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const failed = await transactWrite([
      {
        Put: {
          TableName: tableName,
          Item: memberToItem(member),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...groupEmailGuardKey(member.groupId, member.email),
            type: 'GroupEmailGuard',
            memberId: member.id,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: groupKey(member.groupId),
          UpdateExpression: 'ADD memberCount :one',
          // Not into a group being deleted (its tombstone).
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deletedAt)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      ...alsoWrite,
    ]);
    if (failed === undefined) return { created: true };
    if (failed === 2) throw new NotFoundError('group.notFound');
    if (failed !== 1) throw new ConflictError('group.changedMeanwhile');
    const existing = await activeMemberByEmail(member.groupId, member.email);
    if (existing) return { created: false, existing };
    // The member left between the write and the read: the e-mail is free again.
  }
  throw new ConflictError('group.changedMeanwhile');
};

/**
 * Ends the membership (as read): cancelled with the time, its e-mail freed (so the person can join
 * again), one less in the group's count — one transaction (pattern 41), with `along` if given (the
 * leave link spent). Already ended → 409.
 */
export const endMembership = async (
  member: GroupMemberRecord,
  at: string,
  along?: WrittenAlong,
): Promise<GroupMemberRecord> => {
  const items: TransactItems = [
    {
      Update: {
        TableName: tableName,
        Key: groupMemberKey(member.groupId, member.id),
        UpdateExpression: 'SET isDeleted = :yes, cancelledAt = :at, updatedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND isDeleted = :no',
        ExpressionAttributeValues: { ':yes': true, ':no': false, ':at': at },
      },
    },
    {
      Delete: {
        TableName: tableName,
        Key: groupEmailGuardKey(member.groupId, member.email),
        ConditionExpression: 'attribute_not_exists(PK) OR memberId = :member',
        ExpressionAttributeValues: { ':member': member.id },
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: groupKey(member.groupId),
        UpdateExpression: 'ADD memberCount :minusOne',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':minusOne': -1 },
      },
    },
  ];
  const write = async (own: TransactItems) => {
    const refusal = await transactWriteOrRefusal([...own, ...(along?.items ?? [])]);
    if (along && refusal?.indexes.some((index) => index >= own.length)) throw await along.refused();
    return refusal?.index;
  };
  let failed = await write(items);
  // The group is being deleted: end the membership without its count.
  if (failed === 2) failed = await write(items.slice(0, 2));
  if (failed === 0) throw new ConflictError('group.alreadyLeft');
  if (failed !== undefined) throw new ConflictError('group.changedMeanwhile');
  return { ...member, isDeleted: true, cancelledAt: at, updatedAt: at };
};

/**
 * A changed expiration date of an active member, with the date it moved from (its bookings are
 * reconciled next; `expirationReconciled` then clears it). 409 once they left.
 */
export const setExpirationDate = async (
  member: GroupMemberRecord,
  expirationDate: string,
  movedFrom: string,
  at: string,
): Promise<GroupMemberRecord> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: groupMemberKey(member.groupId, member.id),
        UpdateExpression: 'SET expirationDate = :date, expirationMovedFrom = :from, updatedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND isDeleted = :no',
        ExpressionAttributeValues: { ':date': expirationDate, ':from': movedFrom, ':at': at, ':no': false },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException')
      throw new ConflictError('group.alreadyLeft');
    throw error;
  }
  return { ...member, expirationDate, expirationMovedFrom: movedFrom, updatedAt: at };
};

/**
 * The change of the expiration date is reconciled: forgets the date it moved from — unless the date
 * changed again meanwhile (that change reconciles from it) or the member left.
 */
export const expirationReconciled = async (
  member: GroupMemberRecord,
  at: string,
): Promise<GroupMemberRecord> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: groupMemberKey(member.groupId, member.id),
        UpdateExpression: 'REMOVE expirationMovedFrom SET updatedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND expirationDate = :date',
        ExpressionAttributeValues: { ':date': member.expirationDate, ':at': at },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
  const { expirationMovedFrom, ...reconciled } = member;
  return { ...reconciled, updatedAt: at };
};

/**
 * Rewrites a deleted account's ended membership so that nothing in it leads to the person (issue #17
 * item 12): the name becomes `DELETED_ACCOUNT_NAME`, the e-mail empty, the photo, instagram and
 * account link go, and so do its keys in the person's index (GSI2); its dates and cancellation time
 * stay (the group's list still shows that someone was a member). Only an ended membership (its
 * e-mail guard is gone with the ending): an active one → 409, end it first. Done twice, it changes
 * nothing more; a member gone meanwhile (its group deleted) has nothing left to anonymise.
 */
export const anonymiseMember = async (member: GroupMemberRecord): Promise<void> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: groupMemberKey(member.groupId, member.id),
        UpdateExpression:
          'SET #name = :name, #email = :none, accountDeleted = :yes REMOVE userId, #user, instagram, GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(PK) AND isDeleted = :yes',
        ExpressionAttributeNames: { '#name': 'name', '#email': 'email', '#user': 'user' },
        ExpressionAttributeValues: { ':name': DELETED_ACCOUNT_NAME, ':none': '', ':yes': true },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    // Refused with the item as it is: still active. Refused without one: gone, nothing to do.
    if ((error as { Item?: unknown }).Item) throw new ConflictError('group.changedMeanwhile');
  }
};
