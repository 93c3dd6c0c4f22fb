/**
 * The web site: the dashboard SPA and the embed script bundle, from one private bucket behind
 * one CloudFront distribution (Origin Access Control), which also serves the HTTP API.
 *
 * - `/*`        the dashboard (`dashboard/dist`); a page of the app answers `/index.html`, an address
 *               that is neither a page nor a file the shell with status 404 (`/404.html`, a copy of
 *               `index.html`), by the CloudFront Function in `spa-routing.js`;
 * - `/embed/*`  the script-tag bundle (`sdk/dist/embed` → `embed/` in the bucket), loaded by
 *               studios' own sites: CORS open to every origin, and framing allowed; the bare embed
 *               pages `/embed/schedule/{studio}` are the app shell too (same function);
 * - the data pages (`/studios/?*`, `/users/?*`, `/schedule`…: each server-rendered page's path patterns,
 *               data-page-paths.ts) rendered by the `pages` function (ADR 0019, pages.ts) through an
 *               origin group that fails over to the bucket's app shell copy, cached a minute per
 *               viewer path, query, language (in the rewritten URI) and device, when the build has a
 *               server bundle; without one, the bucket's copies as every other page;
 * - `/api/*`    the HTTP API (`routeApi`), uncached, so the dashboard calls it on its own origin;
 * - `/config.json`  where the deployed API and upload URLs are, for the SPA to read at start.
 *
 * Headers: the pages' security headers (a strict CSP…) come from `@plie/functions/web-headers`, the
 * one definition the local preview serves too; the dashboard may be framed by nobody, the embed
 * pages by any site. Caching: content-hashed files are immutable for a year and never pruned (a page
 * or loader still cached from before a deploy may import them); `index.html`, `config.json` and the
 * embed loader `plie.js` are short-lived (see CACHE_CONTROL).
 *
 * Files are uploaded only when the build folders exist, so synth works before any build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DATA_PAGE_FAILOVER_STATUSES,
  DEVICE_HEADERS,
  PAGE_PATH_HEADER,
  VIEWER_ADDRESS_HEADER,
} from '@plie/functions/pages-origin';
import {
  type Framing,
  type PageSources,
  PERMISSIONS_POLICY,
  pageSecurityHeaders,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '@plie/functions/web-headers';
import {
  APP_SHELL_PAGE_FILES,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_OF_PRIMARY_SUBTAG,
  LANGUAGES,
  PRERENDER_DIR,
  PRERENDERED_PAGE_FILES,
  WEB_ROUTE_PATTERNS,
} from '@plie/shared';
import { CustomResource, Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CachedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  type IOrigin,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  type ResponseHeadersPolicyProps,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import {
  FunctionUrlOrigin,
  HttpOrigin,
  OriginGroup,
  S3BucketOrigin,
} from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ACCESS_LOG_PREFIXES } from './access-logs';
import { dataPagePathPatterns, pathsKeptOnTheBucket } from './data-page-paths';

export const EMBED_PREFIX = 'embed';
/** Every path of the contract starts with `/api/` (the stack's tests check it). */
export const API_PREFIX = 'api';
/** The SPA-routing CloudFront Function's source; its `ROUTES` are filled in by `spaRoutingFunctionCode`. */
export const SPA_ROUTING_FUNCTION_FILE = fileURLToPath(new URL('./spa-routing.js', import.meta.url));
/** Where `ROUTES` goes in spa-routing.js. */
const ROUTES_PLACEHOLDER = 'var ROUTES = [];';
/** Where `PRERENDER` goes in spa-routing.js. */
const PRERENDER_PLACEHOLDER = 'var PRERENDER = {};';
/** The key of the app shell that answers unknown addresses with status 404 (spa-routing.js). */
export const NOT_FOUND_SHELL_KEY = '404.html';

