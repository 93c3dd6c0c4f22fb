import type { TestProject } from 'vitest/node';
import { freePort, type RunningStandIn, startDynamoDbLocal, startSes } from '../src/local/stand-ins';
import { generateSigningKeys } from '../src/services/tokens';

let dynamodb: RunningStandIn | undefined;
let ses: RunningStandIn | undefined;

export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  dynamodb = await startDynamoDbLocal({ port: await freePort() });
  project.provide('dynamodbEndpoint', dynamodb.endpoint);
  ses = await startSes({ port: await freePort() });
  project.provide('sesEndpoint', ses.endpoint);
  project.provide('signingKeys', await generateSigningKeys());
  return async () => {
    await dynamodb?.stop();
    await ses?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
    sesEndpoint: string;
    signingKeys: { privateJwk: string; publicJwks: string };
  }
}
