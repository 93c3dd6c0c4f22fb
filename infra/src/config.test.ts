import { App } from 'aws-cdk-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, readConfig } from './config';

const configFrom = (context: Record<string, unknown>) => readConfig(new App({ context }).node);

describe('readConfig', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('needs only the mail domain; the rest has defaults', () => {
    expect(configFrom({ mailDomain: 'Plie.Example.com' })).toEqual({
      stage: 'dev',
      isProduction: false,
      mailDomain: 'plie.example.com',
      mailFrom: 'no-reply@plie.example.com',
      allowedOrigins: ['*'],
      adminEmails: [],
      alarmEmails: [],
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
    expect(configFrom({})).toMatchObject({
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