/**
 * The CloudFront Function's code as deployed (and as its unit test runs it): spa-routing.js with the
 * pages of the route table (`WEB_ROUTE_PATTERNS`, the patterns the dashboard's router matches) as
 * regular expression literals, so a page added to the app is a page at the edge at the next synth;
 * and the pre-rendered pages with what choosing a copy's language needs (@plie/shared's
 * prerendered-pages.ts), so the edge and the local runtime choose alike.
 */
export const spaRoutingFunctionCode = (): string => {
  const source = readFileSync(SPA_ROUTING_FUNCTION_FILE, 'utf8');
  for (const placeholder of [ROUTES_PLACEHOLDER, PRERENDER_PLACEHOLDER]) {
    if (!source.includes(placeholder)) throw new Error(`spa-routing.js lost its ${placeholder}`);
  }
  const literal = (pattern: string) => new RegExp(pattern, 'i').toString();
  const routes = WEB_ROUTE_PATTERNS.map(literal);
  const pages = PRERENDERED_PAGE_FILES.map(
    ({ pattern, fileName }) => `[${literal(pattern)}, ${JSON.stringify(fileName)}]`,
  );
  const appShellPages = APP_SHELL_PAGE_FILES.map(
    ({ pattern, fileName }) => `[${literal(pattern)}, ${JSON.stringify(fileName)}]`,
  );
  const prerender = [
    `  pages: [\n    ${pages.join(',\n    ')},\n  ],`,
    `  appShellPages: [\n    ${appShellPages.join(',\n    ')},\n  ],`,
    `  dir: ${JSON.stringify(`/${PRERENDER_DIR}/`)},`,
    `  languages: ${JSON.stringify(LANGUAGES)},`,
    `  subtags: ${JSON.stringify(LANGUAGE_OF_PRIMARY_SUBTAG)},`,
    `  fallback: ${JSON.stringify(DEFAULT_LANGUAGE)},`,
    `  cookie: ${JSON.stringify(LANGUAGE_COOKIE)},`,
    `  pagePathHeader: ${JSON.stringify(PAGE_PATH_HEADER)},`,
  ];
  // Functions, so no `$` in a pattern is read as a replacement pattern. The doc comments stay in the
  // source file: CloudFront takes at most 10 KB of a function's code (`CLOUDFRONT_FUNCTION_MAX_BYTES`).
  return source
    .replace(/^[ \t]*\/\*\*[\s\S]*?\*\/[ \t]*\n/gm, '')
    .replace(ROUTES_PLACEHOLDER, () => `var ROUTES = [\n  ${routes.join(',\n  ')},\n];`)
    .replace(PRERENDER_PLACEHOLDER, () => `var PRERENDER = {\n${prerender.join('\n')}\n};`);
};
/** The most code a CloudFront Function takes (bytes): a bigger one fails the deployment. */
export const CLOUDFRONT_FUNCTION_MAX_BYTES = 10 * 1024;

/** Vite's content-hashed output (`assets/name-hash.js`) in the dashboard's build. */
export const DASHBOARD_HASHED_DIR = 'assets';
/**
 * The embed bundle's entry files: the loader, whose stable name is in studios' pages, and its map.
 * Every other file of the bundle is an esbuild chunk with a content hash in its name (`[name]-[hash]`).
 */
export const EMBED_ENTRY_FILES = ['plie.js', 'plie.js.map'];

/** The Cache-Control of each kind of file the site serves. */
export const CACHE_CONTROL = {
  /** Content-hashed names never change content: cached for a year, never revalidated. */
  hashed: 'public, max-age=31536000, immutable',
  /** `index.html`, `config.json`, the favicon: revalidated on every use (cheap with ETags), so a deploy shows at once. */
  revalidate: 'no-cache',
  /**
   * The embed loader: five minutes, and no `stale-while-revalidate` (a stale loader could outlive the
   * chunks it imports). Old chunks are kept anyway, so even a loader cached longer finds its chunks.
   */
  embedLoader: 'public, max-age=300',
} as const;

