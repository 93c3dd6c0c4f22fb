/**
 * What each domain's Lambda may touch and how big it is — the one place least privilege is
 * decided. Typed by `Domain`, so a new domain in the contract fails type-checking until it is
 * listed here. Upload rights are not listed: they follow from the contract (`upload` endpoints).
 *
 * Key families (`partitions`) were read from the code each domain's bundle reaches (its handlers,
 * jobs and what they call across domains), by item keys written or read and partitions queried;
 * the bundle-runtime test runs a journey per domain under them, and the local AWS front door
 * records what each role touched (`touchedKeyPrefixes`) to compare.
 */
import { KEY_PARTITIONS, type KeyPartition } from '@plie/functions/table-design';
import { endpoints as contractEndpoints, type Domain, type NamedEndpoint } from '@plie/shared';
import { Duration } from 'aws-cdk-lib';
import type { SecretKind } from './secrets';

/**
 * The DynamoDB actions the data layer uses (functions/src/db: Get, BatchGet, Query, Put, Update,
 * Delete, BatchWrite, and TransactWrite — whose items IAM checks as Put/Update/Delete/
 * ConditionCheckItem). Never Scan (ARCHITECTURE: no scans), never the stream or admin actions.
 */
export const TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

export interface DomainAccess {
  /** Reads and writes the table. */
  usesTable: boolean;
  /**
   * The partition families (functions/src/db/keys.ts `KEY_PARTITIONS`) its code touches: item keys
   * it reads or writes, and partitions it queries (on an index, the index's). Its role gets the table
   * only under `dynamodb:LeadingKeys` in these; empty for a domain without the table.
   */
  partitions: readonly KeyPartition[];
  /** Sends e-mail through SES. */
  sendsMail: boolean;
  /** Issues access tokens: only such a domain gets the private signing keys (and Google's client secret). */
  signsTokens: boolean;
  /** Ships the trimmed city list (`cities.json.br`) with its bundle. */
  shipsCityData: boolean;
  /**
   * Deletes stored images without having upload endpoints (those that upload may delete already):
   * the purge of unconfirmed accounts releases what they hold, studios they owned alone included;
   * the outbox worker (groups) deletes those the store failed to delete at first (`deleteFiles`).
   */
  deletesImages?: boolean;
  memorySize: number;
  /** Longer than API Gateway's 30 s only for domains that also run scheduled jobs. */
  timeout: Duration;
}

/**
 * What every domain with the table touches: the caller's user item (authenticate; the user's own
 * index partitions) and the per-address flood counters of every write route (http/dispatcher).
 */
const EVERY_TABLE_DOMAIN = ['user', 'rateLimits'] as const satisfies readonly KeyPartition[];
/**
 * Re-denormalizing a studio's, room's or teacher's lessons when those change (workflows/lesson-sync),
 * and checking a lesson's slot (lessons/availability): the studio with its rooms and lessons, a
 * room's lessons by weekday, a teacher's lessons (the teacher's facets are on their user item).
 */
const LESSON_SYNC = ['studio', 'room', 'lesson', 'teacher'] as const satisfies readonly KeyPartition[];
/**
 * An attendance or group sign-up: the occurrence's e-mail guard, the attendance, its e-mail's outbox
 * message (ADR 0017), the one-time cancel token and the mail suppression list.
 */
const SIGN_UP = [
  'lesson',
  'occurrence',
  'attendance',
  'outbox',
  'oneTimeTokens',
  'mailSuppression',
] as const satisfies readonly KeyPartition[];
/**
 * Deleting an account (users: on request; auth: the purge of unconfirmed ones): its guards and
 * login addresses, its attendances and group memberships, leaving its studios (a studio it owned
 * alone goes, releasing its lessons), releasing the lessons it taught.
 */
const ACCOUNT_DELETION = [
  'usernameGuard',
  'emailGuard',
  'knownLoginAddresses',
  ...LESSON_SYNC,
  'occurrence',
  'attendance',
  'group',
] as const satisfies readonly KeyPartition[];

const API = {
  usesTable: true,
  partitions: EVERY_TABLE_DOMAIN as readonly KeyPartition[],
  sendsMail: false,
  signsTokens: false,
  shipsCityData: false,
  memorySize: 512,
  timeout: Duration.seconds(10),
};

