/**
 * cdk-nag's AwsSolutions pack on the Plié stack: the best-practice checks that stay (issue #14).
 *
 * The test (nag.test.ts, in `npm test`) asserts the stack has no unacknowledged finding;
 * `registerNagChecks(app)` makes every synth of an app fail on one. A finding is fixed in the
 * construct it is about; only when the rule does not fit Plié is it acknowledged here, in
 * `nagAcknowledgementsOf`, each with its reason beside it and on the narrowest construct path the
 * reason holds for. An acknowledgement that no longer matches a finding fails the test, so fixed
 * findings leave no stale exception behind.
 *
 * cdk-nag 3 registers as a CDK validation plugin (`Validations.of(app).addPlugins(...)`), and an
 * acknowledgement is CDK's own `Validations.of(construct).acknowledge({ id, reason })`; rules that
 * report per detail (IAM4, IAM5) are acknowledged per detail: `AwsSolutions-IAM5[Action::s3:*]`.
 */
import { INCOMING_UPLOAD_PREFIX } from '@plie/shared';
import { type App, type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import type { PlieStack } from './plie-stack';
import { IMAGE_PREFIXES } from './uploads';

export interface NagAcknowledgement {
  /** The rule, or one detail of it (`AwsSolutions-IAM4[Policy::…]`). */
  id: string;
  /**
   * Construct paths below the stack whose subtree the reason holds for; a segment may end in `*`
   * (`Functions/*`: every function; `Custom::CDKBucketDeployment*`: CDK's deployment helper).
   */
  paths: readonly string[];
  reason: string;
  /** The paths exist only in some configurations (e.g. the deployment helper needs a build). */
  optional?: boolean;
}

const LAMBDA_BASIC_EXECUTION =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/** CDK's BucketDeployment helper: one singleton Lambda per stack, present when a build is deployed. */
const BUCKET_DEPLOYMENT = 'Custom::CDKBucketDeployment*';

const BUCKET_DEPLOYMENT_GRANTS =
  'CDK’s BucketDeployment helper copies the build from the bootstrap asset bucket to the site bucket ' +
  'and prunes replaced files: aws-cdk-lib grants it read on the asset bucket’s objects and ' +
  'read/write/delete on the site bucket’s objects, and only CloudFormation invokes it, during deploys.';

const logicalIdOf = (construct: IConstruct) =>
  Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);

