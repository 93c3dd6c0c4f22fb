/**
 * Studios in the table: the profile item, its slug guard and the owner's "owns a studio" guard,
 * written in one transaction (docs/data-model.md, patterns 11–14). The index keys that put a
 * studio in public search exist only while it is publicly visible (spec §4).
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  isStudioPubliclyVisible,
  type PrimaryColor,
  type Studio,
  type StudioSummary,
  type Video,
} from '@plie/shared';
import { db, tableName } from '../../db/client';
import {
  normalizeKeyText,
  ownsStudioGuardKey,
  publicStudioCityIndexKeys,
  publicStudioIndexKeys,
  studioKey,
  studioListIndexKeys,
  studioNameGuardKey,
} from '../../db/keys';
import { ConflictError, ForbiddenError, type HttpError } from '../../http/errors';
import { type MemberRecord, memberToItem } from './member-repository';

export const STUDIO_MESSAGES = {
  studioNameTaken: 'Studio name taken',
  alreadyOwner: 'You already own a studio: only a platform admin can create another one',
  notFound: 'Studio not found',
} as const;

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

/** The studio as the API answers it; `viewer` flags say what the caller may do with it. */
export const toStudio = (
  studio: StudioRecord,
  viewer: { isOwner?: boolean; isAdmin?: boolean } = {},
): Studio => ({
  id: studio.id,
  name: studio.name,
  studioName: studio.studioName,
  email: studio.email,
  photo: studio.photo,
  banner: studio.banner,
  about: studio.about,
  instagram: studio.instagram,
  link: studio.link,
  theme: studio.theme,
  primaryColor: studio.primaryColor,
  isVerified: studio.isVerified,
  isHidden: studio.isHidden,
  isDeleted: studio.isDeleted,
  isOwner: viewer.isOwner ?? false,
  isAdmin: viewer.isAdmin ?? false,
  videos: studio.videos,
  createdAt: studio.createdAt,
});

export const toStudioSummary = (studio: StudioRecord): StudioSummary => ({
  id: studio.id,
  name: studio.name,
  studioName: studio.studioName,
  photo: studio.photo,
  primaryColor: studio.primaryColor,
  theme: studio.theme,
});

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

/** Turns a failed condition of a transaction into the error of that item, if it has one. */
const failureOf = (error: unknown, reasons: (HttpError | undefined)[]): never => {
  if (error instanceof TransactionCanceledException) {
    const failed = (error.CancellationReasons ?? []).findIndex(
      (reason) => reason.Code === 'ConditionalCheckFailed',
    );
    const reason = reasons[failed];
    if (reason) throw reason;
  }
  throw error;
};

/**
 * Creates the studio, its slug guard and the owner's membership in one transaction; unless the
 * owner is a platform admin, also the guard that lets one person own one studio. A taken slug
 * → 409, a second studio of a non-admin owner → 403; nothing is written then.
 */
export const createStudio = async (studio: StudioRecord, owner: MemberRecord, limitOnePerOwner: boolean) => {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
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
      }),
    );
  } catch (error) {
    failureOf(error, [
      undefined,
      new ConflictError(STUDIO_MESSAGES.studioNameTaken),
      undefined,
      new ForbiddenError(STUDIO_MESSAGES.alreadyOwner),
    ]);
  }
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
  const unique = [...new Set(ids)];
  const found = new Map<string, StudioRecord>();
  for (let start = 0; start < unique.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = unique
      .slice(start, start + 100)
      .map((id) => ({ ...studioKey(id) }));
    while (keys?.length) {
      const result: BatchGetCommandOutput = await db.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }),
      );
      for (const item of result.Responses?.[tableName] ?? []) {
        const studio = studioFromItem(item);
        found.set(studio.id, studio);
      }
      keys = result.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
};

/** Rewrites the studio item (its index keys follow its flags and place). */
export const saveStudio = async (studio: StudioRecord): Promise<void> => {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: toItem(studio),
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
};

/** Saves the studio under a new slug: new guard, old guard's removal and the studio in one transaction. */
export const saveStudioWithNewSlug = async (studio: StudioRecord, previousSlug: string): Promise<void> => {
  if (studioNameGuardKey(studio.studioName).PK === studioNameGuardKey(previousSlug).PK)
    return saveStudio(studio);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: { TableName: tableName, Item: toItem(studio), ConditionExpression: 'attribute_exists(PK)' },
          },
          slugGuardPut(studio),
          { Delete: { TableName: tableName, Key: studioNameGuardKey(previousSlug) } },
        ],
      }),
    );
  } catch (error) {
    failureOf(error, [undefined, new ConflictError(STUDIO_MESSAGES.studioNameTaken)]);
  }
};

/**
 * Soft-deletes the studio: it leaves every search (its public keys go) and its owner may create
 * another studio. The slug stays reserved: its admins can still open the deleted studio.
 */
export const markStudioDeleted = async (studio: StudioRecord, at: string): Promise<StudioRecord> => {
  const deleted = { ...studio, isDeleted: true, updatedAt: at };
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName, Item: toItem(deleted), ConditionExpression: 'attribute_exists(PK)' } },
        {
          Delete: {
            TableName: tableName,
            Key: ownsStudioGuardKey(studio.ownerId),
            ConditionExpression: 'attribute_not_exists(PK) OR ownerId = :studio',
            ExpressionAttributeValues: { ':studio': studio.id },
          },
        },
      ],
    }),
  );
  return deleted;
};
