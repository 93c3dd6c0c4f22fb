/**
 * Users in the table: the profile item and its uniqueness guards (username, e-mail), written in
 * one transaction so two sign-ups can never share either (docs/data-model.md, patterns 2–7).
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language, Role, Video } from '@plie/shared';
import { db, tableName } from '../../db/client';
import { guardOwner } from '../../db/guards';
import {
  activityIndexKeys,
  activityMonthPartition,
  emailGuardKey,
  normalizeKeyText,
  teacherListIndexKeys,
  unconfirmedIndexKeys,
  userKey,
  userListIndexKeys,
  usernameGuardKey,
} from '../../db/keys';
import { queryAll } from '../../db/paging';
import {
  type TransactItems,
  transactWrite,
  transactWriteOrRefusal,
  transactWriteOrRefuse,
  type WrittenAlong,
} from '../../db/transactions';
import { ConflictError } from '../../errors';
import { isConfirmedAccount } from './account-standing';

/** Everything stored about a user (never sent as is: see user-view's `toOwnUser`). */
export interface UserRecord {
  id: string;
  name: string;
  username: string;
  email: string;
  passwordHash?: string;
  dateOfBirth?: string;
  about?: string;
  instagram?: string;
  photo?: string;
  /** Shown in the user page's header (spec §3 Video); each got its id when it was saved. */
  videos?: Video[];
  isTeacher: boolean;
  isAnonymous: boolean;
  isEmailConfirmed: boolean;
  role: Role;
  language?: Language;
  /** Bumped on password change and deletion: tokens carrying an older version are refused. */
  tokenVersion: number;
  /**
   * A Google account that has not yet given its date of birth and accepted the legal documents
   * (POST /api/auth/complete-signup): treated as unconfirmed until then.
   */
  needsSignupDetails?: boolean;
  /** The latest e-mail confirmation link: an older link stops working when a new one is sent. */
  confirmationLinkId?: string;
  termsAcceptedAt?: string;
  privacyAcceptedAt?: string;
  parentalConsentAt?: string;
  /**
   * Where and what a teacher teaches, for the Teacher filters of /teachers: kept in step with
   * the teacher's lessons by the lesson domain (`setTeachingFacets`).
   */
  teachingCountries?: string[];
  /** `<country code>#<folded city>` */
  teachingCities?: string[];
  teachingStyleIds?: string[];
  teachingStudioIds?: string[];
  createdAt: string;
  updatedAt: string;
  /**
   * The last day the account was used (a sign-in or a signed-in request), recorded at most once a
   * day (accounts/activity.ts); absent on accounts not used since issue #17. Indexes the account by
   * its month (GSI4) for the inactive-accounts job.
   */
  lastActiveAt?: string;
  /** When the inactive-accounts job warned that the account will be deleted; activity clears it. */
  inactivityWarnedAt?: string;
}

/** What the public free-text search matches: name and username, folded (never the e-mail). */
const searchTextOf = (user: UserRecord) => normalizeKeyText(`${user.name} ${user.username}`);

/** Teachers are listed publicly once their account is confirmed. */
const isListedTeacher = (user: UserRecord) => user.isTeacher && isConfirmedAccount(user);

const toItem = (user: UserRecord) => ({
  ...userKey(user.id),
  type: 'User',
  ...user,
  searchText: searchTextOf(user),
  ...userListIndexKeys(user.createdAt, user.id),
  ...(isListedTeacher(user) ? teacherListIndexKeys(user.name, user.id) : {}),
  ...(user.isEmailConfirmed ? {} : unconfirmedIndexKeys(user.createdAt, user.id)),
  ...(user.lastActiveAt ? activityIndexKeys(user.lastActiveAt, user.id) : {}),
});

export const userFromItem = (item: Record<string, unknown>): UserRecord => {
  const {
    PK,
    SK,
    type,
    searchText,
    GSI1PK,
    GSI1SK,
    GSI2PK,
    GSI2SK,
    GSI3PK,
    GSI3SK,
    GSI4PK,
    GSI4SK,
    ...user
  } = item;
  return user as unknown as UserRecord;
};

