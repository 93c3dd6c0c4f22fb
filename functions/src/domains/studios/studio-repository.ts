/**
 * Studios in the table: the profile item, its slug guard and the owner's "owns a studio" guard,
 * written in one transaction (docs/data-model.md, patterns 11–14). The index keys that put a
 * studio in public search exist only while it is publicly visible (spec §4).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isStudioPubliclyVisible, type PrimaryColor, type Video } from '@plie/shared';
import { batchGet } from '../../db/batch';
import { db, tableName } from '../../db/client';
import { guardOwner } from '../../db/guards';
import {
  normalizeKeyText,
  ownsStudioGuardKey,
  publicStudioCityIndexKeys,
  publicStudioIndexKeys,
  studioKey,
  studioListIndexKeys,
  studioNameGuardKey,
} from '../../db/keys';
import { transactWriteOrRefuse } from '../../db/transactions';
import { ConflictError, ForbiddenError, type HttpError } from '../../errors';
import { type MemberRecord, memberToItem, unchangedSince } from './member-repository';

export interface StudioRecord {
  id: string;
  name: string;
  studioName: string;
  email: string;
  photo?: string;
  banner?: string;
  about?: string;
  instagram?: string;
  link?: string;
  theme: boolean;
  primaryColor: PrimaryColor;
  isVerified: boolean;
  isHidden: boolean;
  isDeleted: boolean;
  ownerId: string;
  videos: Video[];
  /** Where the studio is (its first room's city): puts it in the city's public search. */
  countryCode?: string;
  city?: string;
  /** Styles of its lessons, for the Studios filter (kept by the lesson domain). */
  styleIds?: string[];
  createdAt: string;
  updatedAt: string;
  /**
   * Bumped by every write: a write made from an older read is refused (409), so two editors,
   * or an edit and a handover, never undo each other.
   */
  version: number;
}

/** The studio's city as one comparable value (`PL#krakow`), for the admin list's city filter. */
export const studioPlaceKey = (countryCode: string, city: string) =>
  `${countryCode.toUpperCase()}#${normalizeKeyText(city)}`;

const toItem = (studio: StudioRecord) => {
  const visible = isStudioPubliclyVisible(studio);
  return {
    ...studioKey(studio.id),
    type: 'Studio',
    ...studio,
    searchText: normalizeKeyText(`${studio.name} ${studio.studioName}`),
    ...(studio.countryCode && studio.city
      ? { placeKey: studioPlaceKey(studio.countryCode, studio.city) }
      : {}),
    ...studioListIndexKeys(studio.createdAt, studio.id),
    ...(visible && studio.countryCode && studio.city
      ? publicStudioCityIndexKeys(studio.countryCode, studio.city, studio.name, studio.id)
      : {}),
    ...(visible ? publicStudioIndexKeys(studio.name, studio.id) : {}),
  };
};

export const studioFromItem = (item: Record<string, unknown>): StudioRecord => {
  const { PK, SK, type, searchText, placeKey, GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, ...studio } =
    item;
  return studio as unknown as StudioRecord;
};

