/**
 * Uploaded images (studio logos, avatars…): a private, encrypted bucket that only the Lambdas
 * write to, read publicly through CloudFront with Origin Access Control — never from S3 directly.
 */
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
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export class Uploads extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://…` without a trailing slash; an object's public URL is `${publicUrl}/${key}`. */
  readonly publicUrl: string;

  constructor(scope: Construct, id: string, props: { stage: string }) {
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
      ],
      // Users' files: never deleted with the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.distribution = new Distribution(this, 'Cdn', {
      comment: `Plié ${props.stage} uploads`,
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
    this.publicUrl = `https://${this.distribution.distributionDomainName}`;
  }
}
