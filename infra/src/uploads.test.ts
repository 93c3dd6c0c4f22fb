/**
 * The upload bucket takes presigned POSTs from browsers (issue #14): CORS for POST, leftovers of
 * `incoming/` expiring after a day, and upload domains' rights limited to the images' prefixes.
 */
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { afterAll, describe, expect, it } from 'vitest';
import { AccessLogs } from './access-logs';
import { createTestApp } from './test-support';
import { grantUploadRights, IMAGE_PREFIXES, Uploads } from './uploads';

const { app, dispose } = createTestApp();
afterAll(dispose);
const stack = new Stack(app, 'UploadsTest');
const uploads = new Uploads(stack, 'Uploads', {
  stage: 'test',
  accessLogs: new AccessLogs(stack, 'AccessLogs').bucket,
});
const role = new Role(stack, 'UsersRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
grantUploadRights(uploads.bucket, role);
const template = Template.fromStack(stack);
const bucketId = stack.getLogicalId(uploads.bucket.node.defaultChild as never);
const objectsUnder = (prefix: string) => ({
  'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${prefix}*`]],
});

describe('the upload bucket', () => {
  it('deletes presigned uploads no endpoint took after a day (and their old versions)', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: 'incoming/',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });

  it('lets a browser POST to it from any origin (the signed policy decides what is stored), nothing else', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: ['*'], AllowedHeaders: ['*'] }),
        ],
      },
    });
  });

  it('stays private: every public access blocked', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('never serves presigned uploads through CloudFront before they are checked', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Resource: objectsUnder('incoming/'),
          }),
        ]),
      },
    });
  });
});

describe('an upload domain’s rights', () => {
  const statements = () =>
    Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) =>
        policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );

  it('puts and deletes only under the images’ prefixes and incoming/', () => {
    const writes = statements().find((statement) => [statement.Action].flat().includes('s3:PutObject'));
    expect([writes?.Action].flat().sort()).toEqual(['s3:DeleteObject', 's3:PutObject']);
    expect(writes?.Resource).toEqual([...IMAGE_PREFIXES, 'incoming/'].map(objectsUnder));
  });

  it('reads only incoming/ (the presigned uploads it takes)', () => {
    const reads = statements().find((statement) => [statement.Action].flat().includes('s3:GetObject'));
    expect(reads).toMatchObject({ Action: 's3:GetObject', Resource: objectsUnder('incoming/') });
  });

  it('has no legal-hold, retention, tagging or ACL rights', () => {
    const actions = statements().flatMap((statement) => [statement.Action].flat());
    expect(actions.filter((action) => /LegalHold|Retention|Tagging|Acl/.test(action))).toEqual([]);
  });
});
