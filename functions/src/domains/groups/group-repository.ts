/**
 * Lesson groups and their members in the table (docs/data-model.md patterns 29–32, 38–41). A group
 * is created in one transaction with the `groupId` of each of its lessons (conditioned on the
 * lesson's version and on it being in no group), so two groups racing for a lesson cannot both get
 * it. A member is added in one transaction with the group's e-mail guard (one active membership
 * per e-mail) and the group's `memberCount`; leaving marks the member cancelled, frees the e-mail
 * and uncounts it, again in one transaction.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@plie/shared';
import { batchGet, batchWrite } from '../../db/batch';
import { db, tableName } from '../../db/client';
import {
  ACTIVE_GROUPS_PARTITION,
  activeGroupIndexKeys,
  groupEmailGuardKey,
  groupKey,
  groupMemberKey,
  groupMemberPrefix,
  groupOfOwnerIndexKeys,
  lessonKey,
  memberOfGroupUserIndexKeys,
  studioGroupsOwner,
  teacherGroupsOwner,
} from '../../db/keys';
import { queryAll } from '../../db/paging';
import { type TransactItems, transactWrite } from '../../db/transactions';
import { ConflictError, NotFoundError } from '../../errors';
import { getLessonById, type LessonRecord } from '../lessons/lesson-repository';

export const GROUP_MESSAGES = {
  notFound: 'Group not found',
  memberNotFound: 'Group member not found',
  lessonNotFound: 'Lesson not found',
  lessonInGroup: 'This lesson is already in a group',
  changedMeanwhile: 'The group or its lessons were changed meanwhile: please reload and try again',
  alreadyLeft: 'This member has already left the group',
} as const;

export interface GroupRecord {
  id: string;
  name: string;
  /** A studio's group (its lessons are all of this studio)… */
  studioId?: string;
  /** …or a teacher's own group (their lessons without a studio). */
  teacherId?: string;
  lessonIds: string[];
  dateStart?: string;
  /** Active members, kept by the join and leave transactions. */
  memberCount: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

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
  isDeleted: boolean;
  cancelledAt?: string;
  /** The language of the member's e-mails. */
  language: Language;
  /** When a guest accepted the terms and the privacy policy (spec §5). */
  legalAcceptedAt?: string;
  createdAt: string;
  updatedAt: string;
}

const ownerPartitionOf = (group: Pick<GroupRecord, 'studioId' | 'teacherId'>) =>
  group.studioId ? studioGroupsOwner(group.studioId) : teacherGroupsOwner(group.teacherId ?? '');

const groupToItem = (group: GroupRecord) => ({
  ...groupKey(group.id),
  type: 'Group',
  ...group,
  ...groupOfOwnerIndexKeys(ownerPartitionOf(group), group.name, group.id),
  ...activeGroupIndexKeys(group.id),
});

const withoutKeys = (item: Record<string, unknown>) => {
  const record = { ...item };
  for (const attribute of ['PK', 'SK', 'type', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK'])
    delete record[attribute];
  return record;
};

const groupFromItem = (item: Record<string, unknown>): GroupRecord =>
  ({ memberCount: 0, ...withoutKeys(item) }) as unknown as GroupRecord;

const memberToItem = (member: GroupMemberRecord) => ({
  ...groupMemberKey(member.groupId, member.id),
  type: 'GroupMember',
  ...member,
  ...(member.userId ? memberOfGroupUserIndexKeys(member.userId, member.groupId) : {}),
});

const memberFromItem = (item: Record<string, unknown>): GroupMemberRecord =>
  withoutKeys(item) as unknown as GroupMemberRecord;

/** A lesson's version as read, in a condition (lessons written before versions have none). */
const versionCondition = (lesson: LessonRecord) =>
  lesson.version === 0
    ? 'attribute_exists(PK) AND (attribute_not_exists(version) OR version = :read)'
    : 'version = :read';

/** Why claiming a lesson failed, read after the fact: gone (404), taken (409), or changed (409, retry). */
export class LessonChangedError extends ConflictError {
  constructor() {
    super(GROUP_MESSAGES.changedMeanwhile);
  }
}

const lessonRefusal = async (lessonId: string) => {
  const lesson = await getLessonById(lessonId, { consistent: true });
  if (!lesson) return new NotFoundError(GROUP_MESSAGES.lessonNotFound);
  if (lesson.groupId) return new ConflictError(GROUP_MESSAGES.lessonInGroup);
  return new LessonChangedError();
};

/**
 * Writes the group and sets `groupId` on each of its lessons (as read), in one transaction (pattern 38).
 * A lesson in a group meanwhile → 409; gone → 404; otherwise changed → `LessonChangedError` (read again).
 */
export const createGroup = async (group: GroupRecord, lessons: readonly LessonRecord[]): Promise<void> => {
  const failed = await transactWrite([
    {
      Put: {
        TableName: tableName,
        Item: groupToItem(group),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...lessons.map((lesson) => ({
      Update: {
        TableName: tableName,
        Key: lessonKey(lesson.id),
        UpdateExpression: 'SET groupId = :group, version = if_not_exists(version, :zero) + :one',
        ConditionExpression: `${versionCondition(lesson)} AND attribute_not_exists(groupId)`,
        ExpressionAttributeValues: { ':group': group.id, ':read': lesson.version, ':zero': 0, ':one': 1 },
      },
    })),
  ]);
  if (failed === undefined) return;
  if (failed === 0) throw new ConflictError(GROUP_MESSAGES.changedMeanwhile);
  throw await lessonRefusal(lessons[failed - 1]!.id);
};

/**
 * Deletes the group item and clears `groupId` from its lessons that still carry it (as read), in one
 * transaction (pattern 39); a change meanwhile → `LessonChangedError` (read again).
 */
export const deleteGroupWithLessons = async (
  group: GroupRecord,
  lessons: readonly LessonRecord[],
): Promise<void> => {
  const failed = await transactWrite([
    {
      Delete: { TableName: tableName, Key: groupKey(group.id), ConditionExpression: 'attribute_exists(PK)' },
    },
    ...lessons.map((lesson) => ({
      Update: {
        TableName: tableName,
        Key: lessonKey(lesson.id),
        UpdateExpression: 'REMOVE groupId SET version = if_not_exists(version, :zero) + :one',
        ConditionExpression: 'groupId = :group',
        ExpressionAttributeValues: { ':group': group.id, ':zero': 0, ':one': 1 },
      },
    })),
  ]);
  if (failed === 0) throw new NotFoundError(GROUP_MESSAGES.notFound);
  if (failed !== undefined) throw new LessonChangedError();
};

/** What is left of a deleted group's partition (members, e-mail guards), in batches of 25. */
export const deleteGroupPartition = async (groupId: string): Promise<void> => {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': groupKey(groupId).PK },
    ProjectionExpression: 'PK, SK',
  });
  await batchWrite(items.map((key) => ({ DeleteRequest: { Key: { PK: key.PK, SK: key.SK } } })));
};

export const getGroupById = async (
  id: string,
  { consistent = false } = {},
): Promise<GroupRecord | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: groupKey(id), ConsistentRead: consistent }),
  );
  return Item ? groupFromItem(Item) : undefined;
};

