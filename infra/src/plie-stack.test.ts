/**
 * The synthesized template of the whole stack, checked against the contract and the table design
 * (synthesized once: bundling every domain's Lambda is the slow part).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TABLE_DESIGN } from '@plie/functions/table-design';
import { DOMAINS, type Domain, endpoints } from '@plie/shared';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AllowedMethods, CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKeyOf } from './api';
import { DOMAIN_ACCESS, domainsThatUpload } from './domain-access';
import { PlieStack } from './plie-stack';
import { ruleNameOf, SCHEDULED_JOBS } from './scheduled-jobs';
import { createTestApp, createTestConfig, logicalIdOf, TEST_CONTEXT } from './test-support';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON, read by the assertions below
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

const MIN_NODE_MAJOR = 22;

describe('the Plié stack', () => {
  const { app, dispose } = createTestApp();
  let stack: PlieStack;
  let template: Template;
  let resources: Record<string, Resource>;
  const functionIdOf = {} as Record<Domain, string>;

  beforeAll(() => {
    const noBuild = path.join(app.outdir, 'no-build');
    stack = new PlieStack(app, 'Plie-test', {
      config: createTestConfig(),
      dashboardDist: noBuild,
      embedDist: noBuild,
    });
    template = Template.fromStack(stack);
    resources = template.toJSON().Resources;
    for (const domain of DOMAINS) functionIdOf[domain] = logicalIdOf(stack, stack.backend.functions[domain]);
  });

  afterAll(dispose);

  const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);

  /** The IAM actions a function's role is granted, with the resources. */
  const grantsOf = (domain: Domain) => {
    const roleRef = resources[functionIdOf[domain]]?.Properties.Role['Fn::GetAtt'][0];
    return ofType('AWS::IAM::Policy')
      .filter(([, policy]) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleRef))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
      .flatMap((statement) => [statement.Action].flat());
  };

  describe('the HTTP API', () => {
    it('has one route per endpoint of the contract, integrated with its domain’s function', () => {
      const routes = ofType('AWS::ApiGatewayV2::Route');
      expect(routes).toHaveLength(endpoints.length);
      for (const endpoint of endpoints) {
        const route = routes.find(([, resource]) => resource.Properties.RouteKey === routeKeyOf(endpoint));
        expect(route, `route for ${endpoint.name} (${routeKeyOf(endpoint)})`).toBeDefined();
        const target = route?.[1].Properties.Target['Fn::Join'][1] as [string, { Ref: string }];
        expect(target[0]).toBe('integrations/');
        const integration = resources[target[1].Ref];
        expect(integration?.Properties).toMatchObject({
          IntegrationType: 'AWS_PROXY',
          PayloadFormatVersion: '2.0',
          IntegrationUri: { 'Fn::GetAtt': [functionIdOf[endpoint.domain], 'Arn'] },
        });
      }
    });

    it('keeps the contract’s paths as they are, under /api', () => {
      for (const [, route] of ofType('AWS::ApiGatewayV2::Route')) {
        expect(route.Properties.RouteKey).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\//);
      }
    });

    it('lets API Gateway invoke each function once for the whole API, not once per route', () => {
      const invokePermissions = ofType('AWS::Lambda::Permission').filter(
        ([, permission]) => permission.Properties.Principal === 'apigateway.amazonaws.com',
      );
      const routedDomains = new Set(endpoints.map((endpoint) => endpoint.domain));
      expect(invokePermissions).toHaveLength(routedDomains.size);
    });

    it('answers CORS preflights for the dashboard and the embeds', () => {
      const apis = ofType('AWS::ApiGatewayV2::Api');
      expect(apis).toHaveLength(1);
      const cors = apis[0]![1].Properties.CorsConfiguration;
      expect(cors.AllowOrigins).toEqual(['*']);
      expect(cors.AllowHeaders).toEqual(
        expect.arrayContaining(['authorization', 'content-type', 'accept-language']),
      );
      const methods = new Set(['OPTIONS', ...endpoints.map((endpoint) => endpoint.method)]);
      expect(new Set(cors.AllowMethods)).toEqual(methods);
    });
  });

  describe('the table', () => {
    const table = () => {
      const tables = ofType('AWS::DynamoDB::GlobalTable');
      expect(tables).toHaveLength(1);
      return tables[0]![1];
    };

    it('has the design’s keys, on-demand, kept when the stack goes', () => {
      expect(table().Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE_DESIGN.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_DESIGN.sortKey, KeyType: 'RANGE' },
        ],
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      });
      expect(table().DeletionPolicy).toBe('Retain');
    });

    it('has point-in-time recovery on', () => {
      expect(table().Properties.Replicas[0].PointInTimeRecoverySpecification).toEqual({
        PointInTimeRecoveryEnabled: true,
      });
    });

    it('expires items by TTL on expiresAt', () => {
      expect(table().Properties.TimeToLiveSpecification).toEqual({
        AttributeName: TABLE_DESIGN.ttlAttribute,
        Enabled: true,
      });
      expect(TABLE_DESIGN.ttlAttribute).toBe('expiresAt');
    });

    it.each(TABLE_DESIGN.indexes)('has index $name with all attributes projected', (index) => {
      expect(table().Properties.GlobalSecondaryIndexes).toContainEqual({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      });
    });
  });

  describe('the buckets', () => {
    it('are all private, encrypted and reachable only over TLS', () => {
      const buckets = ofType('AWS::S3::Bucket');
      expect(buckets.length).toBeGreaterThanOrEqual(2);
      for (const [id, bucket] of buckets) {
        expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties.BucketEncryption, id).toBeDefined();
        template.hasResourceProperties('AWS::S3::BucketPolicy', {
          Bucket: { Ref: id },
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            ]),
          },
        });
      }
    });

    it('keeps uploads when the stack goes, and serves them through CloudFront with Origin Access Control', () => {
      const uploadBucketId = stack.getLogicalId(stack.uploads.bucket.node.defaultChild as never);
      expect(resources[uploadBucketId]?.DeletionPolicy).toBe('Retain');
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: uploadBucketId },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Allow',
              Principal: { Service: 'cloudfront.amazonaws.com' },
              Action: 's3:GetObject',
            }),
          ]),
        },
      });
      expect(ofType('AWS::CloudFront::OriginAccessControl').length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('the functions', () => {
    it('are one per domain, on Node.js 22 or newer, arm64', () => {
      for (const domain of DOMAINS) {
        const fn = resources[functionIdOf[domain]];
        expect(fn?.Type, domain).toBe('AWS::Lambda::Function');
        const runtime = fn?.Properties.Runtime as string;
        expect(runtime, domain).toMatch(/^nodejs\d+\.x$/);
        expect(Number(runtime.match(/\d+/)?.[0]), domain).toBeGreaterThanOrEqual(MIN_NODE_MAJOR);
        expect(fn?.Properties.Architectures, domain).toEqual(['arm64']);
        expect(fn?.Properties.Handler, domain).toBe('index.handler');
      }
    });

    it('are the only Lambdas in the template (no helper function on another runtime or architecture)', () => {
      const ids = ofType('AWS::Lambda::Function').map(([id]) => id);
      expect(ids.sort()).toEqual(Object.values(functionIdOf).sort());
    });

    it('get the settings the functions read', () => {
      for (const domain of DOMAINS) {
        const variables = resources[functionIdOf[domain]]?.Properties.Environment.Variables;
        expect(Object.keys(variables), domain).toEqual(
          expect.arrayContaining(['TABLE_NAME', 'UPLOAD_BUCKET', 'MAIL_FROM', 'PUBLIC_WEB_URL']),
        );
        // No source maps ship, so Node is not asked to load them.
        expect(variables, domain).not.toHaveProperty('NODE_OPTIONS');
        expect(variables.MAIL_FROM).toBe('no-reply@plie.test');
        expect(variables).not.toHaveProperty('AWS_REGION');
      }
    });

    const variablesOf = (domain: Domain): Record<string, string> =>
      resources[functionIdOf[domain]]?.Properties.Environment.Variables;

    it('get the platform admins as PLATFORM_ADMIN_EMAILS (the name the functions read)', () => {
      for (const domain of DOMAINS) {
        expect(variablesOf(domain), domain).toHaveProperty('PLATFORM_ADMIN_EMAILS');
        expect(variablesOf(domain), domain).not.toHaveProperty('ADMIN_EMAILS');
      }
    });

    it('hold no secret: every secret is made by CloudFormation, and the template and cdk.out carry only references', () => {
      const secrets = ofType('AWS::SecretsManager::Secret');
      expect(secrets.map(([, secret]) => secret.Properties.Name).sort()).toEqual(
        ['cursor-secret', 'origin-verify', 'public-keys', 'signing-keys'].map((name) => `plie/test/${name}`),
      );
      for (const [id, secret] of secrets) {
        expect(secret.Properties, id).toHaveProperty('GenerateSecretString');
        expect(secret.Properties, id).not.toHaveProperty('SecretString');
      }
      // CloudFront's origin-verify header is a dynamic reference CloudFormation resolves at deploy.
      const origins = ofType('AWS::CloudFront::Distribution').flatMap(
        ([, resource]) =>
          resource.Properties.DistributionConfig.Origins as { OriginCustomHeaders?: unknown[] }[],
      );
      const header = origins
        .flatMap((origin) => origin.OriginCustomHeaders ?? [])
        .find((entry) => (entry as { HeaderName: string }).HeaderName === 'x-plie-origin-verify');
      expect(header).toBeDefined();
      expect(JSON.stringify(header)).toMatch(/\{\{resolve:secretsmanager:/);
      // Nothing that looks like key material anywhere synth wrote (templates, manifests, asset metadata).
      const written = readdirSync(app.outdir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => readFileSync(path.join(app.outdir, name), 'utf8'))
        .join('\n');
      expect(written).not.toMatch(/"d"\s*:\s*"|PRIVATE KEY|JWT_PRIVATE_JWK|CLIENT_SECRET"/);
    });

    it('may send mail only from groups, which runs the outbox (ADR 0017)', () => {
      const senders = DOMAINS.filter((domain) =>
        grantsOf(domain).some((action) => action.startsWith('ses:')),
      );
      expect(senders.sort()).toEqual(['groups']);
      expect(senders.every((domain) => DOMAIN_ACCESS[domain].sendsMail)).toBe(true);
    });

    it('may use the table only where the domain needs it', () => {
      for (const domain of DOMAINS) {
        const usesTable = grantsOf(domain).some((action) => action.startsWith('dynamodb:'));
        expect(usesTable, domain).toBe(DOMAIN_ACCESS[domain].usesTable);
      }
    });

    it('may put uploads only in domains with upload endpoints', () => {
      const uploaders = domainsThatUpload(endpoints);
      for (const domain of DOMAINS) {
        const puts = grantsOf(domain).some((action) => action.startsWith('s3:PutObject'));
        expect(puts, domain).toBe(uploaders.has(domain));
      }
    });
  });

  describe('mail', () => {
    it('has an SES identity for the configured domain', () => {
      template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'plie.test' });
    });
  });

  describe('the scheduled jobs', () => {
    it.each(SCHEDULED_JOBS)('runs $name on a schedule, in the $domain function', (job) => {
      template.hasResourceProperties('AWS::Events::Rule', {
        Name: ruleNameOf('test', job),
        ScheduleExpression: Match.stringLikeRegexp('^cron\\('),
        State: 'ENABLED',
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionIdOf[job.domain], 'Arn'] } })],
      });
    });

    it('has the daily purge of unconfirmed accounts and the monthly group booking', () => {
      const rule = (name: string) =>
        ofType('AWS::Events::Rule').find(
          ([, resource]) => resource.Properties.Name === `plie-test-${name}`,
        )?.[1];
      expect(rule('purge-unconfirmed-accounts')?.Properties.ScheduleExpression).toMatch(
        /^cron\(\d+ \d+ \* \* \? \*\)$/,
      );
      expect(rule('book-group-members')?.Properties.ScheduleExpression).toMatch(
        /^cron\(\d+ \d+ \d+ \* \? \*\)$/,
      );
    });
  });

  describe('the web site', () => {
    const distributionConfig = () =>
      resources[stack.getLogicalId(stack.site.distribution.node.defaultChild as never)]!.Properties
        .DistributionConfig;

    it('answers the SPA shell (and unknown addresses’ 404) by a CloudFront Function, not by distribution-wide error pages', () => {
      const config = distributionConfig();
      expect(config.DefaultRootObject).toBe('index.html');
      expect(config).not.toHaveProperty('CustomErrorResponses');
      const [functionId] = ofType('AWS::CloudFront::Function').map(([id]) => id);
      expect(functionId).toBeDefined();
      const arn = { 'Fn::GetAtt': [functionId, 'FunctionARN'] };
      expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: arn },
        { EventType: 'viewer-response', FunctionARN: arn },
      ]);
    });

    it('serves the embeds at /embed/* and the HTTP API at /api/*, uncached and with every method', () => {
      const { CacheBehaviors: behaviors, Origins: origins } = distributionConfig();
      expect(behaviors.map((behavior: Resource['Properties']) => behavior.PathPattern).sort()).toEqual([
        '/api/*',
        '/embed/*',
      ]);
      const api = behaviors.find((behavior: Resource['Properties']) => behavior.PathPattern === '/api/*');
      expect(api).toMatchObject({
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        AllowedMethods: AllowedMethods.ALLOW_ALL.methods,
        ViewerProtocolPolicy: 'https-only',
      });
      const apiId = stack.getLogicalId(stack.api.httpApi.node.defaultChild as never);
      const origin = origins.find((candidate: Resource['Properties']) => candidate.Id === api.TargetOriginId);
      expect(origin.DomainName).toEqual({
        'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [apiId, 'ApiEndpoint'] }] }],
      });
    });

    it('uploads nothing when the builds are absent (synth works before a build)', () => {
      template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    });

    it('leaves the data pages to the bucket’s copies without a build: no pages function, no origin group', () => {
      expect(stack.pages).toBeUndefined();
      template.resourceCountIs('AWS::Lambda::Url', 0);
      const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties
        .DistributionConfig;
      expect(config.OriginGroups).toBeUndefined();
    });
  });

  describe('alarms and outputs', () => {
    it('alarm on every function’s errors, API 5xx and table throttling', () => {
      const names = ofType('AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties.AlarmName as string);
      for (const domain of DOMAINS) expect(names).toContain(`plie-test-${domain}-errors`);
      expect(names).toContain('plie-test-api5xx');
      expect(names).toContain('plie-test-table-throttles');
    });

    it('keep each metric-math alarm within CloudWatch’s 10 metrics', () => {
      for (const [id, alarm] of ofType('AWS::CloudWatch::Alarm')) {
        const metrics = (alarm.Properties.Metrics ?? []) as { MetricStat?: unknown }[];
        expect(metrics.filter((metric) => metric.MetricStat).length, id).toBeLessThanOrEqual(10);
      }
    });

    it('output the API and site URLs', () => {
      const outputs = template.toJSON().Outputs;
      expect(outputs).toHaveProperty('ApiUrl');
      expect(outputs).toHaveProperty('SiteUrl');
      expect(outputs).toHaveProperty('UploadsUrl');
    });
  });
});