export interface SiteProps {
  stage: string;
  /** The built dashboard; uploaded only if the folder exists. */
  dashboardDist: string;
  /** The built embed bundle; uploaded under `embed/` only if the folder exists. */
  embedDist: string;
  /** Where the pages show uploaded images from (the uploads CDN's `https://…` origin): the CSP's `img-src`. */
  uploadsOrigin: string;
  /** What the pages call besides their own origin (where presigned uploads are posted, analytics): `connect-src`. */
  connectOrigins?: string[];
  /** The bucket access logs go to (access-logs.ts). */
  accessLogs: IBucket;
  /**
   * The `pages` function's URL (pages.ts), when the build has a server bundle: the data pages are
   * then rendered by it, failing over to their copies in the bucket (ADR 0019).
   */
  dataPages?: IFunctionUrl;
}

/**
 * How CloudFront keeps the data pages' renders (ADR 0019): a minute by default (the function says so
 * with `s-maxage=60`), five at most, and none when the origin says not to. Keyed by the viewer's path
 * (the URI is the copy's, whose name holds the language), the query, and the device (the narrow-window
 * hint); no cookie, so no viewer's session ever reaches the render or splits the cache.
 */
export const DATA_PAGE_TTL = {
  min: Duration.seconds(0),
  default: Duration.seconds(60),
  max: Duration.seconds(300),
};

/**
 * A response headers policy that sends the pages' security headers (`pageSecurityHeaders`) as CloudFront
 * expresses them: its typed security headers, and Permissions-Policy as a custom header.
 */
const pageHeadersPolicy = (
  sources: PageSources,
  framing: Framing,
): Pick<ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> => ({
  securityHeadersBehavior: {
    contentSecurityPolicy: {
      contentSecurityPolicy: pageSecurityHeaders(sources, framing)['Content-Security-Policy'] as string,
      override: true,
    },
    contentTypeOptions: { override: true },
    ...(framing === 'deny' ? { frameOptions: { frameOption: HeadersFrameOption.DENY, override: true } } : {}),
    referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(STRICT_TRANSPORT_SECURITY.maxAgeSeconds),
      includeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubdomains,
      override: true,
    },
  },
  customHeadersBehavior: {
    customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
  },
});

/**
 * Makes `later` copy its files only once `earlier` has. Only their custom resources depend on each
 * other: the deployments share one handler function, whose layer lives in whichever came first, so a
 * dependency between the whole constructs would be a cycle.
 */
