/**
 * The functions' settings, from a Backend synthesized on its own (bundling skipped with
 * `aws:cdk:bundling-stacks`, so this is quick): the locations function geocodes with Nominatim,
 * identified as its usage policy asks; no other function gets geocoder settings.
 */
import { DOMAINS, endpoints } from '@plie/shared';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Backend, GEOCODING_DOMAINS } from './backend';
import { DOMAIN_ACCESS } from './domain-access';
import { PlieTable } from './plie-table';
import { createTestApp, logicalIdOf, TEST_CONTEXT, TEST_JWT_PRIVATE_JWK } from './test-support';

describe('the backend’s functions', () => {
  const { app, dispose } = createTestApp({ ...TEST_CONTEXT, 'aws:cdk:bundling-stacks': [] });
  let variablesOf: (domain: (typeof DOMAINS)[number]) => Record<string, unknown>;

  beforeAll(() => {
    const stack = new Stack(app, 'BackendOnly');
    const backend = new Backend(stack, 'Functions', {
      stage: 'test',
      endpoints,
      table: new PlieTable(stack, 'Table', { isProduction: false }),
      uploadBucket: new Bucket(stack, 'Uploads'),
      uploadPublicUrl: 'https://uploads.plie.test',
      mailIdentity: new EmailIdentity(stack, 'Mail', { identity: Identity.domain('plie.test') }),
      mailFrom: 'no-reply@plie.test',
      publicWebUrl: 'https://plie.test',
      adminEmails: ['anna.admin@plie.test'],
      jwtPrivateJwk: TEST_JWT_PRIVATE_JWK,
      jwtPublicJwks: '{"keys":[]}',
    });
    const resources = Template.fromStack(stack).toJSON().Resources;
    variablesOf = (domain) =>
      resources[logicalIdOf(stack, backend.functions[domain])].Properties.Environment.Variables;
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
      expect(variablesOf(domain), domain).toHaveProperty('JWT_PUBLIC_JWKS');
      // Behind CloudFront: floods are counted per viewer, not per edge.
      expect(variablesOf(domain), domain).toHaveProperty('TRUSTED_PROXY_COUNT', '1');
    }
    expect(variablesOf('auth')).toHaveProperty('JWT_PRIVATE_JWK');
    expect(variablesOf('locations')).not.toHaveProperty('JWT_PRIVATE_JWK');
  });

  it('every function with the table can authenticate paging cursors, with a key that is not the signing key', () => {
    const secrets = new Set<unknown>();
    for (const domain of DOMAINS) {
      if (!DOMAIN_ACCESS[domain].usesTable) {
        expect(variablesOf(domain), domain).not.toHaveProperty('CURSOR_SECRET');
        continue;
      }
      expect(variablesOf(domain).CURSOR_SECRET, domain).toMatch(/^[A-Za-z0-9_-]{43}$/);
      secrets.add(variablesOf(domain).CURSOR_SECRET);
    }
    expect(secrets.size).toBe(1);
    const { d } = JSON.parse(TEST_JWT_PRIVATE_JWK) as { d: string };
    expect([...secrets][0]).not.toBe(d);
  });
});
