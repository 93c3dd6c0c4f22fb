/**
 * Runs before each test file: points the data layer at DynamoDB Local and a fresh table of its
 * own (the config is read at module load, so the environment is set before anything imports it).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { standInOutboundSettings } from '../src/local/stand-in-timeouts';

Object.assign(process.env, {
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  AWS_REGION: 'eu-central-1',
  AWS_ACCESS_KEY_ID: 'S3RVER', // the only key the S3 stand-in knows; DynamoDB Local (sharedDb) and SES accept any
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  DYNAMODB_ENDPOINT: inject('dynamodbEndpoint'),
  TABLE_NAME: `test-${randomUUID()}`,
  // Secrets come from Secrets Manager's stand-in, by id, as in AWS (services/secrets.ts).
  ...inject('secretEnvironment'),
  PLATFORM_ADMIN_EMAILS: 'anna.admin@plie.test,boris.admin@plie.test',
  SES_ENDPOINT: inject('sesEndpoint'),
  MAIL_FROM: 'Plié <hello@plie.test>',
  PUBLIC_WEB_URL: 'http://plie.test',
  // S3 through the front door, which checks browser uploads' signed POST policies as S3 does.
  S3_ENDPOINT: inject('awsGatewayEndpoint'),
  GOOGLE_ISSUER: inject('google').issuer,
  GOOGLE_CLIENT_ID: inject('google').clientId,
  UPLOAD_BUCKET: 'plie-test-uploads',
  UPLOAD_PUBLIC_URL: `${inject('s3Endpoint')}/plie-test-uploads`,
  GEOCODER: 'offline',
  // DynamoDB Local under a burst is far slower than DynamoDB (local/stand-in-timeouts.ts).
  ...standInOutboundSettings(),
  // Every request of a test comes from 127.0.0.1: generous flood limits, set here explicitly (the
  // product's own are the defaults). Tests of the limits set theirs with setRateLimits().
  RATE_LIMITS: JSON.stringify({ '*': { limit: 100_000 } }),
});

const { dynamoClient, tableName } = await import('../src/db/client');
const { ensureTable, deleteTable } = await import('../src/db/create-table');
await ensureTable(dynamoClient, tableName);

afterAll(async () => {
  await deleteTable(dynamoClient, tableName);
});
