/**
 * Least privilege on the table by key (issue #14, point 6): each domain's role reaches only the
 * partition-key families its code touches, as `dynamodb:LeadingKeys` on its one table statement.
 * The expected lists are written out here so that widening a domain's reach is a visible change.
 */
import { KEY_PARTITIONS } from '@plie/functions/table-design';
import { DOMAINS, type Domain, endpoints } from '@plie/shared';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { ConfigurationSet, EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Backend } from './backend';
import { DOMAIN_ACCESS, leadingKeyPatternsOf } from './domain-access';
import { PlieTable } from './plie-table';
import { PlieSecrets } from './secrets';
import { createTestApp, logicalIdOf, TEST_CONTEXT } from './test-support';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON, read by the assertions below
type Statement = { Action: string | string[]; Condition?: Record<string, any> };

/** What each domain may touch, by family (functions/src/db/keys.ts KEY_PARTITIONS). */
const EXPECTED: Record<Domain, string[]> = {
  auth: [
    'ACTIVE#*',
    'ATTENDANCE#*',
    'EMAIL#*',
    'GROUP#*',
    'LESSON#*',
    'LOGIN#*',
    'OCC#*',
    'OUTBOX#*',
    'RATE#*',
    'ROOM#*',
    'STUDIO#*',
    'SUPPRESSED#*',
    'TEACHER#*',
    'TOKEN#*',
    'UNCONFIRMED',
    'USER#*',
    'USERNAME#*',
  ],
  users: [
    'ATTENDANCE#*',
    'EMAIL#*',
    'GROUP#*',
    'LESSON#*',
    'LOGIN#*',
    'OCC#*',
    'OUTBOX#*',
    'RATE#*',
    'ROOM#*',
    'STUDIO#*',
    'TEACHER#*',
    'TEACHERS',
    'USER#*',
    'USERNAME#*',
    'USERS',
  ],
  studios: [
    'LESSON#*',
    'OUTBOX#*',
    'RATE#*',
    'ROOM#*',
    'STUDIO#*',
    'STUDIONAME#*',
    'STUDIOS',
    'STUDIOS#*',
    'TEACHER#*',
    'USER#*',
  ],
  rooms: ['LESSON#*', 'OUTBOX#*', 'RATE#*', 'ROOM#*', 'STUDIO#*', 'TEACHER#*', 'USER#*'],
  lessons: ['CITY#*', 'LESSON#*', 'RATE#*', 'ROOM#*', 'STUDIO#*', 'STYLE', 'TEACHER#*', 'USER#*'],
  attendance: [
    'ATTENDANCE#*',
    'LESSON#*',
    'OCC#*',
    'OUTBOX#*',
    'RATE#*',
    'STUDIO#*',
    'SUPPRESSED#*',
    'TOKEN#*',
    'USER#*',
  ],
  groups: [
    'ATTENDANCE#*',
    'EMAIL#*',
    'GROUP#*',
    'GROUPS#ACTIVE',
    'GUEST#*',
    'LESSON#*',
    'OCC#*',
    'OUTBOX#*',
    'RATE#*',
    'STUDIO#*',
    'SUPPRESSED#*',
    'TEACHER#*',
    'TOKEN#*',
    'USER#*',
  ],
  admin: ['LESSON#*', 'RATE#*', 'ROOM#*', 'STUDIO#*', 'STYLE', 'TEACHER#*', 'USER#*'],
  locations: [],
  meta: [],
};

describe('the table statement of each domain’s role', () => {
  const { app, dispose } = createTestApp({ ...TEST_CONTEXT, 'aws:cdk:bundling-stacks': [] });
  let tableStatementsOf: (domain: Domain) => Statement[];
  let s3StatementsOf: (domain: Domain) => (Statement & { Resource: unknown })[];

  beforeAll(() => {
    const stack = new Stack(app, 'BackendOnly');
    const backend = new Backend(stack, 'Functions', {
      stage: 'test',
      endpoints,
      table: new PlieTable(stack, 'Table', { isProduction: false }),
      uploadBucket: new Bucket(stack, 'Uploads'),
      uploadPublicUrl: 'https://uploads.plie.test',
      mailIdentity: new EmailIdentity(stack, 'Mail', { identity: Identity.domain('plie.test') }),
      mailConfigurationSet: new ConfigurationSet(stack, 'MailSet', {
        configurationSetName: 'plie-test-mail',
      }),
      mailFrom: 'no-reply@plie.test',
      publicWebUrl: 'https://plie.test',
      adminEmails: [],
      secrets: new PlieSecrets(stack, 'Secrets', { stage: 'test', isProduction: false, withGoogle: false }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
    const resources: Record<string, any> = Template.fromStack(stack).toJSON().Resources;
    const statementsOf = (domain: Domain, service: string) => {
      const role = resources[logicalIdOf(stack, backend.functions[domain])].Properties.Role['Fn::GetAtt'][0];
      return Object.values(resources)
        .filter((resource) => resource.Type === 'AWS::IAM::Policy')
        .filter((policy) => policy.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === role))
        .flatMap(
          (policy) => policy.Properties.PolicyDocument.Statement as (Statement & { Resource: unknown })[],
        )
        .filter((statement) => [statement.Action].flat().some((action) => action.startsWith(service)));
    };
    tableStatementsOf = (domain) => statementsOf(domain, 'dynamodb:');
    s3StatementsOf = (domain) => statementsOf(domain, 's3:');
  });

  afterAll(dispose);

  it.each(DOMAINS.filter((domain) => DOMAIN_ACCESS[domain].usesTable))(
    '%s may touch only the key families its code uses',
    (domain) => {
      const statements = tableStatementsOf(domain);
      expect(statements).toHaveLength(1);
      expect(statements[0]?.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': EXPECTED[domain] },
      });
    },
  );

  it('a domain without the table gets no table statement and no families', () => {
    for (const domain of DOMAINS.filter((candidate) => !DOMAIN_ACCESS[candidate].usesTable)) {
      expect(tableStatementsOf(domain), domain).toEqual([]);
      expect(leadingKeyPatternsOf(DOMAIN_ACCESS[domain]), domain).toEqual(EXPECTED[domain]);
    }
  });

  it('no role may touch the seed marker, and every other family is some domain’s', () => {
    const granted = new Set(DOMAINS.flatMap((domain) => leadingKeyPatternsOf(DOMAIN_ACCESS[domain])));
    expect(granted.has(KEY_PARTITIONS.seedMarkers)).toBe(false);
    const unused = Object.values(KEY_PARTITIONS).filter((pattern) => !granted.has(pattern));
    expect(unused).toEqual([KEY_PARTITIONS.seedMarkers]);
  });

  it('one-time tokens are only for the domains that mail them (auth, attendance, groups)', () => {
    const withTokens = DOMAINS.filter((domain) =>
      leadingKeyPatternsOf(DOMAIN_ACCESS[domain]).includes(KEY_PARTITIONS.oneTimeTokens),
    );
    expect(withTokens.sort()).toEqual(['attendance', 'auth', 'groups']);
  });

  it('the outbox worker (groups) may delete images, only under the images’ prefixes, and nothing more in S3', () => {
    const statements = s3StatementsOf('groups');
    expect(statements.map((statement) => statement.Action)).toEqual(['s3:DeleteObject']);
    const resources = JSON.stringify(statements[0]?.Resource);
    for (const prefix of ['avatars/', 'studios/', 'rooms/']) expect(resources).toContain(`/${prefix}*`);
    expect(resources).not.toContain('incoming/');
  });
});
