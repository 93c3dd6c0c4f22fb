import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  CreateSecretCommand,
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { GetEmailIdentityCommand, SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type LocalRole, type RunningAwsGateway, startAwsGateway } from './aws-gateway';

const ACCOUNT = '000000000000';
const REGION = 'eu-central-1';
const TABLE = process.env.TABLE_NAME!;
const OTHER_TABLE = 'some-other-table';
const BUCKET = 'plie-test-uploads';
const TABLE_ARN = `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${TABLE}`;

const role = (name: string, statements: unknown[]): LocalRole => ({
  name,
  accessKeyId: `AKIA${name.toUpperCase().replace(/[^A-Z]/g, '')}`,
  secretAccessKey: `secret-of-${name}`,
  policies: [{ Version: '2012-10-17', Statement: statements }],
});

/** A domain role like CDK grants: item reads/writes on the table (no delete, no index), uploads under incoming/. */
const writer = role('plie-writer', [
  {
    Effect: 'Allow',
    Action: [
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:Query',
      'dynamodb:ConditionCheckItem',
    ],
    Resource: TABLE_ARN,
  },
  {
    Effect: 'Allow',
    Action: ['s3:PutObject', 's3:GetObject'],
    Resource: `arn:aws:s3:::${BUCKET}/incoming/*`,
  },
  {
    Effect: 'Allow',
    Action: 'ses:SendEmail',
    Resource: `arn:aws:ses:${REGION}:${ACCOUNT}:identity/plie.test`,
  },
  {
    Effect: 'Allow',
    Action: 'secretsmanager:GetSecretValue',
    Resource: `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:plie/jwt-??????`,
  },
]);
const indexReader = role('plie-index-reader', [
  { Effect: 'Allow', Action: 'dynamodb:Query', Resource: [TABLE_ARN, `${TABLE_ARN}/index/*`] },
]);
const userKeysOnly = role('plie-user-keys', [
  {
    Effect: 'Allow',
    Action: 'dynamodb:PutItem',
    Resource: TABLE_ARN,
    Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] } },
  },
]);
const deniedDeletes = role('plie-no-deletes', [
  { Effect: 'Allow', Action: 'dynamodb:*', Resource: '*' },
  { Effect: 'Deny', Action: 'dynamodb:DeleteItem', Resource: TABLE_ARN },
]);
const stranger = role('plie-stranger', [
  { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: `${TABLE_ARN}-nope` },
]);
const ADMIN = { accessKeyId: 'LOCALADMIN', secretAccessKey: 'local-admin-secret' };

let gateway: RunningAwsGateway;
const credentialsOf = (who: { accessKeyId: string; secretAccessKey: string }) => ({
  accessKeyId: who.accessKeyId,
  secretAccessKey: who.secretAccessKey,
});
const documents = (who: { accessKeyId: string; secretAccessKey: string }) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: gateway.endpoint,
      region: REGION,
      credentials: credentialsOf(who),
      maxAttempts: 1,
    }),
  );
