import type { TestProject } from 'vitest/node';
import { freePort, type RunningStandIn, startDynamoDbLocal } from '../src/local/stand-ins';

let dynamodb: RunningStandIn | undefined;

export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  dynamodb = await startDynamoDbLocal({ port: await freePort() });
  project.provide('dynamodbEndpoint', dynamodb.endpoint);
  return async () => {
    await dynamodb?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
  }
}
