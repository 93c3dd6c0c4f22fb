/**
 * Where the stage's access logs go: the S3 server access logs of the upload and site buckets and
 * CloudFront's standard logs of both distributions (who fetched what, from where — for abuse
 * investigations; the API stage logs its own requests to CloudWatch, api.ts). Kept 90 days.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export const ACCESS_LOG_DAYS = 90;

/** Key prefixes in the log bucket, one per source. */
export const ACCESS_LOG_PREFIXES = {
  uploadsBucket: 'uploads-bucket/',
  siteBucket: 'site-bucket/',
  uploadsCdn: 'uploads-cdn/',
  siteCdn: 'site-cdn/',
} as const;

export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront delivers standard logs with an ACL (its log delivery account writes them).
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(ACCESS_LOG_DAYS) }],
      // Logs of what happened: kept if the stack goes.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