/**
 * The stack as a studio network would configure it (named CORS origins) and with a dashboard build.
 * The site's distribution points at the API, so the API must not point back at the site: CloudFormation
 * refuses a dependency cycle, and so does `Template.fromStack`. Bundling is skipped
 * (`aws:cdk:bundling-stacks`), so this synth is quick.
 */
describe('the Plié stack with allowed origins and a dashboard build', () => {
  const context = {
    ...TEST_CONTEXT,
    allowedOrigins: 'https://studio.example.com',
    'aws:cdk:bundling-stacks': [],
  };
  const { app, outdir, dispose } = createTestApp(context);
  let stack: PlieStack;
  let synthesized: Template | undefined;
  const template = () => {
    synthesized ??= Template.fromStack(stack);
    return synthesized;
  };

  beforeAll(() => {
    const dashboardDist = path.join(outdir, 'dashboard');
    mkdirSync(dashboardDist);
    writeFileSync(path.join(dashboardDist, 'index.html'), '<!doctype html><title>Plié</title>');
    stack = new PlieStack(app, 'Plie-origins', {
      config: createTestConfig(context),
      dashboardDist,
      embedDist: path.join(outdir, 'no-embed-build'),
    });
  });

  afterAll(dispose);

  it('synthesizes a template without dependency cycles', () => {
    expect(template).not.toThrow();
  });

  it('answers CORS for the configured origins only (the dashboard is on the API’s origin)', () => {
    template().hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({ AllowOrigins: ['https://studio.example.com'] }),
    });
  });

  it('deploys config.json with the site’s own URL as apiUrl', () => {
    const deployment = Object.values(template().findResources('Custom::CDKBucketDeployment'))[0];
    const { SourceObjectKeys: keys, SourceMarkers: markers } = deployment?.Properties ?? {};
    // The build, then config.json: staged as asset.<hash>, its markers replaced at deploy time.
    const configKey = (keys as string[])[1]!;
    const text = readFileSync(
      path.join(outdir, `asset.${configKey.slice(0, -'.zip'.length)}`, 'config.json'),
      'utf8',
    );
    const { apiUrl, operator } = JSON.parse(text) as { apiUrl: string; operator: { name: string } };
    // The operator of the legal notice, from the configuration (a test stage: the demo operator).
    expect(operator).toEqual(createTestConfig(context).operator);
    expect(operator.name).toBeTruthy();
    const marker = /^https:\/\/(<<marker:[^>]+>>)$/.exec(apiUrl)?.[1];
    expect(marker, apiUrl).toBeDefined();
    const distributionId = stack.getLogicalId(stack.site.distribution.node.defaultChild as never);
    expect(markers[1][marker!]).toEqual({ 'Fn::GetAtt': [distributionId, 'DomainName'] });
  });
});

