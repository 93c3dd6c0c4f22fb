/**
 * Uploaded images (studio logos, avatars…): a private, encrypted bucket that only the Lambdas
 * write to, read publicly through CloudFront with Origin Access Control — never from S3 directly.
 *
 * Browsers post large images straight to the bucket with a presigned POST (ARCHITECTURE §9: a
 * Lambda request holds at most 6 MB), under `incoming/`: the bucket's CORS lets a page POST from
 * any origin (the signed policy, not the origin, decides what may be stored), and objects left in
 * `incoming/` — uploads never taken by an upload endpoint — expire after a day.
 */

import { INCOMING_UPLOAD_PREFIX } from '@plie/shared';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Effect, type IGrantable, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ACCESS_LOG_PREFIXES } from './access-logs';

/** Days a presigned upload that no upload endpoint took stays in `incoming/`. */
export const INCOMING_UPLOAD_DAYS = 1;
/** Where the API stores images (functions/src/services/files.ts and the upload handlers' folders). */
export const IMAGE_PREFIXES = ['avatars/', 'studios/', 'rooms/'] as const;

/**
 * What a domain with upload endpoints may do in the bucket, and no more: put images under their
 * prefixes and presign POSTs under `incoming/` (a presigned POST carries its signer's rights);
 * read and delete what was posted to `incoming/`; delete the images it replaces or whose owner
 * is deleted.
 */
export const grantUploadRights = (bucket: IBucket, grantee: IGrantable): void => {
  const under = (prefixes: readonly string[]) => prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`));
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['s3:PutObject', 's3:DeleteObject'],
      resources: under([...IMAGE_PREFIXES, INCOMING_UPLOAD_PREFIX]),
    }),
  );
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['s3:GetObject'], resources: under([INCOMING_UPLOAD_PREFIX]) }),
  );
};

/** Deleting stored images (under the image prefixes only), for a domain that deletes but never uploads. */
export const grantImageDeletion = (bucket: IBucket, grantee: IGrantable): void => {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['s3:DeleteObject'],
      resources: IMAGE_PREFIXES.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
    }),
  );
};

export class Uploads extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://…` without a trailing slash; an object's public URL is `${publicUrl}/${key}`. */
  readonly publicUrl: string;

  constructor(scope: Construct, id: string, props: { stage: string; accessLogs: IBucket }) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Versions guard against overwrites by mistake; old versions expire.
      versioned: true,
      lifecycleRules: [
        {
          noncurrentVersionExpiration: Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        {
          id: 'IncomingUploadsExpire',
          prefix: INCOMING_UPLOAD_PREFIX,
          expiration: Duration.days(INCOMING_UPLOAD_DAYS),
          noncurrentVersionExpiration: Duration.days(INCOMING_UPLOAD_DAYS),
        },
      ],
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: ['*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3000,
        },
      ],
      // Users' files: never deleted with the stack.
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: ACCESS_LOG_PREFIXES.uploadsBucket,
    });
    this.distribution = new Distribution(this, 'Cdn', {
      comment: `Plié ${props.stage} uploads`,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: ACCESS_LOG_PREFIXES.uploadsCdn,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        // Images are shown on the dashboard and on studios' own sites (embeds).
        responseHeadersPolicy: ResponseHeadersPolicy.CORS_ALLOW_ALL_ORIGINS,
        compress: true,
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
    });
    // Presigned uploads are not checked yet: CloudFront never serves them.
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${INCOMING_UPLOAD_PREFIX}*`)],
      }),
    );
    this.publicUrl = `https://${this.distribution.distributionDomainName}`;
  }
}
