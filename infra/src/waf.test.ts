/** The optional edge WAF: its rule, and where its web ACL goes for each region of the site's stack. */
import path from 'node:path';
import { Stack, type StackProps } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { AccessLogs } from './access-logs';
import { Site } from './site';
import { createTestApp } from './test-support';
import { protectSiteWithWaf } from './waf';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON, read by the assertions below
type Json = any;

const disposers: (() => void)[] = [];
afterAll(() => {
  for (const dispose of disposers) dispose();
});

/** A site (no builds) in a stack of these props, protected by a WAF with a limit of 2000. */
const protectedSite = (stackProps: StackProps) => {
  const { app, outdir, dispose } = createTestApp();
  disposers.push(dispose);
  const stack = new Stack(app, 'Plie-test', stackProps);
  const site = new Site(stack, 'Site', {
    stage: 'test',
    dashboardDist: path.join(outdir, 'no-dashboard'),
    embedDist: path.join(outdir, 'no-embed'),
    uploadsOrigin: 'https://uploads.example.net',
    accessLogs: new AccessLogs(stack, 'AccessLogs').bucket,
  });
  protectSiteWithWaf(site, { stage: 'test', rateLimit: 2000 });
  return { app, stack };
};

const webAclIdOf = (template: Template): Json =>
  (Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as Json).Properties
    .DistributionConfig.WebACLId;

describe('protectSiteWithWaf', () => {
  it('blocks an IP over the limit on /api/* in 5 minutes, with a CloudFront-scope web ACL', () => {
    const { stack } = protectedSite({ env: { account: '123456789012', region: 'us-east-1' } });
    const acls = Object.values(Template.fromStack(stack).findResources('AWS::WAFv2::WebACL')) as Json[];
    expect(acls).toHaveLength(1);
    const acl = acls[0].Properties;
    expect(acl).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(acl.Rules).toHaveLength(1);
    expect(acl.Rules[0]).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: 2000,
          AggregateKeyType: 'IP',
          EvaluationWindowSec: 300,
          ScopeDownStatement: {
            ByteMatchStatement: {
              FieldToMatch: { UriPath: {} },
              PositionalConstraint: 'STARTS_WITH',
              SearchString: '/api/',
            },
          },
        },
      },
    });
  });

  it('keeps the web ACL in the site’s own stack in us-east-1, and attaches it to the distribution', () => {
    const { stack } = protectedSite({ env: { account: '123456789012', region: 'us-east-1' } });
    const template = Template.fromStack(stack);
    const [aclId] = Object.keys(template.findResources('AWS::WAFv2::WebACL'));
    expect(webAclIdOf(template)).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('puts the web ACL in a us-east-1 companion stack when the site is elsewhere, and references it', () => {
    const { app, stack } = protectedSite({
      env: { account: '123456789012', region: 'eu-central-1' },
      crossRegionReferences: true,
    });
    const edge = app.node.findChild('Plie-test-edge') as Stack;
    expect(edge.region).toBe('us-east-1');
    Template.fromStack(edge).resourceCountIs('AWS::WAFv2::WebACL', 1);
    const template = Template.fromStack(stack);
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    // Read across regions at deploy time (CDK's cross-region reference), not a local GetAtt.
    expect(JSON.stringify(webAclIdOf(template))).toMatch(/ExportsReader/);
    expect(stack.dependencies).toContain(edge);
  });

  it('stops synth when the site is elsewhere without cross-region references', () => {
    expect(() => protectedSite({ env: { account: '123456789012', region: 'eu-central-1' } })).toThrow(
      /crossRegionReferences: true/,
    );
  });

  it('stops synth, saying why, when the stack’s region is unknown (env-agnostic)', () => {
    expect(() => protectedSite({})).toThrow(/has no region at synth.*us-east-1.*CDK_DEFAULT_REGION/);
  });
});
