/**
 * The functions' settings, from a Backend synthesized on its own (bundling skipped with
 * `aws:cdk:bundling-stacks`, so this is quick): the locations function geocodes with Nominatim,
 * identified as its usage policy asks; no other function gets geocoder settings.
 */
import { ENV } from '@plie/functions/setting-names';
import { DOMAINS, endpoints } from '@plie/shared';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { ConfigurationSet, EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Backend, GEOCODING_DOMAINS } from './backend';
import { DOMAIN_ACCESS } from './domain-access';
import { PlieTable } from './plie-table';
import { PlieSecrets, SECRET_ID_VARIABLES } from './secrets';
import { createTestApp, logicalIdOf, TEST_CONTEXT } from './test-support';

describe('the backend’s functions', () => {
  const { app, dispose } = createTestApp({ ...TEST_CONTEXT, 'aws:cdk:bundling-stacks': [] });
  let variablesOf: (domain: (typeof DOMAINS)[number]) => Record<string, unknown>;
  let secretRefs: Record<string, { Ref: string }>;

  beforeAll(() => {
    const stack = new Stack(app, 'BackendOnly');
    const secrets = new PlieSecrets(stack, 'Secrets', {
      stage: 'test',
      isProduction: false,
      withGoogle: true,
    });
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
      adminEmails: ['anna.admin@plie.test'],
      googleClientId: 'google-client-id',
      secrets,
    });
    const resources = Template.fromStack(stack).toJSON().Resources;
    variablesOf = (domain) =>
      resources[logicalIdOf(stack, backend.functions[domain])].Properties.Environment.Variables;
    secretRefs = Object.fromEntries(
      Object.entries(secrets.secrets).map(([kind, secret]) => [
        kind,
        { Ref: stack.getLogicalId(secret.node.defaultChild as never) },
      ]),
    );
  });

  afterAll(dispose);

  it('the locations function geocodes with Nominatim, sending a User-Agent that names the app and its site', () => {
    expect(GEOCODING_DOMAINS).toEqual(['locations']);
    expect(variablesOf('locations')).toMatchObject({
      GEOCODER: 'nominatim',
      GEOCODER_USER_AGENT: 'Plie/test (https://plie.test)',
    });
    // The public Nominatim is the default; only a self-hosted one would need GEOCODER_URL.
    expect(variablesOf('locations')).not.toHaveProperty('GEOCODER_URL');
  });

  it('no other function gets geocoder settings, and every one keeps the common ones', () => {
    for (const domain of DOMAINS) {
      if (domain !== 'locations') expect(variablesOf(domain), domain).not.toHaveProperty('GEOCODER');
      expect(variablesOf(domain), domain).toHaveProperty('TABLE_NAME');
      // Ids of secrets, never values: every function verifies tokens and checks the CloudFront header.
      expect(variablesOf(domain).PUBLIC_KEYS_SECRET_ID, domain).toEqual(secretRefs.publicKeys);
      expect(variablesOf(domain).ORIGIN_VERIFY_SECRET_ID, domain).toEqual(secretRefs.originVerify);
      // Behind CloudFront: floods are counted per viewer, not per edge.
      expect(variablesOf(domain), domain).toHaveProperty('TRUSTED_PROXY_COUNT', '1');
    }
    expect(variablesOf('auth').SIGNING_KEYS_SECRET_ID).toEqual(secretRefs.signingKeys);
    expect(variablesOf('auth').GOOGLE_CLIENT_SECRET_ID).toEqual(secretRefs.googleClientSecret);
    expect(variablesOf('auth').GOOGLE_CLIENT_ID).toBe('google-client-id');
    for (const domain of DOMAINS.filter((domain) => domain !== 'auth')) {
      expect(variablesOf(domain), domain).not.toHaveProperty('SIGNING_KEYS_SECRET_ID');
      expect(variablesOf(domain), domain).not.toHaveProperty('GOOGLE_CLIENT_SECRET_ID');
    }
  });

  it('no function’s environment holds a secret’s value: only the *_SECRET_ID variables name secrets', () => {
    const secretVariables = new Set(Object.values(SECRET_ID_VARIABLES));
    for (const domain of DOMAINS) {
      for (const [name, value] of Object.entries(variablesOf(domain))) {
        expect(name, domain).not.toMatch(/JWK|PRIVATE|CLIENT_SECRET$|CURSOR_SECRET$/);
        if (secretVariables.has(name)) expect(value, `${domain} ${name}`).toHaveProperty('Ref');
      }
    }
  });

  it('every variable a function gets is a setting the functions’ config reads (setting-names.ts)', () => {
    const read = new Set<string>([...Object.values(ENV), ...Object.values(SECRET_ID_VARIABLES)]);
    for (const domain of DOMAINS) {
      const unread = Object.keys(variablesOf(domain)).filter((name) => !read.has(name));
      expect(unread, domain).toEqual([]);
    }
  });

  it('every function with the table (only those) can authenticate paging cursors', () => {
    for (const domain of DOMAINS) {
      if (DOMAIN_ACCESS[domain].usesTable) {
        expect(variablesOf(domain).CURSOR_SECRET_ID, domain).toEqual(secretRefs.cursor);
      } else {
        expect(variablesOf(domain), domain).not.toHaveProperty('CURSOR_SECRET_ID');
      }
    }
  });
});