const s3 = (who: { accessKeyId: string; secretAccessKey: string }) =>
  new S3Client({
    endpoint: gateway.endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: credentialsOf(who),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
const secrets = (who: { accessKeyId: string; secretAccessKey: string }) =>
  new SecretsManagerClient({
    endpoint: gateway.endpoint,
    region: REGION,
    credentials: credentialsOf(who),
    maxAttempts: 1,
  });
const ses = (who: { accessKeyId: string; secretAccessKey: string }) =>
  new SESv2Client({
    endpoint: gateway.endpoint,
    region: REGION,
    credentials: credentialsOf(who),
    maxAttempts: 1,
  });

/** The error a promise rejects with (fails the test when it resolves). */
const failureOf = async (
  promise: Promise<unknown>,
): Promise<Error & { $metadata?: { httpStatusCode?: number } }> => {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to be refused, but it succeeded');
};

beforeAll(async () => {
  gateway = await startAwsGateway({
    port: 0,
    accountId: ACCOUNT,
    region: REGION,
    upstream: { dynamodb: inject('dynamodbEndpoint'), s3: inject('s3Endpoint'), ses: inject('sesEndpoint') },
    unrestricted: [ADMIN],
    roles: [writer, indexReader, userKeysOnly, deniedDeletes, stranger],
    secrets: { 'plie/jwt': '{"kid":"k1"}' },
  });
});
afterAll(async () => {
  await gateway.stop();
});

describe('DynamoDB through the gateway', () => {
  it('passes an allowed call and returns the real data', async () => {
    const client = documents(writer);
    await client.send(
      new PutCommand({ TableName: TABLE, Item: { PK: 'USER#gw-1', SK: 'PROFILE', name: 'Ada' } }),
    );
    const { Item } = await client.send(
      new GetCommand({ TableName: TABLE, Key: { PK: 'USER#gw-1', SK: 'PROFILE' } }),
    );
    expect(Item).toEqual({ PK: 'USER#gw-1', SK: 'PROFILE', name: 'Ada' });
  });

  it('refuses an action outside the policy with the AccessDeniedException AWS gives, and records it', async () => {
    const error = await failureOf(
      documents(writer).send(
        new DeleteCommand({ TableName: TABLE, Key: { PK: 'USER#gw-1', SK: 'PROFILE' } }),
      ),
    );
    expect(error.name).toBe('AccessDeniedException');
    expect(error.message).toBe(
      `User: arn:aws:sts::${ACCOUNT}:assumed-role/plie-writer/plie-writer is not authorized to perform: dynamodb:DeleteItem on resource: ${TABLE_ARN} because no identity-based policy allows the dynamodb:DeleteItem action`,
    );
    expect(gateway.denials.at(-1)).toMatchObject({
      role: 'plie-writer',
      action: 'dynamodb:DeleteItem',
      resource: TABLE_ARN,
    });
    const { Item } = await documents(ADMIN).send(
      new GetCommand({ TableName: TABLE, Key: { PK: 'USER#gw-1', SK: 'PROFILE' } }),
    );
    expect(Item).toBeDefined();
  });

  it('grants a table, not another table nor its indexes unless table/X/index/* is granted', async () => {
    const other = await failureOf(
      documents(writer).send(
        new GetCommand({ TableName: OTHER_TABLE, Key: { PK: 'USER#gw-1', SK: 'PROFILE' } }),
      ),
    );
    expect(other.name).toBe('AccessDeniedException');
    expect(gateway.denials.at(-1)?.resource).toBe(
      `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${OTHER_TABLE}`,
    );

    const byIndex = new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': 'EMAIL#ada@plie.test' },
    });
    const index = await failureOf(documents(writer).send(byIndex));
    expect(index.name).toBe('AccessDeniedException');
    expect(gateway.denials.at(-1)?.resource).toBe(`${TABLE_ARN}/index/GSI1`);

    await documents(ADMIN).send(
      new PutCommand({
        TableName: TABLE,
        Item: { PK: 'USER#gw-2', SK: 'PROFILE', GSI1PK: 'EMAIL#ada@plie.test', GSI1SK: 'USER' },
      }),
    );
    const { Items } = await documents(indexReader).send(byIndex);
    expect(Items?.map((item) => item.PK)).toEqual(['USER#gw-2']);
  });

  it('refuses a whole TransactWriteItems when one of its items is an action the role may not do', async () => {
    const error = await failureOf(
      documents(writer).send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: TABLE, Item: { PK: 'USER#gw-tx', SK: 'PROFILE' } } },
            { Delete: { TableName: TABLE, Key: { PK: 'USER#gw-1', SK: 'PROFILE' } } },
          ],
        }),
      ),
    );
    expect(error.name).toBe('AccessDeniedException');
    expect(error.message).toContain('dynamodb:DeleteItem');
    const { Item } = await documents(ADMIN).send(
      new GetCommand({ TableName: TABLE, Key: { PK: 'USER#gw-tx', SK: 'PROFILE' } }),
    );
    expect(Item).toBeUndefined();
  });

  it('gives policies the partition keys a request touches as dynamodb:LeadingKeys', async () => {
    const client = documents(userKeysOnly);
    await client.send(new PutCommand({ TableName: TABLE, Item: { PK: 'USER#gw-3', SK: 'PROFILE' } }));
    const error = await failureOf(
      client.send(new PutCommand({ TableName: TABLE, Item: { PK: 'STUDIO#gw-3', SK: 'PROFILE' } })),
    );
    expect(error.name).toBe('AccessDeniedException');
  });

  it('records the key prefixes each role touched, allowed or refused (what a domain really reaches)', async () => {
    const client = documents(userKeysOnly);
    await client.send(new PutCommand({ TableName: TABLE, Item: { PK: 'USER#gw-4', SK: 'PROFILE' } }));
    await failureOf(
      client.send(new PutCommand({ TableName: TABLE, Item: { PK: 'TOKEN#gw-4', SK: 'TOKEN' } })),
    );
    const touched = [...(gateway.touchedKeyPrefixes.get('plie-user-keys') ?? [])];
    expect(touched).toEqual(expect.arrayContaining(['USER#', 'TOKEN#']));
    expect(touched).not.toContain('GROUP#');
    // Only DynamoDB requests carry leading keys: a role that only read a secret touched none.
    expect(gateway.touchedKeyPrefixes.has('plie-stranger')).toBe(false);
  });

  it('names an explicit deny as AWS does', async () => {
    const error = await failureOf(
      documents(deniedDeletes).send(
        new DeleteCommand({ TableName: TABLE, Key: { PK: 'USER#gw-1', SK: 'PROFILE' } }),
      ),
    );
    expect(error.name).toBe('AccessDeniedException');
    expect(error.message).toMatch(
      /dynamodb:DeleteItem on resource: .* with an explicit deny in an identity-based policy$/,
    );
  });

  it('refuses an unknown access key as DynamoDB does', async () => {
    const error = await failureOf(
      documents({ accessKeyId: 'AKIAUNKNOWN', secretAccessKey: 'x' }).send(new ListTablesCommand({})),
    );
    expect(error.name).toBe('UnrecognizedClientException');
  });

  it('lets an unrestricted key do anything', async () => {
    const client = documents(ADMIN);
    await client.send(new DeleteCommand({ TableName: TABLE, Key: { PK: 'USER#gw-2', SK: 'PROFILE' } }));
    const { TableNames } = await client.send(new ListTablesCommand({}));
    expect(TableNames).toContain(TABLE);
  });
});