export const requireGroup = async (id: string): Promise<GroupRecord> => {
  const group = await getGroupById(id);
  if (!group) throw new NotFoundError(GROUP_MESSAGES.notFound);
  return group;
};

/** The groups of these ids that exist (one BatchGet per 100). */
export const groupsByIds = async (ids: readonly string[]): Promise<GroupRecord[]> =>
  (await batchGet([...new Set(ids)].map((id) => ({ ...groupKey(id) })))).map(groupFromItem);

const listGroupsOfOwner = async (ownerPartition: string): Promise<GroupRecord[]> =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': groupOfOwnerIndexKeys(ownerPartition, '', '').GSI1PK },
    })
  ).map(groupFromItem);

/** A studio's groups by name (pattern 30). */
export const listGroupsOfStudio = (studioId: string) => listGroupsOfOwner(studioGroupsOwner(studioId));
/** A teacher's own groups by name (pattern 30). */
export const listGroupsOfTeacher = (teacherId: string) => listGroupsOfOwner(teacherGroupsOwner(teacherId));

/** Every group (pattern 32): the monthly job's list. */
export const listActiveGroups = async (): Promise<GroupRecord[]> =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': ACTIVE_GROUPS_PARTITION },
    })
  ).map(groupFromItem);

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
  if (!member) throw new NotFoundError(GROUP_MESSAGES.memberNotFound);
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

/**
 * Adds the member, its e-mail guard and one to the group's count in one transaction (pattern 40).
 * An active member with the same e-mail → that member, nothing written; the group gone → 404.
 */
export const addMember = async (
  member: GroupMemberRecord,
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
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
    if (failed === undefined) return { created: true };
    if (failed === 2) throw new NotFoundError(GROUP_MESSAGES.notFound);
    if (failed !== 1) throw new ConflictError(GROUP_MESSAGES.changedMeanwhile);
    const existing = await activeMemberByEmail(member.groupId, member.email);
    if (existing) return { created: false, existing };
    // The member left between the write and the read: the e-mail is free again.
  }
  throw new ConflictError(GROUP_MESSAGES.changedMeanwhile);
};

/**
 * Ends the membership (as read): cancelled with the time, its e-mail freed (so the person can join
 * again), one less in the group's count — one transaction (pattern 41). Already ended → 409.
 */
export const endMembership = async (member: GroupMemberRecord, at: string): Promise<GroupMemberRecord> => {
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
  let failed = await transactWrite(items);
  // The group is being deleted: end the membership without its count.
  if (failed === 2) failed = await transactWrite(items.slice(0, 2));
  if (failed === 0) throw new ConflictError(GROUP_MESSAGES.alreadyLeft);
  if (failed !== undefined) throw new ConflictError(GROUP_MESSAGES.changedMeanwhile);
  return { ...member, isDeleted: true, cancelledAt: at, updatedAt: at };
};

/** A changed expiration date of an active member (409 once they left). */
export const setExpirationDate = async (
  member: GroupMemberRecord,
  expirationDate: string,
  at: string,
): Promise<GroupMemberRecord> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: groupMemberKey(member.groupId, member.id),
        UpdateExpression: 'SET expirationDate = :date, updatedAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND isDeleted = :no',
        ExpressionAttributeValues: { ':date': expirationDate, ':at': at, ':no': false },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException')
      throw new ConflictError(GROUP_MESSAGES.alreadyLeft);
    throw error;
  }
  return { ...member, expirationDate, updatedAt: at };
};
