import { DEMO_SITE_OPERATOR } from '@plie/shared';
import { App } from 'aws-cdk-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertEuRegion, ConfigError, DEFAULT_API_THROTTLE, readConfig } from './config';

/** Config from context; an alarm address is given unless the context says otherwise (it is required). */
const configFrom = (context: Record<string, unknown>) =>
  readConfig(new App({ context: { alarmEmails: 'ops@plie.example.com', ...context } }).node);

/** A real-looking operator (the NIP's checksum holds). */
const OPERATOR = {
  name: 'Plié sp. z o.o.',
  address: 'ul. Długa 1, 31-147 Kraków',
  register: 'KRS 0000123456',
  nip: '676-543-21-09',
  regon: '123456785',
  email: 'hello@plie.example.com',
};

describe('readConfig: the operator on the legal notice (issue #17 item 9)', () => {
  const base = { mailDomain: 'plie.example.com' };

  it('takes the operator from cdk.json (an object) or -c / PLIE_OPERATOR (JSON)', () => {
    expect(configFrom({ ...base, stage: 'prod', operator: OPERATOR }).operator).toEqual(OPERATOR);
    expect(configFrom({ ...base, stage: 'prod', operator: JSON.stringify(OPERATOR) }).operator).toEqual(
      OPERATOR,
    );
  });

  it('stops a production synth that names no operator, saying how to set it', () => {
    expect(() => configFrom({ ...base, stage: 'prod' })).toThrow(ConfigError);
    expect(() => configFrom({ ...base, stage: 'prod' })).toThrow(
      /"operator".*missing: a production site must name its operator.*-c operator=.*PLIE_OPERATOR/,
    );
  });

  it('shows the fictional demo operator, marked as such, on a stage that is not production', () => {
    const { operator } = configFrom({ ...base, stage: 'qa' });
    expect(operator).toEqual(DEMO_SITE_OPERATOR);
    expect(operator.demo).toBe(true);
  });

  it.each([
    [{ ...OPERATOR, name: ' ' }, /"name" is missing/],
    [{ ...OPERATOR, nip: '676-543-21-08' }, /"nip".*not a valid NIP/],
    [{ ...OPERATOR, regon: '1234' }, /"regon".*not a REGON/],
    [{ ...OPERATOR, email: 'nobody' }, /"email".*not an e-mail/],
    [{ ...OPERATOR, demo: true }, /unknown field\(s\) demo/],
    ['{not json', /expected a JSON object/],
    [['a'], /expected an object/],
  ])('refuses a malformed operator %#', (operator, message) => {
    expect(() => configFrom({ ...base, operator })).toThrow(message);
  });
});

describe('readConfig', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('needs only the mail domain, and no secret at all; the rest has defaults', () => {
    expect(configFrom({ mailDomain: 'Plie.Example.com' })).toEqual({
      stage: 'dev',
      isProduction: false,
      mailDomain: 'plie.example.com',
      mailFrom: 'no-reply@plie.example.com',
      allowedOrigins: ['*'],
      adminEmails: [],
      alarmEmails: ['ops@plie.example.com'],
      apiThrottle: { rateLimit: 100, burstLimit: 200 },
      operator: DEMO_SITE_OPERATOR,
    });
  });

  it('fails with a message naming the missing mail domain and how to set it', () => {
    vi.stubEnv('PLIE_MAIL_DOMAIN', '');
    expect(() => configFrom({})).toThrow(ConfigError);
    expect(() => configFrom({})).toThrow(/"mailDomain".*missing.*-c mailDomain=.*PLIE_MAIL_DOMAIN/);
  });

  it('falls back to PLIE_* environment variables, context first', () => {
    vi.stubEnv('PLIE_MAIL_DOMAIN', 'env.example.com');
    vi.stubEnv('PLIE_STAGE', 'prod');
    vi.stubEnv('PLIE_ALARM_EMAILS', 'ops@env.example.com');
    vi.stubEnv('PLIE_OPERATOR', JSON.stringify(OPERATOR));
    const fromEnv = readConfig(new App({ context: {} }).node);
    expect(fromEnv).toMatchObject({
      mailDomain: 'env.example.com',
      stage: 'prod',
      isProduction: true,
    });
    expect(configFrom({ stage: 'qa' })).toMatchObject({ stage: 'qa', isProduction: false });
  });

  it('reads lists from comma-separated text (-c) or JSON arrays (cdk.json)', () => {
    const fromText = configFrom({
      mailDomain: 'plie.example.com',
      adminEmails: 'Ann@Plie.example.com, bob@plie.example.com',
      allowedOrigins: 'https://studio.example.com/, http://localhost:5173',
    });
    expect(fromText.adminEmails).toEqual(['ann@plie.example.com', 'bob@plie.example.com']);
    expect(fromText.allowedOrigins).toEqual(['https://studio.example.com', 'http://localhost:5173']);
    const fromArray = configFrom({ mailDomain: 'plie.example.com', alarmEmails: ['ops@plie.example.com'] });
    expect(fromArray.alarmEmails).toEqual(['ops@plie.example.com']);
  });

  it.each([
    [{ stage: 'Prod!' }, /"stage".*not valid/],
    [{ mailDomain: 'not a domain' }, /"mailDomain".*not a domain name/],
    [{ mailFrom: 'hello@elsewhere.com' }, /"mailFrom".*not at the mail domain/],
    [{ allowedOrigins: 'studio.example.com' }, /"allowedOrigins".*not an origin/],
    [{ allowedOrigins: '*,https://a.example.com' }, /"\*" cannot be combined/],
    [{ adminEmails: 'ann' }, /"adminEmails".*"ann" is not an e-mail address/],
    [{ adminEmails: 42 }, /"adminEmails".*expected a list/],
  ])('refuses %j', (context, message) => {
    expect(() => configFrom({ mailDomain: 'plie.example.com', ...context })).toThrow(message);
  });

  it('accepts a From with a display name at a subdomain of the mail domain', () => {
    const config = configFrom({
      mailDomain: 'plie.example.com',
      mailFrom: 'Plié <hello@mail.plie.example.com>',
    });
    expect(config.mailFrom).toBe('Plié <hello@mail.plie.example.com>');
  });
});

