/**
 * The single DynamoDB table, described once as plain data: the local runtime creates it from
 * this, tests create one per test file from it, and the CDK stack (infra) defines it from it.
 * Every key value is built in `keys.ts`; every access pattern is listed in docs/data-model.md.
 */
export interface IndexDesign {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** What the index is for (documentation only). */
  purpose: string;
}

export const TABLE_DESIGN = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Epoch seconds; DynamoDB deletes the item some time after (tokens, login back-off, unconfirmed accounts). */
  ttlAttribute: 'expiresAt',
  indexes: [
    {
      name: 'GSI1',
      partitionKey: 'GSI1PK',
      sortKey: 'GSI1SK',
      purpose:
        'Generic inverted lookups: a studio’s lessons, a user’s attendances/invites/groups, e-mail → user',
    },
    {
      name: 'GSI2',
      partitionKey: 'GSI2PK',
      sortKey: 'GSI2SK',
      purpose: 'Lesson search by city + weekday, sorted by start time then id',
    },
    {
      name: 'GSI3',
      partitionKey: 'GSI3PK',
      sortKey: 'GSI3SK',
      purpose: 'Lesson search by city + style, sorted by weekday, start time then id',
    },
    {
      name: 'GSI4',
      partitionKey: 'GSI4PK',
      sortKey: 'GSI4SK',
      purpose: 'A teacher’s lessons (registered teacher id), sorted by weekday and start time',
    },
    {
      name: 'GSI5',
      partitionKey: 'GSI5PK',
      sortKey: 'GSI5SK',
      purpose: 'A room’s lessons by weekday (or date), sorted by start time: availability checks',
    },
    {
      name: 'GSI6',
      partitionKey: 'GSI6PK',
      sortKey: 'GSI6SK',
      purpose: 'Lesson search by city + level, sorted by weekday, start time then id',
    },
    {
      name: 'GSI7',
      partitionKey: 'GSI7PK',
      sortKey: 'GSI7SK',
      purpose:
        'Lesson search by city + weekday among the lessons open to anyone (no closed group), sorted by start time then id',
    },
  ] satisfies IndexDesign[],
} as const;

/** The partition-key families, for infra's IAM conditions (defined with the keys, in keys.ts). */
export { KEY_PARTITIONS, type KeyPartition, PENDING_OUTBOX_PARTITION } from './keys';
