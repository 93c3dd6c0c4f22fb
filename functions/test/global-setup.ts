import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { RunningAwsGateway } from '../src/local/aws-gateway';
import { startLocalAws } from '../src/local/local-aws';
import { type LocalOidcProvider, startLocalOidcProvider } from '../src/local/oidc-provider';
import { freePort, type RunningStandIn, startDynamoDbLocal, startS3, startSes } from '../src/local/stand-ins';
import { generateSigningKeys } from '../src/services/tokens';

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
  const localAws = await startLocalAws({
    stage: 'test',
    port: await freePort(),
    upstream: { dynamodb: dynamodb.endpoint, s3: s3.endpoint, ses: ses.endpoint },
    secrets: {
      ...keys,
      cursor: randomBytes(32).toString('base64url'),
      googleClientSecret: google.clientSecret,
    },
  });
  gateway = localAws.gateway;
  project.provide('awsGatewayEndpoint', gateway.endpoint);
  project.provide('secretEnvironment', localAws.secretEnvironment);
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
    /** The *_SECRET_ID variables and the Secrets Manager endpoint every test file's functions read. */
    secretEnvironment: Record<string, string>;
  }
}
