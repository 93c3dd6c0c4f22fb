/**
 * The site uploads whichever builds exist, plus the deployed URLs for the SPA, routes the SPA with a
 * CloudFront Function and serves the API at /api/* (no Lambdas to bundle: quick).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  EMBED_PATH_PREFIX,
  PRERENDER_GUARD_SCRIPT_SOURCE,
  pageSecurityHeaders,
} from '@plie/functions/web-headers';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { AllowedMethods, CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessLogs } from './access-logs';
import { CACHE_CONTROL, EMBED_PREFIX, Site, spaRoutingFunctionCode } from './site';
import { createTestApp } from './test-support';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON, read by the assertions below
type Json = any;

const sources = {
  uploadsOrigin: 'https://uploads.example.net',
  connectOrigins: ['https://uploads-bucket.s3.eu-central-1.amazonaws.com'],
};

/** The HTTP headers a synthesized response headers policy makes CloudFront send (its security and custom headers). */
const httpHeadersOf = (policy: Json): Record<string, string> => {
  const config = policy.Properties.ResponseHeadersPolicyConfig;
  const security = config.SecurityHeadersConfig ?? {};
  const headers: Record<string, string> = {};
  if (security.ContentSecurityPolicy) {
    headers['Content-Security-Policy'] = security.ContentSecurityPolicy.ContentSecurityPolicy;
  }
  if (security.StrictTransportSecurity) {
    const hsts = security.StrictTransportSecurity;
    headers['Strict-Transport-Security'] =
      `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`;
  }
  if (security.ContentTypeOptions) headers['X-Content-Type-Options'] = 'nosniff';
  if (security.ReferrerPolicy) headers['Referrer-Policy'] = security.ReferrerPolicy.ReferrerPolicy;
  if (security.FrameOptions) headers['X-Frame-Options'] = security.FrameOptions.FrameOption;
  for (const custom of config.CustomHeadersConfig?.Items ?? []) headers[custom.Header] = custom.Value;
  return headers;
};