/** Takes the user's username: fails if anyone holds it. */
const usernameGuardPut = (user: UserRecord) => ({
  Put: {
    TableName: tableName,
    Item: { ...usernameGuardKey(user.username), type: 'UsernameGuard', ownerId: user.id },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** Creates the user with its username and e-mail guards; a taken one → 409, nothing written. */
export const createUser = async (
  user: UserRecord,
  /** Written in the same transaction, after the account's own items (its confirmation mail's outbox message). */
  alsoWrite: TransactItems = [],
): Promise<void> => {
  await transactWriteOrRefuse(
    [
      {
        Put: {
          TableName: tableName,
          Item: toItem(user),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...emailGuardKey(user.email), type: 'EmailGuard', ownerId: user.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      usernameGuardPut(user),
      ...alsoWrite,
    ],
    { 1: new ConflictError('auth.emailTaken'), 2: new ConflictError('user.usernameTaken') },
  );
};

export const getUserById = async (id: string): Promise<UserRecord | undefined> => {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: userKey(id) }));
  return result.Item ? userFromItem(result.Item) : undefined;
};

/** The user as last written (a strongly consistent read: the outbox worker reads an account just created). */
export const getUserByIdConsistently = async (id: string): Promise<UserRecord | undefined> => {
  const result = await db.send(
    new GetCommand({ TableName: tableName, Key: userKey(id), ConsistentRead: true }),
  );
  return result.Item ? userFromItem(result.Item) : undefined;
};

export const getUserByEmail = async (email: string): Promise<UserRecord | undefined> => {
  const id = await guardOwner(emailGuardKey(email));
  return id ? getUserById(id) : undefined;
};

export const getUserByUsername = async (username: string): Promise<UserRecord | undefined> => {
  const id = await guardOwner(usernameGuardKey(username));
  return id ? getUserById(id) : undefined;
};

/** Remembers the latest confirmation link of the user (one attribute: nothing else is overwritten). */
export const setConfirmationLinkId = async (userId: string, linkId: string): Promise<void> => {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: 'SET confirmationLinkId = :link',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':link': linkId },
    }),
  );
};

/**
 * Marks the e-mail confirmed (the account leaves the purge's index; a teacher is listed once the
 * account is confirmed) if `linkId` is still the latest link's — one transaction with `along` (the
 * link's token spent). `false` when the user is gone or a newer link was sent; nothing written then.
 */
export const markEmailConfirmed = async (
  user: UserRecord,
  linkId: string | undefined,
  at: string,
  along: WrittenAlong,
): Promise<boolean> => {
  const confirmed = { ...user, isEmailConfirmed: true };
  const listed = isListedTeacher(confirmed) ? teacherListIndexKeys(confirmed.name, confirmed.id) : undefined;
  const refusal = await transactWriteOrRefusal([
    {
      Update: {
        TableName: tableName,
        Key: userKey(user.id),
        UpdateExpression: `SET isEmailConfirmed = :yes, updatedAt = :at${
          listed ? ', GSI2PK = :teachers, GSI2SK = :teacher' : ''
        } REMOVE GSI3PK, GSI3SK`,
        // A link sent before links had ids holds only while no newer link was sent.
        ConditionExpression: `attribute_exists(PK) AND ${
          linkId === undefined ? 'attribute_not_exists(confirmationLinkId)' : 'confirmationLinkId = :link'
        }`,
        ExpressionAttributeValues: {
          ':yes': true,
          ':at': at,
          ...(linkId === undefined ? {} : { ':link': linkId }),
          ...(listed ? { ':teachers': listed.GSI2PK, ':teacher': listed.GSI2SK } : {}),
        },
      },
    },
    ...along.items,
  ]);
  if (refusal?.indexes.some((index) => index > 0)) throw await along.refused();
  return refusal === undefined;
};

/** Rewrites the profile item (its index keys follow the record). */
export const saveUser = async (user: UserRecord): Promise<void> => {
  await db.send(new PutCommand({ TableName: tableName, Item: toItem(user) }));
};

/** Saves the user under a new username: the new guard, the old guard's removal and the record in one transaction. */
export const saveUserWithNewUsername = async (user: UserRecord, previousUsername: string): Promise<void> => {
  if (usernameGuardKey(user.username).PK === usernameGuardKey(previousUsername).PK) return saveUser(user);
  await transactWriteOrRefuse(
    [
      usernameGuardPut(user),
      {
        Delete: {
          TableName: tableName,
          Key: usernameGuardKey(previousUsername),
          ConditionExpression: 'ownerId = :id',
          ExpressionAttributeValues: { ':id': user.id },
        },
      },
      { Put: { TableName: tableName, Item: toItem(user) } },
    ],
    { 0: new ConflictError('user.usernameTaken') },
  );
};