describe('Sign in with Google settings', () => {
  it('are optional: only the client id is configuration (its secret lives in Secrets Manager)', () => {
    expect(configFrom({ mailDomain: 'plie.example.com' }).googleClientId).toBeUndefined();
    expect(configFrom({ mailDomain: 'plie.example.com', googleClientId: 'id-1' }).googleClientId).toBe(
      'id-1',
    );
    expect(configFrom({ mailDomain: 'plie.example.com', googleClientSecret: 'secret-1' })).not.toHaveProperty(
      'googleClientSecret',
    );
  });
});

describe('the alarm e-mail', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is required: without an address, synth stops and says how to set one or opt out', () => {
    vi.stubEnv('PLIE_ALARM_EMAILS', '');
    const withoutAlarmEmails = () =>
      readConfig(new App({ context: { mailDomain: 'plie.example.com' } }).node);
    expect(withoutAlarmEmails).toThrow(ConfigError);
    expect(withoutAlarmEmails).toThrow(
      /"alarmEmails".*missing: alarms would reach nobody.*"none".*-c alarmEmails=.*PLIE_ALARM_EMAILS/,
    );
    expect(() => configFrom({ mailDomain: 'plie.example.com', alarmEmails: [] })).toThrow(
      /"alarmEmails".*missing/,
    );
    expect(() => configFrom({ mailDomain: 'plie.example.com', alarmEmails: ' , ' })).toThrow(
      /"alarmEmails".*missing/,
    );
  });

  it('can be opted out of on purpose with "none" (context or environment)', () => {
    expect(configFrom({ mailDomain: 'plie.example.com', alarmEmails: 'none' }).alarmEmails).toEqual([]);
    vi.stubEnv('PLIE_ALARM_EMAILS', 'None');
    expect(readConfig(new App({ context: { mailDomain: 'plie.example.com' } }).node).alarmEmails).toEqual([]);
  });

  it('refuses an address that is not one', () => {
    expect(() => configFrom({ mailDomain: 'plie.example.com', alarmEmails: 'ops' })).toThrow(
      /"alarmEmails".*"ops" is not an e-mail address/,
    );
  });
});

describe('the abuse limits', () => {
  afterEach(() => vi.unstubAllEnvs());
  const withDomain = (context: Record<string, unknown>) =>
    configFrom({ mailDomain: 'plie.example.com', ...context });

  it('throttle the API stage by default, and no WAF unless a rate limit is set', () => {
    const config = withDomain({});
    expect(config.apiThrottle).toEqual(DEFAULT_API_THROTTLE);
    expect(config).not.toHaveProperty('wafRateLimit');
  });

  it('are set from context (numbers in cdk.json, text from -c) or the environment', () => {
    expect(withDomain({ apiRateLimit: 20, apiBurstLimit: '40', wafRateLimit: '2000' })).toMatchObject({
      apiThrottle: { rateLimit: 20, burstLimit: 40 },
      wafRateLimit: 2000,
    });
    vi.stubEnv('PLIE_WAF_RATE_LIMIT', '500');
    vi.stubEnv('PLIE_API_RATE_LIMIT', '7');
    expect(withDomain({})).toMatchObject({
      apiThrottle: { rateLimit: 7, burstLimit: 200 },
      wafRateLimit: 500,
    });
  });

  it.each([
    ['apiRateLimit', 0, /from 1 to 10000, got 0/],
    ['apiBurstLimit', 'lots', /from 1 to 10000, got "lots"/],
    ['wafRateLimit', 5, /from 10 to 2000000000, got 5/],
    ['wafRateLimit', 100.5, /got 100.5/],
  ])('refuse %s = %j, naming the setting', (key, value, problem) => {
    expect(() => withDomain({ [key]: value })).toThrow(ConfigError);
    expect(() => withDomain({ [key]: value })).toThrow(new RegExp(`"${key}".*${problem.source}`));
  });
});

describe('assertEuRegion: personal data stays in the EU, as the privacy policy says', () => {
  it.each(['eu-central-1', 'eu-west-1', 'eu-north-1', 'eu-central-2'])('allows %s', (region) => {
    expect(() => assertEuRegion(region)).not.toThrow();
  });

  it.each(['us-east-1', 'ap-southeast-2', 'il-central-1', 'me-central-1', 'eu', 'EU-CENTRAL-1', ''])(
    'refuses %j before anything is created',
    (region) => {
      expect(() => assertEuRegion(region)).toThrow(ConfigError);
    },
  );

  it('allows an environment-agnostic synth (tests, the local runtime)', () => {
    expect(() => assertEuRegion(undefined)).not.toThrow();
  });
});
