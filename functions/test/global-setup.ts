import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type LocalOidcProvider, startLocalOidcProvider } from '../src/local/oidc-provider';
import { freePort, type RunningStandIn, startDynamoDbLocal, startS3, startSes } from '../src/local/stand-ins';
import { generateSigningKeys } from '../src/services/tokens';

let dynamodb: RunningStandIn | undefined;
let ses: RunningStandIn | undefined;
let s3: RunningStandIn | undefined;
let google: LocalOidcProvider | undefined;

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
  project.provide('signingKeys', await generateSigningKeys());
  return async () => {
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
    signingKeys: { privateJwk: string; publicJwks: string };
  }
}
