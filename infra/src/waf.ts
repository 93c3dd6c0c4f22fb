/**
 * The optional edge WAF (config `wafRateLimit`; none, and no WAF cost, when unset): a WAFv2 web ACL
 * with one rate-based rule — requests to `/api/*` per client IP in 5 minutes — attached to the site's
 * CloudFront distribution, which serves the API on the site's own origin. Static files are not counted
 * (a page load fetches a dozen cached assets); the API is what a flood makes expensive.
 *
 * Where it lives: CloudFront web ACLs exist only in us-east-1. A stack deployed to us-east-1 holds it
 * itself; a stack in any other region gets a companion stack `<stack>-edge` in us-east-1 (same
 * account) holding it, and reads its ARN through CDK's cross-region references (SSM parameters read
 * at deploy time), which needs `crossRegionReferences: true` on the site's stack. A stack whose region
 * is unknown at synth (env-agnostic) cannot say where the web ACL goes: synth stops and says so.
 *
 * Not on the HTTP API itself: API Gateway HTTP APIs cannot be associated with a web ACL (only REST
 * API stages can). The direct execute-api URL is closed by the origin-verify header instead.
 */
import { Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { Site } from './site';

/** The only region CloudFront takes web ACLs from. */
export const CLOUDFRONT_WAF_REGION = 'us-east-1';
/** WAF counts a rate-based rule's requests over this window. */
export const WAF_EVALUATION_WINDOW_SECONDS = 300;

export interface EdgeWafProps {
  stage: string;
  /** Requests to `/api/*` one IP may send in 5 minutes; beyond it, that IP's requests are blocked (403). */
  rateLimit: number;
}

/** The web ACL: allow by default, block an IP over the rate limit on `/api/*`. */
export class EdgeWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeWafProps) {
    super(scope, id);
    const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `plie-${props.stage}-edge`,
      // WAF descriptions take letters, digits, spaces and = : # @ / - , . only.
      description: `Plie ${props.stage} - rate limit per IP on the API, at CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`plie-${props.stage}-edge`),
      rules: [
        {
          name: 'api-rate-per-ip',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: props.rateLimit,
              aggregateKeyType: 'IP',
              evaluationWindowSec: WAF_EVALUATION_WINDOW_SECONDS,
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: visibility(`plie-${props.stage}-api-rate-per-ip`),
        },
      ],
    });
  }
}

/**
 * Makes the edge web ACL where CloudFront can use it (this stack in us-east-1, else a companion stack
 * there) and attaches it to the site's distribution.
 */
export const protectSiteWithWaf = (site: Site, props: EdgeWafProps): EdgeWebAcl => {
  const stack = Stack.of(site);
  if (Token.isUnresolved(stack.region)) {
    throw new Error(
      `wafRateLimit: stack ${stack.stackName} has no region at synth, so its CloudFront web ACL cannot be ` +
        `placed (it must be made in ${CLOUDFRONT_WAF_REGION}). Deploy with credentials (CDK_DEFAULT_REGION ` +
        'and CDK_DEFAULT_ACCOUNT set, as "cdk deploy" does), or leave wafRateLimit unset.',
    );
  }
  if (stack.region === CLOUDFRONT_WAF_REGION) {
    const acl = new EdgeWebAcl(stack, 'EdgeWaf', props);
    site.distribution.attachWebAclId(acl.webAcl.attrArn);
    return acl;
  }
  if (!stack._crossRegionReferences) {
    throw new Error(
      `wafRateLimit: stack ${stack.stackName} is in ${stack.region}; its web ACL goes to a stack in ` +
        `${CLOUDFRONT_WAF_REGION}, which needs "crossRegionReferences: true" on ${stack.stackName}.`,
    );
  }
  const app = stack.node.scope as Construct;
  const edgeStack = new Stack(app, `${stack.node.id}-edge`, {
    description: `Plié ${props.stage}: the CloudFront web ACL (CloudFront takes them from ${CLOUDFRONT_WAF_REGION} only)`,
    env: { account: stack.account, region: CLOUDFRONT_WAF_REGION },
    crossRegionReferences: true,
  });
  const acl = new EdgeWebAcl(edgeStack, 'EdgeWaf', props);
  stack.addStackDependency(edgeStack, 'the CloudFront web ACL is made in us-east-1 first');
  site.distribution.attachWebAclId(acl.webAcl.attrArn);
  return acl;
};
