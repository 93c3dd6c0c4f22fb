/**
 * The local runtime checks browser POST uploads as S3 does: policies made by the AWS SDK's own
 * `createPresignedPost`, checked for signature, expiry and every condition.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterAll, describe, expect, it } from 'vitest';
import { type PostPolicyInput, verifyPostPolicy } from './s3-post-policy';

const BUCKET = 'plie-uploads';
const KEY = 'incoming/studioBanner/user-1/0123456789abcdef0123456789abcdef';
const credentials = { accessKeyId: 'AKIDPLIEUSERS', secretAccessKey: 'users-secret' };
const client = new S3Client({
  region: 'eu-central-1',
  credentials,
  endpoint: 'http://127.0.0.1:1',
  forcePathStyle: true,
});
afterAll(() => client.destroy());

const secretAccessKeyOf = (id: string) =>
  id === credentials.accessKeyId ? credentials.secretAccessKey : undefined;

/** A presigned POST as files.ts makes one: 1 byte to `maxBytes`, one content type, one key. */
const presign = async (options: { maxBytes?: number; expires?: number; key?: string } = {}) => {
  const { fields } = await createPresignedPost(client, {
    Bucket: BUCKET,
    Key: options.key ?? KEY,
    Conditions: [['content-length-range', 1, options.maxBytes ?? 8_000_000]],
    Fields: { 'Content-Type': 'image/png' },
    Expires: options.expires ?? 300,
  });
  return fields;
};

const verify = (fields: Record<string, string>, overrides: Partial<PostPolicyInput> = {}) =>
  verifyPostPolicy({
    fields,
    fileSize: 6_000_000,
    bucket: BUCKET,
    now: new Date(),
    secretAccessKeyOf,
    ...overrides,
  });

const policyOf = (fields: Record<string, string>) =>
  JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as {
    expiration: string;
    conditions: unknown[];
  };

/** `fields` with the policy replaced by `policy`, signed again with `secret`. */
const resigned = async (
  fields: Record<string, string>,
  policy: unknown,
  secret = credentials.secretAccessKey,
) => {
  const { createHmac } = await import('node:crypto');
  const { signingKeyOf } = await import('./s3-post-policy');
  const [, date, region] = (fields['X-Amz-Credential'] ?? '').split('/');
  const Policy = Buffer.from(JSON.stringify(policy)).toString('base64');
  const signature = createHmac('sha256', signingKeyOf(secret, date!, region!, 's3'))
    .update(Policy)
    .digest('hex');
  return { ...fields, Policy, 'X-Amz-Signature': signature };
};

describe('a POST upload S3 would take', () => {
  it('passes with the fields the SDK presigned, a file within the range', async () => {
    expect(verify(await presign())).toEqual({ ok: true });
  });

  it('passes with the smallest and the largest size the range allows', async () => {
    const fields = await presign({ maxBytes: 800_000 });
    expect(verify(fields, { fileSize: 1 })).toEqual({ ok: true });
    expect(verify(fields, { fileSize: 800_000 })).toEqual({ ok: true });
  });

  it('passes with field names in another case and x-ignore- fields', async () => {
    const fields = Object.fromEntries(
      Object.entries(await presign()).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(verify({ ...fields, 'x-ignore-note': 'anything' })).toEqual({ ok: true });
  });
});

describe('a POST upload S3 refuses', () => {
  it('is a file over the range: 400 EntityTooLarge', async () => {
    const verdict = verify(await presign({ maxBytes: 800_000 }), { fileSize: 800_001 });
    expect(verdict).toMatchObject({ ok: false, status: 400, code: 'EntityTooLarge' });
  });

  it('is an empty file: 400 EntityTooSmall', async () => {
    expect(verify(await presign(), { fileSize: 0 })).toMatchObject({ status: 400, code: 'EntityTooSmall' });
  });

  it('is another content type than the policy’s', async () => {
    const fields = { ...(await presign()), 'Content-Type': 'text/html' };
    expect(verify(fields)).toEqual({
      ok: false,
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]',
    });
  });

  it('is another key than the policy’s', async () => {
    const fields = { ...(await presign()), key: 'studios/someone-else/banner/x.png' };
    expect(verify(fields)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: `Invalid according to Policy: Policy Condition failed: ["eq", "$key", "${KEY}"]`,
    });
  });

  it('is another bucket than the policy’s', async () => {
    expect(verify(await presign(), { bucket: 'other-bucket' })).toMatchObject({
      status: 403,
      message: `Invalid according to Policy: Policy Condition failed: ["eq", "$bucket", "${BUCKET}"]`,
    });
  });

  it('is a key outside a starts-with condition, and takes one inside it', async () => {
    const fields = await presign();
    const policy = policyOf(fields);
    const prefixed = {
      ...policy,
      conditions: [
        ...policy.conditions.filter((c) => !(typeof c === 'object' && c && 'key' in c)),
        ['starts-with', '$key', 'incoming/'],
      ],
    };
    expect(verify(await resigned({ ...fields, key: 'incoming/x' }, prefixed))).toEqual({ ok: true });
    expect(verify(await resigned({ ...fields, key: 'avatars/x' }, prefixed))).toMatchObject({
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy Condition failed: ["starts-with", "$key", "incoming/"]',
    });
  });

  it('is a field no condition names', async () => {
    const fields = { ...(await presign()), 'x-amz-meta-note': 'hi', acl: 'public-read' };
    expect(verify(fields)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Extra input fields: x-amz-meta-note, acl',
    });
  });

  it('is an expired policy', async () => {
    const fields = await presign({ expires: 300 });
    const later = new Date(Date.now() + 301_000);
    expect(verify(fields, { now: later })).toEqual({
      ok: false,
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
  });

  it('is a policy changed after signing (a larger range): SignatureDoesNotMatch', async () => {
    const fields = await presign({ maxBytes: 800_000 });
    const policy = policyOf(fields);
    const widened = {
      ...policy,
      conditions: policy.conditions.map((c) =>
        Array.isArray(c) && c[0] === 'content-length-range' ? [c[0], 1, 1e9] : c,
      ),
    };
    const forged = { ...fields, Policy: Buffer.from(JSON.stringify(widened)).toString('base64') };
    expect(verify(forged)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('is a policy signed with another secret: SignatureDoesNotMatch', async () => {
    const fields = await presign();
    const forged = await resigned(fields, policyOf(fields), 'not-the-secret');
    expect(verify(forged)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('is an access key nobody knows: InvalidAccessKeyId', async () => {
    expect(verify(await presign(), { secretAccessKeyOf: () => undefined })).toMatchObject({
      status: 403,
      code: 'InvalidAccessKeyId',
    });
  });

  it.each(['Policy', 'X-Amz-Signature', 'X-Amz-Credential', 'key'])('is a form without %s', async (name) => {
    const { [name]: _, ...fields } = await presign();
    expect(verify(fields)).toMatchObject({ ok: false, status: 400 });
  });

  it('is a policy that is not JSON: InvalidPolicyDocument', async () => {
    const fields = await presign();
    const { createHmac } = await import('node:crypto');
    const { signingKeyOf } = await import('./s3-post-policy');
    const [, date, region] = (fields['X-Amz-Credential'] ?? '').split('/');
    const Policy = Buffer.from('not json').toString('base64');
    const signature = createHmac('sha256', signingKeyOf(credentials.secretAccessKey, date!, region!, 's3'))
      .update(Policy)
      .digest('hex');
    expect(verify({ ...fields, Policy, 'X-Amz-Signature': signature })).toMatchObject({
      status: 400,
      code: 'InvalidPolicyDocument',
    });
  });
});
