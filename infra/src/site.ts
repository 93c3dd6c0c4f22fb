/**
 * The web site: the dashboard SPA and the embed script bundle, from one private bucket behind
 * one CloudFront distribution (Origin Access Control), which also serves the HTTP API.
 *
 * - `/*`        the dashboard (`dashboard/dist`); a path that is not a file answers `/index.html`
 *               (SPA routing, by the CloudFront Function in `spa-routing.js`);
 * - `/embed/*`  the script-tag bundle (`sdk/dist/embed` → `embed/` in the bucket), loaded by
 *               studios' own sites: CORS open to every origin, and framing allowed; the bare embed
 *               pages `/embed/schedule/{studio}` are the app shell too (same function);
 * - `/api/*`    the HTTP API (`routeApi`), uncached, so the dashboard calls it on its own origin;
 * - `/config.json`  where the deployed API and upload URLs are, for the SPA to read at start.
 *
 * Files are uploaded only when the build folders exist, so synth works before any build.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export const EMBED_PREFIX = 'embed';
/** Every path of the contract starts with `/api/` (the stack's tests check it). */
export const API_PREFIX = 'api';
/** The SPA-routing CloudFront Function, deployed as it is and run by its unit test. */
export const SPA_ROUTING_FUNCTION_FILE = fileURLToPath(new URL('./spa-routing.js', import.meta.url));

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

    // SPA routing per behavior, not with the distribution's error responses: those would rewrite
    // every 403/404 of every behavior, the API's own 404s included.
    const spaRouting = new CloudFrontFunction(this, 'SpaRouting', {
      code: FunctionCode.fromFile({ filePath: SPA_ROUTING_FUNCTION_FILE }),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Plie web: paths that are not files answer /index.html (SPA routing)',
    });
    const functionAssociations = [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }];

    this.distribution = new Distribution(this, 'Cdn', {
      comment: `Plié ${props.stage} web`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations,
        compress: true,
      },
      additionalBehaviors: {
        [`/${EMBED_PREFIX}/*`]: {
          origin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: embedHeaders,
          // The bare embed pages (`/embed/schedule/{studio}`) are the app shell, served here so
          // that studios may frame them.
          functionAssociations,
          compress: true,
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
    });
    this.url = `https://${this.distribution.distributionDomainName}`;
  }

  /**
   * Serves the HTTP API at `/api/*` on the site's own origin, so the dashboard calls it same-origin
   * (`/api/...`, as in the local runtime). Called once the API exists: the API's functions are
   * given the site's URL, so the site is made first.
   */
  routeApi(httpApi: IHttpApi): void {
    // `apiEndpoint` is `https://{api id}.execute-api.{region}.{suffix}`; the origin is its host.
    const apiDomain = Fn.select(2, Fn.split('/', httpApi.apiEndpoint));
    this.distribution.addBehavior(
      `/${API_PREFIX}/*`,
      new HttpOrigin(apiDomain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      }),
      {
        // HTTPS only, not a redirect: a redirected POST would come back as a GET.
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        // Every viewer header (Authorization, Accept-Language, Origin…), cookie and query string, but
        // not Host: API Gateway routes by its own host name.
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        // CloudFront compresses only what the cache policy lets it (CACHING_DISABLED does not).
        compress: false,
      },
    );
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
