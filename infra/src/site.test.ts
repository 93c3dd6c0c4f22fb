/**
 * The site uploads whichever builds exist, plus the deployed URLs for the SPA, routes the SPA with a
 * CloudFront Function and serves the API at /api/* (no Lambdas to bundle: quick).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { AllowedMethods, CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Site, SPA_ROUTING_FUNCTION_FILE } from './site';
import { createTestApp } from './test-support';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON, read by the assertions below
type Json = any;

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
    }
    const stack = new Stack(app, id);
    const site = new Site(stack, 'Site', { stage: 'test', dashboardDist, embedDist });
    const httpApi = new HttpApi(stack, 'Api');
    site.routeApi(httpApi);
    const deployed = site.deployContent({ apiUrl: site.url });
    return {
      deployed,
      template: Template.fromStack(stack),
      apiId: stack.getLogicalId(httpApi.node.defaultChild as never),
    };
  };

  it('deploys the dashboard with config.json, and the embed bundle under embed/', () => {
    const { deployed, template } = siteWith('Built', { dashboard: true, embed: true });
    expect(deployed).toEqual({ dashboard: true, embed: true });
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'embed/',
      DistributionPaths: ['/embed/*'],
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      Exclude: ['embed/*'],
      // The build, and config.json
      SourceObjectKeys: [Match.anyValue(), Match.anyValue()],
    });
  });

  it('deploys nothing when there is no build', () => {
    const { deployed, template } = siteWith('Unbuilt', { dashboard: false, embed: false });
    expect(deployed).toEqual({ dashboard: false, embed: false });
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('lets any site load the embed bundle (CORS) while the dashboard keeps security headers', () => {
    const { template } = siteWith('Headers', { dashboard: false, embed: false });
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        CorsConfig: Match.objectLike({ AccessControlAllowOrigins: { Items: ['*'] } }),
      }),
    });
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

    it('has no distribution-wide error pages (they would rewrite the API’s 403s and 404s)', () => {
      expect(config()).not.toHaveProperty('CustomErrorResponses');
    });

    it('routes the SPA with the CloudFront Function of spa-routing.js, on cloudfront-js-2.0', () => {
      template.hasResourceProperties('AWS::CloudFront::Function', {
        AutoPublish: true,
        FunctionCode: readFileSync(SPA_ROUTING_FUNCTION_FILE, 'utf8'),
        FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      });
    });

    it('runs it on the viewer requests of the dashboard and of /embed/* (the bare embed pages)', () => {
      const association = [
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId(), 'FunctionARN'] } },
      ];
      expect(config().DefaultCacheBehavior.FunctionAssociations).toEqual(association);
      expect(behavior('/embed/*').FunctionAssociations).toEqual(association);
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