/**
 * Deletes the user's record, guards and login back-off in one transaction (their tokens die with
 * the record). `onlyIfUnconfirmed`: nothing happens (false) if the e-mail was confirmed meanwhile.
 */
export const deleteUserRecord = async (user: UserRecord, options: { onlyIfUnconfirmed?: boolean } = {}) => {
  const condition = options.onlyIfUnconfirmed
    ? { ConditionExpression: 'isEmailConfirmed = :no', ExpressionAttributeValues: { ':no': false } }
    : {};
  const refused = await transactWrite([
    { Delete: { TableName: tableName, Key: userKey(user.id), ...condition } },
    { Delete: { TableName: tableName, Key: emailGuardKey(user.email) } },
    { Delete: { TableName: tableName, Key: usernameGuardKey(user.username) } },
  ]);
  return refused === undefined;
};

/** Accounts still unconfirmed that were created before `createdBefore` (GSI3, sparse: unconfirmed only). */
export const listUnconfirmedCreatedBefore = async (createdBefore: string): Promise<UserRecord[]> =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK < :before',
      ExpressionAttributeValues: { ':pk': 'UNCONFIRMED', ':before': createdBefore },
    })
  ).map(userFromItem);

export type TeachingFacets = Required<
  Pick<UserRecord, 'teachingCountries' | 'teachingCities' | 'teachingStyleIds' | 'teachingStudioIds'>
>;

/** Records where and what a teacher teaches (called by the lesson domain when lessons change). */
export const setTeachingFacets = async (userId: string, facets: TeachingFacets): Promise<void> => {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression:
        'SET teachingCountries = :countries, teachingCities = :cities, teachingStyleIds = :styles, teachingStudioIds = :studios',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':countries': facets.teachingCountries,
        ':cities': facets.teachingCities,
        ':styles': facets.teachingStyleIds,
        ':studios': facets.teachingStudioIds,
      },
    }),
  );
};

/**
 * Records activity at `at` unless some was recorded since `staleBefore` (one conditional UpdateItem:
 * concurrent requests write it once); clears a pending inactivity warning. Whether it was written.
 */
export const recordActivity = async (userId: string, at: string, staleBefore: string): Promise<boolean> => {
  const keys = activityIndexKeys(at, userId);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: userKey(userId),
        UpdateExpression: 'SET lastActiveAt = :at, GSI4PK = :month, GSI4SK = :sort REMOVE inactivityWarnedAt',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(lastActiveAt) OR lastActiveAt <= :stale OR attribute_exists(inactivityWarnedAt))',
        ExpressionAttributeValues: {
          ':at': at,
          ':month': keys.GSI4PK,
          ':sort': keys.GSI4SK,
          ':stale': staleBefore,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

/**
 * Marks the account warned at `at`, with the warning's outbox message in the same transaction, if it
 * is still as inactive as read (same `lastActiveAt`, not warned yet). Whether it was written.
 */
export const markInactivityWarned = async (
  user: UserRecord,
  at: string,
  along: TransactItems,
): Promise<boolean> => {
  const refusal = await transactWriteOrRefusal([
    {
      Update: {
        TableName: tableName,
        Key: userKey(user.id),
        UpdateExpression: 'SET inactivityWarnedAt = :at',
        ConditionExpression: 'lastActiveAt = :seen AND attribute_not_exists(inactivityWarnedAt)',
        ExpressionAttributeValues: { ':at': at, ':seen': user.lastActiveAt },
      },
    },
    ...along,
  ]);
  return refusal === undefined;
};

/** Accounts last active in `month` (`YYYY-MM`) before `before` (GSI4, sparse: one partition a month, pattern 51). */
export const listLastActiveInMonthBefore = async (month: string, before: string): Promise<UserRecord[]> =>
  (
    await queryAll({
      TableName: tableName,
      IndexName: 'GSI4',
      KeyConditionExpression: 'GSI4PK = :pk AND GSI4SK < :before',
      ExpressionAttributeValues: { ':pk': activityMonthPartition(month), ':before': before },
    })
  ).map(userFromItem);