describe('the site', () => {
  const disposers: (() => void)[] = [];
  afterAll(() => {
    for (const dispose of disposers) dispose();
  });

  /** A stack with only the site, in an App of its own (an App synthesizes once). */
  const siteWith = (id: string, builds: { dashboard: boolean; embed: boolean }) => {
    const { app, outdir, dispose } = createTestApp();
    disposers.push(dispose);
    const dashboardDist = path.join(outdir, `${id}-dashboard`);
    const embedDist = path.join(outdir, `${id}-embed`);
    if (builds.dashboard) {
      mkdirSync(dashboardDist);
      writeFileSync(path.join(dashboardDist, 'index.html'), '<!doctype html><title>Plié</title>');
    }
    if (builds.embed) {
      mkdirSync(embedDist);
      writeFileSync(path.join(embedDist, 'plie.js'), 'export {};');
      writeFileSync(path.join(embedDist, 'chunk-AW7C3VYK.js'), 'export {};');
    }
    const stack = new Stack(app, id);
    const accessLogs = new AccessLogs(stack, 'AccessLogs').bucket;
    const site = new Site(stack, 'Site', { stage: 'test', dashboardDist, embedDist, accessLogs, ...sources });
    const httpApi = new HttpApi(stack, 'Api');
    site.routeApi(httpApi, { 'X-Origin-Verify': 'from-cloudfront' });
    const deployed = site.deployContent({ apiUrl: site.url });
    return {
      deployed,
      outdir,
      template: Template.fromStack(stack),
      apiId: stack.getLogicalId(httpApi.node.defaultChild as never),
    };
  };

  describe('deploying the builds', () => {
    let template: Template;
    let deployed: { dashboard: boolean; embed: boolean };
    beforeAll(() => {
      ({ template, deployed } = siteWith('Built', { dashboard: true, embed: true }));
    });
    /** The one bucket deployment matching these properties, with its logical id. */
    const deployment = (properties: Json): { id: string; resource: Json } => {
      const found = Object.entries(
        template.findResources('Custom::CDKBucketDeployment', { Properties: properties }),
      );
      expect(found, JSON.stringify(properties)).toHaveLength(1);
      const [id, resource] = found[0]!;
      return { id, resource };
    };
    const cacheControlOf = (resource: Json) => resource.Properties.SystemMetadata?.['cache-control'];

    it('deploys each build in two parts: its hashed files, then its entry files', () => {
      expect(deployed).toEqual({ dashboard: true, embed: true });
      template.resourceCountIs('Custom::CDKBucketDeployment', 4);
    });

    it('keeps the dashboard’s hashed assets across deploys, immutable for a year, uninvalidated', () => {
      const { resource } = deployment({ Include: ['assets/*'] });
      expect(resource.Properties).toMatchObject({ Exclude: ['*'], Prune: false });
      expect(resource.Properties).not.toHaveProperty('DestinationBucketKeyPrefix');
      expect(resource.Properties).not.toHaveProperty('DistributionPaths');
      expect(cacheControlOf(resource)).toBe('public, max-age=31536000, immutable');
    });

    it('deploys index.html and config.json after the assets, revalidated, pruned and invalidated', () => {
      const assets = deployment({ Include: ['assets/*'] });
      const { resource } = deployment({ DistributionPaths: ['/*'] });
      expect(resource.Properties.Exclude).toEqual(['assets/*', 'embed/*']);
      // The build, config.json and the 404 shell
      expect(resource.Properties.SourceObjectKeys).toHaveLength(3);
      expect(resource.Properties.Prune).not.toBe(false);
      expect(resource.Properties).not.toHaveProperty('Include');
      expect(cacheControlOf(resource)).toBe('no-cache');
      expect(resource.DependsOn).toContain(assets.id);
    });

    it('keeps old embed chunks (prune off), immutable for a year, so cached loaders still find theirs', () => {
      const { resource } = deployment({ DestinationBucketKeyPrefix: 'embed/', Prune: false });
      expect(resource.Properties.Exclude).toEqual(['plie.js', 'plie.js.map']);
      expect(resource.Properties).not.toHaveProperty('Include');
      expect(resource.Properties).not.toHaveProperty('DistributionPaths');
      expect(cacheControlOf(resource)).toBe(CACHE_CONTROL.hashed);
    });

    it('deploys the loader plie.js after its chunks, cached five minutes without stale-while-revalidate', () => {
      const chunks = deployment({ DestinationBucketKeyPrefix: 'embed/', Prune: false });
      const { resource } = deployment({
        DestinationBucketKeyPrefix: 'embed/',
        Include: ['plie.js', 'plie.js.map'],
      });
      expect(resource.Properties).toMatchObject({
        Exclude: ['*'],
        DistributionPaths: ['/embed/plie.js', '/embed/plie.js.map'],
      });
      expect(resource.Properties.Prune).not.toBe(false);
      expect(cacheControlOf(resource)).toBe('public, max-age=300');
      expect(cacheControlOf(resource)).not.toMatch(/stale-while-revalidate/);
      expect(resource.DependsOn).toContain(chunks.id);
    });
  });

  it('deploys the shell again as 404.html, what unknown addresses are answered with (status 404)', () => {
    const { template, outdir } = siteWith('NotFoundShell', { dashboard: true, embed: false });
    const pages = Object.values(
      template.findResources('Custom::CDKBucketDeployment', { Properties: { DistributionPaths: ['/*'] } }),
    )[0] as Json;
    const keys = pages.Properties.SourceObjectKeys as string[];
    const staged = path.join(outdir, `asset.${keys[2]!.slice(0, -'.zip'.length)}`, '404.html');
    expect(readFileSync(staged, 'utf8')).toBe('<!doctype html><title>Plié</title>');
  });

  it('deploys nothing when there is no build', () => {
    const { deployed, template } = siteWith('Unbuilt', { dashboard: false, embed: false });
    expect(deployed).toEqual({ dashboard: false, embed: false });
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  describe('the distribution', () => {
    let template: Template;
    let apiId: string;
    beforeAll(() => {
      ({ template, apiId } = siteWith('Routing', { dashboard: false, embed: false }));
    });
    const config = (): Json => {
      const distributions = Object.values(template.findResources('AWS::CloudFront::Distribution'));
      expect(distributions).toHaveLength(1);
      return (distributions[0] as Json).Properties.DistributionConfig;
    };
    const behavior = (pathPattern: string): Json => {
      const found = config().CacheBehaviors.find((b: Json) => b.PathPattern === pathPattern);
      expect(found, pathPattern).toBeDefined();
      return found;
    };
    const functionId = () => {
      const functions = Object.keys(template.findResources('AWS::CloudFront::Function'));
      expect(functions).toHaveLength(1);
      return functions[0]!;
    };

    const headersPolicyOf = (policyId: Json): Json => {
      const id = policyId?.Ref;
      expect(id, 'a response headers policy of this stack').toBeDefined();
      return template.toJSON().Resources[id];
    };

    it('sends the dashboard the pages’ security headers: a strict CSP, framed by nobody', () => {
      const policy = headersPolicyOf(config().DefaultCacheBehavior.ResponseHeadersPolicyId);
      expect(httpHeadersOf(policy)).toEqual(pageSecurityHeaders(sources, 'deny'));
      const csp = httpHeadersOf(policy)['Content-Security-Policy'] as string;
      // The only inline script allowed: the pre-rendered pages' guard, by its hash.
      expect(csp).toContain(`script-src 'self' ${PRERENDER_GUARD_SCRIPT_SOURCE};`);
      expect(csp).toContain(
        "img-src 'self' blob: https://uploads.example.net https://*.googleusercontent.com;",
      );
      expect(csp).toContain("frame-ancestors 'none'");
    });

    it('routes the embeds where the local preview frames them (the shared /embed/ prefix)', () => {
      expect(`/${EMBED_PREFIX}/`).toBe(EMBED_PATH_PREFIX);
      behavior(`${EMBED_PATH_PREFIX}*`);
    });

    it('lets any site load the embed bundle (CORS) and frame the embed pages, with the same CSP otherwise', () => {
      const policy = headersPolicyOf(behavior(`/${EMBED_PREFIX}/*`).ResponseHeadersPolicyId);
      expect(httpHeadersOf(policy)).toEqual(pageSecurityHeaders(sources, 'any-site'));
      expect(policy.Properties.ResponseHeadersPolicyConfig.CorsConfig).toMatchObject({
        AccessControlAllowOrigins: { Items: ['*'] },
        AccessControlAllowCredentials: false,
      });
    });

    it('has no distribution-wide error pages (they would rewrite the API’s 403s and 404s)', () => {
      expect(config()).not.toHaveProperty('CustomErrorResponses');
    });

    it('routes the SPA with the CloudFront Function of spa-routing.js and the route table, on cloudfront-js-2.0', () => {
      template.hasResourceProperties('AWS::CloudFront::Function', {
        AutoPublish: true,
        FunctionCode: spaRoutingFunctionCode(),
        FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      });
    });

    it('runs it on the viewer requests and responses of the dashboard and of /embed/* (the bare embed pages)', () => {
      const arn = { 'Fn::GetAtt': [functionId(), 'FunctionARN'] };
      const association = [
        { EventType: 'viewer-request', FunctionARN: arn },
        { EventType: 'viewer-response', FunctionARN: arn },
      ];
      expect(config().DefaultCacheBehavior.FunctionAssociations).toEqual(association);
      expect(behavior('/embed/*').FunctionAssociations).toEqual(association);
    });

    it('caches each language’s pre-rendered copy under its own key: the rewritten URI, no cookie or header', () => {
      // The viewer-request function rewrites `/` to `/prerendered/<language>/index.html` before the
      // cache is looked up, so that URI is the cache key; CachingOptimized adds no cookie, header or
      // query string to it, so one language's copy can never be served for another's.
      const dashboard = config().DefaultCacheBehavior;
      expect(dashboard.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
      expect(dashboard.FunctionAssociations).toContainEqual(
        expect.objectContaining({ EventType: 'viewer-request' }),
      );
      expect(dashboard).not.toHaveProperty('OriginRequestPolicyId');
    });

    it('serves the HTTP API at /api/*: uncached, every method, every viewer header but Host, HTTPS', () => {
      const api = behavior('/api/*');
      expect(api).toMatchObject({
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        AllowedMethods: AllowedMethods.ALLOW_ALL.methods,
        ViewerProtocolPolicy: 'https-only',
      });
      expect(api).not.toHaveProperty('FunctionAssociations');
      expect(api).not.toHaveProperty('ResponseHeadersPolicyId');

      const origin = config().Origins.find((o: Json) => o.Id === api.TargetOriginId);
      expect(origin.CustomOriginConfig).toMatchObject({
        OriginProtocolPolicy: 'https-only',
        OriginSSLProtocols: ['TLSv1.2'],
      });
      // The headers routeApi was given, on every request to the API.
      expect(origin.OriginCustomHeaders).toEqual([
        { HeaderName: 'X-Origin-Verify', HeaderValue: 'from-cloudfront' },
      ]);
      // The host of the API's endpoint, https://{api id}.execute-api.{region}.{suffix}
      expect(origin.DomainName).toEqual({
        'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [apiId, 'ApiEndpoint'] }] }],
      });
    });

    it('keeps the API behavior apart from the bucket’s', () => {
      const bucketOrigin = config().DefaultCacheBehavior.TargetOriginId;
      expect(behavior('/embed/*').TargetOriginId).toBe(bucketOrigin);
      expect(behavior('/api/*').TargetOriginId).not.toBe(bucketOrigin);
    });
  });
});
