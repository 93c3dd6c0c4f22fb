/** The site uploads whichever builds exist, plus the deployed URLs for the SPA (no functions: quick). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { Site } from './site';
import { createTestApp } from './test-support';

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
    const deployed = site.deployContent({ apiUrl: 'https://api.example.com' });
    return { deployed, template: Template.fromStack(stack) };
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
});
