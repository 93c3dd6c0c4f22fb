/**
 * The server-rendered data pages in AWS (ADR 0019), from a stack with the table, the secrets, the
 * `pages` function and the site, synthesized with bundling (the fake builds of test-builds.ts stand in
 * for the dashboard's): the function, its zip and its rights; the distribution's behaviors for each
 * page's path pattern, the origin group that fails over to the bucket, the origin access control,
 * the cache key.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENV } from '@plie/functions/setting-names';
import { appShellFileOf, LANGUAGES, SERVER_RENDERED_PAGES } from '@plie/shared';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessLogs } from './access-logs';
import { dataPagePathPatterns, pathsKeptOnTheBucket } from './data-page-paths';
import { Pages } from './pages';
import { CITY_DATA_FILE, LAMBDA_ARCHITECTURE, LAMBDA_RUNTIME } from './plie-function';
import { PlieTable } from './plie-table';
import { PlieSecrets, SECRET_ID_VARIABLES } from './secrets';
import { Site } from './site';
import { writeFakeBuilds } from './test-builds';
import { bundleDirOf, createTestApp, logicalIdOf } from './test-support';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON, read by the assertions below
type Json = any;

describe('the data pages in AWS', () => {
  const { app, outdir, dispose } = createTestApp();
  let template: Template;
  let resources: Record<string, Json>;
  let functionId: string;
  let distribution: Json;
  let ids: { table: string; cursor: string; urlOf: string };

  beforeAll(() => {
    const builds = writeFakeBuilds(outdir);
    const stack = new Stack(app, 'PagesOnly');
    const table = new PlieTable(stack, 'Table', { isProduction: false });
    const secrets = new PlieSecrets(stack, 'Secrets', {
      stage: 'test',
      isProduction: false,
      withGoogle: false,
    });
    const pages = new Pages(stack, 'Pages', { stage: 'test', table, secrets, ...builds });
    new Site(stack, 'Site', {
      stage: 'test',
      ...builds,
      accessLogs: new AccessLogs(stack, 'AccessLogs').bucket,
      uploadsOrigin: 'https://uploads.plie.test',
      dataPages: pages.url,
    });
    template = Template.fromStack(stack);
    resources = template.toJSON().Resources;
    functionId = logicalIdOf(stack, pages.function);
    ids = {
      table: stack.getLogicalId(table.node.defaultChild as never),
      cursor: stack.getLogicalId(secrets.secret('cursor').node.defaultChild as never),
      urlOf: stack.getLogicalId(pages.url.node.defaultChild as never),
    };
    const [cdn] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    distribution = cdn?.Properties.DistributionConfig;
  });

  afterAll(dispose);

  const statementsOfRole = (): Json[] => {
    const roleRef = resources[functionId].Properties.Role['Fn::GetAtt'][0];
    return Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy: Json) => policy.Properties.Roles.some((role: Json) => role.Ref === roleRef))
      .flatMap((policy: Json) => policy.Properties.PolicyDocument.Statement);
  };

  describe('the function', () => {
    it('runs on the house runtime and architecture, with only the settings it reads', () => {
      const { Properties } = resources[functionId];
      expect(Properties.Runtime).toBe(LAMBDA_RUNTIME.name);
      expect(Properties.Architectures).toEqual([LAMBDA_ARCHITECTURE.name]);
      expect(Object.keys(Properties.Environment.Variables).sort()).toEqual(
        [ENV.stage, ENV.tableName, ENV.serviceName, SECRET_ID_VARIABLES.cursor].sort(),
      );
      expect(Properties.Environment.Variables[SECRET_ID_VARIABLES.cursor]).toEqual({ Ref: ids.cursor });
    });

    it('may read the table only in the key families the pages read, and write only the flood counters', () => {
      const tableStatements = statementsOfRole().filter((statement) =>
        [statement.Action].flat().some((action: string) => action.startsWith('dynamodb:')),
      );
      expect(tableStatements).toHaveLength(2);
      const [reads, counters] = tableStatements;
      expect([reads.Action].flat().sort()).toEqual([
        'dynamodb:BatchGetItem',
        'dynamodb:GetItem',
        'dynamodb:Query',
      ]);
      expect(reads.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys']).toEqual([
        'CITY#*',
        'STUDIO#*',
        'STUDIONAME#*',
        'STUDIOS#*',
        'STYLE',
        'TEACHER#*',
        'TEACHERS',
        'USER#*',
        'USERNAME#*',
      ]);
      expect(counters.Action).toBe('dynamodb:UpdateItem');
      expect(counters.Resource).toEqual({ 'Fn::GetAtt': [ids.table, 'Arn'] });
      expect(counters.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys']).toEqual(['RATE#*']);
    });

    it('may read the paging cursors’ key and no other secret, and touch nothing else', () => {
      const others = statementsOfRole().filter(
        (statement) => ![statement.Action].flat().some((action: string) => action.startsWith('dynamodb:')),
      );
      expect(others).toHaveLength(1);
      expect([others[0].Action].flat().sort()).toEqual([
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
      ]);
      expect(others[0].Resource).toEqual({ Ref: ids.cursor });
    });

    it('has a function URL only CloudFront may call: AWS_IAM, invoked by this distribution alone', () => {
      expect(resources[ids.urlOf].Properties.AuthType).toBe('AWS_IAM');
      const permissions = Object.values(template.findResources('AWS::Lambda::Permission')) as Json[];
      const actions = permissions.map((permission) => permission.Properties.Action).sort();
      expect(actions).toEqual(['lambda:InvokeFunction', 'lambda:InvokeFunctionUrl']);
      for (const { Properties } of permissions) {
        expect(Properties.Principal).toBe('cloudfront.amazonaws.com');
        expect(JSON.stringify(Properties.SourceArn)).toContain(':distribution/');
      }
      const controls = Object.values(template.findResources('AWS::CloudFront::OriginAccessControl')).map(
        (control: Json) => control.Properties.OriginAccessControlConfig,
      );
      expect(controls).toContainEqual(
        expect.objectContaining({
          OriginAccessControlOriginType: 'lambda',
          SigningBehavior: 'always',
          SigningProtocol: 'sigv4',
        }),
      );
    });

    it('ships the server bundle in one file with its imports, the manifest, the shell, each page’s copies and the city list', async () => {
      const bundle = bundleDirOf(outdir, template, functionId);
      expect(existsSync(path.join(bundle, 'index.mjs'))).toBe(true);
      // The fake entry imports a chunk of its own: bundled in, nothing left to resolve beside it.
      const renderer = await import(pathToFileURL(path.join(bundle, 'render-page.mjs')).href);
      expect(await renderer.renderDataPageDocument({})).toBeUndefined();
      expect(existsSync(path.join(bundle, 'assets'))).toBe(false);
      expect(JSON.parse(readFileSync(path.join(bundle, 'data-pages.json'), 'utf8'))).toHaveProperty('shell');
      expect(readFileSync(path.join(bundle, '404.html'), 'utf8')).toContain('<div id="root">');
      expect(existsSync(path.join(bundle, CITY_DATA_FILE))).toBe(true);
      for (const page of SERVER_RENDERED_PAGES) {
        for (const language of LANGUAGES) {
          expect(readFileSync(path.join(bundle, appShellFileOf(page, language)), 'utf8')).toContain(
            `data-prerendered="${language}"`,
          );
        }
      }
    });
  });

  describe('the distribution', () => {
    const behaviorAt = (pattern: string): Json =>
      distribution.CacheBehaviors.find((behavior: Json) => behavior.PathPattern === pattern);
    const patternsInOrder = (): string[] =>
      distribution.CacheBehaviors.map((behavior: Json) => behavior.PathPattern);
    const groupOf = (id: string): Json =>
      distribution.OriginGroups.Items.find((group: Json) => group.Id === id);
    const originOf = (id: string): Json => distribution.Origins.find((origin: Json) => origin.Id === id);

    it('sends each server-rendered page’s path pattern to the pages function, failing over to the bucket when it fails', () => {
      expect(dataPagePathPatterns()).toEqual(
        expect.arrayContaining(['/studios/?*', '/users/?*', '/schedule']),
      );
      for (const pattern of dataPagePathPatterns()) {
        const behavior = behaviorAt(pattern);
        expect(behavior, pattern).toBeDefined();
        const group = groupOf(behavior.TargetOriginId);
        expect(group, pattern).toBeDefined();
        expect(group.FailoverCriteria.StatusCodes.Items.sort()).toEqual([403, 500, 502, 503, 504]);
        const [primary, fallback] = group.Members.Items.map((member: Json) => originOf(member.OriginId));
        expect(JSON.stringify(primary.DomainName)).toContain(ids.urlOf);
        expect(primary.OriginAccessControlId).toBeDefined();
        expect(primary.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
        expect(fallback.S3OriginConfig).toBeDefined();
        expect(fallback.OriginAccessControlId).toBeDefined();
        expect(behavior).toMatchObject({
          ViewerProtocolPolicy: 'redirect-to-https',
          AllowedMethods: ['GET', 'HEAD'],
          CachedMethods: ['GET', 'HEAD'],
          Compress: true,
        });
      }
    });

    it('keeps the pages’ security headers (an embedded schedule’s may be framed) and the SPA routing function on those behaviors', () => {
      const { DefaultCacheBehavior } = distribution;
      const embedBehavior = behaviorAt('/embed/*');
      expect(embedBehavior.ResponseHeadersPolicyId).not.toEqual(DefaultCacheBehavior.ResponseHeadersPolicyId);
      expect(dataPagePathPatterns()).toContain('/embed/schedule/?*');
      for (const pattern of dataPagePathPatterns()) {
        const behavior = behaviorAt(pattern);
        expect(behavior.ResponseHeadersPolicyId, pattern).toEqual(
          (pattern.startsWith('/embed/') ? embedBehavior : DefaultCacheBehavior).ResponseHeadersPolicyId,
        );
        expect(behavior.FunctionAssociations, pattern).toEqual(DefaultCacheBehavior.FunctionAssociations);
      }
      expect(
        DefaultCacheBehavior.FunctionAssociations.map((association: Json) => association.EventType).sort(),
      ).toEqual(['viewer-request', 'viewer-response']);
    });

    it('keys the cache by the viewer’s path, the query and the device, with no cookie; keeps a render 0–60–300 s', () => {
      const policyId = behaviorAt('/studios/?*').CachePolicyId.Ref;
      const config = resources[policyId].Properties.CachePolicyConfig;
      expect(config).toMatchObject({ MinTTL: 0, DefaultTTL: 60, MaxTTL: 300 });
      const key = config.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key.HeadersConfig).toEqual({
        HeaderBehavior: 'whitelist',
        Headers: ['x-plie-page-path', 'cloudfront-is-mobile-viewer', 'cloudfront-is-tablet-viewer'],
      });
      expect(key.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
      expect(key.CookiesConfig).toEqual({ CookieBehavior: 'none' });
      expect(key).toMatchObject({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true });
    });

    it('forwards the viewer’s address for the flood limits, and never a cookie', () => {
      const policyId = behaviorAt('/studios/?*').OriginRequestPolicyId.Ref;
      const config = resources[policyId].Properties.OriginRequestPolicyConfig;
      expect(config.HeadersConfig).toEqual({
        HeaderBehavior: 'whitelist',
        Headers: ['cloudfront-viewer-address'],
      });
      expect(config.CookiesConfig).toEqual({ CookieBehavior: 'none' });
    });

    it('lists the fixed pages a data page’s pattern would catch first, on the bucket, and the data pages before /embed/*', () => {
      expect(pathsKeptOnTheBucket()).toEqual(['/studios/create', '/studios/create/']);
      const order = patternsInOrder();
      const bucketOriginId = distribution.DefaultCacheBehavior.TargetOriginId;
      for (const kept of pathsKeptOnTheBucket()) {
        expect(behaviorAt(kept).TargetOriginId, kept).toBe(bucketOriginId);
        expect(order.indexOf(kept), kept).toBeLessThan(order.indexOf('/studios/?*'));
      }
      for (const pattern of dataPagePathPatterns()) {
        expect(order.indexOf(pattern), pattern).toBeLessThan(order.indexOf('/embed/*'));
      }
    });
  });
});