const deployAfter = (later: BucketDeployment, earlier: BucketDeployment) => {
  const copyOf = (deployment: BucketDeployment) => {
    const copy = deployment.node.children.find((child) => child instanceof CustomResource);
    if (!copy) throw new Error(`${deployment.node.path} has no custom resource to order.`);
    return copy;
  };
  copyOf(later).node.addDependency(copyOf(earlier));
};

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
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: ACCESS_LOG_PREFIXES.siteBucket,
    });
    const origin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const sources: PageSources = {
      uploadsOrigin: props.uploadsOrigin,
      connectOrigins: props.connectOrigins ?? [],
    };

    const dashboardHeaders = new ResponseHeadersPolicy(this, 'DashboardHeaders', {
      comment: 'Dashboard: strict CSP (no inline script), framed by nobody, HSTS, nosniff',
      ...pageHeadersPolicy(sources, 'deny'),
    });
    const embedHeaders = new ResponseHeadersPolicy(this, 'EmbedHeaders', {
      comment: 'Embed bundle: any site may load it (module scripts need CORS); pages may be framed',
      // The bare embed pages are the app shell: the dashboard's CSP, with any site as a frame ancestor.
      ...pageHeadersPolicy(sources, 'any-site'),
      corsBehavior: {
        accessControlAllowCredentials: false,
        accessControlAllowHeaders: ['*'],
        accessControlAllowMethods: ['GET', 'HEAD', 'OPTIONS'],
        accessControlAllowOrigins: ['*'],
        originOverride: true,
      },
    });

    // SPA routing per behavior, not with the distribution's error responses: those would rewrite
    // every 403/404 of every behavior, the API's own 404s included. One function for both events:
    // the request is routed to the shell, and the response of an unknown address gets status 404.
    const spaRouting = new CloudFrontFunction(this, 'SpaRouting', {
      code: FunctionCode.fromInline(spaRoutingFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Plie web: pages answer /index.html, unknown addresses the shell with status 404',
    });
    const functionAssociations = [
      { function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST },
      { function: spaRouting, eventType: FunctionEventType.VIEWER_RESPONSE },
    ];

    const siteBehavior = (pattern: string): BehaviorOptions => ({
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: pattern.startsWith(`/${EMBED_PREFIX}/`) ? embedHeaders : dashboardHeaders,
      functionAssociations,
      compress: true,
    });
    // Listed first: CloudFront takes the first pattern that matches, and `/embed/*` comes after.
    const dataPageBehaviors = props.dataPages
      ? this.dataPageBehaviors(props.dataPages, origin, siteBehavior)
      : {};

    this.distribution = new Distribution(this, 'Cdn', {
      comment: `Plié ${props.stage} web`,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: ACCESS_LOG_PREFIXES.siteCdn,
      defaultRootObject: 'index.html',
      defaultBehavior: siteBehavior('/*'),
      additionalBehaviors: {
        ...dataPageBehaviors,
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
   * The data pages' behaviors (ADR 0019): each path pattern of a server-rendered page
   * (data-page-paths.ts) goes to an origin group — the `pages` function's URL, signed by an origin
   * access control, and the bucket when the function fails (`DATA_PAGE_FAILOVER_STATUSES`). The viewer-request function has rewritten the URI to the page's app shell copy in the
   * visitor's language, so the bucket answers that copy, and has put the viewer's path in
   * `x-plie-page-path` for the function. The fixed pages such a pattern would catch stay on the bucket.
   */
  private dataPageBehaviors(
    functionUrl: IFunctionUrl,
    bucketOrigin: IOrigin,
    siteBehavior: (pattern: string) => BehaviorOptions,
  ): Record<string, BehaviorOptions> {
    const pagesOrigin = new OriginGroup({
      primaryOrigin: FunctionUrlOrigin.withOriginAccessControl(functionUrl),
      fallbackOrigin: bucketOrigin,
      fallbackStatusCodes: [...DATA_PAGE_FAILOVER_STATUSES],
    });
    const cachePolicy = new CachePolicy(this, 'DataPagesCache', {
      comment: 'Plie data pages: per viewer path, query, device; the language is in the URI',
      minTtl: DATA_PAGE_TTL.min,
      defaultTtl: DATA_PAGE_TTL.default,
      maxTtl: DATA_PAGE_TTL.max,
      headerBehavior: CacheHeaderBehavior.allowList(PAGE_PATH_HEADER, ...DEVICE_HEADERS),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Besides the cache key's: the viewer's address, for the function's flood limits (never a cookie).
    const originRequestPolicy = new OriginRequestPolicy(this, 'DataPagesOrigin', {
      comment: 'Plie data pages: the viewer address for flood limits, no cookie',
      headerBehavior: OriginRequestHeaderBehavior.allowList(VIEWER_ADDRESS_HEADER),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    const kept = Object.fromEntries(pathsKeptOnTheBucket().map((path) => [path, siteBehavior(path)]));
    const rendered = Object.fromEntries(
      dataPagePathPatterns().map((pattern) => [
        pattern,
        {
          ...siteBehavior(pattern),
          origin: pagesOrigin,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachedMethods: CachedMethods.CACHE_GET_HEAD,
          cachePolicy,
          originRequestPolicy,
        },
      ]),
    );
    return { ...kept, ...rendered };
  }

  /**
   * Serves the HTTP API at `/api/*` on the site's own origin, so the dashboard calls it same-origin
   * (`/api/...`, as in the local runtime). Called once the API exists: the API's functions are
   * given the site's URL, so the site is made first. `originHeaders` are added to every request
   * CloudFront sends the API (e.g. a secret that proves the request came through CloudFront).
   */
  routeApi(httpApi: IHttpApi, originHeaders?: Record<string, string>): void {
    // `apiEndpoint` is `https://{api id}.execute-api.{region}.{suffix}`; the origin is its host.
    const apiDomain = Fn.select(2, Fn.split('/', httpApi.apiEndpoint));
    this.distribution.addBehavior(
      `/${API_PREFIX}/*`,
      new HttpOrigin(apiDomain, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        ...(originHeaders ? { customHeaders: originHeaders } : {}),
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
   *
   * Each build goes in two deployments: its content-hashed files first (immutable, `prune: false`:
   * old ones stay), then its entry files (short-lived, pruned, invalidated). Old hashed files are
   * never deleted: a deploy adds at most ~1.3 MB (dashboard) and ~1 MB (embed, maps included) of
   * changed files, cents a year at S3 prices. No lifecycle rule: S3 expiry counts from an object's
   * last upload, so a stage left undeployed that long would lose the files it is serving.
   */
  deployContent(runtimeConfig: Record<string, unknown>): { dashboard: boolean; embed: boolean } {
    const { dashboardDist, embedDist } = this.props;
    const dashboard = existsSync(dashboardDist);
    const embed = existsSync(embedDist);
    const cacheControl = (value: string) => [CacheControl.fromString(value)];
    if (dashboard) {
      const build = Source.asset(dashboardDist);
      // The shell again under the key unknown addresses are answered with (status 404: spa-routing.js).
      const notFoundShell = Source.data(
        NOT_FOUND_SHELL_KEY,
        readFileSync(path.join(dashboardDist, 'index.html'), 'utf8'),
      );
      // The pages that name the hashed assets…
      const pages = new BucketDeployment(this, 'DeployDashboard', {
        sources: [build, Source.jsonData('config.json', runtimeConfig), notFoundShell],
        destinationBucket: this.bucket,
        // Neither the kept assets nor the embed bundle (its own deployments) are uploaded or pruned here.
        exclude: [`${DASHBOARD_HASHED_DIR}/*`, `${EMBED_PREFIX}/*`],
        cacheControl: cacheControl(CACHE_CONTROL.revalidate),
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      // …go up after the assets, which are kept across deploys: a page loaded before this deploy
      // still imports its lazy chunks afterwards.
      const assets = new BucketDeployment(this, 'DeployDashboardAssets', {
        sources: [build],
        destinationBucket: this.bucket,
        exclude: ['*'],
        include: [`${DASHBOARD_HASHED_DIR}/*`],
        prune: false,
        cacheControl: cacheControl(CACHE_CONTROL.hashed),
        memoryLimit: 512,
      });
      deployAfter(pages, assets);
    }
    if (embed) {
      const build = Source.asset(embedDist);
      const chunks = new BucketDeployment(this, 'DeployEmbedChunks', {
        sources: [build],
        destinationBucket: this.bucket,
        destinationKeyPrefix: `${EMBED_PREFIX}/`,
        exclude: EMBED_ENTRY_FILES,
        // Kept: a loader cached in a studio's visitor's browser (up to CACHE_CONTROL.embedLoader) imports them.
        prune: false,
        cacheControl: cacheControl(CACHE_CONTROL.hashed),
        memoryLimit: 512,
      });
      const loader = new BucketDeployment(this, 'DeployEmbed', {
        sources: [build],
        destinationBucket: this.bucket,
        destinationKeyPrefix: `${EMBED_PREFIX}/`,
        exclude: ['*'],
        include: EMBED_ENTRY_FILES,
        cacheControl: cacheControl(CACHE_CONTROL.embedLoader),
        distribution: this.distribution,
        distributionPaths: EMBED_ENTRY_FILES.map((file) => `/${EMBED_PREFIX}/${file}`),
        memoryLimit: 512,
      });
      // The new loader only once the chunks it imports are there.
      deployAfter(loader, chunks);
    }
    return { dashboard, embed };
  }
}