/**
 * Operations: alarms that reach someone, SES bounces and complaints fed back into the app, and
 * background work whose failures are kept and alarmed on. Bundling is skipped, so this is quick.
 */
describe('the Plié stack’s operations', () => {
  const context = { ...TEST_CONTEXT, 'aws:cdk:bundling-stacks': [] };
  const { app, outdir, dispose } = createTestApp(context);
  let stack: PlieStack;
  let resources: Record<string, Resource>;
  const idOf = (construct: { node: { defaultChild?: unknown } }) =>
    stack.getLogicalId(construct.node.defaultChild as never);

  beforeAll(() => {
    const noBuild = path.join(outdir, 'no-build');
    stack = new PlieStack(app, 'Plie-operations', {
      config: createTestConfig(context),
      dashboardDist: noBuild,
      embedDist: noBuild,
    });
    resources = Template.fromStack(stack).toJSON().Resources;
  });

  afterAll(dispose);

  const ofType = (type: string) => Object.values(resources).filter((resource) => resource.Type === type);

  it('will not synthesize without an alarm address unless alarm e-mail is opted out', () => {
    const { alarmEmails: _, ...withoutAlarmEmails } = TEST_CONTEXT;
    expect(() => createTestConfig(withoutAlarmEmails)).toThrow(/"alarmEmails".*alarms would reach nobody/);
    expect(createTestConfig({ ...withoutAlarmEmails, alarmEmails: 'none' }).alarmEmails).toEqual([]);
  });

  it('subscribes the alarm address to the alarm topic', () => {
    expect(ofType('AWS::SNS::Subscription').map((subscription) => subscription.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: TEST_CONTEXT.alarmEmails }),
    ]);
  });

  it('alarms on every function’s throttles, SES bounce and complaint rates, failed events and dependency failures', () => {
    const names = ofType('AWS::CloudWatch::Alarm').map((alarm) => alarm.Properties.AlarmName as string);
    for (const domain of DOMAINS) expect(names).toContain(`plie-test-${domain}-throttles`);
    expect(names).toEqual(
      expect.arrayContaining([
        'plie-test-mail-bounce-rate',
        'plie-test-mail-complaint-rate',
        'plie-test-failed-events',
        'plie-test-dependency-failures',
      ]),
    );
  });

  it('sends mail with the configuration set: its name is given to the functions that mail, only', () => {
    const configurationSet = { Ref: idOf(stack.mail.configurationSet) };
    for (const domain of DOMAINS) {
      const variables = resources[idOf(stack.backend.functions[domain])]!.Properties.Environment.Variables;
      if (DOMAIN_ACCESS[domain].sendsMail)
        expect(variables.MAIL_CONFIGURATION_SET, domain).toEqual(configurationSet);
      else expect(variables, domain).not.toHaveProperty('MAIL_CONFIGURATION_SET');
    }
  });

  it('hands SES bounces and complaints to the auth function', () => {
    const rule = ofType('AWS::Events::Rule').find(
      (candidate) => candidate.Properties.EventPattern?.source?.[0] === 'aws.ses',
    );
    expect(rule?.Properties.Targets).toEqual([
      expect.objectContaining({ Arn: { 'Fn::GetAtt': [idOf(stack.backend.functions.auth), 'Arn'] } }),
    ]);
  });

  it('gives every function that EventBridge invokes a failure destination and its rules a dead-letter queue', () => {
    const queueArn = { 'Fn::GetAtt': [idOf(stack.failedEvents.queue), 'Arn'] };
    const targets = ofType('AWS::Events::Rule').flatMap((rule) => rule.Properties.Targets);
    expect(targets.length).toBe(SCHEDULED_JOBS.length + 1);
    for (const target of targets) expect(target.DeadLetterConfig).toEqual({ Arn: queueArn });
    const invokedFunctions = new Set(targets.map((target) => target.Arn['Fn::GetAtt'][0] as string));
    const configs = ofType('AWS::Lambda::EventInvokeConfig');
    expect(new Set(configs.map((config) => config.Properties.FunctionName.Ref))).toEqual(invokedFunctions);
    for (const config of configs) {
      expect(config.Properties.DestinationConfig).toEqual({ OnFailure: { Destination: queueArn } });
    }
  });
});
