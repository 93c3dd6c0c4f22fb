import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningAwsGateway, startAwsGateway } from '../src/local/aws-gateway';
import { type LocalOidcProvider, startLocalOidcProvider } from '../src/local/oidc-provider';
import { freePort, type RunningStandIn, startDynamoDbLocal, startS3, startSes } from '../src/local/stand-ins';
import { generateSigningKeys } from '../src/services/tokens';
import { TEST_SECRET_NAMES } from './secret-names';

let dynamodb: RunningStandIn | undefined;
let ses: RunningStandIn | undefined;
let s3: RunningStandIn | undefined;
let google: LocalOidcProvider | undefined;
let gateway: RunningAwsGateway | undefined;

export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  dynamodb = await startDynamoDbLocal({ port: await freePort() });
  project.provide('dynamodbEndpoint', dynamodb.endpoint);
  ses = await startSes({ port: await freePort() });
  project.provide('sesEndpoint', ses.endpoint);
  s3 = await startS3({
    port: await freePort(),
    directory: mkdtempSync(join(tmpdir(), 'plie-s3-')),
    buckets: ['plie-test-uploads'],
  });
  project.provide('s3Endpoint', s3.endpoint);
  google = await startLocalOidcProvider({
    port: await freePort(),
    redirectUris: ['http://localhost/api/auth/google/callback'],
  });
  project.provide('google', {
    issuer: google.issuer,
    clientId: google.clientId,
    clientSecret: google.clientSecret,
  });
  const keys = await generateSigningKeys();
  project.provide('signingKeys', keys);
  // Secrets Manager's stand-in (the local AWS front door), as the functions read secrets in AWS.
  gateway = await startAwsGateway({
    port: await freePort(),
    accountId: '000000000000',
    region: 'eu-central-1',
    upstream: { dynamodb: dynamodb.endpoint, s3: s3.endpoint, ses: ses.endpoint },
    unrestricted: [{ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }],
    roles: [],
    secrets: {
      [TEST_SECRET_NAMES.signingKeys]: keys.signingKeys,
      [TEST_SECRET_NAMES.publicKeys]: keys.publicKeys,
      [TEST_SECRET_NAMES.cursor]: randomBytes(32).toString('base64url'),
      [TEST_SECRET_NAMES.googleClientSecret]: google.clientSecret,
    },
  });
  project.provide('awsGatewayEndpoint', gateway.endpoint);
  return async () => {
    await gateway?.stop();
    await dynamodb?.stop();
    await ses?.stop();
    await s3?.stop();
    await google?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
    sesEndpoint: string;
    s3Endpoint: string;
    google: { issuer: string; clientId: string; clientSecret: string };
    signingKeys: { signingKeys: string; publicKeys: string };
    awsGatewayEndpoint: string;
  }
}
