/**
 * What each domain's Lambda may touch and how big it is — the one place least privilege is
 * decided. Typed by `Domain`, so a new domain in the contract fails type-checking until it is
 * listed here. Upload rights are not listed: they follow from the contract (`upload` endpoints).
 */
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
  /** Sends e-mail through SES. */
  sendsMail: boolean;
  /** Issues access tokens: only such a domain gets the private signing keys (and Google's client secret). */
  signsTokens: boolean;
  /** Ships the trimmed city list (`cities.json.br`) with its bundle. */
  shipsCityData: boolean;
  /**
   * Deletes stored images without having upload endpoints (those that upload may delete already):
   * the purge of unconfirmed accounts releases what they hold, studios they owned alone included.
   */
  deletesImages?: boolean;
  memorySize: number;
  /** Longer than API Gateway's 30 s only for domains that also run scheduled jobs. */
  timeout: Duration;
}

const API = {
  usesTable: true,
  sendsMail: false,
  signsTokens: false,
  shipsCityData: false,
  memorySize: 512,
  timeout: Duration.seconds(10),
};

export const DOMAIN_ACCESS: Record<Domain, DomainAccess> = {
  // Passwords are hashed with argon2id (memory-hard; Lambda CPU grows with memory); also purges unconfirmed accounts.
  // Signs the access tokens at login, so it alone holds the private key.
  auth: {
    ...API,
    sendsMail: true,
    signsTokens: true,
    deletesImages: true,
    memorySize: 1024,
    timeout: Duration.seconds(60),
  },
  users: API,
  studios: API,
  rooms: API,
  // Lesson search by a point (lat/lng) finds the nearest city in the same offline city data.
  lessons: { ...API, shipsCityData: true, memorySize: 1024 },
  attendance: { ...API, sendsMail: true },
  // Also books group members into next month's classes (a scheduled job).
  groups: { ...API, sendsMail: true, timeout: Duration.minutes(5) },
  // Offline country/city data (135k cities held in memory); no table.
  locations: { ...API, usesTable: false, shipsCityData: true, memorySize: 1024 },
  admin: API,
  // The API's own documents (OpenAPI); no table.
  meta: { ...API, usesTable: false },
};

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