const slugGuardPut = (studio: StudioRecord) => ({
  Put: {
    TableName: tableName,
    Item: { ...studioNameGuardKey(studio.studioName), type: 'StudioNameGuard', ownerId: studio.id },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** One studio per owner (platform admins aside): a guard item under the owner, by studio id. */
const ownsStudioGuardPut = (userId: string, studioId: string) => ({
  Put: {
    TableName: tableName,
    Item: { ...ownsStudioGuardKey(userId), type: 'OwnsStudioGuard', ownerId: studioId },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/**
 * Creates the studio, its slug guard and the owner's membership in one transaction; unless the
 * owner is a platform admin, also the guard that lets one person own one studio. A taken slug
 * → 409, a second studio of a non-admin owner → 403; nothing is written then.
 */
export const createStudio = async (studio: StudioRecord, owner: MemberRecord, limitOnePerOwner: boolean) => {
  await transactWriteOrRefuse(
    [
      {
        Put: {
          TableName: tableName,
          Item: toItem(studio),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      slugGuardPut(studio),
      { Put: { TableName: tableName, Item: memberToItem(owner) } },
      ...(limitOnePerOwner ? [ownsStudioGuardPut(owner.userId, studio.id)] : []),
    ],
    {
      1: new ConflictError('studio.nameTaken'),
      3: new ForbiddenError('studio.alreadyOwner'),
    },
  );
};

export const getStudioById = async (id: string): Promise<StudioRecord | undefined> => {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: studioKey(id) }));
  return result.Item ? studioFromItem(result.Item) : undefined;
};

export const getStudioBySlug = async (studioName: string): Promise<StudioRecord | undefined> => {
  const guard = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: studioNameGuardKey(studioName),
      ProjectionExpression: 'ownerId',
    }),
  );
  return guard.Item ? getStudioById(String(guard.Item.ownerId)) : undefined;
};

/** Several studios by id, in the order asked (missing ones left out). */
export const getStudiosByIds = async (ids: readonly string[]): Promise<StudioRecord[]> => {
  const items = await batchGet([...new Set(ids)].map((id) => ({ ...studioKey(id) })));
  const found = new Map(items.map(studioFromItem).map((studio) => [studio.id, studio]));
  return ids.flatMap((id) => found.get(id) ?? []);
};

/**
 * The studio as it is to be written over the version it was read at: the next version, on the
 * condition that nobody wrote in between (items from before versions count as version 0). Exported
 * as a transaction item for a write that must go with another (a room's delete moving its studio).
 */
export const putOverVersion = (studio: StudioRecord) => ({
  Put: {
    TableName: tableName,
    Item: toItem({ ...studio, version: studio.version + 1 }),
    ConditionExpression:
      studio.version === 0
        ? 'attribute_exists(PK) AND (attribute_not_exists(version) OR version = :read)'
        : 'version = :read',
    ExpressionAttributeValues: { ':read': studio.version },
  },
});

/** Rewrites the studio item (its index keys follow its flags and place); 409 if it changed since it was read. */
export const saveStudio = async (studio: StudioRecord): Promise<StudioRecord> => {
  try {
    await db.send(new PutCommand(putOverVersion(studio).Put));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ConflictError('studio.changedMeanwhile');
    throw error;
  }
  return { ...studio, version: studio.version + 1 };
};

/** Saves the studio under a new slug: new guard, old guard's removal and the studio in one transaction. */
export const saveStudioWithNewSlug = async (
  studio: StudioRecord,
  previousSlug: string,
): Promise<StudioRecord> => {
  if (studioNameGuardKey(studio.studioName).PK === studioNameGuardKey(previousSlug).PK)
    return saveStudio(studio);
  await transactWriteOrRefuse(
    [
      putOverVersion(studio),
      slugGuardPut(studio),
      { Delete: { TableName: tableName, Key: studioNameGuardKey(previousSlug) } },
    ],
    [new ConflictError('studio.changedMeanwhile'), new ConflictError('studio.nameTaken')],
  );
  return { ...studio, version: studio.version + 1 };
};

/**
 * Soft-deletes the studio: it leaves every search (its public keys go) and its owner may create
 * another studio. The slug stays reserved: its admins can still open the deleted studio.
 */
export const markStudioDeleted = async (studio: StudioRecord, at: string): Promise<StudioRecord> => {
  const deleted = { ...studio, isDeleted: true, updatedAt: at };
  await transactWriteOrRefuse(
    [
      putOverVersion(deleted),
      {
        Delete: {
          TableName: tableName,
          Key: ownsStudioGuardKey(studio.ownerId),
          ConditionExpression: 'attribute_not_exists(PK) OR ownerId = :studio',
          ExpressionAttributeValues: { ':studio': studio.id },
        },
      },
    ],
    [new ConflictError('studio.changedMeanwhile')],
  );
  return { ...deleted, version: deleted.version + 1 };
};

export interface Handover {
  studio: StudioRecord;
  /** The new owner's membership as it is to be written, and as it was read. */
  newOwner: MemberRecord;
  newOwnerSeen: MemberRecord;
  /** The previous owner's membership as read (they stay an admin). */
  previousOwner: MemberRecord | undefined;
  /** The new owner takes the one-studio guard (everyone but platform admins). */
  limitOnePerOwner: boolean;
  at: string;
  /**
   * The owner the handover was consented to by (the owner's invite's `ownerAtInvite`, or the owner
   * acting now): the studio changes hands only if they still own it.
   */
  underOwnerId: string;
}

/**
 * Hands the studio over (docs/data-model.md pattern 36): the studio's `ownerId`, both
 * memberships and the one-studio guard move in one transaction, on the condition that the studio
 * is still owned by the owner who consented (`underOwnerId`). A new owner who already owns a
 * studio → 409; a studio or membership changed meanwhile, or another owner → 409; nothing is
 * written then.
 */
export const handOverStudio = async (handover: Handover): Promise<StudioRecord> => {
  const { studio, newOwner, newOwnerSeen, previousOwner, at } = handover;
  const studioUpdate = {
    Update: {
      TableName: tableName,
      Key: studioKey(studio.id),
      UpdateExpression: 'SET ownerId = :new, updatedAt = :at, version = if_not_exists(version, :zero) + :one',
      ConditionExpression: 'ownerId = :old AND isDeleted = :no',
      ExpressionAttributeValues: {
        ':new': newOwner.userId,
        ':old': handover.underOwnerId,
        ':at': at,
        ':no': false,
        ':zero': 0,
        ':one': 1,
      },
    },
  };
  const memberPut = (member: MemberRecord, seen: MemberRecord) => ({
    Put: { TableName: tableName, Item: memberToItem(member), ...unchangedSince(seen) },
  });
  // The previous owner's guard goes only if it is this studio's (platform admins have none).
  const previousGuard = (await guardOwner(ownsStudioGuardKey(studio.ownerId))) === studio.id;
  const changed = new ConflictError('member.changedMeanwhile');
  const writes: [Record<string, unknown>, HttpError | undefined][] = [
    [studioUpdate, changed],
    [memberPut(newOwner, newOwnerSeen), changed],
  ];
  if (previousOwner) {
    const demoted = { ...previousOwner, isOwner: false, isAdmin: true, updatedAt: at };
    writes.push([memberPut(demoted, previousOwner), changed]);
  }
  if (previousGuard) {
    const guardDelete = {
      Delete: {
        TableName: tableName,
        Key: ownsStudioGuardKey(studio.ownerId),
        ConditionExpression: 'ownerId = :studio',
        ExpressionAttributeValues: { ':studio': studio.id },
      },
    };
    writes.push([guardDelete, changed]);
  }
  if (handover.limitOnePerOwner) {
    writes.push([
      ownsStudioGuardPut(newOwner.userId, studio.id),
      new ConflictError('studio.newOwnerOwnsStudio'),
    ]);
  }
  await transactWriteOrRefuse(
    writes.map(([write]) => write),
    writes.map(([, failure]) => failure),
  );
  return { ...studio, ownerId: newOwner.userId, updatedAt: at };
};

/**
 * Records the styles a studio's lessons teach (the lesson domain calls it when lessons change):
 * a targeted update that still bumps the version, so no older read can write them back.
 */
export const setStudioStyleIds = async (studioId: string, styleIds: readonly string[]): Promise<void> => {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: studioKey(studioId),
      UpdateExpression: 'SET styleIds = :styles, version = if_not_exists(version, :zero) + :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':styles': [...styleIds], ':zero': 0, ':one': 1 },
    }),
  );
};