export const DOMAIN_ACCESS: Record<Domain, DomainAccess> = {
  // Passwords are hashed with argon2id (memory-hard; Lambda CPU grows with memory); also purges unconfirmed
  // accounts and warns and deletes inactive ones.
  // Signs the access tokens at login, so it alone holds the private key.
  auth: {
    ...API,
    partitions: [
      ...EVERY_TABLE_DOMAIN,
      // Confirmation tokens, the suppression list (SES events), the purge's index, the confirmation
      // mail's outbox message (ADR 0017: the groups function sends it); sign-up's and deletion's
      // guards and login back-off are in ACCOUNT_DELETION.
      'oneTimeTokens',
      'mailSuppression',
      'unconfirmedUsers',
      // The inactive-accounts job: accounts by the month of their last activity (GSI4 `ACTIVE#…`).
      'activeUsers',
      'outbox',
      ...ACCOUNT_DELETION,
    ],
    signsTokens: true,
    deletesImages: true,
    memorySize: 1024,
    timeout: Duration.seconds(60),
  },
  // Profile, avatar, user search (admin list, teachers), account deletion.
  // An image the store fails to delete (replaced, or of a deleted account or studio) is left to the
  // outbox as a `deleteFiles` message (services/files.ts), hence 'outbox' here, in studios and in rooms.
  users: {
    ...API,
    partitions: [...EVERY_TABLE_DOMAIN, 'userList', 'teacherList', 'outbox', ...ACCOUNT_DELETION],
  },
  // Studios, their team and name guard, public and admin search; deleting a studio syncs its lessons.
  studios: {
    ...API,
    partitions: [
      ...EVERY_TABLE_DOMAIN,
      ...LESSON_SYNC,
      'studioNameGuard',
      'studioList',
      'publicStudios',
      'outbox',
    ],
  },
  rooms: { ...API, partitions: [...EVERY_TABLE_DOMAIN, ...LESSON_SYNC, 'outbox'] },
  // Lesson search by a point (lat/lng) finds the nearest city in the same offline city data.
  lessons: {
    ...API,
    partitions: [...EVERY_TABLE_DOMAIN, ...LESSON_SYNC, 'styles', 'lessonSearch'],
    shipsCityData: true,
    memorySize: 1024,
  },
  // Writes its mails as outbox messages (ADR 0017; "send me my booking e-mail again" too): never SES itself.
  attendance: { ...API, partitions: [...EVERY_TABLE_DOMAIN, 'studio', ...SIGN_UP] },
  // Also books group members into next month's classes (a scheduled job), and runs the e-mail
  // outbox (ADR 0017: the table's stream and the minutely sweep), which composes every mail: attendance,
  // group, account confirmation, and a guest's bookings by address (the e-mail guard, the guest index).
  groups: {
    ...API,
    partitions: [
      ...EVERY_TABLE_DOMAIN,
      'studio',
      'teacher',
      ...SIGN_UP,
      'group',
      'activeGroups',
      'emailGuard',
      'guestBookings',
    ],
    sendsMail: true,
    // The outbox's `deleteFiles` messages: images the store failed to delete when they were dropped.
    deletesImages: true,
    timeout: Duration.minutes(5),
  },
  // Offline country/city data (135k cities held in memory); no table.
  locations: { ...API, usesTable: false, partitions: [], shipsCityData: true, memorySize: 1024 },
  // Studio verification (syncs the studio's lessons) and bulk lesson import.
  admin: { ...API, partitions: [...EVERY_TABLE_DOMAIN, ...LESSON_SYNC, 'styles'] },
  // The API's own documents (OpenAPI); no table.
  meta: { ...API, usesTable: false, partitions: [] },
};

/**
 * The `dynamodb:LeadingKeys` patterns a domain's role is limited to: its families' patterns, each
 * once, in a stable order. IAM's `StringLike` reads `*` as any run of characters; whole-value
 * partitions (`STYLE`, `USERS`, `GROUPS#ACTIVE`…) are exact.
 */
export const leadingKeyPatternsOf = (access: DomainAccess): string[] =>
  [...new Set(access.partitions.map((partition) => KEY_PARTITIONS[partition]))].sort();

/**
 * The secrets a domain's function may read (infra/src/secrets.ts): every one verifies access tokens
 * (public keys) and answers only requests that came through CloudFront (origin verify); those with
 * the table page queries (cursor key); the one that issues tokens signs them.
 */
export const secretsOf = (access: DomainAccess, withGoogle: boolean): SecretKind[] => [
  'publicKeys',
  'originVerify',
  ...(access.usesTable ? (['cursor'] as const) : []),
  ...(access.signsTokens ? (['signingKeys'] as const) : []),
  ...(access.signsTokens && withGoogle ? (['googleClientSecret'] as const) : []),
];

/** Domains with at least one upload endpoint in the contract: they may put objects in the upload bucket. */
export const domainsThatUpload = (endpoints: readonly NamedEndpoint[] = contractEndpoints): Set<Domain> =>
  new Set(endpoints.filter((endpoint) => endpoint.upload).map((endpoint) => endpoint.domain));