/** The acknowledged findings of the Plié stack, each with its reason. */
export const nagAcknowledgementsOf = (stack: PlieStack): NagAcknowledgement[] => [
  {
    id: 'AwsSolutions-SQS3',
    paths: ['FailedEvents/Queue'],
    reason:
      'This queue is itself the dead-letter queue: of the EventBridge rules’ Lambda targets and the ' +
      'on-failure destination of their functions (failed-events.ts). cdk-nag only recognizes a DLQ named ' +
      'in another queue’s redrive policy; a DLQ of the DLQ would hold nothing.',
  },
  {
    id: LAMBDA_BASIC_EXECUTION,
    paths: ['Functions/*'],
    reason:
      "AWSLambdaBasicExecutionRole is AWS's own minimal logging policy (logs:CreateLogGroup, " +
      'CreateLogStream, PutLogEvents); every domain function writes its logs with exactly that.',
  },
  {
    id: LAMBDA_BASIC_EXECUTION,
    paths: ['Pages/Function'],
    // Only when the build has the server bundle (pages.ts): a synth before any build has no such function.
    optional: true,
    reason:
      "AWSLambdaBasicExecutionRole is AWS's own minimal logging policy (logs:CreateLogGroup, " +
      'CreateLogStream, PutLogEvents); the data pages’ function writes its logs with exactly that.',
  },
  {
    id: 'AwsSolutions-APIG4',
    paths: ['Api/HttpApi'],
    reason:
      'Authorization is per route inside the functions: the dispatcher checks the contract’s `auth` of ' +
      'each endpoint (access token verified with node:crypto, then who may act on which record, spec ' +
      '§6), and many routes are public by the spec (search, sign-up, studio pages, JWKS). A gateway ' +
      'authorizer would duplicate the token check and could not express the record-level rules.',
  },
  {
    id: 'AwsSolutions-CFR1',
    paths: ['Site/Cdn', 'Uploads/Cdn'],
    reason:
      'Plié is a marketplace open to dancers and studios in every country (three languages, studios ' +
      'anywhere): no country is to be refused, so there is no geo restriction to configure.',
  },
  {
    id: 'AwsSolutions-CFR2',
    paths: ['Uploads/Cdn'],
    reason:
      'The uploads CDN serves public, immutable images from its cache (GET/HEAD only, no API behind it); ' +
      'a flood is absorbed by CloudFront’s cache and costs transfer only. The API’s floods are stopped by ' +
      'the stage throttling, the flood limits in DynamoDB (ADR 0009) and the optional WAF on the site.',
  },
  ...(stack.webAcl
    ? []
    : [
        {
          id: 'AwsSolutions-CFR2',
          paths: ['Site/Cdn'],
          reason:
            'WAF is opt-in (`-c wafRateLimit=…`, waf.ts): its web ACL costs a monthly fee per stage. Without ' +
            'it the API is still throttled per stage and route (api.ts) and its flood limits count each ' +
            'client address and target in DynamoDB (ADR 0009).',
        },
      ]),

  ...[...IMAGE_PREFIXES, INCOMING_UPLOAD_PREFIX].map((prefix) => ({
    id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(stack.uploads.bucket)}.Arn>/${prefix}*]`,
    paths: ['Functions/*'],
    reason:
      'Objects under an upload prefix (uploads.ts grantUploadRights; only the domains with upload ' +
      'endpoints): each image gets a random key when it is uploaded, so no narrower ARN can be known ' +
      'at deploy. The table and its indexes, by contrast, are granted one by one.',
  })),
  {
    id: 'AwsSolutions-CFR4',
    paths: ['Site/Cdn', 'Uploads/Cdn'],
    reason:
      'The distributions use CloudFront’s default *.cloudfront.net certificate, for which CloudFront ' +
      'fixes the viewer security policy (TLSv1) and MinimumProtocolVersion cannot be set; browsers ' +
      'negotiate TLS 1.2/1.3 anyway. A custom domain with an ACM certificate (TLSv1.2_2021) lifts this.',
  },
  {
    id: 'AwsSolutions-SMG4',
    paths: ['Secrets/SigningKeys', 'Secrets/PublicKeys'],
    reason:
      'The signing keys rotate with `npm run keys:rotate` (docs/deploying.md), which must publish the new ' +
      'public key before the private key signs with it and keep the previous key verifying: an order ' +
      'across two secrets that a Secrets Manager rotation function of one secret cannot keep.',
  },
  {
    id: 'AwsSolutions-SMG4',
    paths: ['Secrets/Cursor'],
    reason:
      'The HMAC key of paging cursors protects only the integrity of a cursor the API itself issued; ' +
      'rotating it on a schedule would break every infinite scroll in progress for no security gain.',
  },
  {
    id: 'AwsSolutions-SMG4',
    paths: ['Secrets/OriginVerify'],
    reason:
      'The origin-verify value is also configured on the CloudFront origin, which only a deploy changes: ' +
      'a scheduled rotation would make the API refuse every request until the next deploy.',
  },
  {
    id: 'AwsSolutions-SMG4',
    paths: ['Secrets/GoogleClientSecret'],
    optional: true,
    reason:
      'Google issues the OAuth client secret: it is rotated in the Google console, then stored with ' +
      '`npm run secrets:set` (docs/deploying.md); Secrets Manager has no way to make a new one.',
  },
  {
    id: LAMBDA_BASIC_EXECUTION,
    paths: [BUCKET_DEPLOYMENT],
    optional: true,
    reason:
      'CDK’s BucketDeployment helper (copies the build to the site bucket) logs with AWS’s minimal policy.',
  },
  {
    id: 'AwsSolutions-L1',
    paths: [BUCKET_DEPLOYMENT],
    optional: true,
    reason:
      'The runtime of CDK’s BucketDeployment helper is aws-cdk-lib’s choice, tested with its code; it ' +
      'runs only during deploys and moves on when aws-cdk-lib is upgraded.',
  },
  ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
    id: `AwsSolutions-IAM5[Action::${action}]`,
    paths: [BUCKET_DEPLOYMENT],
    optional: true,
    reason: BUCKET_DEPLOYMENT_GRANTS,
  })),
  ...[
    'arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
    `<${logicalIdOf(stack.site.bucket)}.Arn>/*`,
  ].map((resource) => ({
    id: `AwsSolutions-IAM5[Resource::${resource}]`,
    paths: [BUCKET_DEPLOYMENT],
    optional: true,
    reason: BUCKET_DEPLOYMENT_GRANTS,
  })),
  {
    id: 'AwsSolutions-IAM5[Resource::*]',
    paths: [BUCKET_DEPLOYMENT],
    optional: true,
    reason:
      'aws-cdk-lib grants its BucketDeployment helper cloudfront:CreateInvalidation/GetInvalidation on * ' +
      '(no option narrows it) to refresh the site after a deploy; invalidating a cache exposes nothing.',
  },
];

const segmentMatches = (pattern: string, id: string) =>
  pattern.endsWith('*') ? id.startsWith(pattern.slice(0, -1)) : id === pattern;

/** The constructs a path below `stack` names (several when a segment ends in `*`). */
export const constructsAt = (stack: IConstruct, pathBelowStack: string): IConstruct[] =>
  pathBelowStack
    .split('/')
    .filter(Boolean)
    .reduce<IConstruct[]>(
      (scopes, segment) =>
        scopes.flatMap((scope) =>
          scope.node.children.filter((child) => segmentMatches(segment, child.node.id)),
        ),
      [stack],
    );

/** Records every acknowledgement on the constructs it names; a required path that is gone is an error. */
export const acknowledgeNagFindings = (
  stack: Stack,
  acknowledgements: readonly NagAcknowledgement[],
): void => {
  for (const acknowledgement of acknowledgements) {
    for (const path of acknowledgement.paths) {
      const scopes = constructsAt(stack, path);
      if (scopes.length === 0 && !acknowledgement.optional) {
        throw new Error(
          `nag.ts acknowledges ${acknowledgement.id} at ${stack.node.path}/${path}, which does not exist: ` +
            'move the acknowledgement to where the construct is now, or remove it.',
        );
      }
      for (const scope of scopes) {
        Validations.of(scope).acknowledge({ id: acknowledgement.id, reason: acknowledgement.reason });
      }
    }
  }
};

/** Every synth of the app runs the AwsSolutions pack and fails on an unacknowledged finding. */
export const registerNagChecks = (app: App): void => {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
};

export interface NagFinding {
  rule: string;
  severity: string;
  /** The construct path of the resource. */
  path: string;
  message: string;
}

/** The unacknowledged findings of the AwsSolutions pack in a synthesized construct tree. */
export const nagFindingsOf = (scope: IConstruct): NagFinding[] =>
  new AwsSolutionsChecks().validateScope(scope).violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      severity: violation.severity ?? 'error',
      path: resource.constructPath ?? resource.resourceLogicalId ?? '(unknown)',
      message: violation.description,
    })),
  );

/** One line per finding, for test failures and logs. */
export const formatNagFindings = (findings: readonly NagFinding[]): string =>
  findings
    .map((finding) => `${finding.severity} ${finding.rule} at ${finding.path}: ${finding.message}`)
    .join('\n');

/** Whether an acknowledgement covers a finding (same rule or detail, resource inside an acknowledged path). */
export const acknowledgementCovers = (
  stack: Stack,
  acknowledgement: NagAcknowledgement,
  finding: NagFinding,
): boolean =>
  finding.rule === acknowledgement.id &&
  acknowledgement.paths.some((path) =>
    constructsAt(stack, path).some(
      (scope) => finding.path === scope.node.path || finding.path.startsWith(`${scope.node.path}/`),
    ),
  );
