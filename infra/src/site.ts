/**
 * The web site: the dashboard SPA and the embed script bundle, from one private bucket behind
 * one CloudFront distribution (Origin Access Control).
 *
 * - `/*`        the dashboard (`dashboard/dist`); unknown paths answer `/index.html` (SPA routing),
 *               which also serves the bare embed pages at `/embed/schedule/{studio}`;
 * - `/embed/*`  the script-tag bundle (`sdk/dist/embed` → `embed/` in the bucket), loaded by
 *               studios' own sites: CORS open to every origin, and framing allowed;
 * - `/config.json`  where the deployed API and upload URLs are, for the SPA to read at start.
 *
 * Files are uploaded only when the build folders exist, so synth works before any build.
 */
import { existsSync } from 'node:fs';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  CachePolicy,
  Distribution,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export const EMBED_PREFIX = 'embed';

export interface SiteProps {
  stage: string;
  /** The built dashboard; uploaded only if the folder exists. */
  dashboardDist: string;
  /** The built embed bundle; uploaded under `embed/` only if the folder exists. */
  embedDist: string;
}

export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://…` without a trailing slash. */
  readonly url: string;
  private readonly props: SiteProps;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.props = props;
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Kept if the stack goes (only build output lives here, but emptying it on deletion would
      // need CDK's auto-delete Lambda, an x86 function outside our runtime rules).
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const origin = S3BucketOrigin.withOriginAccessControl(this.bucket);

    const embedHeaders = new ResponseHeadersPolicy(this, 'EmbedHeaders', {
      comment: 'Embed bundle: any site may load it (module scripts need CORS); pages may be framed',
      corsBehavior: {
        accessControlAllowCredentials: false,
        accessControlAllowHeaders: ['*'],
        accessControlAllowMethods: ['GET', 'HEAD', 'OPTIONS'],
        accessControlAllowOrigins: ['*'],
        originOverride: true,
      },
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
      },
    });

    this.distribution = new Distribution(this, 'Cdn', {
      comment: `Plié ${props.stage} web`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        compress: true,
      },
      additionalBehaviors: {
        [`/${EMBED_PREFIX}/*`]: {
          origin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: embedHeaders,
          compress: true,
        },
      },
      // SPA routing: a path that is not a file answers the app shell. (S3 answers 403 for a missing
      // key when the caller may not list the bucket, 404 otherwise.)
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(0),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
    });
    this.url = `https://${this.distribution.distributionDomainName}`;
  }

  /**
   * Uploads the builds that exist, plus `/config.json` with the deployed URLs. Returns what was
   * deployed, so the app can say what it skipped.
   */
  deployContent(runtimeConfig: Record<string, string>): { dashboard: boolean; embed: boolean } {
    const { dashboardDist, embedDist } = this.props;
    const dashboard = existsSync(dashboardDist);
    const embed = existsSync(embedDist);
    if (dashboard) {
      new BucketDeployment(this, 'DeployDashboard', {
        sources: [Source.asset(dashboardDist), Source.jsonData('config.json', runtimeConfig)],
        destinationBucket: this.bucket,
        // The embed bundle has its own deployment; don't prune it.
        exclude: [`${EMBED_PREFIX}/*`],
        // Browsers revalidate (cheap with ETags), so a deploy shows up at once.
        cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    }
    if (embed) {
      new BucketDeployment(this, 'DeployEmbed', {
        sources: [Source.asset(embedDist)],
        destinationBucket: this.bucket,
        destinationKeyPrefix: `${EMBED_PREFIX}/`,
        // Its file names are stable (`/embed/plie.js` is in studios' pages): cache briefly.
        cacheControl: [CacheControl.fromString('public, max-age=300, stale-while-revalidate=86400')],
        distribution: this.distribution,
        distributionPaths: [`/${EMBED_PREFIX}/*`],
        memoryLimit: 512,
      });
    }
    return { dashboard, embed };
  }
}