describe('S3 through the gateway', () => {
  it('stores and reads an object the role may write, and serves it publicly without a signature', async () => {
    await s3(writer).send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'incoming/gw/a.txt',
        Body: 'hello',
        ContentType: 'text/plain',
      }),
    );
    const object = await s3(writer).send(new GetObjectCommand({ Bucket: BUCKET, Key: 'incoming/gw/a.txt' }));
    expect(await object.Body?.transformToString()).toBe('hello');
    const publicRead = await fetch(`${gateway.endpoint}/${BUCKET}/incoming/gw/a.txt`, {
      headers: { origin: 'http://site.test' },
    });
    expect(publicRead.status).toBe(200);
    expect(publicRead.headers.get('access-control-allow-origin')).toBe('*');
    expect(await publicRead.text()).toBe('hello');
  });

  it('refuses a key and a listing outside the policy with AccessDenied', async () => {
    const put = await failureOf(
      s3(writer).send(new PutObjectCommand({ Bucket: BUCKET, Key: 'avatars/x.png', Body: 'x' })),
    );
    expect(put.name).toBe('AccessDenied');
    expect(gateway.denials.at(-1)).toMatchObject({
      action: 's3:PutObject',
      resource: `arn:aws:s3:::${BUCKET}/avatars/x.png`,
    });
    const list = await failureOf(s3(writer).send(new ListObjectsV2Command({ Bucket: BUCKET })));
    expect(list.name).toBe('AccessDenied');
    expect(gateway.denials.at(-1)).toMatchObject({
      action: 's3:ListBucket',
      resource: `arn:aws:s3:::${BUCKET}`,
    });
    const listed = await s3(ADMIN).send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'incoming/gw/' }));
    expect(listed.Contents?.map((object) => object.Key)).toContain('incoming/gw/a.txt');
  });

  it('refuses an unknown access key with InvalidAccessKeyId', async () => {
    const error = await failureOf(
      s3({ accessKeyId: 'AKIAUNKNOWN', secretAccessKey: 'x' }).send(
        new GetObjectCommand({ Bucket: BUCKET, Key: 'incoming/gw/a.txt' }),
      ),
    );
    expect(error.name).toBe('InvalidAccessKeyId');
  });

  it('checks a presigned PUT URL against its signer’s role, and refuses it once expired', async () => {
    const signer = (who: LocalRole) =>
      new SignatureV4({ credentials: credentialsOf(who), region: REGION, service: 's3', sha256: NodeSha256 });
    const url = new URL(gateway.endpoint);
    const presign = async (who: LocalRole, key: string, expiresIn = 300, signingDate = new Date()) => {
      const signed = await signer(who).presign(
        {
          method: 'PUT',
          protocol: 'http:',
          hostname: url.hostname,
          port: Number(url.port),
          path: `/${BUCKET}/${key}`,
          query: {},
          headers: { host: url.host },
        },
        { expiresIn, signingDate },
      );
      return `${gateway.endpoint}${signed.path}?${new URLSearchParams(signed.query as Record<string, string>)}`;
    };
    const allowed = await fetch(await presign(writer, 'incoming/gw/presigned.txt'), {
      method: 'PUT',
      body: 'via url',
    });
    expect(allowed.status).toBe(200);
    const denied = await fetch(await presign(indexReader, 'incoming/gw/presigned.txt'), {
      method: 'PUT',
      body: 'via url',
    });
    expect(denied.status).toBe(403);
    expect(await denied.text()).toContain('<Code>AccessDenied</Code>');
    expect(gateway.denials.at(-1)).toMatchObject({ role: 'plie-index-reader', action: 's3:PutObject' });
    const hourAgo = new Date(Date.now() - 3600_000);
    const expired = await fetch(await presign(writer, 'incoming/gw/presigned.txt', 60, hourAgo), {
      method: 'PUT',
      body: 'x',
    });
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });

  it('accepts a browser POST upload the signer’s role and POST policy allow, and refuses the others', async () => {
    const post = async (who: LocalRole, key: string, body: string, maxBytes = 100) => {
      const { url, fields } = await createPresignedPost(s3(who), {
        Bucket: BUCKET,
        Key: key,
        Conditions: [['content-length-range', 1, maxBytes], { 'Content-Type': 'image/png' }],
        Fields: { 'Content-Type': 'image/png' },
        Expires: 300,
      });
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([body], { type: 'image/png' }), 'photo.png');
      return fetch(url, { method: 'POST', body: form, headers: { origin: 'http://site.test' } });
    };
    const stored = await post(writer, 'incoming/gw/posted.png', 'png bytes');
    expect(stored.status).toBe(204);
    expect(stored.headers.get('access-control-allow-origin')).toBe('*');
    const object = await s3(ADMIN).send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'incoming/gw/posted.png' }),
    );
    expect(object.ContentType).toBe('image/png');
    expect(await object.Body?.transformToString()).toBe('png bytes');

    const outsideRole = await post(writer, 'avatars/posted.png', 'png bytes');
    expect(outsideRole.status).toBe(403);
    expect(await outsideRole.text()).toContain('not authorized to perform: s3:PutObject');

    const tooLarge = await post(writer, 'incoming/gw/big.png', 'x'.repeat(200));
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.text()).toContain('<Code>EntityTooLarge</Code>');
  });

  it('answers a CORS preflight like a bucket open to any origin', async () => {
    const preflight = await fetch(`${gateway.endpoint}/${BUCKET}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://site.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
  });
});

describe('SES through the gateway', () => {
  const email = (from: string) =>
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: ['dancer@example.test'] },
      Content: { Simple: { Subject: { Data: 'Hi' }, Body: { Text: { Data: 'Hello' } } } },
    });

  it('sends from the identity the role may use, and refuses another domain', async () => {
    const { MessageId } = await ses(writer).send(email('Plié <hello@plie.test>'));
    expect(MessageId).toBeTruthy();
    const error = await failureOf(ses(writer).send(email('hello@elsewhere.test')));
    expect(error.name).toBe('AccessDeniedException');
    expect(gateway.denials.at(-1)).toMatchObject({
      action: 'ses:SendEmail',
      resource: `arn:aws:ses:${REGION}:${ACCOUNT}:identity/elsewhere.test`,
    });
    await ses(ADMIN).send(email('hello@elsewhere.test'));
  });

  it('refuses, and records, an SES request it has no IAM mapping for rather than letting it through', async () => {
    const error = await failureOf(
      ses(writer).send(new GetEmailIdentityCommand({ EmailIdentity: 'plie.test' })),
    );
    expect(error.name).toBe('AccessDeniedException');
    expect(gateway.denials.at(-1)?.message).toContain(
      'does not model the SES request GET /v2/email/identities/plie.test',
    );
  });
});

describe('the Secrets Manager stand-in', () => {
  it('gives an allowed role the secret and refuses another role', async () => {
    const secret = await secrets(writer).send(new GetSecretValueCommand({ SecretId: 'plie/jwt' }));
    expect(secret).toMatchObject({
      Name: 'plie/jwt',
      SecretString: '{"kid":"k1"}',
      VersionStages: ['AWSCURRENT'],
    });
    expect(secret.ARN).toBe(gateway.secretArnOf('plie/jwt'));
    expect(secret.ARN).toMatch(
      new RegExp(`^arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:plie/jwt-[A-Za-z0-9]{6}$`),
    );
    expect(secret.CreatedDate).toBeInstanceOf(Date);
    const byArn = await secrets(writer).send(new GetSecretValueCommand({ SecretId: secret.ARN }));
    expect(byArn.SecretString).toBe('{"kid":"k1"}');

    const error = await failureOf(
      secrets(stranger).send(new GetSecretValueCommand({ SecretId: 'plie/jwt' })),
    );
    expect(error.name).toBe('AccessDeniedException');
    expect(gateway.denials.at(-1)).toMatchObject({ role: 'plie-stranger', resource: secret.ARN });
  });

  it('says a missing secret is not found', async () => {
    const error = await failureOf(
      secrets(ADMIN).send(new GetSecretValueCommand({ SecretId: 'plie/nothing' })),
    );
    expect(error.name).toBe('ResourceNotFoundException');
    expect(error.message).toBe("Secrets Manager can't find the specified secret.");
  });

  it('rotates: a new value becomes AWSCURRENT and the old one AWSPREVIOUS', async () => {
    const admin = secrets(ADMIN);
    await admin.send(new CreateSecretCommand({ Name: 'plie/rotating', SecretString: 'one' }));
    await admin.send(new PutSecretValueCommand({ SecretId: 'plie/rotating', SecretString: 'two' }));
    expect((await admin.send(new GetSecretValueCommand({ SecretId: 'plie/rotating' }))).SecretString).toBe(
      'two',
    );
    const previous = await admin.send(
      new GetSecretValueCommand({ SecretId: 'plie/rotating', VersionStage: 'AWSPREVIOUS' }),
    );
    expect(previous.SecretString).toBe('one');
    const described = await admin.send(new DescribeSecretCommand({ SecretId: 'plie/rotating' }));
    expect(
      Object.values(described.VersionIdsToStages ?? {})
        .flat()
        .sort(),
    ).toEqual(['AWSCURRENT', 'AWSPREVIOUS']);
    gateway.putSecret('plie/rotating', 'three');
    expect((await admin.send(new GetSecretValueCommand({ SecretId: 'plie/rotating' }))).SecretString).toBe(
      'three',
    );
  });
});

/** SHA-256 (or its HMAC) for SignatureV4 from node:crypto (the SDK's own hash package is not a dependency here). */
class NodeSha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  update(data: Uint8Array | string) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.fresh();
  }
  private fresh() {
    if (this.secret === undefined) return createHash('sha256');
    const key = this.secret instanceof ArrayBuffer ? new Uint8Array(this.secret) : this.secret;
    return createHmac(
      'sha256',
      ArrayBuffer.isView(key) ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength) : key,
    );
  }
}
