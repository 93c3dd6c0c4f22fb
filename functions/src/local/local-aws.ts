/**
 * The local runtime's "AWS": the front door (aws-gateway.ts) before the stand-ins, answering for
 * the account and region below, with the local credentials unrestricted and a stage's secrets in
 * its Secrets Manager under the names the stack gives them (`plie/<stage>/<name>`,
 * infra/src/secrets.ts). Used by `npm start`, the tests and the bench alike.
 */
import { type RunningAwsGateway, startAwsGateway } from './aws-gateway';

export const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_REGION = 'eu-central-1';
/** The only key the S3 stand-in knows; DynamoDB Local (sharedDb) and SES accept any. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export const localSecretName = (stage: string, name: string) => `plie/${stage}/${name}`;

export interface LocalSecretValues {
  signingKeys: string;
  publicKeys: string;
  cursor: string;
  googleClientSecret?: string;
  originVerify?: string;
}

export interface LocalAws {
  gateway: RunningAwsGateway;
  /** What the functions read the secrets with (the ids, as in AWS, and the local endpoint). */
  secretEnvironment: Record<string, string>;
}

export const startLocalAws = async (options: {
  stage: string;
  upstream: { dynamodb: string; s3: string; ses: string };
  secrets: LocalSecretValues;
  port?: number;
  host?: string;
}): Promise<LocalAws> => {
  const name = (secret: string) => localSecretName(options.stage, secret);
  const { signingKeys, publicKeys, cursor, googleClientSecret, originVerify } = options.secrets;
  const stored: Record<string, string | undefined> = {
    [name('signing-keys')]: signingKeys,
    [name('public-keys')]: publicKeys,
    [name('cursor-secret')]: cursor,
    [name('google-client-secret')]: googleClientSecret,
    [name('origin-verify')]: originVerify,
  };
  const gateway = await startAwsGateway({
    port: options.port ?? 0,
    ...(options.host ? { host: options.host } : {}),
    accountId: LOCAL_ACCOUNT,
    region: LOCAL_REGION,
    upstream: options.upstream,
    unrestricted: [LOCAL_CREDENTIALS],
    roles: [],
    secrets: Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  });
  return {
    gateway,
    secretEnvironment: {
      SECRETS_MANAGER_ENDPOINT: gateway.endpoint,
      SIGNING_KEYS_SECRET_ID: name('signing-keys'),
      PUBLIC_KEYS_SECRET_ID: name('public-keys'),
      CURSOR_SECRET_ID: name('cursor-secret'),
      ...(googleClientSecret ? { GOOGLE_CLIENT_SECRET_ID: name('google-client-secret') } : {}),
    },
  };
};
