/**
 * Lesson groups in the table (docs/data-model.md patterns 30, 32, 38, 39). A group is created in one
 * transaction with the `groupId` of each of its lessons (conditioned on the lesson's version and on
 * it being in no group), so two groups racing for a lesson cannot both get it. Its members, their
 * e-mail guards and its `memberCount` are group-member-repository's.
 *
 * Deleting a group is resumable (issue #16): its first step turns the item into a tombstone
 * (`deletedAt` set, out of its owner's list, its lessons freed) that every read here hides but
 * `{ includeDeleting: true }`; the tombstone stays in the groups' GSI3 partition (so the monthly job
 * finds it and finishes the deletion, `listDeletingGroups`) and goes last, after the members.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, batchWrite } from '../../db/batch';
import { db, tableName } from '../../db/client';
import {
  ACTIVE_GROUPS_PARTITION,
  activeGroupIndexKeys,
  groupKey,
  groupOfOwnerIndexKeys,
  lessonKey,
  studioGroupsOwner,
  teacherGroupsOwner,
} from '../../db/keys';
import { queryAll } from '../../db/paging';
import { transactWrite } from '../../db/transactions';
import { ConflictError, NotFoundError } from '../../errors';
import { getLessonById, type LessonRecord } from '../lessons/lesson-repository';

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
  /**
   * When its deletion began: a tombstone (hidden from reads, its lessons freed) whose bookings and
   * members are still to go; a retry of the delete, or the monthly job, finishes it.
   */
  deletedAt?: string;
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

const groupFromItem = (item: Record<string, unknown>): GroupRecord => {
  const { PK, SK, type, GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, ...group } = item;
  return { memberCount: 0, ...group } as unknown as GroupRecord;
};

/** A lesson's version as read, in a condition (lessons written before versions have none). */
const versionCondition = (lesson: LessonRecord) =>
  lesson.version === 0
    ? 'attribute_exists(PK) AND (attribute_not_exists(version) OR version = :read)'
    : 'version = :read';

/** Why claiming a lesson failed, read after the fact: gone (404), taken (409), or changed (409, retry). */
export class LessonChangedError extends ConflictError {
  constructor() {
    super('group.changedMeanwhile');
  }
}

const lessonRefusal = async (lessonId: string) => {
  const lesson = await getLessonById(lessonId, { consistent: true });
  if (!lesson) return new NotFoundError('lesson.notFound');
  if (lesson.groupId) return new ConflictError('group.lessonInGroup');
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
  if (failed === 0) throw new ConflictError('group.changedMeanwhile');
  throw await lessonRefusal(lessons[failed - 1]!.id);
};

/**
 * The deletion's first step (pattern 39): marks the group deleted (a tombstone, out of its owner's
 * list) and clears `groupId` from its lessons that still carry it (as read), in one transaction. A
 * group being deleted already → nothing to do here (the caller finishes it); gone → 404; a lesson
 * changed meanwhile → `LessonChangedError` (read again).
 */
export const markGroupDeleted = async (
  group: GroupRecord,
  lessons: readonly LessonRecord[],
  at: string,
): Promise<void> => {
  const failed = await transactWrite([
    {
      Update: {
        TableName: tableName,
        Key: groupKey(group.id),
        UpdateExpression: 'SET deletedAt = :at, updatedAt = :at REMOVE GSI1PK, GSI1SK',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deletedAt)',
        ExpressionAttributeValues: { ':at': at },
      },
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
  if (failed === undefined) return;
  if (failed !== 0) throw new LessonChangedError();
  if ((await getGroupById(group.id, { consistent: true, includeDeleting: true }))?.deletedAt) return;
  throw new NotFoundError('group.notFound');
};

/**
 * The deletion's last step: what is left of the group's partition (members, e-mail guards, in
 * batches of 25), then the tombstone itself — last, so a stop half-way leaves it to finish from.
 */
export const deleteGroupPartition = async (groupId: string): Promise<void> => {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': groupKey(groupId).PK },
    ProjectionExpression: 'PK, SK',
  });
  const tombstone = groupKey(groupId);
  const rest = items.filter((key) => key.SK !== tombstone.SK);
  await batchWrite(rest.map((key) => ({ DeleteRequest: { Key: { PK: key.PK, SK: key.SK } } })));
  await db.send(new DeleteCommand({ TableName: tableName, Key: tombstone }));
};

/** The group; one being deleted (a tombstone) only with `includeDeleting`. */
export const getGroupById = async (
  id: string,
  { consistent = false, includeDeleting = false } = {},
): Promise<GroupRecord | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: groupKey(id), ConsistentRead: consistent }),
  );
  const group = Item ? groupFromItem(Item) : undefined;
  return group && (includeDeleting || !group.deletedAt) ? group : undefined;
};

export const requireGroup = async (id: string, { includeDeleting = false } = {}): Promise<GroupRecord> => {
  const group = await getGroupById(id, { includeDeleting });
  if (!group) throw new NotFoundError('group.notFound');
  return group;
};

/** The groups of these ids that exist and are not being deleted (one BatchGet per 100). */
export const groupsByIds = async (ids: readonly string[]): Promise<GroupRecord[]> =>
  (await batchGet([...new Set(ids)].map((id) => ({ ...groupKey(id) }))))
    .map(groupFromItem)
    .filter((group) => !group.deletedAt);

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

const listGroupsIndex = async (filter: string): Promise<GroupRecord[]> =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      FilterExpression: filter,
      ExpressionAttributeValues: { ':pk': ACTIVE_GROUPS_PARTITION },
    })
  ).map(groupFromItem);

/** Every group not being deleted (pattern 32): the monthly job's list. */
export const listActiveGroups = () => listGroupsIndex('attribute_not_exists(deletedAt)');

/** The tombstones of deletions cut short (pattern 32, the same partition): the monthly job finishes them. */
export const listDeletingGroups = () => listGroupsIndex('attribute_exists(deletedAt)');
